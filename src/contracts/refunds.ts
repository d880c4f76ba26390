// Refunds contract: refunding an order or part of it (the back office dialog, the bot's admin flow) and what it answers.
import { z } from 'zod';
import { euroString, successSchema } from './common';
import { idValue } from './ids';

/** Why numbers are refunded: dead, duplicate, wrong country or operator, other (with an optional note). */
export const REFUND_REASONS = ['dead', 'duplicate', 'wrong_target', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** At most this many numbers pasted in one refund (an order holds at most a few thousand). */
export const MAX_PASTED_NUMBERS = 10_000;

const reasonField = z.enum(REFUND_REASONS, { error: 'Motif invalide' });

/**
 * POST /api/purchase-history/:id/refunds. `mode`: the whole order (what is left of it), a count of numbers, or the
 * numbers pasted (one per line, or separated by commas, spaces or semicolons). `suppress` adds the refunded numbers to
 * the suppression list (default: on for "dead"). `customerId`, when given, must be the order's buyer.
 */
export const orderRefundRequestSchema = z
  .object({
    mode: z.enum(['all', 'count', 'numbers'], { error: 'Choisissez : toute la commande, un nombre ou des numéros' }),
    count: z.coerce.number({ error: 'Nombre invalide' }).int('Nombre entier attendu').min(1, 'Au moins 1 numéro').optional(),
    numbers: z.string().max(200_000, 'Liste trop longue').optional(),
    reason: reasonField,
    note: z.string().trim().max(200, '200 caractères au plus').optional(),
    suppress: z.boolean().optional(),
    ticketId: idValue('Ticket invalide').optional(),
    customerId: idValue('Client invalide').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'count' && v.count === undefined) ctx.addIssue({ code: 'custom', path: ['count'], message: 'Indiquez combien de numéros' });
    if (v.mode === 'numbers' && !v.numbers?.trim()) ctx.addIssue({ code: 'custom', path: ['numbers'], message: 'Collez les numéros à rembourser' });
  });
export type OrderRefundRequest = z.infer<typeof orderRefundRequestSchema>;

/** What a refund did: numbers and amount given back, the buyer's balance after, what the order has left. */
export const orderRefundResponseSchema = successSchema.extend({
  refund: z.object({
    id: z.number().int(),
    quantity: z.number().int(),
    amount: euroString,
    reason: reasonField,
    suppressed: z.number().int(),
  }),
  balance: euroString,
  order: z.object({
    id: z.number().int(),
    status: z.string(),
    quantity: z.number().int(),
    refundedQuantity: z.number().int(),
    refunded: euroString,
  }),
});
export type OrderRefundResponse = z.infer<typeof orderRefundResponseSchema>;

/** GET /api/purchase-history/:id/refunds: what the dialog needs (price paid, numbers left, the amount each would give back). */
export const orderRefundStateSchema = z.object({
  orderId: z.number().int(),
  userId: z.number().int(),
  status: z.string(),
  quantity: z.number().int(),
  /** Cents, for refundAmountCents (the dialog's preview). */
  priceCents: z.number().int(),
  refundedQuantity: z.number().int(),
  refundedCents: z.number().int(),
  left: z.number().int(),
  refunds: z.array(
    z.object({ id: z.number().int(), quantity: z.number().int(), amount: euroString, reason: reasonField, note: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type OrderRefundState = z.infer<typeof orderRefundStateSchema>;

/**
 * What refunding `count` more numbers of an order gives back, in cents: the price paid (promotions and packs
 * included) shared by number, each refund rounded down on the running total, so the refunds of an order never add up
 * to more than its price, and the one taking its last number gets exactly what is left. The only place of this rule
 * (the domain refunds with it, the back office previews with it).
 */
export function refundAmountCents(order: { priceCents: number; quantity: number; refundedQuantity: number; refundedCents: number }, count: number): number {
  const after = order.refundedQuantity + count;
  if (after >= order.quantity) return order.priceCents - order.refundedCents;
  const due = (BigInt(order.priceCents) * BigInt(after)) / BigInt(order.quantity);
  return Number(due) - order.refundedCents;
}
