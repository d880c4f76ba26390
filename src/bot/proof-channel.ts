// Can the bot post to the proof channel? Asked of Telegram when an admin turns proof posts on, so they learn at once.
import { type Api, GrammyError } from 'grammy';
import { channelChat } from '../domain/settings/bot-menu';

export type ProofChannelCheck = { ok: true; chat: string } | { ok: false; reason: 'no-channel' | 'not-addressable' | 'not-found' | 'cannot-post' };

/**
 * A channel needs the bot as an administrator allowed to post; a group, the bot as a member. An invitation link names
 * no chat a bot can address (not-addressable); Telegram not knowing the chat, or the bot not in it, is not-found.
 */
export async function checkProofChannel(api: Api, link: string | null, botId: number): Promise<ProofChannelCheck> {
  if (!link) return { ok: false, reason: 'no-channel' };
  const chat = channelChat(link);
  if (!chat) return { ok: false, reason: 'not-addressable' };
  try {
    const found = await api.getChat(chat);
    const member = await api.getChatMember(found.id, botId);
    const canPost =
      found.type === 'channel'
        ? member.status === 'creator' || (member.status === 'administrator' && member.can_post_messages === true)
        : member.status === 'creator' || member.status === 'administrator' || member.status === 'member';
    return canPost ? { ok: true, chat } : { ok: false, reason: 'cannot-post' };
  } catch (error) {
    if (error instanceof GrammyError && (error.error_code === 400 || error.error_code === 403)) return { ok: false, reason: 'not-found' };
    throw error;
  }
}
