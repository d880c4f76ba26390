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
