// /referrals (Parrainages): the customers who brought others with their link — referred count, those who deposited,
// what it earned them and their last reward — paged, sorted and searched by the server; the current share above.
import { REFERRER_PAGE_SIZES, REFERRER_SORTS, type ReferrerItem } from '@contracts/referrals';
import { HandshakeIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { type ColumnDef, figureColumn } from '@/components/data-table';
import { ToolbarSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { useShopSettings } from '@/features/settings/shop-settings-api';
import { formatDateTime, formatEuro, formatNumber, formatRelative } from '@/lib/format';
import { type TranslationKey, useLanguage, useT } from '@/lib/i18n';
import { formatShare, type ReferrerSort, useReferrers } from './referrals-api';
import { PagedTable, usePagedSearch } from '@/components/paged-table';
import { ListEmpty } from '@/components/empty-state';

const SORT_LABELS: Record<ReferrerSort, TranslationKey> = {
  earned: 'referrals.sort.earned',
  referred: 'referrals.sort.referred',
  lastReward: 'referrals.sort.lastReward',
};

export default function ReferralsPage() {
  const t = useT();
  const { language } = useLanguage();
  const [sort, setSort] = useState<ReferrerSort>('earned');
  const { search, table } = usePagedSearch(REFERRER_PAGE_SIZES, { sort }, useReferrers, 'referrer-search');
  const settings = useShopSettings();

  const columns: ColumnDef<ReferrerItem>[] = [
    {
      id: 'referrer',
      header: t('referrals.column.referrer'),
      meta: { className: 'pl-4' },
      cell: ({ row }) => {
        const r = row.original;
        return (
          <div className="min-w-0" data-testid="referrer-name">
            <div className="truncate font-medium">{r.firstName || r.username}</div>
            <div className="truncate text-xs text-muted-foreground">{r.telegramUsername ? `@${r.telegramUsername}` : r.username}</div>
          </div>
        );
      },
    },
    figureColumn('referred', t('referrals.column.referred'), (r) => formatNumber(r.referredCount), { testId: 'referrer-referred' }),
    figureColumn('rewarded', t('referrals.column.rewarded'), (r) => formatNumber(r.rewardedCount), {
      className: 'hidden sm:table-cell',
      cellClassName: 'text-muted-foreground',
      testId: 'referrer-rewarded',
    }),
    figureColumn('earned', t('referrals.column.earned'), (r) => formatEuro(r.earned), { cellClassName: 'whitespace-nowrap font-medium', testId: 'referrer-earned' }),
    {
      id: 'lastReward',
      header: t('referrals.column.lastReward'),
      meta: { className: 'hidden md:table-cell', cellClassName: 'whitespace-nowrap text-muted-foreground' },
      cell: ({ row }) => {
        const at = row.original.lastRewardAt;
        return at ? <span title={formatDateTime(at)}>{formatRelative(at)}</span> : t('referrals.never');
      },
    },
  ];

  const share = settings.data?.referralShareBasisPoints;
  const searching = search.trim() !== '';
  return (
    <div>
      <PageHeader page="referrals" />
      {share !== undefined && (
        <p className="mb-4 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground" data-testid="referral-share">
          <span>{t('referrals.share', { share: formatShare(share, language) })}</span>
          <Link href="/settings" className="text-primary underline-offset-4 hover:underline">
            {t('referrals.shareLink')}
          </Link>
        </p>
      )}
      <PagedTable
        {...table}
        page="referrals"
        columns={columns}
        getRowId={(r) => String(r.userId)}
        testId="referrers-table"
        rowTestId="referrer-row"
        rowProps={(r) => ({ 'data-user-id': r.userId })}
        toolbar={
          <ToolbarSelect label={t('referrals.sort.label')} testId="referrer-sort" minWidth="sm:min-w-56"
            value={sort}
            onChange={(value) => setSort(value as ReferrerSort)}
            options={REFERRER_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          />
        }
        empty={
          <ListEmpty icon={HandshakeIcon} filtered={searching} title={t('referrals.empty')} filteredTitle={t('referrals.emptyFiltered')} hint={t('referrals.emptyHint')} />
        }
      />
    </div>
  );
}
