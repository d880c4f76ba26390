// /reviews (Avis): what buyers said of their orders, newest first, filtered by rating, operator, shown or hidden and a
// search; an admin hides an abusive review (with a reason, audited) or shows it again. The reviews' settings above.
import { type AdminReview, REVIEW_PAGE_SIZES } from '@contracts/reviews';
import { EyeIcon, EyeOffIcon, StarIcon } from 'lucide-react';
import { useState } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { ListEmpty } from '@/components/empty-state';
import { actionsColumn, type ColumnDef } from '@/components/data-table';
import { ToolbarSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { PagedTable, usePagedSearch } from '@/components/paged-table';
import { useEntityDialog } from '@/components/entity-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useOperators } from '@/features/catalogue/catalogue-api';
import { HideReviewDialog } from '@/features/reviews/hide-review-dialog';
import { ReviewSettingsCard } from '@/features/reviews/review-settings-card';
import { useReviews } from '@/features/reviews/reviews-api';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';

const ALL = 'all';

/** ★★★★☆, read out as "4 sur 5". */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="whitespace-nowrap text-amber-500" role="img" aria-label={label} data-testid="review-row-rating" data-rating={rating}>
      {'★'.repeat(rating)}
      <span className="text-muted-foreground/40">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

export default function ReviewsPage() {
  const t = useT();
  const [rating, setRating] = useState(ALL);
  const [operator, setOperator] = useState(ALL);
  const [visibility, setVisibility] = useState(ALL);
  const { search, table } = usePagedSearch(
    REVIEW_PAGE_SIZES,
    {
      rating: rating === ALL ? undefined : Number(rating),
      operator: operator === ALL ? undefined : Number(operator),
      visibility: visibility === ALL ? undefined : (visibility as 'visible' | 'hidden'),
    },
    useReviews,
    'review-search',
  );
  const operators = useOperators();
  const dialog = useEntityDialog<AdminReview>();

  const columns: ColumnDef<AdminReview>[] = [
    {
      id: 'rating',
      header: t('reviews.column.rating'),
      meta: { className: 'pl-4' },
      cell: ({ row }) => (
        <>
          <Stars rating={row.original.rating} label={t('reviews.ratingLabel', { rating: row.original.rating })} />
          <div className="text-xs whitespace-nowrap text-muted-foreground">{formatDateTime(row.original.createdAt)}</div>
        </>
      ),
    },
    {
      id: 'comment',
      header: t('reviews.column.comment'),
      meta: { cellClassName: 'min-w-48 max-w-md whitespace-normal' },
      cell: ({ row }) => (
        <div className="space-y-1">
          {row.original.comment ? (
            <p className="text-sm break-words" data-testid="review-row-comment">
              {row.original.comment}
            </p>
          ) : (
            <span className="text-sm text-muted-foreground italic">{t('reviews.noComment')}</span>
          )}
          {row.original.hidden && (
            <div className="text-xs text-destructive" data-testid="review-row-hidden">
              {t('reviews.hiddenBecause', { reason: row.original.hidden.reason ?? '—', by: row.original.hidden.by ?? '—', date: formatDateTime(row.original.hidden.at) })}
            </div>
          )}
        </div>
      ),
    },
    {
      id: 'order',
      header: t('reviews.column.order'),
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ row }) => (
        <>
          <div className="font-medium whitespace-nowrap">
            {row.original.countryFlag ? <CountryFlag flag={row.original.countryFlag} /> : null} {row.original.operatorName}
          </div>
          <div className="text-xs whitespace-nowrap text-muted-foreground">
            {t('reviews.orderLabel', { order: row.original.orderId })}
            {row.original.numlistName ? ` · ${row.original.numlistName}` : ''}
          </div>
        </>
      ),
    },
    {
      id: 'customer',
      header: t('reviews.column.customer'),
      meta: { className: 'hidden lg:table-cell', cellClassName: 'whitespace-nowrap' },
      cell: ({ row }) => (
        <>
          <div>{row.original.telegramUsername ? `@${row.original.telegramUsername}` : '—'}</div>
          <div className="text-xs text-muted-foreground tabular-nums">{row.original.telegramId ?? ''}</div>
        </>
      ),
    },
    {
      id: 'status',
      header: t('reviews.column.status'),
      meta: { className: 'hidden md:table-cell' },
      cell: ({ row }) =>
        row.original.hidden ? (
          <Badge variant="destructive">{t('reviews.status.hidden')}</Badge>
        ) : (
          <Badge variant="secondary">{t('reviews.status.visible')}</Badge>
        ),
    },
    actionsColumn(t('reviews.column.actions'), (review) => (
      <Button
        variant="ghost"
        size="sm"
        className={review.hidden ? undefined : 'text-destructive hover:bg-destructive/10 hover:text-destructive'}
        aria-label={review.hidden ? t('reviews.show.label', { order: review.orderId }) : t('reviews.hide.label', { order: review.orderId })}
        onClick={() => dialog.edit(review)}
        data-testid={review.hidden ? 'review-row-show' : 'review-row-hide'}
      >
        {review.hidden ? <EyeIcon /> : <EyeOffIcon />}
        <span className="hidden sm:inline">{review.hidden ? t('reviews.show.action') : t('reviews.hide.action')}</span>
      </Button>
    )),
  ];

  const filtered = search.trim() !== '' || rating !== ALL || operator !== ALL || visibility !== ALL;
  return (
    <div>
      <PageHeader page="reviews" />
      <ReviewSettingsCard />
      <PagedTable
        {...table}
        page="reviews"
        columns={columns}
        testId="reviews-table"
        rowTestId="review-row"
        rowProps={(review) => ({ 'data-review-id': review.id, 'data-hidden': review.hidden ? 'true' : 'false' })}
        toolbar={
          <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
            <ToolbarSelect label={t('reviews.filter.rating')} testId="review-rating-filter" minWidth="sm:min-w-40"
              value={rating}
              onChange={setRating}
              options={[{ value: ALL, label: t('reviews.filter.allRatings') }, ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${'★'.repeat(n)} (${n})` }))]}
            />
            <ToolbarSelect label={t('reviews.filter.operator')} testId="review-operator-filter" minWidth="sm:min-w-44"
              value={operator}
              onChange={setOperator}
              options={[{ value: ALL, label: t('reviews.filter.allOperators') }, ...(operators.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))]}
              // Until the operators are read the list would hold only "all", then change under the admin's pointer.
              disabled={!operators.data}
            />
            <ToolbarSelect label={t('reviews.filter.visibility')} testId="review-visibility-filter" minWidth="sm:min-w-40"
              value={visibility}
              onChange={setVisibility}
              options={[
                { value: ALL, label: t('reviews.filter.allVisibilities') },
                { value: 'visible', label: t('reviews.status.visible') },
                { value: 'hidden', label: t('reviews.status.hidden') },
              ]}
            />
          </div>
        }
        empty={<ListEmpty icon={StarIcon} filtered={filtered} title={t('reviews.empty')} filteredTitle={t('reviews.emptyFiltered')} hint={t('reviews.emptyHint')} />}
      />
      <HideReviewDialog review={dialog.entity} open={dialog.open} onOpenChange={dialog.onOpenChange} />
    </div>
  );
}
