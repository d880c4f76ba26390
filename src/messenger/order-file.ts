// Hands an order's numbers to the customer: a .txt document, or, if Telegram refuses it, the numbers inline in parts.
// The same after a bot purchase, a download from the history and a Mini App purchase (src/bot/delivery.ts, the jobs).
import { type Api, InputFile } from 'grammy';
import type { Logger } from 'pino';
import type { Order } from '../domain/orders/read';
import type { Figures } from './figures';
import type { Translate } from './notices/purchase';
import { chunkLines } from './split-text';

/** "France-Orange-1000-n42.txt": country, operator, quantity and order, in characters every system accepts. */
function orderFileName(order: Order): string {
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

/** What sending an order's file needs: the Bot API, the reader's texts and figures, a logger (a bot update or a job). */
export type DeliveryTools = {
  api: Pick<Api, 'sendDocument' | 'sendMessage'>;
  t: Translate;
  figures: Figures;
  logger: Pick<Logger, 'warn'>;
};

/**
 * The document, with the numbers one E.164 number per line. If sending it fails for good (after the API's own
 * retries), every number still arrives: inline, in messages under 4,096 characters, each labelled "part i/n".
 */
export async function deliverNumbersWith(tools: DeliveryTools, chatId: number, order: Order, numbers: string[]): Promise<'document' | 'inline'> {
  const f = tools.figures;
  try {
    await tools.api.sendDocument(chatId, new InputFile(Buffer.from(`${numbers.join('\n')}\n`, 'utf8'), orderFileName(order)), {
      caption: tools.t('purchase-file-caption', {
        quantity: f.count(order.quantity),
        operator: order.operatorName ?? '',
        country: order.countryName ?? '',
        order: String(order.id),
      }),
    });
    return 'document';
  } catch (error) {
    tools.logger.warn({ err: error, orderId: order.id }, 'order file not sent: sending the numbers inline');
  }
  const chunks = chunkLines(numbers, PART_HEADER_ROOM);
  await tools.api.sendMessage(chatId, tools.t('purchase-file-failed', { total: f.count(chunks.length) }));
  for (const [i, chunk] of chunks.entries()) {
    const header = tools.t('purchase-part', { current: String(i + 1), total: String(chunks.length) });
    await tools.api.sendMessage(chatId, `${header}\n${chunk.join('\n')}`);
  }
  return 'inline';
}
