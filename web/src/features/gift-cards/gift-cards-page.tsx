// /gift-cards (Cartes cadeaux): generate a batch (count, amount, optional expiry) and download its CSV; the cards listed by
// status, batch and code, paged by the server; an unused card can be disabled after a confirmation.
import { GIFT_CARD_PAGE_SIZES, type GiftCardItem, type GiftCardStatus } from '@contracts/gift-cards';
import { BanIcon, GiftIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, type ColumnDef, dateColumn, figureColumn } from '@/components/data-table';
import { ToolbarSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { GiftCardBatchCard } from '@/features/gift-cards/gift-card-batch-card';
import { useDisableGiftCard, useGiftCards } from '@/features/gift-cards/gift-cards-api';
import { useConfirmedChange } from '@/lib/confirmed-change';
import { formatDate, formatDateTime, formatEuro } from '@/lib/format';
import { type TranslationKey, useT } from '@/lib/i18n';
import { giftCardStatusLabel } from '@/lib/labels';
import { LabelBadge } from '@/components/code-label';
import { PagedTable, usePagedSearch } from '@/components/paged-table';
import { ListEmpty } from '@/components/empty-state';

type StatusFilter = GiftCardStatus | 'all';

const FILTER_LABELS: Record<StatusFilter, TranslationKey> = {
  all: 'giftCards.filter.all',
  unused: 'giftCards.filter.unused',
  used: 'giftCards.filter.used',
  expired: 'giftCards.filter.expired',
  disabled: 'giftCards.filter.disabled',
};

export default function GiftCardsPage() {
  const t = useT();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [batchId, setBatchId] = useState<string | null>(null);
  const { search, setSearchInput, table } = usePagedSearch(
    GIFT_CARD_PAGE_SIZES,
    { status: status === 'all' ? undefined : status, batchId: batchId ?? undefined },
    useGiftCards,
    'gift-search',
  );
  const disable = useDisableGiftCard();
  const confirmChange = useConfirmedChange();

  const onDisable = (card: GiftCardItem) =>
    confirmChange({
      question: {
        title: t('giftCards.disable.confirm'),
        description: t('giftCards.disable.confirmDescription', { code: card.code, amount: formatEuro(card.amount) }),
        confirmLabel: t('giftCards.disable.action'),
        destructive: true,
      },
      send: () => disable.mutateAsync(card.id),
      done: () => [t('giftCards.disable.done'), card.code],
      failed: t('giftCards.disable.failed'),
    });

  const columns: ColumnDef<GiftCardItem>[] = [
    {
      id: 'code',
      header: t('giftCards.column.code'),
      meta: { className: 'pl-4', cellClassName: 'font-mono text-xs whitespace-nowrap sm:text-sm' },
      cell: ({ row }) => (
        <>
          <span data-testid="gift-row-code">{row.original.code}</span>
          {/* On a phone the amount column is hidden: the amount goes under the code. */}
          <div className="font-sans text-xs text-muted-foreground tabular-nums sm:hidden">{formatEuro(row.original.amount)}</div>
        </>
      ),
    },
    figureColumn('amount', t('giftCards.column.amount'), (card) => formatEuro(card.amount), {
      className: 'hidden sm:table-cell',
      cellClassName: 'font-medium whitespace-nowrap',
      testId: 'gift-row-amount',
    }),
    {
      id: 'status',
      header: t('giftCards.column.status'),
      cell: ({ row }) => <LabelBadge label={giftCardStatusLabel(row.original.status, t)} data-testid="gift-row-status" />,
    },
    dateColumn('createdAt', t('giftCards.column.createdAt'), (card) => card.createdAt, { className: 'hidden lg:table-cell', cellClassName: 'whitespace-nowrap' }),
    {
      id: 'expiresAt',
      header: t('giftCards.column.expiresAt'),
      meta: { className: 'hidden md:table-cell', cellClassName: 'text-muted-foreground whitespace-nowrap' },
      cell: ({ row }) => (row.original.expiresAt ? formatDate(row.original.expiresAt) : t('giftCards.never')),
    },
    {
      id: 'usedBy',
      header: t('giftCards.column.usedBy'),
      meta: { className: 'hidden md:table-cell', testId: 'gift-row-used' },
      cell: ({ row }) => <UsedBy card={row.original} />,
    },
    actionsColumn(t('giftCards.column.actions'), (card) =>
      card.status === 'unused' ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={t('giftCards.disable.label', { code: card.code })}
          onClick={() => onDisable(card)}
          data-testid="gift-row-disable"
        >
          <BanIcon />
          <span className="hidden sm:inline">{t('giftCards.disable.action')}</span>
        </Button>
      ) : null,
    ),
  ];

  const term = search.trim();
  const filtered = term !== '' || status !== 'all' || batchId !== null;
  return (
    <div>
      <PageHeader page="giftCards" />

      <GiftCardBatchCard
        onShowBatch={(id) => {
          setBatchId(id);
          setStatus('all');
          setSearchInput('');
        }}
      />

      <PagedTable
        {...table}
        page="giftCards"
        columns={columns}
        testId="gift-cards-table"
        rowTestId="gift-row"
        rowProps={(card) => ({ 'data-gift-id': card.id, 'data-status': card.status })}
        toolbar={
          <ToolbarSelect label={t('giftCards.filter.label')} testId="gift-status-filter" minWidth="sm:min-w-48"
            value={status}
            onChange={(value) => setStatus(value as StatusFilter)}
            options={(Object.keys(FILTER_LABELS) as StatusFilter[]).map((value) => ({ value, label: t(FILTER_LABELS[value]) }))}
          />
        }
        notice={
          batchId && (
            <div className="flex flex-wrap items-center gap-2 px-4 text-sm text-muted-foreground" data-testid="gift-batch-filter">
              {t('giftCards.batchFilter', { batch: batchId.slice(0, 8) })}
              <Button variant="ghost" size="sm" onClick={() => setBatchId(null)}>
                <XIcon />
                {t('giftCards.batchFilterClear')}
              </Button>
            </div>
          )
        }
        empty={
          <ListEmpty icon={GiftIcon} filtered={filtered} title={t('giftCards.empty')} filteredTitle={t('giftCards.emptyFiltered')} hint={t('giftCards.emptyHint')} />
        }
      />
    </div>
  );
}

function UsedBy({ card }: { card: GiftCardItem }) {
  if (!card.usedBy || !card.usedAt) return <span className="text-muted-foreground">—</span>;
  const who = card.usedBy.telegramUsername ? `@${card.usedBy.telegramUsername}` : card.usedBy.username;
  return (
    <>
      <div className="font-medium">{who}</div>
      <div className="text-xs whitespace-nowrap text-muted-foreground">{formatDateTime(card.usedAt)}</div>
    </>
  );
}
