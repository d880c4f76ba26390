// Asks Telegram (or the configured Bot API root) whether a token is a bot's: getMe, with the failure named.
import { Api, GrammyError, HttpError } from 'grammy';
import type { CheckedBot } from '../domain/settings/bot-config';
import { DomainError } from '../domain/errors';

export async function checkBotToken(token: string, apiRoot: string): Promise<CheckedBot> {
  const api = new Api(token, { apiRoot, timeoutSeconds: 10 });
  try {
    const me = await api.getMe();
    return { token, botId: me.id, botUsername: me.username };
  } catch (error) {
    // 401/404 from Telegram: the token is wrong. Anything else (network, 5xx): we could not ask.
    if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404)) throw new DomainError('BOT_TOKEN_REJECTED');
    if (error instanceof GrammyError || error instanceof HttpError) throw new DomainError('TELEGRAM_UNREACHABLE', { reason: error.message });
    throw error;
  }
}
