// Gift cards contract: generating a batch, the list and its filters, shared by the API and the "Cartes cadeaux" page.
import { z } from 'zod';
import { readTypedDate } from './dates';
import { euroAmountField } from './money';
import { pagedQueryFields, pagedResponseSchema } from './paging';

const GIFT_CARD_STATUSES = ['unused', 'used', 'expired', 'disabled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const GIFT_CARD_PAGE_SIZES = [20, 50, 100] as const;
export const MAX_GIFT_CARD_BATCH = 1000;

/** POST /api/gift-cards: a batch of `count` cards worth `amount` euros each, optionally expiring at `expiresAt`. */
export const giftCardBatchSchema = z.object({
  count: z.coerce
    .number({ error: 'Nombre de cartes invalide' })
    .int('Nombre de cartes invalide')
    .min(1, 'Au moins 1 carte')
    .max(MAX_GIFT_CARD_BATCH, `${MAX_GIFT_CARD_BATCH} cartes au plus par lot`),
  amount: euroAmountField({ positive: true }),
  expiresAt: z
    .string()
    .trim()
    .optional()
    .transform(readTypedDate({ invalid: "Date d'expiration invalide", future: "La date d'expiration doit être dans le futur" })),
});

export const giftCardsQuerySchema = z.object({
  status: z.enum(GIFT_CARD_STATUSES, { error: 'Statut invalide' }).optional(),
  batchId: z.string().trim().max(100).optional(),
  ...pagedQueryFields(GIFT_CARD_PAGE_SIZES),
});

const giftCardSchema = z.object({
  id: z.number().int(),
  /** As the customer types it, in groups of 4 (XXXX-XXXX-XXXX-XXXX). */
  code: z.string(),
  amount: z.string(),
  batchId: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  usedBy: z.object({ id: z.number(), username: z.string(), telegramUsername: z.string().nullable() }).nullable(),
  disabledAt: z.string().nullable(),
});
export type GiftCardItem = z.infer<typeof giftCardSchema>;
export const giftCardPageSchema = pagedResponseSchema(giftCardSchema);

/** POST /api/gift-cards: the batch generated, its cards in full (their codes are shown this once on the page). */
export const giftCardBatchCreatedSchema = z.object({ batchId: z.string(), cards: z.array(giftCardSchema) });

/** POST /api/gift-cards/:id/disable. */
export const giftCardDisabledSchema = z.object({ disabled: z.literal(true) });
