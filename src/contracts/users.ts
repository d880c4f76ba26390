// Users contract: the users list with stats, create/edit forms, credit add/remove, details with the ledger.
import { z } from 'zod';
import { euroString, successSchema } from './common';
import { euroAmountField } from './money';
import { pagedQueryFields, pagedResponseSchema } from './paging';
import { LEDGER_KINDS } from './wallet';

/** The bot's fourteen languages (SPEC §1); the first is the default. */
export const LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'ru', 'uk', 'be', 'tr', 'zh', 'ja', 'ko', 'ar', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

const AMOUNT_MESSAGE = 'Veuillez entrer un montant valide';
export const USER_PAGE_SIZES = [10, 50, 100] as const;

/**
 * An amount typed in a form, read by the shared reader (so "12,50" is 12,50 €, "1 250,00" is 1 250 €, "1,250" is
 * refused as ambiguous), giving integer cents. The field's message says what is wrong; the response's message stays
 * the back office's 'Veuillez entrer un montant valide' (`summary`, read by src/http/validate.ts).
 */
function amountInput(options: { positive?: boolean } = {}) {
  const reader = euroAmountField(options);
  return z.custom<string | number>(() => true).transform((input, ctx) => {
    const read = reader.safeParse(input);
    if (read.success) return read.data;
    ctx.addIssue({ code: 'custom', message: read.error.issues[0]?.message ?? AMOUNT_MESSAGE, params: { summary: AMOUNT_MESSAGE } });
    return z.NEVER;
  });
}

/** The longest reason an admin may give for a credit or debit (kept in the ledger and the audit log). */
const REASON_MAX_LENGTH = 200;

const optionalName = z
  .string()
  .trim()
  .max(64, '64 caractères au plus')
  .nullish()
  .transform((v) => (v ? v : null));

/** A Telegram user id: digits (text or number), or empty for none. */
const telegramIdInput = z
  .union([z.string(), z.number()], { error: 'Identifiant Telegram invalide' })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || String(v).trim() === '') return null;
    const text = String(v).trim();
    if (!/^\d{1,15}$/.test(text) || Number(text) === 0) {
      ctx.addIssue({ code: 'custom', message: 'Identifiant Telegram invalide' });
      return z.NEVER;
    }
    return Number(text);
  });

/**
 * The login names the shop gives its Telegram customers (`tg_<Telegram id>`, or `tg_<id>_<n>` when that one is taken,
 * see registerCustomer), in any case: never an admin's choice, or a customer's first /start would meet the name taken.
 */
const CUSTOMER_LOGIN_NAME = /^tg_\d+(?:_\d+)?$/i;
export const isReservedUsername = (username: string): boolean => CUSTOMER_LOGIN_NAME.test(username.trim());
export const RESERVED_USERNAME_MESSAGE = 'Les noms « tg_ » suivis de chiffres sont réservés aux clients Telegram : choisissez-en un autre';

const usernameInput = z
  .string({ error: "Nom d'utilisateur requis" })
  .trim()
  .min(1, "Nom d'utilisateur requis")
  .max(64, "Nom d'utilisateur trop long (64 caractères au plus)")
  .regex(/^\S+$/, "Le nom d'utilisateur ne peut pas contenir d'espace");

const passwordInput = z.string().min(8, 'Mot de passe : 8 caractères au moins').max(200, 'Mot de passe trop long');

const languageSchema = z.enum(LANGUAGES, { error: 'Langue non prise en charge' });

/** POST /api/users. Defaults per SPEC §5: balance 1.20 (the opening balance), language fr, not admin. */
export const createUserRequestSchema = z.object({
  username: usernameInput.refine((name) => !isReservedUsername(name), RESERVED_USERNAME_MESSAGE),
  telegramId: telegramIdInput,
  telegramUsername: optionalName,
  firstName: optionalName,
  lastName: optionalName,
  /** The opening balance in euros as typed, read to cents; absent: the shop's default (1.20 €). */
  balance: amountInput().optional(),
  isAdmin: z.boolean({ error: 'Valeur invalide' }).default(false),
  language: languageSchema.default('fr'),
  /** Needed only for an admin who signs in to the back office. */
  password: passwordInput.optional(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PUT /api/users/{id}: any subset. The balance is not edited here (add-credit/remove-credit), so a balance field is ignored. */
export const updateUserRequestSchema = z.object({
  username: usernameInput.optional(),
  telegramId: telegramIdInput.optional(),
  telegramUsername: optionalName.optional(),
  firstName: optionalName.optional(),
  lastName: optionalName.optional(),
  isAdmin: z.boolean({ error: 'Valeur invalide' }).optional(),
  isActive: z.boolean({ error: 'Valeur invalide' }).optional(),
  language: languageSchema.optional(),
  password: passwordInput.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/**
 * POST /api/users/{id}/add-credit and /remove-credit: the amount as typed ("12,50"), > 0, read to cents; an optional
 * reason (trimmed, empty = none) kept on the ledger row and in the audit log.
 */
export const creditRequestSchema = z.object({
  amount: amountInput({ positive: true }),
  reason: z
    .string({ error: 'Motif invalide' })
    .trim()
    .max(REASON_MAX_LENGTH, `Motif : ${REASON_MAX_LENGTH} caractères au plus`)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** GET /api/users/with-stats query. */
export const usersQuerySchema = z.object({
  sort: z.enum(['balance', 'deposits'], { error: 'Tri invalide (balance ou deposits)' }).default('balance'),
  ...pagedQueryFields(USER_PAGE_SIZES),
});
export type UsersQuery = z.input<typeof usersQuerySchema>;

/** One row of the users page (SPEC §3's stats item, plus what the edit dialog shows). Amounts are euro strings. */
export const userListItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  telegramId: z.number().int().nullable(),
  telegramUsername: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  balance: euroString,
  totalDeposits: euroString,
  totalPurchases: euroString,
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  /** Blocked by an admin (decision 0142): the block's reason is read with GET /api/users/{id}/block. */
  blocked: z.boolean(),
  language: z.string(),
  createdAt: z.string(),
  lastActivity: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const usersWithStatsResponseSchema = pagedResponseSchema(userListItemSchema);
export type UsersWithStatsResponse = z.infer<typeof usersWithStatsResponseSchema>;

/** GET /api/users: id and username of every user (optionally ?search= and ?limit=, for pickers). */
export const userNamesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

/** GET /api/users: the names of a picker. */
export const userNamesResponseSchema = z.array(z.object({ id: z.number().int(), username: z.string() }));

const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: "-0.60" for a purchase, "12.50" for a credit. */
  amount: euroString,
  balanceAfter: euroString,
  referenceType: z.string(),
  referenceId: z.string().nullable(),
  actorUserId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
  /** The API key the change was made with (then actorUsername is the admin who created the key). */
  actorApiKeyName: z.string().nullable(),
  /** The admin's reason for a credit, debit or refund, when one was given. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/users/{id}: the edit dialog's details, with the 20 latest ledger rows. */
export const userDetailsSchema = userListItemSchema.extend({
  openingBalance: euroString,
  purchaseCount: z.number().int(),
  depositCount: z.number().int(),
  ledger: z.array(ledgerEntrySchema),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const creditResponseSchema = successSchema.extend({
  user: userListItemSchema,
  ledgerEntry: ledgerEntrySchema,
});
export type CreditResponse = z.infer<typeof creditResponseSchema>;

/** DELETE /api/users/{id}: a user with money history is deactivated (kept for the accounts), others are deleted. */
export const deleteUserResponseSchema = successSchema.extend({
  outcome: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>;
