// French texts of the bot configuration codes (the /telegram page shows them in its toasts).
import type { BOT_ERROR_CODES } from '../../domain/error-codes';
import type { ErrorData } from '../../domain/errors';
import { type ErrorTexts, fixedText } from './types';

/** What Telegram's parser stops at, in the admin's words. */
function htmlProblem(d: ErrorData): string {
  const tag = `<${d.tag}>`;
  switch (d.problem) {
    case 'unsupported-tag':
      return d.tag ? `balise ${tag} non prise en charge par Telegram` : '« < » seul : écrivez &lt;';
    case 'unclosed-tag':
      return `balise ${tag} sans « > »`;
    case 'unexpected-end-tag':
      return `balise fermante </${d.tag}> sans balise ouverte`;
    case 'unmatched-end-tag':
      return `balise fermante </${d.tag}> alors que <${d.expected}> est encore ouverte`;
    case 'unclosed-element':
      return `balise ${tag} non fermée`;
    default:
      return `balise ${tag} mal écrite (attribut manquant ou invalide)`;
  }
}

const htmlPlace = (d: ErrorData) => `ligne ${d.line}, colonne ${d.column} (caractère ${d.position})`;

export const botErrorTexts = {
  BOT_TOKEN_REJECTED: fixedText(400, 'Telegram a refusé ce token : vérifiez-le auprès de @BotFather', { token: 'Token refusé par Telegram' }),
  TELEGRAM_UNREACHABLE: fixedText(502, 'Telegram ne répond pas : réessayez dans un instant'),
  BOT_NOT_CONFIGURED: fixedText(409, 'Aucun token configuré : enregistrez d’abord le token du bot'),
  BOT_ADMIN_EXISTS: fixedText(409, 'Cet admin existe déjà', { telegramChatId: 'Chat ID déjà enregistré' }),
  TELEGRAM_HTML_INVALID: {
    status: 400,
    message: (d) => `Telegram refuserait ce texte : ${htmlProblem(d)}, ${htmlPlace(d)}`,
    fields: (d) => ({ value: `${htmlProblem(d)}, ${htmlPlace(d)}` }),
    details: (d) => ({ problem: d.problem, tag: d.tag, line: d.line, column: d.column, position: d.position }),
  },
} satisfies ErrorTexts<(typeof BOT_ERROR_CODES)[number]>;
