// The job skeleton of a post to the proof channel (a purchase, a review): what both share, the post aside.
import type { Logger } from 'pino';
import type { Db } from '../domain/database';
import { type BotMenuSettings, channelChat, getBotMenuSettings } from '../domain/settings/bot-menu';
import { type Figures, figuresFor } from '../messenger/figures';
import { FALLBACK_LANGUAGE } from '../messenger/i18n';
import type { Messenger } from '../messenger/messenger';
import type { Translate } from '../messenger/notices/purchase';
import { sendChatNotice } from './chat-notice';
import type { JobDefinition } from './runner';

/**
 * Posts to the proof channel in the shop's language (French): a channel has no language of its own. `render` writes
 * the post from the job's payload, or null when there is nothing to post any more (turned off, hidden, gone). No
 * channel set or no bot: nothing. A channel that refuses the bot (403/400) is logged, not retried (sendChatNotice);
 * Telegram unreachable is retried by the queue.
 */
export function proofPostJob(
  { db, messenger, logger }: { db: Db; messenger: Messenger; logger: Logger },
  post: {
    queue: string;
    /** What the post is and the payload's ids, for the logs ("proof post", { orderId }). */
    what: string;
    context(payload: Record<string, unknown>): Record<string, unknown>;
    render(payload: Record<string, unknown>, menu: BotMenuSettings, t: Translate, f: Figures): Promise<string | null>;
  },
): JobDefinition {
  const t: Translate = (key, args) => messenger.texts.t(FALLBACK_LANGUAGE, key, args);
  const f = figuresFor(FALLBACK_LANGUAGE);
  return {
    queue: post.queue,
    handler: async (job) => {
      const [menu, api] = await Promise.all([getBotMenuSettings(db), messenger.client()]);
      const chat = channelChat(menu.proofChannelUrl);
      if (!chat || !api) return;
      const text = await post.render(job.payload, menu, t, f);
      if (text === null) return;
      await sendChatNotice(api, chat, text, logger, post.what, post.context(job.payload));
    },
  };
}
