// Stock contract (numlists, imports, suppression list, erasure), shared by the server and the back office.
import { z } from 'zod';
import { paginationSchema } from './common';
import { idValue } from './ids';

// ─── Numlists ──────────────────────────────────────────────────────────────────

/** Optional reference: null (or "" / absent from a form) means none. */
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === 'null' ? null : v), idValue(message).nullable());

const formBoolean = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'Valeur vrai/faux attendue' }),
);

/** Euro price of one number, as text with up to 6 decimals: "0.006". Null or "" removes the override. */
const unitPriceText = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'Prix invalide' })
    .trim()
    .regex(/^\d{1,4}([.,]\d{1,6})?$/, 'Prix par numéro invalide : un montant en euros avec au plus 6 décimales (ex. 0.006)')
    .refine((v) => Number(v.replace(',', '.')) > 0, 'Le prix par numéro doit être supérieur à 0')
    .nullable(),
);

const numlistFields = {
  name: z.string({ error: 'Le nom est requis' }).trim().min(1, 'Le nom est requis').max(200, '200 caractères au maximum'),
  countryId: optionalId('Pays invalide'),
  operatorId: optionalId('Opérateur invalide'),
  categoryId: optionalId('Catégorie invalide'),
  /** Where the numbers came from, and on what basis they may be used (data protection). */
  source: z.string().trim().max(500, '500 caractères au maximum'),
  consentBasis: z.string().trim().max(500, '500 caractères au maximum'),
  unitPrice: unitPriceText,
  isActive: formBoolean,
};

export const numlistCreateSchema = z.object({
  ...numlistFields,
  countryId: numlistFields.countryId.default(null),
  operatorId: numlistFields.operatorId.default(null),
  categoryId: numlistFields.categoryId.default(null),
  source: numlistFields.source.default(''),
  consentBasis: numlistFields.consentBasis.default(''),
  unitPrice: numlistFields.unitPrice.default(null),
  isActive: formBoolean.default(true),
});
const numlistUpdateSchema = z.object(numlistFields).partial();

/** What to import, in a JSON body: a list and/or pasted text (one number per line). */
export const importInputSchema = z.object({
  numbers: z.array(z.string({ error: 'Chaque numéro doit être du texte' }), { error: 'numbers doit être une liste de textes' }).optional(),
  text: z.string({ error: 'Le texte collé doit être du texte' }).optional(),
  /** Also reject numbers in ranges that are not assigned (libphonenumber's validity); slower. */
  strict: formBoolean.default(false),
});

const numlistCreateWithNumbersSchema = numlistCreateSchema.extend(importInputSchema.shape);

/** "0.006" (or "0,006") → 6000 micro-euros; exact, no float. The text has passed `unitPriceText`. */
function parseUnitPriceMicros(text: string): number {
  const [whole, frac = ''] = text.trim().replace(',', '.').split('.');
  return Number(whole) * 1_000_000 + Number(frac.padEnd(6, '0'));
}

/** The form's euro price (`unitPrice`) as the server takes it: `unitPriceMicros`, null for the shop's price. */
function withUnitPriceMicros<T extends { unitPrice?: string | null }>({ unitPrice, ...rest }: T) {
  return {
    ...rest,
    ...(unitPrice === undefined ? {} : { unitPriceMicros: unitPrice === null ? null : parseUnitPriceMicros(unitPrice) }),
  };
}

/**
 * What the server reads from a create / update / create-with-numbers request: the forms' fields (the schemas above,
 * which the back office's forms share), with the price in micro-euros.
 */
export const numlistCreateRequestSchema = numlistCreateWithNumbersSchema.transform(withUnitPriceMicros);
export const numlistUpdateRequestSchema = numlistUpdateSchema.transform(withUnitPriceMicros);

