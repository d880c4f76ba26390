// A user's latest ledger rows (deposit, purchase, admin credit/debit, refund, gift card, referral): signed amount, resulting balance, who did it.
import type { LedgerEntry } from '@contracts/users';
import { LabelBadge } from '@/components/code-label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { transactionTypeLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';

export function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const t = useT();
  if (entries.length === 0) {
    return <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{t('users.ledger.empty')}</p>;
  }
  return (
    <div className="rounded-lg border" data-testid="ledger-table">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{t('users.ledger.date')}</TableHead>
            <TableHead>{t('users.ledger.kind')}</TableHead>
            <TableHead className="text-right">{t('users.ledger.amount')}</TableHead>
            <TableHead className="text-right">{t('users.ledger.balanceAfter')}</TableHead>
            <TableHead>{t('users.ledger.actor')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => {
            const negative = entry.amount.startsWith('-');
            return (
              <TableRow key={entry.id} data-testid="ledger-row">
                <TableCell className="text-muted-foreground tabular-nums">{formatDateTime(entry.createdAt)}</TableCell>
                <TableCell>
                  <LabelBadge variant="outline" label={transactionTypeLabel(entry.kind, t)} />
                </TableCell>
                <TableCell className={cn('text-right font-medium tabular-nums', negative ? 'text-destructive' : 'text-success')}>
                  {negative ? '' : '+'}
                  {formatEuro(entry.amount)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatEuro(entry.balanceAfter)}</TableCell>
                <TableCell className="text-muted-foreground">
                  {entry.actorApiKeyName ? t('users.ledger.apiKey', { name: entry.actorApiKeyName }) : (entry.actorUsername ?? '—')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
