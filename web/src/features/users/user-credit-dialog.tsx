// Credit or debit from a customer's row of Utilisateurs (issue 9): the same panel as the edit dialog's Crédit tab, in a dialog of its own.
import type { UserListItem } from '@contracts/users';
import { useState } from 'react';
import { useEscapeCloses } from '@/components/entity-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CreditPanel } from '@/features/users/credit-panel';
import { useCreditTexts } from '@/features/users/credit-texts';
import { formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';

export function UserCreditDialog({ user, onOpenChange }: { user: UserListItem | null; onOpenChange(open: boolean): void }) {
  const t = useT();
  const ct = useCreditTexts();
  // The last customer shown stays on screen while the dialog animates out.
  const [shown, setShown] = useState(user);
  if (user !== null && user !== shown) setShown(user);
  const contentRef = useEscapeCloses(user !== null, () => onOpenChange(false));

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} className="sm:max-w-md" data-testid="user-credit-dialog">
        <DialogHeader>
          <DialogTitle>
            {ct('dialogTitle')}
            {shown && <span className="text-muted-foreground"> · {shown.username}</span>}
          </DialogTitle>
          <DialogDescription>{ct('dialogDescription')}</DialogDescription>
        </DialogHeader>
        {shown && (
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
      </DialogContent>
    </Dialog>
  );
}
