// Broadcasts contract: the Diffusions page's audience count, a new broadcast, its progress and the history.
import { z } from 'zod';
import { euroAmountField } from './money';
import { parisInstant } from './paris-time';
import { BOT_LANGUAGES, TELEGRAM_TEXT_LIMIT } from './telegram';

const BROADCAST_AUDIENCE_KINDS = ['all', 'language', 'buyers', 'depositors', 'inactive'] as const;
export const MAX_INACTIVE_DAYS = 3650;

const languageField = z.enum(BOT_LANGUAGES, { error: 'Langue inconnue' });
const daysField = z.coerce
  .number({ error: 'Nombre de jours invalide' })
  .int('Nombre de jours invalide : un entier')
  .min(1, 'Au moins 1 jour')
  .max(MAX_INACTIVE_DAYS, `${MAX_INACTIVE_DAYS} jours au maximum`);

/** A date typed in Europe/Paris ("2026-12-01"): its Paris midnight, as an ISO instant. */
const parisDateField = z.string().transform((text, ctx) => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? parisInstant(text) : null;
  if (at) return at.toISOString();
  ctx.addIssue({ code: 'custom', message: 'Date invalide : AAAA-MM-JJ' });
  return z.NEVER;
});
const idField = z.coerce.number({ error: 'Identifiant invalide' }).int('Identifiant invalide').positive('Identifiant invalide');

/**
 * Filters added to the audience, all together (AND). Amounts typed in euros ("50" or "12,50") become cents; dates are
 * Paris days: "before" is before that day's midnight, "after" from that midnight on.
 */
const filterFields = {
  language: languageField.optional(),
  countryId: idField.optional(),
  operatorId: idField.optional(),
  minSpent: euroAmountField().optional(),
  lastPurchaseBefore: parisDateField.optional(),
  lastPurchaseAfter: parisDateField.optional(),
  registeredAfter: parisDateField.optional(),
  minBalance: euroAmountField().optional(),
};
type FilterFields = z.infer<z.ZodObject<typeof filterFields>>;
/** The filters as the domain reads them (amounts in cents), the empty ones left out. */
const inCents = ({ minSpent, minBalance, ...rest }: FilterFields) => ({
  ...rest,
  ...(minSpent !== undefined ? { minSpentCents: minSpent } : {}),
  ...(minBalance !== undefined ? { minBalanceCents: minBalance } : {}),
});
const audienceFiltersSchema = z.object(filterFields).transform(inCents);

const withFilters = { filters: audienceFiltersSchema.optional() };
const broadcastAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all'), ...withFilters }),
  z.object({ kind: z.literal('language'), language: languageField, ...withFilters }),
  z.object({ kind: z.literal('buyers'), ...withFilters }),
  z.object({ kind: z.literal('depositors'), ...withFilters }),
  z.object({ kind: z.literal('inactive'), days: daysField, ...withFilters }),
]);
export type BroadcastAudienceInput = z.infer<typeof broadcastAudienceSchema>;

/**
 * GET /api/broadcasts/audience?kind=…[&language=…][&days=…][&countryId=…&operatorId=…&minSpentCents=…&lastPurchaseBefore=……]
 * `language` is the audience's with kind=language, the language filter with any other kind.
 */
export const audienceQuerySchema = z
  .object({ kind: z.enum(BROADCAST_AUDIENCE_KINDS, { error: 'Audience inconnue' }), days: daysField.optional(), ...filterFields })
  .transform(({ kind, days, ...filters }) => ({ kind, days, filters: inCents(filters) }));

/** The shortest and longest text of a button (Telegram shows about 30 characters on a phone's row). */
const MAX_BUTTON_TEXT = 40;
/** At most this many rows of at most this many buttons under a broadcast. */
const MAX_BUTTON_ROWS = 4;
const MAX_BUTTONS_PER_ROW = 3;

const buttonText = z.string().trim().min(1, 'Texte du bouton requis').max(MAX_BUTTON_TEXT, `${MAX_BUTTON_TEXT} caractères au maximum`);
const broadcastButtonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('url'),
    text: buttonText,
    url: z
      .string()
      .trim()
      .refine((u) => {
        try {
          const parsed = new URL(u);
          return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
        } catch {
          return false;
        }
      }, 'Lien invalide : une adresse http(s)://…'),
  }),
  /** A deep link to an operator: its quantity screen in the bot, or the Mini App at it. */
  z.object({ kind: z.literal('operator'), text: buttonText, operatorId: idField, opens: z.enum(['bot', 'app']) }),
]);
export type BroadcastButtonInput = z.input<typeof broadcastButtonSchema>;

const buttonRows = z
  .array(z.array(broadcastButtonSchema).min(1).max(MAX_BUTTONS_PER_ROW, `${MAX_BUTTONS_PER_ROW} boutons par ligne au maximum`))
  .max(MAX_BUTTON_ROWS, `${MAX_BUTTON_ROWS} lignes de boutons au maximum`);

