// Credit or debit from a customer's row of Utilisateurs (issue 9): the same panel as the edit dialog's Crédit tab, in a dialog of its own.
import type { UserListItem } from '@contracts/users';
import { CreditPanel } from '@/features/users/credit-panel';
import { CustomerDialog } from '@/features/users/customer-dialog';
import { useCreditTexts } from '@/features/users/credit-texts';
import { formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';

export function UserCreditDialog({ user, onOpenChange }: { user: UserListItem | null; onOpenChange(open: boolean): void }) {
  const t = useT();
  const ct = useCreditTexts();
  return (
    <CustomerDialog user={user} onOpenChange={onOpenChange} title={ct('dialogTitle')} description={ct('dialogDescription')} className="sm:max-w-md" testId="user-credit-dialog">
      {(shown) => (
        <>
          <div className="flex items-baseline justify-between rounded-lg border bg-muted/40 px-3 py-2.5">
            <span className="text-sm text-muted-foreground">{t('users.column.balance')}</span>
            <span className="text-base font-semibold tabular-nums text-primary" data-testid="user-balance">
              {formatEuro(shown.balance)}
            </span>
          </div>
          {/* A new panel per customer: nothing typed for one is applied to another. */}
          <CreditPanel key={shown.id} user={shown} onDone={() => onOpenChange(false)} />
        </>
      )}
    </CustomerDialog>
  );
}
