// The Mini App's "pay the missing amount" (decision 0136): the pack confirmed, the way of paying, what to pay, the state.
import { z } from 'zod';
import { euroString } from './common';
import { euroAmountField } from './money';
import { readProductId } from './shop';

export const shopCheckoutSchema = z.object({
  productId: z.string({ error: 'Produit invalide' }).refine((id) => readProductId(id) !== null, { error: 'Produit invalide' }),
  idempotencyKey: z
    .string({ error: "Clé d'idempotence requise" })
    .trim()
    .min(8, { error: "Clé d'idempotence invalide" })
    .max(100, { error: "Clé d'idempotence invalide" }),
  /** The pack's price the page showed: the order is placed at exactly this price, or not at all. */
  price: euroAmountField({ positive: true }),
  promoCode: z.string().trim().max(40, { error: 'Code promo invalide' }).nullish(),
  /** The coin to pay the missing amount in, as the provider names it (Stars from the Mini App come with its invoice links). */
  crypto: z.string({ error: 'Crypto-monnaie requise' }).regex(/^[A-Za-z0-9_.-]{1,40}$/, { error: 'Crypto-monnaie invalide' }),
});

/** A checkout's state, as the page shows it: waiting for the payment, being placed, or settled (with why not). */
const CHECKOUT_STATES = ['waiting', 'placing', 'placed', 'not_placed', 'expired', 'cancelled'] as const;

const shopCheckoutStateSchema = z.object({
  checkoutId: z.number().int(),
  state: z.enum(CHECKOUT_STATES),
  /** Why the order was not placed: the purchase's refusal code (OUT_OF_STOCK, PRICE_CHANGED, ORDERED_MEANWHILE, …). */
  reason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  price: euroString,
  missing: euroString,
  /** What the payment asks (the missing amount raised to the minimum deposit). */
  amount: euroString.nullable(),
  expiresAt: z.string(),
});
export type ShopCheckoutState = z.infer<typeof shopCheckoutStateSchema>;

const shopCheckoutResponseSchema = shopCheckoutStateSchema.extend({
  /** Where and how much to pay, as a top-up shows it. */
  payment: z.object({
    crypto: z.string(),
    address: z.string().nullable(),
    cryptoAmount: z.string().nullable(),
    extraId: z.string().nullable(),
    paymentUri: z.string().nullable(),
    checkoutUrl: z.string().nullable(),
  }),
});
export type ShopCheckoutResponse = z.infer<typeof shopCheckoutResponseSchema>;
