// Posts each purchase, anonymised, to the proof channel (queued by the purchase's own statement while turned on).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { PURCHASE_PROOF_QUEUE, purchaseProof } from '../domain/orders/purchase-proofs';
import { escapeHtml } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import { proofPostJob } from './proof-post';
import type { JobDefinition } from './runner';

/** Turned off, or the order gone since, the job does nothing (proofPostJob: the channel, the language, refusals). */
export function purchaseProofs(db: Db, messenger: Messenger, logger: Logger): JobDefinition {
  return proofPostJob({ db, messenger, logger }, {
    queue: PURCHASE_PROOF_QUEUE,
    what: 'proof post',
    context: (payload) => ({ orderId: Number(payload.orderId) }),
    async render(payload, menu, t, f) {
      const proof = menu.proofPosts ? await purchaseProof(db, Number(payload.orderId)) : null;
      if (!proof) return null;
      return t('proof-post', {
        quantity: f.count(proof.quantity),
        operator: escapeHtml(proof.operatorName ?? ''),
        flag: proof.countryFlag ?? '',
        country: escapeHtml(proof.countryName ?? ''),
        time: f.date(proof.purchasedAt),
      });
    },
  });
}
