// Places a pending checkout's order once its deposit is credited (decision 0136): a job queued by the credit itself.
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { findCustomerById } from '../domain/customers/customers';
import { placeCheckoutOrder } from '../domain/orders/checkout-payment';
import { SHOP_DELIVERY_QUEUE } from '../domain/shop/buy';
import { CHECKOUT_ORDERS_QUEUE } from '../domain/wallet/deposit-checkouts';
import { figuresFor, type TextArgs } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import { checkoutSettledText } from '../messenger/notices/checkout';
import { sendChatNotice } from './chat-notice';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/**
 * One job per credited deposit that pays a checkout, written in the credit's transaction: a crash between the credit
 * and the order loses nothing, and the order is placed with the confirmation's key, so a job run twice places one.
 * A placed order's file leaves through the shop-deliveries job its purchase queued (as a Mini App order's does); an
 * order that could not be placed, or a payment after the expiry or the cancel, is told here with the balance.
 */
export function checkoutOrders(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  return {
    queue: CHECKOUT_ORDERS_QUEUE,
    handler: async (job) => {
      const checkoutId = Number(job.payload.checkoutId);
      const outcome = await placeCheckoutOrder(db, checkoutId, { deliveryQueue: SHOP_DELIVERY_QUEUE });
      if (!outcome || outcome.order) return;
      const api = await messenger.client();
      if (!api) {
        noBot('checkout notice', { checkoutId });
        return;
      }
      const customer = await findCustomerById(db, outcome.checkout.userId);
      if (!customer?.telegramId) return;
      const language = readerLanguage(customer.language);
      const text = checkoutSettledText((key: string, args?: TextArgs) => messenger.texts.t(language, key, args), figuresFor(language), outcome);
      if (!text) return;
      await sendChatNotice(api, customer.telegramId, text, logger, 'checkout notice', { checkoutId });
    },
  };
}
