// Tells the customer their deposit was detected or credited, and the bot admins of each credit (jobs queued with the change).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { botAdminRecipients } from '../domain/users/bot-admins';
import { depositPaysCheckout } from '../domain/wallet/deposit-checkouts';
import { DEPOSIT_NOTICES_QUEUE, type DepositNoticeEvent, findDeposit } from '../domain/wallet/deposits';
import { findCustomerById } from '../domain/customers/customers';
import { figuresFor } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import { buyerLabel } from '../messenger/notices/purchase';
import { sendChatNotice } from './chat-notice';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/**
 * A job per (deposit, event), queued in the transaction that changed the deposit: a crash between the credit and the
 * message loses nothing, and a repeated change queues nothing more. A customer who blocked the bot (403) or an
 * unknown chat (400) is not retried; anything else (Telegram unreachable, 429 beyond auto-retry) is, by the queue.
 */
export function depositNotices(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  const i18n = messenger.texts;
  return {
    queue: DEPOSIT_NOTICES_QUEUE,
    handler: async (job) => {
      const { depositId, event } = job.payload as { depositId: number; event: DepositNoticeEvent };
      const api = await messenger.client();
      if (!api) {
        noBot('deposit notice', { depositId, event });
        return;
      }
      const deposit = await findDeposit(db, { depositId });
      if (!deposit) return;
      const customer = await findCustomerById(db, deposit.userId);
      if (!customer?.telegramId) return;
      const language = readerLanguage(customer.language);
      const f = figuresFor(language);
      // A deposit paying an order's missing amount: the order's file, or the checkout's own message, tells the customer.
      const paysCheckout = event === 'credited' && (await depositPaysCheckout(db, depositId));
      const text =
        event === 'detected'
          ? i18n.t(language, 'deposit-detected', { amount: f.euros(deposit.amountCents) })
          : i18n.t(language, 'deposit-confirmed', { amount: f.euros(deposit.amountCents), balance: f.euros(customer.balanceCents) });
      if (!paysCheckout) await sendChatNotice(api, customer.telegramId, text, logger, 'deposit notice', { depositId, event });
      if (event !== 'credited') return;
      for (const admin of await botAdminRecipients(db)) {
        const lang = readerLanguage(admin.language);
        const af = figuresFor(lang);
        const notice = i18n.t(lang, 'admin-deposit-completed', {
          buyer: buyerLabel({ ...customer, telegramId: customer.telegramId ?? 0 }),
          amount: af.euros(deposit.amountCents),
          crypto: deposit.crypto,
          balance: af.euros(customer.balanceCents),
        });
        await sendChatNotice(api, admin.chatId, notice, logger, 'deposit notice', { depositId, event, admin: true });
      }
    },
  };
}
