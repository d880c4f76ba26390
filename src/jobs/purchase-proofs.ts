// Posts each purchase, anonymised, to the proof channel (queued by the purchase's own statement while turned on).
import { Api, GrammyError } from 'grammy';
import type { Logger } from 'pino';
import { createI18n, FALLBACK_LANGUAGE, figuresFor } from '../bot/i18n';
import { escapeHtml } from '../bot/screen';
import type { Db } from '../db/client';
import { getBotConfig } from '../domain/settings/bot-config';
import { PURCHASE_PROOF_QUEUE, purchaseProof } from '../domain/orders/purchase-proofs';
import { channelChat, getBotMenuSettings } from '../domain/settings/bot-menu';
import type { JobDefinition } from './runner';

/**
 * Written in the shop's language (French): a channel has no language of its own. Turned off, or the channel gone
 * since, the job does nothing; a channel that refuses the bot (403/400) is logged, not retried; Telegram unreachable
 * is retried by the queue.
 */
export function purchaseProofs(db: Db, apiRoot: string, logger: Logger): JobDefinition {
  const i18n = createI18n(logger);
  const f = figuresFor(FALLBACK_LANGUAGE);
  return {
    queue: PURCHASE_PROOF_QUEUE,
    handler: async (job) => {
      const orderId = Number(job.payload.orderId);
      const [menu, { token }, proof] = await Promise.all([getBotMenuSettings(db), getBotConfig(db), purchaseProof(db, orderId)]);
      const chat = channelChat(menu.proofChannelUrl);
      if (!menu.proofPosts || !chat || !token || !proof) return;
      const text = i18n.t(FALLBACK_LANGUAGE, 'proof-post', {
        quantity: f.count(proof.quantity),
        operator: escapeHtml(proof.operatorName ?? ''),
        flag: proof.countryFlag ?? '',
        country: escapeHtml(proof.countryName ?? ''),
        time: f.date(proof.purchasedAt),
      });
      try {
        await new Api(token, { apiRoot }).sendMessage(chat, text, { parse_mode: 'HTML' });
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
