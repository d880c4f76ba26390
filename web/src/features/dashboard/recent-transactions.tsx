// Dashboard table of the 5 latest transactions: TXN000123, type (Achat/Dépôt), description, amount, status (Réussi/En attente/Échoué), date.
import type { DashboardStats } from '@contracts/dashboard';
import { ReceiptTextIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { transactionStatus, transactionTypeLabel } from '@/features/dashboard/transaction-labels';
import { formatDateTime, formatEuro, formatTransactionId } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** SPEC §9: the dashboard lists 5 transactions. */
export const RECENT_TRANSACTIONS_SHOWN = 5;

export function RecentTransactions({ transactions }: { transactions: DashboardStats['recentTransactions'] }) {
  const t = useT();
  const rows = transactions.slice(0, RECENT_TRANSACTIONS_SHOWN);
  return (
    <Card className="gap-4" data-testid="recent-transactions">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ReceiptTextIcon className="size-4 text-muted-foreground" />
          {t('dashboard.recentTransactions')}
        </CardTitle>
        <CardDescription>{t('dashboard.recentTransactionsHint')}</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        {rows.length === 0 ? (
          <p className="mx-6 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{t('dashboard.noTransactions')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-6">{t('dashboard.column.id')}</TableHead>
                <TableHead>{t('dashboard.column.type')}</TableHead>
                <TableHead>{t('dashboard.column.description')}</TableHead>
                <TableHead className="text-right">{t('dashboard.column.amount')}</TableHead>
                <TableHead>{t('dashboard.column.status')}</TableHead>
                <TableHead className="pr-6">{t('dashboard.column.date')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((txn) => {
                const status = transactionStatus(txn.status, t);
                return (
                  <TableRow key={txn.id} data-testid="transaction-row">
                    <TableCell className="pl-6 font-mono text-xs font-medium">{formatTransactionId(txn.id)}</TableCell>
                    <TableCell>{transactionTypeLabel(txn.type, t)}</TableCell>
                    <TableCell className="max-w-72 truncate text-muted-foreground" title={txn.description}>
                      {txn.description}
                    </TableCell>
                    <TableCell className="text-right font-medium tabular-nums">{formatEuro(txn.amount)}</TableCell>
                    <TableCell>
                      <Badge variant={status.variant}>{status.label}</Badge>
                    </TableCell>
                    <TableCell className="pr-6 text-muted-foreground tabular-nums">{formatDateTime(txn.createdAt)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