/** A date and time typed in Europe/Paris ("2026-12-01T18:30"), as an ISO instant. */
const parisDateTimeField = z.string().transform((text, ctx) => {
  const at = /T|\s/.test(text.trim()) ? parisInstant(text) : null;
  if (at) return at.toISOString();
  ctx.addIssue({ code: 'custom', message: 'Date et heure invalides (heure de Paris)' });
  return z.NEVER;
});

/** GET /api/broadcasts/stars: what a paid broadcast costs and the bot's Star balance (getMyStarBalance). */
export const paidBroadcastStarsSchema = z.object({
  /** Telegram's price per message, in Stars (« 0.1 »). */
  starsPerMessage: z.string(),
  /** Messages a second at most, paid. */
  perSecond: z.number(),
  balance: z.number(),
});
export type PaidBroadcastStars = z.infer<typeof paidBroadcastStarsSchema>;

/** GET /api/broadcasts/audience: the recipients the audience holds now, and their cost in Stars if sent paid. */
export const audienceCountSchema = z.object({ count: z.number().int(), paidCost: z.number().int() });

/** Markup counts against the limit only once read: the server checks the visible length (Telegram's rule). */
const messageText = z.string({ error: 'Message requis' }).max(TELEGRAM_TEXT_LIMIT * 4, '4 096 caractères au maximum (limite Telegram)');

/** POST /api/broadcasts */
export const broadcastCreateSchema = z.object({
  message: messageText.refine((t) => t.trim().length > 0, 'Message requis'),
  /** Other languages than fr; an empty variant is left out (that language gets the fr text). */
  variants: z.partialRecord(languageField, messageText).default({}),
  audience: broadcastAudienceSchema,
  buttons: buttonRows.default([]),
  /** Europe/Paris wall-clock time; left out, the broadcast starts at once. */
  scheduledAt: parisDateTimeField.optional(),
  /** A paid broadcast (allow_paid_broadcast: up to 1,000 a second, charged in Stars; decision 0150). */
  paid: z.boolean().default(false),
  /** Made by the page when the form opens: a double submit sends once. */
  requestKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional(),
});
export type BroadcastCreate = z.input<typeof broadcastCreateSchema>;

/** Where a broadcast's recipients stand: how many in all, and how many of them reached each outcome so far. */
const recipientTally = {
  recipientCount: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  blocked: z.number().int(),
  /** In flight when a shop process died: maybe delivered, never sent twice. */
  uncertain: z.number().int(),
  /** Recipients with an outcome. */
  done: z.number().int(),
};

export const broadcastSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  variants: z.record(z.string(), z.string()),
  audience: z.object({
    kind: z.enum(BROADCAST_AUDIENCE_KINDS),
    language: z.string().optional(),
    days: z.number().int().optional(),
    filters: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  /** Sent as a paid broadcast (Stars). */
  paid: z.boolean(),
  /** The audience in French (« Tous les clients », « Inactifs depuis 30 jours »…), its filters after « · ». */
  audienceLabel: z.string(),
  buttons: z.array(z.array(z.object({ kind: z.string(), text: z.string(), url: z.string().optional(), operatorId: z.number().optional(), opens: z.string().optional() }))),
  /** scheduled | preparing | sending | done | cancelled */
  status: z.string(),
  statusLabel: z.string(),
  sentBy: z.string().nullable(),
  ...recipientTally,
  ratePerSecond: z.number(),
  secondsLeft: z.number().int().nullable(),
  /** Paused by Telegram (429) until then. */
  pausedUntil: z.string().nullable(),
  createdAt: z.string(),
  /** When a scheduled broadcast starts (ISO); null when sent at once. */
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BroadcastView = z.infer<typeof broadcastSchema>;
export const broadcastListSchema = z.object({ items: z.array(broadcastSchema) });

/** GET /api/broadcasts/:id/figures: what a broadcast reached, and what sold after it. */
export const broadcastFiguresSchema = z.object({
  id: z.number().int(),
  delivered: z.number().int(),
  blocked: z.number().int(),
  failed: z.number().int(),
  uncertain: z.number().int(),
  /** Recipients who opened one of its deep links (once each). */
  opens: z.number().int(),
  /** Completed purchases by those customers within 7 days after their open, and their total (euros, "12.50"). */
  purchases: z.number().int(),
  purchasesTotal: z.string(),
  /** Customers among them who bought. */
  buyers: z.number().int(),
});
export type BroadcastFigures = z.infer<typeof broadcastFiguresSchema>;

/** How long after opening a broadcast's link a purchase counts as the broadcast's. */
export const ATTRIBUTION_DAYS = 7;
