// The Mini App's "pay the missing amount" (decision 0136): the pack confirmed, the way of paying, what to pay, the state.
import { z } from 'zod';
import { euroString } from './common';
import { euroAmountField } from './money';
import { packOrderFields } from './shop';

export const shopCheckoutSchema = z.object({
  ...packOrderFields,
  /** The pack's price the page showed: the order is placed at exactly this price, or not at all. */
  price: euroAmountField({ positive: true }),
  promoCode: z.string().trim().max(40, { error: 'Code promo invalide' }).nullish(),
  /** How the missing amount is paid: Telegram Stars (an invoice link for openInvoice) or a coin (left out: a coin). */
  method: z.enum(['stars', 'crypto'], { error: 'Moyen de paiement invalide' }).default('crypto'),
  /** The coin to pay the missing amount in, as the provider names it; required for a coin, ignored for Stars. */
  crypto: z.string({ error: 'Crypto-monnaie requise' }).regex(/^[A-Za-z0-9_.-]{1,40}$/, { error: 'Crypto-monnaie invalide' }).optional(),
}).refine((body) => body.method === 'stars' || body.crypto !== undefined, { error: 'Crypto-monnaie requise', path: ['crypto'] });

/** The ways the page may offer to pay a missing amount (what the balance lacks for the pack shown). */
export const shopCheckoutMethodsQuerySchema = z.object({ missing: euroAmountField({ positive: true }) });

export const shopCheckoutMethodsSchema = z.object({
  /** Stars on and the amount within their bounds: the whole Stars asked and the euros they credit. */
  stars: z.object({ stars: z.number().int(), amount: euroString }).nullable(),
  /** The active provider's coins and the euros a payment in one asks (the missing amount raised to the minimum deposit). */
  crypto: z.object({ amount: euroString, coins: z.array(z.object({ code: z.string(), label: z.string() })) }).nullable(),
});
export type ShopCheckoutMethods = z.infer<typeof shopCheckoutMethodsSchema>;

/** A checkout's state, as the page shows it: waiting for the payment, being placed, or settled (with why not). */
const CHECKOUT_STATES = ['waiting', 'placing', 'placed', 'not_placed', 'expired', 'cancelled'] as const;

export const shopCheckoutStateSchema = z.object({
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
  /** The customer's balance now: what a refused or expired checkout left on it (the payment credited all the same). */
  balance: euroString,
});
export type ShopCheckoutState = z.infer<typeof shopCheckoutStateSchema>;

export const shopCheckoutResponseSchema = shopCheckoutStateSchema.extend({
  /** Stars: Telegram's invoice link for openInvoice and the whole Stars it asks (null for a coin). */
  stars: z.object({ stars: z.number().int(), invoiceUrl: z.string() }).nullable(),
  /** A coin: where and how much to pay, as a top-up shows it (null for Stars). */
  payment: z
    .object({
    crypto: z.string(),
    address: z.string().nullable(),
    cryptoAmount: z.string().nullable(),
    extraId: z.string().nullable(),
    paymentUri: z.string().nullable(),
    checkoutUrl: z.string().nullable(),
    })
    .nullable(),
});
export type ShopCheckoutResponse = z.infer<typeof shopCheckoutResponseSchema>;
