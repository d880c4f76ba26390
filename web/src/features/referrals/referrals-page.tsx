// /referrals (Parrainages): the customers who brought others with their link — referred count, those who deposited,
// what it earned them and their last reward — paged, sorted and searched by the server; the current share above.
import { REFERRER_PAGE_SIZES, REFERRER_SORTS, type ReferrerItem } from '@contracts/referrals';
import { HandshakeIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { type ColumnDef, figureColumn } from '@/components/data-table';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { useShopSettings } from '@/features/settings/shop-settings-api';
import { formatDateTime, formatEuro, formatNumber, formatRelative } from '@/lib/format';
import { type TranslationKey, useLanguage, useT } from '@/lib/i18n';
import { useSearchTerm } from '@/lib/use-debounced-value';
import { usePaging } from '@/lib/use-paging';
import { formatShare, type ReferrerSort, useReferrers } from './referrals-api';
import { PagedTable } from '@/components/paged-table';
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
  const [searchInput, setSearchInput] = useState('');
  const search = useSearchTerm(searchInput);
  const paging = usePaging(REFERRER_PAGE_SIZES, { sort, search });
  const list = useReferrers({ sort, search, page: paging.page, pageSize: paging.pageSize });
  const settings = useShopSettings();
  paging.keepWithin(list.data?.pagination.totalPages, list.isPlaceholderData);

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
        list={list}
        paging={paging}
        page="referrals"
        columns={columns}
        getRowId={(r) => String(r.userId)}
        testId="referrers-table"
        rowTestId="referrer-row"
        rowProps={(r) => ({ 'data-user-id': r.userId })}
        search={{
          value: searchInput,
          onChange: setSearchInput,
          testId: 'referrer-search',
        }}
        toolbar={
          <OptionSelect
            value={sort}
            onChange={(value) => setSort(value as ReferrerSort)}
            options={REFERRER_SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
            className="sm:w-auto sm:min-w-56"
            aria-label={t('referrals.sort.label')}
            data-testid="referrer-sort"
          />
        }
        empty={
          <ListEmpty icon={HandshakeIcon} filtered={searching} title={t('referrals.empty')} filteredTitle={t('referrals.emptyFiltered')} hint={t('referrals.emptyHint')} />
        }
      />
    </div>
  );
}
