// Telegram Mini App init data for tests, signed as Telegram does, written from the specification (not with the library the server validates with).
import { createHmac } from 'node:crypto';

export type InitDataUser = { id: number; first_name: string; last_name?: string; username?: string; language_code?: string };

/**
 * core.telegram.org/bots/webapps, "Validating data received via the Mini App": secret = HMAC-SHA256(key "WebAppData",
 * bot token); hash = hex HMAC-SHA256(secret, every field but hash as sorted "key=value" lines joined by "\n").
 */
export function signInitData(user: InitDataUser, botToken: string, options: { ageSeconds?: number; extra?: Record<string, string> } = {}): string {
  const authDate = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 30);
  const fields: Record<string, string> = {
    query_id: `AAH${user.id}`,
    user: JSON.stringify(user),
    auth_date: String(authDate),
    ...options.extra,
  };
  const checkString = Object.entries(fields)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

export const tmaHeader = (initData: string) => ({ authorization: `tma ${initData}` });
