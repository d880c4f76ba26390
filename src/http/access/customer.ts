// A Telegram customer proven by Mini App init data: Telegram's HMAC with the bot token, and no older than 24 hours.
import { validate } from '@telegram-apps/init-data-node';
import { z } from 'zod';
import { parseBoundedJson } from '../../shared/bounded-json';

/** Init data older than this is refused (Telegram's own guidance; the Mini App re-opens with fresh data). */
const INIT_DATA_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The Telegram user who opened the Mini App, as Telegram signed it. Never an id the client chose. */
export type TelegramCustomer = {
  telegramId: number;
  firstName: string;
  lastName?: string;
  username?: string;
  languageCode?: string;
};

/** Gives the bot token that signs init data; undefined while no bot is configured (every customer call is then 401). */
export type BotTokenSource = () => string | undefined | Promise<string | undefined>;

const initDataUser = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  language_code: z.string().optional(),
});

/** The `tma` credentials of an Authorization header, or null. */
export function initDataOf(authorization: string | undefined): string | null {
  const match = authorization?.match(/^tma\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

/** The signed Telegram user of init data, or null when the signature, the age or the user is not right. */
export function verifyInitData(initData: string, botToken: string): TelegramCustomer | null {
  try {
    validate(initData, botToken, { expiresIn: INIT_DATA_MAX_AGE_SECONDS });
  } catch {
    return null;
  }
  let user: z.infer<typeof initDataUser>;
  try {
    const parsed = initDataUser.safeParse(parseBoundedJson(new URLSearchParams(initData).get('user') ?? 'null'));
    if (!parsed.success) return null;
    user = parsed.data;
  } catch {
    return null;
  }
  return {
    telegramId: user.id,
    firstName: user.first_name,
    ...(user.last_name ? { lastName: user.last_name } : {}),
    ...(user.username ? { username: user.username } : {}),
    ...(user.language_code ? { languageCode: user.language_code } : {}),
  };
}
