// The bot's delivery of an order's numbers: the messenger's file (or inline parts), in the reader's texts.
import type { Order } from '../domain/orders/read';
import { deliverNumbersWith } from '../messenger/order-file';
import type { BotContext } from './context';

/** After a purchase or a download from the history: the order's file in the customer's chat. */
export async function deliverNumbers(ctx: BotContext, chatId: number, order: Order, numbers: string[]): Promise<'document' | 'inline'> {
  return deliverNumbersWith({ api: ctx.api, t: (key, args) => ctx.t(key, args), figures: ctx.figures, logger: ctx.deps.logger }, chatId, order, numbers);
}
