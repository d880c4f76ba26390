// Every domain error code, by area. One code per case; what varies inside a case (which entity, which figures) is data.
// Adding a code here makes the type check demand its French text in src/http/error-texts/.

/** Codes shared by every area. */
const COMMON_ERROR_CODES = ['VALIDATION_FAILED', 'NOT_FOUND'] as const;

/** Sign-in and access. */
const ACCESS_ERROR_CODES = ['INVALID_CREDENTIALS', 'UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED'] as const;

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
  // Mini App packs
  'DUPLICATE_PACK',
  // Stock
  'NOTHING_TO_IMPORT',
  'NO_VALID_NUMBER',
  'INVALID_PHONE_NUMBER',
  'NOT_SUPPRESSED',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_FIELD_EXPECTED',
  'MALFORMED_UPLOAD',
  'UPLOAD_TOO_LARGE',
  'STOCK_OPERATION_RUNNING',
  'STOCK_BUSY',
  // Settings
  'SETTING_RESERVED',
  'MANUAL_TOPUP_INSTRUCTIONS_REQUIRED',
  'DEPOSIT_LIMITS_CROSSED',
] as const;

/** Wallet, orders, users and reports. */
export const WALLET_ORDERS_ERROR_CODES = [
  // Money
  'INVALID_AMOUNT',
  'INSUFFICIENT_BALANCE',
  'DEPOSIT_TOO_SMALL',
  'DEPOSIT_TOO_LARGE',
  'DEPOSIT_BEING_CREATED',
  'DEPOSIT_ALREADY_PROCESSED',
  'DEPOSIT_NOT_PAID',
  'DEPOSIT_ALREADY_CREDITED',
  'NOT_A_DEPOSIT',
  'DEPOSIT_NOTHING_PAID',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_PROVIDER_NOT_CONFIGURED',
  'MANUAL_TOPUPS_DISABLED',
  // Telegram Stars (decision 0135)
  'STARS_DISABLED',
  'STARS_AMOUNT_REFUSED',
  'STARS_SETTINGS_INVALID',
  'STARS_REFUND_REFUSED',
  'STARS_REFUND_FAILED',
  'STARS_REFUND_PENDING',
  // Gift cards
  'GIFT_CARD_UNKNOWN',
  'GIFT_CARD_USED',
  'GIFT_CARD_EXPIRED',
  'GIFT_CARD_DISABLED',
  'GIFT_CARD_TOO_MANY_ATTEMPTS',
  // Promotions and promo codes
  'PROMO_CODE_UNKNOWN',
  'PROMO_CODE_EXPIRED',
  'PROMO_CODE_USED_UP',
  'PROMO_CODE_LIMIT_REACHED',
  'PROMO_CODE_NOT_APPLICABLE',
  'PROMO_CODE_TOO_MANY_ATTEMPTS',
  'PROMO_CODE_TAKEN',
  'PROMOTION_INVALID',
  // Purchases and refunds
  'INVALID_IDEMPOTENCY_KEY',
  'QUANTITY_TOO_SMALL',
  'QUANTITY_TOO_LARGE',
  'OUT_OF_STOCK',
  'STOCK_CHANGED',
  'ACCOUNT_DEACTIVATED',
  'ORDER_ALREADY_REFUNDED',
  'ORDER_NOT_COMPLETED',
  // Paying the missing amount at checkout (decision 0136)
  'PRICE_CHANGED',
  'ORDERED_MEANWHILE',
  'CHECKOUT_NOT_NEEDED',
  'CHECKOUT_CLOSED',
  // Users
  'USERNAME_TAKEN',
  'USERNAME_RESERVED',
  'TELEGRAM_ID_TAKEN',
  'CANNOT_DEMOTE_SELF',
  'CANNOT_DELETE_SELF',
] as const;

/** The Telegram bot's configuration and admins. */
export const BOT_ERROR_CODES = ['BOT_TOKEN_REJECTED', 'TELEGRAM_UNREACHABLE', 'BOT_NOT_CONFIGURED', 'BOT_ADMIN_EXISTS', 'TELEGRAM_HTML_INVALID'] as const;

/** Broadcasts (issue 12). */
export const BROADCAST_ERROR_CODES = ['BROADCAST_EMPTY', 'BROADCAST_TOO_LONG', 'BROADCAST_NO_RECIPIENTS', 'BROADCAST_FINISHED'] as const;

/** Blocking abusive customers and the anti-abuse rules (decision 0142). */
export const ABUSE_ERROR_CODES = ['CUSTOMER_BLOCKED', 'CANNOT_BLOCK_ADMIN', 'PURCHASE_RATE_LIMITED', 'UNPAID_TOP_UPS_LIMIT'] as const;

export type DomainErrorCode =
  | (typeof COMMON_ERROR_CODES)[number]
  | (typeof ACCESS_ERROR_CODES)[number]
  | (typeof CATALOGUE_STOCK_ERROR_CODES)[number]
  | (typeof WALLET_ORDERS_ERROR_CODES)[number]
  | (typeof BOT_ERROR_CODES)[number]
  | (typeof BROADCAST_ERROR_CODES)[number]
  | (typeof ABUSE_ERROR_CODES)[number];
