// The Mini App's Telegram Stars top-up (/api/shop/stars*, decision 0138): the offer, an invoice link for a number of
// Stars, and the deposit's state while the page waits for the credit.
import { z } from 'zod';
import { euroString } from './common';
import { idValue } from './ids';

/** A whole number of Stars; the bounds are the shop's (the domain says them in STARS_AMOUNT_REFUSED). */
export const shopStarsTopUpSchema = z.object({
  stars: z.number({ error: 'Un nombre entier de Stars' }).int({ error: 'Un nombre entier de Stars' }).positive({ error: 'Au moins 1 Star' }),
});

export const shopStarsDepositParamsSchema = z.object({ id: idValue('Recharge invalide') });

export const shopStarsOfferSchema = z.object({
  /** Stars on in Paramètres → Paiements, with some amount within the limits: the page offers them only then. */
  available: z.boolean(),
  /** One Star's worth: exact decimal euros ("0.013") and millionths of a euro (13000, for starsWorthCents). */
  starValue: z.string(),
  starValueMicroEuros: z.number().int(),
  minimumStars: z.number().int(),
  maximumStars: z.number().int(),
  /** Amounts offered as chips, within the bounds. */
  presets: z.array(z.number().int()),
});

export const shopStarsTopUpResponseSchema = z.object({
  depositId: z.number().int(),
  /** Telegram's invoice link, for Telegram.WebApp.openInvoice. */
  invoiceUrl: z.string(),
  stars: z.number().int(),
  /** What the deposit credits once paid. */
  amount: euroString,
  amountCents: z.number().int(),
});

export const shopStarsDepositResponseSchema = z.object({
  depositId: z.number().int(),
  /** waiting: not paid yet (or the payment not yet received); credited: on the balance; failed: closed unpaid. */
  state: z.enum(['waiting', 'credited', 'failed']),
  amount: euroString,
  amountCents: z.number().int(),
  balance: euroString,
  balanceCents: z.number().int(),
});

export type ShopStarsOffer = z.infer<typeof shopStarsOfferSchema>;
export type ShopStarsTopUpResponse = z.infer<typeof shopStarsTopUpResponseSchema>;
export type ShopStarsDepositResponse = z.infer<typeof shopStarsDepositResponseSchema>;