const importReportSchema = z.object({
  /** Numbers put on sale. */
  added: z.number().int(),
  /** Skipped: twice in the input, or already in the list. */
  duplicates: z.number().int(),
  /** Skipped: not a number of the numlist's country (or not valid, in strict mode). */
  invalid: z.number().int(),
  /** Skipped: on the do-not-contact list. */
  suppressed: z.number().int(),
  /** Up to 5 of the invalid lines, as written, to show the admin what was wrong. */
  invalidExamples: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const numlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int().nullable(),
  operatorId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  /** Names for display; null when not set (the back office shows 'Inconnu'). */
  countryName: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryFlag: z.string().nullable(),
  operatorName: z.string().nullable(),
  categoryName: z.string().nullable(),
  source: z.string(),
  consentBasis: z.string(),
  /** The list's own price per number in euros ("0.006"), or null for the shop price. */
  unitPrice: z.string().nullable(),
  totalNumbers: z.number().int(),
  availableNumbers: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * In the list page only: numbers sold from the list (orders counted under their first list) and how many of them were
   * refunded, over its life; the card shows refunded ÷ sold as the list's refund rate (decision 0140).
   */
  soldNumbers: z.number().int().optional(),
  refundedNumbers: z.number().int().optional(),
});
export type Numlist = z.infer<typeof numlistSchema>;

/** Answer of POST /api/numlists and POST /api/numlists/{id}/restock. */
export const importResultSchema = z.object({
  numlist: numlistSchema,
  report: importReportSchema,
  addedNumbers: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const NUMLIST_PAGE_SIZES = [6, 12, 24] as const;
export const numlistListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1),
  pageSize: z.coerce.number({ error: 'Taille de page invalide' }).int('Taille de page invalide').min(1).max(100, '100 au maximum').default(12),
  search: z.string().trim().max(100).optional(),
});
export const numlistListSchema = z.object({ data: z.array(numlistSchema), pagination: paginationSchema });
export type NumlistList = z.infer<typeof numlistListSchema>;

export const clearResultSchema = z.object({ removedNumbers: z.number().int(), remainingNumbers: z.number().int() });
export const shuffleResultSchema = z.object({ shuffledNumbers: z.number().int() });
export const removeDuplicatesResultSchema = z.object({
  removedNumbers: z.number().int(),
  remainingNumbers: z.number().int(),
  /** Of the removed: numbers also in another numlist (they stay there). */
  inOtherNumlists: z.number().int(),
  /** Of the removed: numbers already delivered to a buyer. */
  alreadySold: z.number().int(),
});

export const clearRestockSchema = z.object({
  countryId: idValue('Le pays est requis'),
  operatorId: idValue("L'opérateur est requis"),
});
export const clearRestockResultSchema = z.object({ deletedNumlists: z.number().int(), deletedNumbers: z.number().int() });

// ─── Suppression list and erasure ──────────────────────────────────────────────

/** Country whose national formats are accepted (numbers in +… or 00… form are accepted without it). */
const countryCode = z.preprocess(
  // An empty form field means "no country", not a bad one.
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Code pays invalide (2 lettres, ex. FR)')
    .transform((v) => v.toUpperCase())
    .optional(),
);

export const suppressionAddSchema = z.object({
  number: z.string().optional(),
  numbers: z.array(z.string(), { error: 'numbers doit être une liste de textes' }).max(100_000, '100 000 numéros au maximum par envoi').optional(),
  text: z.string().optional(),
  reason: z.string().trim().max(500, '500 caractères au maximum').default(''),
  countryCode,
});

export const suppressionAddResultSchema = z.object({
  added: z.number().int(),
  alreadySuppressed: z.number().int(),
  invalid: z.number().int(),
  invalidExamples: z.array(z.string()),
  /** Numbers taken out of numlists' stock because they are now suppressed. */
  removedFromStock: z.number().int(),
});
export type SuppressionAddResult = z.infer<typeof suppressionAddResultSchema>;

const suppressionSchema = z.object({
  number: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  /** User name of the admin who added it. */
  createdBy: z.string().nullable(),
});
export type Suppression = z.infer<typeof suppressionSchema>;

export const suppressionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page invalide').default(1),
  pageSize: z.coerce.number().int().min(1).max(200, '200 au maximum').default(50),
  search: z.string().trim().max(32).optional(),
});
export const suppressionListSchema = z.object({ data: z.array(suppressionSchema), pagination: paginationSchema });
export type SuppressionList = z.infer<typeof suppressionListSchema>;

export const eraseNumberSchema = z.object({
  number: z.string({ error: 'Le numéro est requis' }).trim().min(1, 'Le numéro est requis'),
  countryCode,
  reason: z.string().trim().max(500).default("Demande d'effacement"),
});
export const eraseNumberResultSchema = z.object({
  number: z.string(),
  /** Numlists the number was taken out of. */
  removedFromNumlists: z.number().int(),
  suppressed: z.literal(true),
});
