// French texts of the codes every area shares. Each area's own codes live in its own file beside this one.
import type { ErrorData } from '../../domain/errors';
import type { ErrorTexts } from './types';

/** The French name of each kind of record a NOT_FOUND can name (the domain passes the key as `entity`). */
const entityNames: Record<string, string> = {
  user: 'Utilisateur',
  order: 'Commande',
  deposit: 'Dépôt',
  transaction: 'Transaction',
  ledgerEntry: 'Écriture',
  numlist: 'Numlist',
  category: 'Catégorie',
  country: 'Pays',
  operator: 'Opérateur',
  continent: 'Continent',
  suppression: 'Numéro exclu',
  botAdmin: 'Admin du bot',
  giftCard: 'Carte cadeau',
  giftCardBatch: 'Lot de cartes cadeaux',
  broadcast: 'Diffusion',
  product: 'Produit',
  promotion: 'Promotion',
  pack: 'Pack',
  checkout: 'Commande en attente',
  review: 'Avis',
  apiKey: 'Clé API',
  webhookEndpoint: 'Webhook',
  webhookDelivery: 'Envoi de webhook',
  ticket: 'Ticket',
  customer: 'Client',
  file: 'Fichier',
};

const entityName = (data: ErrorData) => entityNames[String(data.entity)] ?? String(data.entity ?? 'Élément');

export const commonErrorTexts = {
  // Input a contract refused: the adapter (src/http/validate.ts) has already written the French message and fields.
  VALIDATION_FAILED: {
    status: 400,
    message: (d) => String(d.message ?? 'Requête invalide'),
    fields: (d) => d.fields as Record<string, string> | undefined,
  },
  NOT_FOUND: {
    status: 404,
    message: (d) => (d.name != null ? `${entityName(d)} « ${String(d.name)} » introuvable` : `${entityName(d)} introuvable`),
  },
} satisfies ErrorTexts<'VALIDATION_FAILED' | 'NOT_FOUND'>;
