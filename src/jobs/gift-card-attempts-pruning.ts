// Forgets customers' wrong gift-card and promo codes once they no longer slow anyone down (older than their window).
import type { Db } from '../db/client';
import { prunePromoCodeAttempts } from '../domain/promotions/code-attempts';
import { pruneGiftCardAttempts } from '../domain/wallet/gift-cards';
import type { JobDefinition } from './runner';

export function giftCardAttemptsPruning(db: Db, everyMs = 60 * 60 * 1000): JobDefinition {
  return {
    queue: 'gift-card-attempts-pruning',
    everyMs,
    handler: async () => {
      await pruneGiftCardAttempts(db);
      await prunePromoCodeAttempts(db);
    },
  };
}
