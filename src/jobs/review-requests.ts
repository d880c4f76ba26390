// Reviews (issue 28): the sweep that queues one ask per order once its delay has passed, the ask itself (paced by the
// messenger like any notice), and the proof channel's post of a new review.
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import {
  queueReviewRequests,
  REVIEW_ASK_QUEUE,
  REVIEW_PROOF_QUEUE,
  REVIEW_SWEEP_QUEUE,
  reviewAskOf,
  reviewProofOf,
  getReviewSettings,
} from '../domain/reviews/requests';
import type { Messenger } from '../messenger/messenger';
import { reviewAskNotice, reviewProofText } from '../messenger/notices/review';
import { customerNoticeJob } from './chat-notice';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import { proofPostJob } from './proof-post';
import type { JobDefinition } from './runner';

const SWEEP_EVERY_MS = 60_000;

/** The clock the sweep reads (a test passes its own). */
export type Clock = () => Date;

/**
 * Every minute: the orders whose delay has passed get their ask queued (decision 0141). The ask's job is keyed by the
 * order and its review_requests row written in the same statement, so a second process or a retry never asks twice.
 */
export function reviewSweep(db: Db, clock: Clock = () => new Date()): JobDefinition {
  return {
    queue: REVIEW_SWEEP_QUEUE,
    everyMs: SWEEP_EVERY_MS,
    handler: async () => {
      await queueReviewRequests(db, clock());
    },
  };
}

/**
 * Sends one ask: the order's figures and five stars, in the buyer's language. Reviewed meanwhile, or the buyer gone:
 * nothing. Blocked or unknown chats (403/400) are not retried; Telegram unreachable is.
 */
export function reviewAsks(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  return customerNoticeJob({ messenger, logger, noBot }, REVIEW_ASK_QUEUE, 'review ask', {
    context: (payload) => ({ orderId: payload.orderId }),
    async load(payload) {
      const ask = await reviewAskOf(db, Number(payload.orderId));
      return ask && { chatId: ask.chatId, language: ask.language, render: (t, f) => reviewAskNotice(t, f, ask) };
    },
  });
}

/** Posts a new review to the proof channel, in the shop's language, while the owner keeps it on and it is not hidden. */
export function reviewProofs(db: Db, messenger: Messenger, logger: Logger): JobDefinition {
  return proofPostJob({ db, messenger, logger }, {
    queue: REVIEW_PROOF_QUEUE,
    what: 'review proof post',
    context: (payload) => ({ reviewId: Number(payload.reviewId) }),
    async render(payload, _menu, t) {
      const [settings, review] = await Promise.all([getReviewSettings(db), reviewProofOf(db, Number(payload.reviewId))]);
      return settings.proofPosts && review ? reviewProofText(t, review) : null;
    },
  });
}
