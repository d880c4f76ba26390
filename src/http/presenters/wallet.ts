// Presenting money movements: a transaction row as the API lists it, and its description rendered in French.
import type { TransactionItem } from '../../contracts/wallet';
import { formatEuros } from '../../domain/wallet/money';
import type { TransactionMetadata, TransactionRow } from '../../domain/wallet/transactions';

/**
 * The French description of a transaction, from its type and its facts (the rows keep no sentence). The bot renders
 * the same facts in the customer's language. Rows older than this keep their text as legacyDescription.
 */
export function describeTransaction(type: string, m: TransactionMetadata): string {
  if (m.legacyDescription != null) return m.legacyDescription;
  switch (type) {
    case 'purchase':
      return `Achat de ${m.quantity ?? 0} numéros${m.operatorName ? ` — ${m.operatorName}` : ''}${m.countryName ? ` (${m.countryName})` : ''}`;
    case 'deposit':
      // A manual top-up (approved by an admin) has no currency: its code 'manual' is never shown.
      return m.crypto === 'manual' ? 'Dépôt manuel' : `Dépôt ${(m.crypto ?? '').toUpperCase()}`;
    case 'admin_credit':
      return 'Crédit ajouté par un administrateur';
    case 'admin_debit':
      return 'Crédit retiré par un administrateur';
    case 'refund':
      return `Remboursement de la commande #${m.purchaseId ?? ''}`;
    case 'gift_card':
      return m.giftCardLast4 ? `Carte cadeau …${m.giftCardLast4}` : 'Carte cadeau';
    case 'referral':
      return `Parrainage : premier dépôt du client #${m.referredUserId ?? ''}`;
    default:
      return '';
  }
}

export function presentTransaction(t: TransactionRow): TransactionItem {
  return {
    id: t.id,
    userId: t.userId,
    username: t.username,
    telegramUsername: t.telegramUsername,
    type: t.type,
    amount: formatEuros(t.amountCents),
    status: t.status,
    description: describeTransaction(t.type, t.metadata),
    crypto: t.metadata.crypto ?? null,
    paymentId: t.metadata.paymentId ?? null,
    createdAt: t.createdAt.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null,
  };
}
