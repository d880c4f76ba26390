// Posts each purchase, anonymised, to the proof channel (queued by the purchase's own statement while turned on).
import { GrammyError } from 'grammy';
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { PURCHASE_PROOF_QUEUE, purchaseProof } from '../domain/orders/purchase-proofs';
import { channelChat, getBotMenuSettings } from '../domain/settings/bot-menu';
import { figuresFor } from '../messenger/figures';
import { escapeHtml, FALLBACK_LANGUAGE } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import type { JobDefinition } from './runner';

/**
 * Written in the shop's language (French): a channel has no language of its own. Turned off, or the channel gone
 * since, the job does nothing; a channel that refuses the bot (403/400) is logged, not retried; Telegram unreachable
 * is retried by the queue.
 */
export function purchaseProofs(db: Db, messenger: Messenger, logger: Logger): JobDefinition {
  const i18n = messenger.texts;
  const f = figuresFor(FALLBACK_LANGUAGE);
  return {
    queue: PURCHASE_PROOF_QUEUE,
    handler: async (job) => {
      const orderId = Number(job.payload.orderId);
      const [menu, api, proof] = await Promise.all([getBotMenuSettings(db), messenger.client(), purchaseProof(db, orderId)]);
      const chat = channelChat(menu.proofChannelUrl);
      if (!menu.proofPosts || !chat || !api || !proof) return;
      const text = i18n.t(FALLBACK_LANGUAGE, 'proof-post', {
        quantity: f.count(proof.quantity),
        operator: escapeHtml(proof.operatorName ?? ''),
        flag: proof.countryFlag ?? '',
        country: escapeHtml(proof.countryName ?? ''),
        time: f.date(proof.purchasedAt),
      });
      try {
        await api.sendMessage(chat, text, { parse_mode: 'HTML' });
      } catch (error) {
        if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400)) {
          logger.warn({ chat, orderId, description: error.description }, 'proof post refused by Telegram');
          return;
        }
        throw error;
      }
    },
  };
}
