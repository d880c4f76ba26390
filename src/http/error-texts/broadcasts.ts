// French texts of the broadcast codes (the Diffusions page shows them under the message or in a toast).
import type { BROADCAST_ERROR_CODES } from '../../domain/error-codes';
import { LANGUAGE_NAMES_FR } from '../presenters/broadcasts';
import type { ErrorTexts } from './types';

const which = (language: unknown) => (language && language !== 'fr' ? ` (${LANGUAGE_NAMES_FR[String(language)] ?? String(language)})` : '');

const stars = (n: unknown) => Number(n).toLocaleString('fr-FR');

export const broadcastErrorTexts = {
  BROADCAST_EMPTY: {
    status: 400,
    message: (d) => `Message vide${which(d.language)}`,
    fields: (d) => ({ [d.language && d.language !== 'fr' ? `variants.${d.language}` : 'message']: 'Message requis' }),
  },
  BROADCAST_TOO_LONG: {
    status: 400,
    message: (d) => `Message trop long${which(d.language)} : ${d.length} caractères pour 4 096 au maximum (limite Telegram)`,
    fields: (d) => ({ [d.language && d.language !== 'fr' ? `variants.${d.language}` : 'message']: '4 096 caractères au maximum (limite Telegram)' }),
  },
  BROADCAST_NO_RECIPIENTS: { status: 409, message: () => 'Aucun client dans cette audience : rien à envoyer' },
  BROADCAST_STARS_SHORT: {
    status: 409,
    message: (d) => `Solde d’étoiles insuffisant : l’envoi payant coûte ${stars(d.cost)} ⭐, le bot en a ${stars(d.balance)}`,
  },
  BROADCAST_FINISHED: { status: 409, message: () => 'Cette diffusion est déjà terminée' },
  BROADCAST_BUTTON_INVALID: {
    status: 400,
    message: (d) =>
      d.reason === 'operator' ? `Bouton « ${d.text} » : opérateur introuvable` : d.reason === 'url' ? `Bouton « ${d.text} » : lien invalide` : 'Boutons invalides',
    fields: () => ({ buttons: 'Boutons invalides' }),
  },
  BROADCAST_SCHEDULE_PAST: {
    status: 400,
    message: () => 'Cette date est passée : choisissez une date et une heure à venir (heure de Paris)',
    fields: () => ({ scheduledAt: 'Date passée' }),
  },
} satisfies ErrorTexts<(typeof BROADCAST_ERROR_CODES)[number]>;
