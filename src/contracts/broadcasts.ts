// Broadcasts contract: the Diffusions page's audience count, a new broadcast, its progress and the history.
import { z } from 'zod';
import { BOT_LANGUAGES, TELEGRAM_TEXT_LIMIT } from './telegram';

const BROADCAST_AUDIENCE_KINDS = ['all', 'language', 'buyers', 'depositors', 'inactive'] as const;
export const MAX_INACTIVE_DAYS = 3650;

const languageField = z.enum(BOT_LANGUAGES, { error: 'Langue inconnue' });
const daysField = z.coerce
  .number({ error: 'Nombre de jours invalide' })
  .int('Nombre de jours invalide : un entier')
  .min(1, 'Au moins 1 jour')
  .max(MAX_INACTIVE_DAYS, `${MAX_INACTIVE_DAYS} jours au maximum`);

const broadcastAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('language'), language: languageField }),
  z.object({ kind: z.literal('buyers') }),
  z.object({ kind: z.literal('depositors') }),
  z.object({ kind: z.literal('inactive'), days: daysField }),
]);
export type BroadcastAudienceInput = z.infer<typeof broadcastAudienceSchema>;

/** GET /api/broadcasts/audience?kind=…[&language=…|&days=…] */
export const audienceQuerySchema = z.object({
  kind: z.enum(BROADCAST_AUDIENCE_KINDS, { error: 'Audience inconnue' }),
  language: languageField.optional(),
  days: daysField.optional(),
});

/** Markup counts against the limit only once read: the server checks the visible length (Telegram's rule). */
const messageText = z.string({ error: 'Message requis' }).max(TELEGRAM_TEXT_LIMIT * 4, '4 096 caractères au maximum (limite Telegram)');

/** POST /api/broadcasts */
export const broadcastCreateSchema = z.object({
  message: messageText.refine((t) => t.trim().length > 0, 'Message requis'),
  /** Other languages than fr; an empty variant is left out (that language gets the fr text). */
  variants: z.partialRecord(languageField, messageText).default({}),
  audience: broadcastAudienceSchema,
  /** Made by the page when the form opens: a double submit sends once. */
  requestKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional(),
});
export type BroadcastCreate = z.infer<typeof broadcastCreateSchema>;

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

const broadcastSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  variants: z.record(z.string(), z.string()),
  audience: z.object({ kind: z.enum(BROADCAST_AUDIENCE_KINDS), language: z.string().optional(), days: z.number().int().optional() }),
  /** The audience in French (« Tous les clients », « Inactifs depuis 30 jours »…). */
  audienceLabel: z.string(),
  /** preparing | sending | done | cancelled */
  status: z.string(),
  statusLabel: z.string(),
  sentBy: z.string().nullable(),
  ...recipientTally,
  ratePerSecond: z.number(),
  secondsLeft: z.number().int().nullable(),
  /** Paused by Telegram (429) until then. */
  pausedUntil: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BroadcastView = z.infer<typeof broadcastSchema>;
