// French texts of the refusals of a blocked customer and of the anti-abuse rules (decision 0142).
import type { ABUSE_ERROR_CODES } from '../../domain/error-codes';
import { type ErrorTexts, fixedText } from './types';

export const abuseErrorTexts = {
  CUSTOMER_BLOCKED: fixedText(403, 'Ce compte client est bloqué par la boutique'),
  CANNOT_BLOCK_ADMIN: fixedText(409, 'Un compte administrateur ne peut pas être bloqué'),
  PURCHASE_RATE_LIMITED: {
    status: 429,
    message: (d) => `Trop d’achats en une heure pour un compte récent (${Number(d.maximum)} au maximum) : réessayez dans ${Number(d.minutes)} min`,
    details: (d) => ({ maximum: d.maximum, minutes: d.minutes }),
  },
  UNPAID_TOP_UPS_LIMIT: {
    status: 429,
    message: (d) => `Trop de demandes de recharge non payées en 24 heures (${Number(d.maximum)} au maximum)`,
    details: (d) => ({ maximum: d.maximum }),
  },
} satisfies ErrorTexts<(typeof ABUSE_ERROR_CODES)[number]>;
