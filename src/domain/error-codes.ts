// Every domain error code, by area. One code per case; what varies inside a case (which entity, which figures) is data.
// Adding a code here makes the type check demand its French text in src/http/error-texts/.

/** Codes shared by every area. */
export const COMMON_ERROR_CODES = ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT', 'IN_USE', 'INVALID_STATE'] as const;

/** Sign-in and access. */
export const ACCESS_ERROR_CODES = ['INVALID_CREDENTIALS', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED'] as const;

/** Catalogue, stock (numlists, uploads, suppressions) and settings. */
export const CATALOGUE_STOCK_ERROR_CODES = [
  // Catalogue
  'DUPLICATE_NAME',
  'DUPLICATE_ISO_CODE',
  'UNKNOWN_ISO_CODE',
  'COUNTRY_EXISTS',
  'CONTINENT_EXISTS',
  'CONTINENT_MERGE_REFUSED',
  'CONTINENT_NOT_EMPTY',
  'OPERATOR_COUNTRY_LOCKED',
  'CATALOGUE_ENTRY_IN_USE',
  'INVALID_REFERENCES',
  'UNKNOWN_ORDER_KEY',
  // Stock
  'NOTHING_TO_IMPORT',
  'NO_VALID_NUMBER',
  'INVALID_PHONE_NUMBER',
  'NOT_SUPPRESSED',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_FIELD_EXPECTED',
  'MALFORMED_UPLOAD',
  // Settings
  'SETTING_RESERVED',
] as const;

/** Wallet, orders, users and reports: filled in by that area. */
export const WALLET_ORDERS_ERROR_CODES = ['INSUFFICIENT_BALANCE', 'OUT_OF_STOCK', 'QUANTITY_TOO_SMALL'] as const;

export type DomainErrorCode =
  | (typeof COMMON_ERROR_CODES)[number]
  | (typeof ACCESS_ERROR_CODES)[number]
  | (typeof CATALOGUE_STOCK_ERROR_CODES)[number]
  | (typeof WALLET_ORDERS_ERROR_CODES)[number];
