// Tells a referrer that a customer they referred made a first deposit, and what it earned them (a job queued with the reward).
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { rewardOfReferred } from '../domain/referrals/read';
import { REFERRAL_NOTICES_QUEUE } from '../domain/wallet/referral-reward';
import { findCustomerById } from '../domain/customers/customers';
import type { Messenger } from '../messenger/messenger';
import { customerNoticeJob } from './chat-notice';
import { type NoBotNotices, noBotNotices } from './no-bot-notices';
import type { JobDefinition } from './runner';

/**
 * One job per referred customer, queued in the transaction that paid the reward: a crash between the two loses
 * nothing, and the reward being paid once, so is the notice. The referrer's balance is read when the message goes
 * (what they would see on Solde then).
 */
export function referralNotices(db: Db, messenger: Messenger, logger: Logger, noBot: NoBotNotices = noBotNotices(logger)): JobDefinition {
  return customerNoticeJob({ messenger, logger, noBot }, REFERRAL_NOTICES_QUEUE, 'referral notice', {
    context: (payload) => ({ referredUserId: payload.referredUserId }),
    async load(payload) {
      const reward = await rewardOfReferred(db, Number(payload.referredUserId));
      if (!reward || reward.rewardCents <= 0) return null;
      const referrer = await findCustomerById(db, reward.referrerUserId);
      if (!referrer?.telegramId) return null;
      return {
        chatId: referrer.telegramId,
        language: referrer.language,
        render: (t, f) => t('referral-reward-notice', { amount: f.euros(reward.rewardCents), balance: f.euros(referrer.balanceCents) }),
      };
    },
  });
}
