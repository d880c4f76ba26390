// French texts of the bot configuration codes (the /telegram page shows them in its toasts).
import type { BOT_ERROR_CODES } from '../../domain/error-codes';
import { type ErrorTexts, fixedText } from './types';

export const botErrorTexts = {
  BOT_TOKEN_REJECTED: fixedText(400, 'Telegram a refusé ce token : vérifiez-le auprès de @BotFather', { token: 'Token refusé par Telegram' }),
  TELEGRAM_UNREACHABLE: fixedText(502, 'Telegram ne répond pas : réessayez dans un instant'),
  BOT_NOT_CONFIGURED: fixedText(409, 'Aucun token configuré : enregistrez d’abord le token du bot'),
  BOT_ADMIN_EXISTS: fixedText(409, 'Cet admin existe déjà', { telegramChatId: 'Chat ID déjà enregistré' }),
} satisfies ErrorTexts<(typeof BOT_ERROR_CODES)[number]>;
