// Hands an order's numbers to the customer: a .txt document, or, if Telegram refuses it, the numbers inline in parts.
import { InputFile } from 'grammy';
import type { Order } from '../domain/orders/read';
import type { BotContext } from './context';
import { chunkLines } from './split-text';

/** "France-Orange-1000-n42.txt": country, operator, quantity and order, in characters every system accepts. */
export function orderFileName(order: Order): string {
  const clean = (s: string | null) =>
    (s ?? 'x')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'x';
  return `${clean(order.countryName)}-${clean(order.operatorName)}-${order.quantity}-n${order.id}.txt`;
}

/** Room kept for the "part i/n" header above each inline part. */
const PART_HEADER_ROOM = 200;

/**
 * The document, with the numbers one E.164 number per line. If sending it fails for good (after the API's own
 * retries), every number still arrives: inline, in messages under 4,096 characters, each labelled "part i/n".
 */
export async function deliverNumbers(ctx: BotContext, chatId: number, order: Order, numbers: string[]): Promise<'document' | 'inline'> {
  const f = ctx.figures;
  try {
    await ctx.api.sendDocument(chatId, new InputFile(Buffer.from(`${numbers.join('\n')}\n`, 'utf8'), orderFileName(order)), {
      caption: ctx.t('purchase-file-caption', {
        quantity: f.count(order.quantity),
        operator: order.operatorName ?? '',
        country: order.countryName ?? '',
        order: String(order.id),
      }),
    });
    return 'document';
  } catch (error) {
    ctx.deps.logger.warn({ err: error, orderId: order.id }, 'order file not sent: sending the numbers inline');
  }
  const chunks = chunkLines(numbers, PART_HEADER_ROOM);
  await ctx.api.sendMessage(chatId, ctx.t('purchase-file-failed', { total: String(chunks.length) }));
  for (const [i, chunk] of chunks.entries()) {
    const header = ctx.t('purchase-part', { current: String(i + 1), total: String(chunks.length) });
    await ctx.api.sendMessage(chatId, `${header}\n${chunk.join('\n')}`);
  }
  return 'inline';
}
