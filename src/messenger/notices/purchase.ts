// The texts of a purchase, in one place: the buyer's success message (bot and Mini App) and the bot admins' notice.
import type { Api } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { botAdminRecipients } from '../../domain/users/bot-admins';
import type { Customer } from '../../domain/customers/customers';
import type { Order } from '../../domain/orders/read';
import { type Figures, figuresFor, type TextArgs } from '../figures';
import { escapeHtml, readerLanguage, type Texts } from '../i18n';

/** A text in the reader's language (a bot update's ctx.t, or the messenger's texts for a chosen language). */
export type Translate = (key: string, args?: TextArgs) => string;

/** What both purchase texts say of the order: how many numbers of which operator and country, for how much. */
function orderFigures(f: Figures, order: Order, balanceCents: number): TextArgs {
  return {
    quantity: f.count(order.quantity),
    operator: escapeHtml(order.operatorName ?? ''),
    flag: order.countryFlag ?? '',
    country: escapeHtml(order.countryName ?? ''),
    cost: f.euros(order.priceCents),
    balance: f.euros(balanceCents),
  };
}

/** The buyer's "purchase done" message, above their numbers: after a bot purchase and a Mini App one alike. */
export function purchaseSuccessText(t: Translate, f: Figures, order: Order, balanceCents: number): string {
  return t('purchase-success', { ...orderFigures(f, order, balanceCents), order: String(order.id) });
}

export function buyerLabel(customer: Pick<Customer, 'telegramUsername' | 'firstName' | 'telegramId'>): string {
  const name = customer.telegramUsername ? `@${customer.telegramUsername}` : (customer.firstName ?? '');
  return `${escapeHtml(name)} (${customer.telegramId})`.trim();
}

/**
 * Tells every bot admin of a purchase: buyer, quantity, operator, amount, new balance. Sent after the customer has
 * their numbers, without holding them up: a failure (a blocked bot, a wrong id) is logged and the other admins still
 * get theirs. Each admin reads it in their own bot language when they are also a customer, else in French.
 */
export async function notifyAdminsOfPurchase(
  deps: { db: Db; logger: Pick<Logger, 'warn'>; texts: Texts; api: Pick<Api, 'sendMessage'> },
  buyer: Customer,
  order: Order,
  balanceCents: number,
): Promise<void> {
  try {
    const recipients = await botAdminRecipients(deps.db);
    await Promise.all(
      recipients.map(async ({ chatId, language: stored }) => {
        const language = readerLanguage(stored);
        const text = deps.texts.t(language, 'admin-new-purchase', { buyer: buyerLabel(buyer), ...orderFigures(figuresFor(language), order, balanceCents) });
        await deps.api.sendMessage(chatId, text, { parse_mode: 'HTML' }).catch((error) => {
          deps.logger.warn({ err: error, chatId, orderId: order.id }, 'purchase notification not delivered to a bot admin');
        });
      }),
    );
  } catch (error) {
    deps.logger.warn({ err: error, orderId: order.id }, 'purchase notifications not sent');
  }
}
