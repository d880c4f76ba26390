// Tells every bot admin (admin_settings chat ids) of a purchase: buyer, quantity, operator, amount, new balance.
import type { Api } from 'grammy';
import { botAdminRecipients } from '../domain/users/bot-admins';
import type { Customer } from '../domain/customers/customers';
import type { Order } from '../domain/orders/read';
import type { BotDeps } from './context';
import { figuresFor, readerLanguage } from './i18n';
import { escapeHtml } from './screen';

export function buyerLabel(customer: Pick<Customer, 'telegramUsername' | 'firstName' | 'telegramId'>): string {
  const name = customer.telegramUsername ? `@${customer.telegramUsername}` : (customer.firstName ?? '');
  return `${escapeHtml(name)} (${customer.telegramId})`.trim();
}

/**
 * Sent after the customer has their numbers, without holding up their update: a failure (a blocked bot, a wrong id)
 * is logged and the other admins still get theirs. Each admin reads it in their own bot language when they are also
 * a customer, else in French.
 */
export async function notifyAdminsOfPurchase(deps: BotDeps & { api: Api }, buyer: Customer, order: Order, balanceCents: number): Promise<void> {
  try {
    const recipients = await botAdminRecipients(deps.db);
    await Promise.all(
      recipients.map(async ({ chatId, language: stored }) => {
        const language = readerLanguage(stored);
        const f = figuresFor(language);
        const text = deps.i18n.t(language, 'admin-new-purchase', {
          buyer: buyerLabel(buyer),
          quantity: f.count(order.quantity),
          operator: escapeHtml(order.operatorName ?? ''),
          flag: order.countryFlag ?? '',
          country: escapeHtml(order.countryName ?? ''),
          cost: f.euros(order.priceCents),
          balance: f.euros(balanceCents),
        });
        await deps.api.sendMessage(chatId, text, { parse_mode: 'HTML' }).catch((error) => {
          deps.logger.warn({ err: error, chatId, orderId: order.id }, 'purchase notification not delivered to a bot admin');
        });
      }),
    );
  } catch (error) {
    deps.logger.warn({ err: error, orderId: order.id }, 'purchase notifications not sent');
  }
}
