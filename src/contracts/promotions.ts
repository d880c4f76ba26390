// Promotions contract: the "Promotions" page's list, its create/edit form, and the preview of a sample order.
import { z } from 'zod';
import { euroString } from './common';
import { readTypedDate } from './dates';
import { idValue } from './ids';
import { amountMessage, readAmount } from './money';

const PROMOTION_TYPES = ['percentage', 'fixed', 'tiers'] as const;
const PROMOTION_STATUSES = ['scheduled', 'active', 'ended', 'inactive'] as const;

/** A typed amount as an integer of `decimals` places ("12,5" % → 1250 basis points; "1,50" € → 150 cents; "0.004" € → 4000 micro-euros). */
function amountText(decimals: number, label: string) {
  return z.union([z.string(), z.number()], { error: `${label} invalide` }).transform((input, ctx) => {
    const reading = readAmount(input, { decimals, positive: true, max: 1_000_000_000_000 });
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.message || amountMessage('invalid') });
    return z.NEVER;
  });
}

const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform(readTypedDate({ invalid: `${label} invalide` }));

const optionalCount = (label: string) =>
  z.coerce
    .number({ error: `${label} invalide` })
    .int(`${label} invalide`)
    .min(1, `${label} : au moins 1`)
    .max(1_000_000_000, `${label} invalide`)
    .nullish()
    .transform((v) => v ?? null);

const ids = z.array(idValue('Identifiant invalide')).max(500).default([]);

const promotionConditionsSchema = z.object({
  countryIds: ids,
  operatorIds: ids,
  categoryIds: ids,
  minQuantity: optionalCount('Quantité minimale'),
  firstPurchaseOnly: z.boolean().default(false),
});

/**
 * The form as sent: `value` is a percentage ("12,5") for percentage, euros ("1,50") for fixed, unused for tiers; a
 * tier's `unitPrice` is euros per number ("0.004"). The server reads them into basis points, cents, micro-euros.
 */
export const promotionInputSchema = z
  .object({
    name: z.string({ error: 'Nom requis' }).trim().min(1, 'Nom requis').max(100, '100 caractères au plus'),
    description: z
      .string()
      .trim()
      .max(500, '500 caractères au plus')
      .nullish()
      .transform((v) => v || null),
    type: z.enum(PROMOTION_TYPES, { error: 'Type invalide' }),
    value: z.union([z.string(), z.number()]).nullish(),
    tiers: z
      .array(z.object({ fromQuantity: z.coerce.number({ error: 'Quantité invalide' }).int('Quantité invalide').min(1, 'Au moins 1'), unitPrice: amountText(6, 'Prix unitaire') }))
      .max(20, '20 paliers au plus')
      .default([]),
    isActive: z.boolean().default(true),
    startDate: optionalDate('Date de début'),
    endDate: optionalDate('Date de fin'),
    conditions: promotionConditionsSchema.default({ countryIds: [], operatorIds: [], categoryIds: [], minQuantity: null, firstPurchaseOnly: false }),
    code: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v.toUpperCase().replace(/[\s-]/g, '') : null))
      .refine((v) => v === null || /^[A-Z0-9]{3,16}$/.test(v), { message: '3 à 16 lettres ou chiffres' }),
    maxUses: optionalCount('Utilisations'),
    maxUsesPerCustomer: optionalCount('Utilisations par client'),
  })
  .transform((input, ctx) => {
    let value = 0;
    if (input.type !== 'tiers') {
      const reading = readAmount(input.value ?? '', { decimals: 2, positive: true, max: input.type === 'percentage' ? 10_000 : 1_000_000_000 });
      if (!reading.ok) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: input.type === 'percentage' ? 'Pourcentage entre 0,01 et 100' : reading.message });
        return z.NEVER;
      }
      value = reading.value;
    } else if (input.tiers.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'Au moins un palier' });
      return z.NEVER;
    }
    const tiers = input.tiers.map((t) => ({ fromQuantity: t.fromQuantity, unitPriceMicros: t.unitPrice }));
    const { minQuantity, ...rest } = input.conditions;
    const conditions = { ...rest, ...(minQuantity ? { minQuantity } : {}) };
    return { ...input, value, tiers, conditions };
  });

export const promotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(PROMOTION_TYPES),
  /** percentage: "12.5" (percent); fixed: "1.50" (euros); tiers: null. */
  value: z.string().nullable(),
  tiers: z.array(z.object({ fromQuantity: z.number().int(), unitPrice: z.string() })),
  isActive: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  conditions: z.object({
    countryIds: z.array(z.number().int()),
    operatorIds: z.array(z.number().int()),
    categoryIds: z.array(z.number().int()),
    minQuantity: z.number().int().nullable(),
    firstPurchaseOnly: z.boolean(),
  }),
  code: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  usesCount: z.number().int(),
  orders: z.number().int(),
  discountTotal: euroString,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromotionItem = z.infer<typeof promotionSchema>;
export const promotionsResponseSchema = z.object({ promotions: z.array(promotionSchema) });
export type PromotionsResponse = z.infer<typeof promotionsResponseSchema>;

/** POST /api/promotions/preview: the form's promotion (saved or not) on a sample order. */
export const promotionPreviewSchema = z.object({
  promotion: promotionInputSchema,
  countryId: idValue('Pays requis'),
  operatorId: idValue('Opérateur requis'),
  quantity: z.coerce.number({ error: 'Quantité invalide' }).int('Quantité invalide').min(1, 'Au moins 1').max(100_000, '100 000 au plus'),
});
export const promotionPreviewResponseSchema = z.object({
  basePrice: euroString,
  price: euroString,
  discount: euroString,
  conditionsMet: z.boolean(),
  operatorName: z.string(),
  countryName: z.string(),
  countryFlag: z.string(),
  available: z.number().int(),
});
export type PromotionPreviewResponse = z.infer<typeof promotionPreviewResponseSchema>;
