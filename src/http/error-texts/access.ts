// French texts of the sign-in and access codes.
import { type ErrorTexts, fixedText } from './types';

export const accessErrorTexts = {
  INVALID_CREDENTIALS: fixedText(401, "Nom d'utilisateur ou mot de passe incorrect"),
  UNAUTHENTICATED: fixedText(401, 'Authentification requise'),
  FORBIDDEN: fixedText(403, 'Accès réservé aux administrateurs'),
  RATE_LIMITED: {
    status: 429,
    message: (d) => {
      const minutes = Math.max(1, Math.ceil(Number(d.retryAfterSeconds ?? 60) / 60));
      return `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
    },
    details: (d) => ({ retryAfterSeconds: d.retryAfterSeconds }),
  },
} satisfies ErrorTexts<'INVALID_CREDENTIALS' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED'>;

/** API keys and Idempotency-Key (decision 0145); the `Retry-After` header goes with API_RATE_LIMITED (plugins/errors.ts). */
export const apiErrorTexts = {
  API_KEY_INVALID: fixedText(401, 'Clé API inconnue, expirée ou révoquée'),
  API_KEY_NOT_ALLOWED: fixedText(403, 'Cette route n’est pas accessible avec une clé API'),
  API_SCOPE_MISSING: {
    status: 403,
    message: (d) => `Cette clé API n’a pas la permission « ${String(d.scope)} »`,
    details: (d) => ({ missingScope: d.scope }),
  },
  API_RATE_LIMITED: {
    status: 429,
    message: (d) => `Trop de requêtes avec cette clé API (${Number(d.limit)} par minute). Réessayez dans ${Number(d.retryAfterSeconds)} s.`,
    details: (d) => ({ retryAfterSeconds: d.retryAfterSeconds, limitPerMinute: d.limit }),
  },
  IDEMPOTENCY_KEY_INVALID: fixedText(400, 'En-tête Idempotency-Key invalide : 1 à 255 caractères visibles, avec un corps JSON'),
  IDEMPOTENCY_KEY_REUSED: fixedText(409, 'Cette clé d’idempotence a déjà servi pour une autre requête'),
  IDEMPOTENCY_KEY_IN_USE: fixedText(409, 'La première requête avec cette clé d’idempotence est encore en cours ; réessayez dans un instant'),
} satisfies ErrorTexts<
  'API_KEY_INVALID' | 'API_KEY_NOT_ALLOWED' | 'API_SCOPE_MISSING' | 'API_RATE_LIMITED' | 'IDEMPOTENCY_KEY_INVALID' | 'IDEMPOTENCY_KEY_REUSED' | 'IDEMPOTENCY_KEY_IN_USE'
>;
