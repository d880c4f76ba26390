// Forgets customers' wrong gift-card codes once they no longer slow anyone down (older than the window).
import type { Db } from '../db/client';
import { pruneGiftCardAttempts } from '../domain/wallet/gift-cards';
import type { JobDefinition } from './runner';

export function giftCardAttemptsPruning(db: Db, everyMs = 60 * 60 * 1000): JobDefinition {
  return { queue: 'gift-card-attempts-pruning', everyMs, handler: () => pruneGiftCardAttempts(db) };
}
