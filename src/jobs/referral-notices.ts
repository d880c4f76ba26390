// Tells a referrer that a customer they referred made a first deposit, and what it earned them (a job queued with the reward).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { rewardOfReferred } from '../domain/referrals/read';
import { REFERRAL_NOTICES_QUEUE } from '../domain/wallet/referral-reward';
import { findCustomerById } from '../domain/customers/customers';
import { figuresFor } from '../messenger/figures';
import { readerLanguage } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import { sendChatNotice } from './chat-notice';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/**
 * One job per referred customer, queued in the transaction that paid the reward: a crash between the two loses
 * nothing, and the reward being paid once, so is the notice. The referrer's balance is read when the message goes
 * (what they would see on Solde then). Blocked (403) or unknown (400) chats are not retried; anything else is.
 */
export function referralNotices(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  const i18n = messenger.texts;
  return {
    queue: REFERRAL_NOTICES_QUEUE,
    handler: async (job) => {
      const { referredUserId } = job.payload as { referredUserId: number };
      const api = await messenger.client();
      if (!api) {
        noBot('referral notice', { referredUserId });
        return;
      }
      const reward = await rewardOfReferred(db, referredUserId);
      if (!reward || reward.rewardCents <= 0) return;
      const referrer = await findCustomerById(db, reward.referrerUserId);
      if (!referrer?.telegramId) return;
      const language = readerLanguage(referrer.language);
      const f = figuresFor(language);
      const text = i18n.t(language, 'referral-reward-notice', { amount: f.euros(reward.rewardCents), balance: f.euros(referrer.balanceCents) });
      await sendChatNotice(api, referrer.telegramId, text, logger, 'referral notice', { referredUserId });
    },
  };
}
