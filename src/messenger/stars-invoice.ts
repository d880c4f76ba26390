// A Stars top-up's invoice in one place (decision 0135): its words, the same in the bot's sendInvoice and the Mini App's
// invoice link, and the link itself (createInvoiceLink, decision 0138), asked of Telegram through the messenger's client.
import { GrammyError, HttpError } from 'grammy';
import type { LabeledPrice } from 'grammy/types';
import { DomainError } from '../domain/errors';
import { STARS_CURRENCY } from '../domain/wallet/stars';
import type { Figures, TextArgs } from './figures';
import type { Messenger } from './messenger';

/** A text in the reader's language (a bot update's ctx.t, or the messenger's texts for the customer's language). */
type Translate = (key: string, args?: TextArgs) => string;

/** What a Stars invoice says and asks: one price in whole Stars, currency XTR, the payload naming the deposit. */
export type StarsInvoice = { title: string; description: string; payload: string; currency: typeof STARS_CURRENCY; prices: LabeledPrice[] };

/** The invoice of a recorded Stars deposit (startStarsTopUp): its euros as credited, its Stars, its number. */
export function starsInvoice(t: Translate, f: Figures, topUp: { depositId: number; stars: number; amountCents: number; payload: string }): StarsInvoice {
  const amount = f.euros(topUp.amountCents);
  return {
    title: t('topup-stars-invoice-title', { amount }),
    description: t('topup-stars-invoice-description', { stars: f.count(topUp.stars), amount, id: String(topUp.depositId) }),
    payload: topUp.payload,
    currency: STARS_CURRENCY,
    prices: [{ label: t('topup-stars-invoice-label', { amount }), amount: topUp.stars }],
  };
}

/**
 * The invoice as a link a Mini App opens with Telegram.WebApp.openInvoice. Not paced (it sends no message), retried
 * by the client's rules on a 429 or a 5xx. No bot token stored: BOT_NOT_CONFIGURED; Telegram refusing or unreachable:
 * TELEGRAM_UNREACHABLE with its reason.
 */
export async function createStarsInvoiceLink(messenger: Pick<Messenger, 'client'>, invoice: StarsInvoice): Promise<string> {
  const api = await messenger.client();
  if (!api) throw new DomainError('BOT_NOT_CONFIGURED');
  try {
    // Stars take no payment provider: provider_token is empty (Telegram refuses XTR with one).
    return await api.createInvoiceLink(invoice.title, invoice.description, invoice.payload, '', invoice.currency, invoice.prices);
  } catch (error) {
    if (error instanceof GrammyError || error instanceof HttpError) throw new DomainError('TELEGRAM_UNREACHABLE', { reason: error.message });
    throw error;
  }
}
