// The context every bot handler receives: grammY's, plus the shop's dependencies, the customer, texts and the session.
import type { PaymentGateways } from '../domain/wallet/payment-gateways';
import type { I18nFlavor } from '@grammyjs/i18n';
import type { Context } from 'grammy';
import type { Logger } from 'pino';
import type { PaidBroadcastTerms } from '../domain/broadcasts/paid';
import type { Db } from '../domain/database';
import type { ConversationStep } from '../domain/customers/conversation-steps';
import type { Customer } from '../domain/customers/customers';
import type { Figures } from '../messenger/figures';
import type { Texts } from '../messenger/i18n';
import type { ShopMetrics } from '../metrics';

/** What the bot logs with: pino's methods, so a Fastify request logger serves too (the simulator). */
type BotLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export type BotDeps = {
  db: Db;
  logger: BotLogger;
  /** The process's texts (the messenger's). */
  i18n: Texts;
  /** The payment providers for crypto top-ups; without them a top-up is a manual deposit for an admin. */
  payments?: PaymentGateways;
  /** This process's metrics: updates handled and their time (absent in the simulator). */
  metrics?: Pick<ShopMetrics, 'botUpdates' | 'botUpdateDuration'>;
  /** A paid broadcast's pace and terms (the messenger's); absent in the simulator, which offers no paid send. */
  paidBroadcast?: { perSecond: number; terms: PaidBroadcastTerms };
  /** The Mini App shop's https address (PUBLIC_URL + /shop); none without an https PUBLIC_URL (Telegram refuses web_app buttons over http). */
  shopUrl?: string;
};

export type BotContext = Context &
  I18nFlavor & {
    deps: BotDeps;
    /** The registered customer who sent the update (null before /start). */
    customer: Customer | null;
    /** The step of their multi-step flow (bot_conversations), e.g. waiting for a typed quantity; null when none. */
    step: ConversationStep | null;
    /** Figures formatted in the reader's language. */
    figures: Figures;
  };
