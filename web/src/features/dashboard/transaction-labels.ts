// Labels and badge colours of transaction types and statuses (SPEC §2/§4: Achat, Dépôt; Réussi, En attente, Échoué).
import type { BadgeProps } from '@/components/ui/badge';
import type { TranslationKey } from '@/lib/i18n';

const typeKeys: Record<string, TranslationKey> = {
  purchase: 'transactions.type.purchase',
  deposit: 'transactions.type.deposit',
  admin_credit: 'transactions.type.admin_credit',
  admin_debit: 'transactions.type.admin_debit',
  refund: 'transactions.type.refund',
  referral: 'transactions.type.referral',
};

/** Known types get a label; anything else is shown raw (SPEC §2). */
export function transactionTypeLabel(type: string, t: (key: TranslationKey) => string): string {
  const key = typeKeys[type];
  return key ? t(key) : type;
}

type BadgeVariant = NonNullable<BadgeProps['variant']>;

/**
 * SPEC §4: completed 'Réussi', pending 'En attente', anything else 'Échoué'. 'refunded' (a purchase transaction that was
 * refunded, a status the spec's model did not have) gets its own label rather than passing for a failure.
 */
export function transactionStatus(status: string, t: (key: TranslationKey) => string): { label: string; variant: BadgeVariant } {
  switch (status) {
    case 'completed':
      return { label: t('transactions.status.completed'), variant: 'success' };
    case 'pending':
      return { label: t('transactions.status.pending'), variant: 'warning' };
    case 'refunded':
      return { label: t('transactions.status.refunded'), variant: 'secondary' };
    default:
      return { label: t('transactions.status.failed'), variant: 'destructive' };
  }
}
