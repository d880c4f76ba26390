// Dashboard table of the 5 latest transactions: TXN000123, type (Achat/Dépôt), description, amount, status (Réussi/En attente/Échoué), date.
import type { DashboardStats } from '@contracts/dashboard';
import { ReceiptTextIcon } from 'lucide-react';
import { type ColumnDef, DataTable, dateColumn } from '@/components/data-table';
import { LabelBadge, LabelText } from '@/components/code-label';
import { DashboardCard, NothingYet } from '@/features/dashboard/dashboard-card';
import { formatEuro, formatTransactionId } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { transactionStatusLabel, transactionTypeLabel } from '@/lib/labels';

/** SPEC §9: the dashboard lists 5 transactions. */
const RECENT_TRANSACTIONS_SHOWN = 5;

type Transaction = DashboardStats['recentTransactions'][number];

export function RecentTransactions({ transactions }: { transactions: DashboardStats['recentTransactions'] }) {
  const t = useT();
  const columns: ColumnDef<Transaction>[] = [
    {
      id: 'id',
      header: t('dashboard.column.id'),
      meta: { cellClassName: 'font-mono text-xs font-medium' },
      cell: ({ row }) => formatTransactionId(row.original.id),
    },
    { id: 'type', header: t('dashboard.column.type'), cell: ({ row }) => <LabelText label={transactionTypeLabel(row.original.type, t)} /> },
    {
      accessorKey: 'description',
      header: t('dashboard.column.description'),
      meta: { cellClassName: 'max-w-72 truncate text-muted-foreground', title: (txn) => txn.description },
    },
    {
      id: 'amount',
      header: t('dashboard.column.amount'),
      meta: { align: 'right', cellClassName: 'font-medium tabular-nums' },
      cell: ({ row }) => formatEuro(row.original.amount),
    },
    {
      id: 'status',
      header: t('dashboard.column.status'),
      cell: ({ row }) => <LabelBadge label={transactionStatusLabel(row.original.status, t)} />,
    },
    dateColumn('date', t('dashboard.column.date'), (transaction) => transaction.createdAt, { cellClassName: 'tabular-nums' }),
  ];

  return (
    <DashboardCard
      testId="recent-transactions"
      icon={ReceiptTextIcon}
      title={t('dashboard.recentTransactions')}
      description={t('dashboard.recentTransactionsHint')}
    >
      <DataTable
        layout="embedded"
        columns={columns}
        rows={transactions.slice(0, RECENT_TRANSACTIONS_SHOWN)}
        empty={<NothingYet>{t('dashboard.noTransactions')}</NothingYet>}
        rowTestId="transaction-row"
      />
    </DashboardCard>
  );
}
