// One numlist in the grid: name, category, country, operator, status, total and available counts, and its six actions.
import type { Numlist } from '@contracts/stock';
import {
  CopyMinusIcon,
  DownloadIcon,
  EraserIcon,
  type LucideIcon,
  RadioTowerIcon,
  ShuffleIcon,
  TagIcon,
  Trash2Icon,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatEuro, formatNumber, formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export type NumlistAction = 'download' | 'clear' | 'restock' | 'shuffle' | 'dedupe' | 'delete';

export function NumlistCard({
  numlist,
  busy,
  onAction,
}: {
  numlist: Numlist;
  /** The action running on this card, if any: its button spins and the others wait. */
  busy: NumlistAction | null;
  onAction(action: NumlistAction, numlist: Numlist): void;
}) {
  const t = useT();
  const share = numlist.totalNumbers > 0 ? Math.min(100, (numlist.availableNumbers / numlist.totalNumbers) * 100) : 0;

  const iconActions: Array<{ action: NumlistAction; label: string; icon: LucideIcon; destructive?: boolean }> = [
    { action: 'download', label: t('numlists.download'), icon: DownloadIcon },
    { action: 'shuffle', label: t('numlists.shuffle'), icon: ShuffleIcon },
    { action: 'dedupe', label: t('numlists.dedupe'), icon: CopyMinusIcon },
    { action: 'clear', label: t('numlists.clear'), icon: EraserIcon, destructive: true },
    { action: 'delete', label: t('numlists.delete'), icon: Trash2Icon, destructive: true },
  ];

  return (
    <Card className="gap-4 py-5" data-testid="numlist-card" data-numlist-id={numlist.id} aria-label={numlist.name} role="article">
      <CardHeader className="px-5">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="min-w-0 text-base leading-snug break-words" data-testid="numlist-name">
            {numlist.name}
          </CardTitle>
          <StatusBadge active={numlist.isActive} className="shrink-0" />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <dl className="grid gap-1.5 text-sm">
          <Detail leading={<TagIcon className="size-4 text-muted-foreground" />} label={t('numlists.category')} value={numlist.categoryName} />
          <Detail
            leading={
              numlist.countryName ? (
                <CountryFlag flag={numlist.countryFlag} code={numlist.countryCode} />
              ) : (
                <span className="size-1.5 rounded-full bg-muted-foreground/50" />
              )
            }
            label={t('numlists.country')}
            value={numlist.countryName}
            testId="numlist-country"
          />
          <Detail leading={<RadioTowerIcon className="size-4 text-muted-foreground" />} label={t('numlists.operator')} value={numlist.operatorName} />
        </dl>

        <div className="grid gap-2 rounded-lg bg-muted/50 p-3">
          <div className="grid grid-cols-2 gap-2">
            <div>
              <p className="text-xs text-muted-foreground">{t('numlists.available')}</p>
              <p className="text-lg font-semibold tabular-nums" data-testid="numlist-available">
                {formatNumber(numlist.availableNumbers)}
              </p>
            </div>
            <div className="text-right">
              <p className="text-xs text-muted-foreground">{t('numlists.total')}</p>
              <p className="text-lg font-semibold text-muted-foreground tabular-nums" data-testid="numlist-total">
                {formatNumber(numlist.totalNumbers)}
              </p>
            </div>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-border" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
          </div>
          {numlist.unitPrice && (
            <p className="text-xs text-muted-foreground">{t('numlists.unitPrice', { price: formatUnitPrice(numlist.unitPrice) })}</p>
          )}
          <RefundRate numlist={numlist} />
        </div>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap items-center gap-x-0.5 gap-y-2 px-5">
        <Button
          variant="outline"
          size="sm"
          className="mr-auto"
          onClick={() => onAction('restock', numlist)}
          disabled={busy !== null}
          data-testid="numlist-restock"
        >
          {t('numlists.restock')}
        </Button>
        {iconActions.map(({ action, label, icon: Icon, destructive }) => (
          <Fragment key={action}>
            {action === 'clear' && <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />}
            <Tooltip>
              <TooltipTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className={cn('size-7', destructive && 'text-destructive hover:bg-destructive/10 hover:text-destructive')}
                  aria-label={label}
                  data-testid={`numlist-${action}`}
                  disabled={busy !== null}
                  onClick={() => onAction(action, numlist)}
                >
                  {busy === action ? <Spinner /> : <Icon />}
                </Button>
              </TooltipTrigger>
              <TooltipContent>{label}</TooltipContent>
            </Tooltip>
          </Fragment>
        ))}
      </CardFooter>
    </Card>
  );
}

function Detail({ leading, label, value, testId }: { leading: ReactNode; label: string; value: string | null; testId?: string }) {
  const t = useT();
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-2">
        <span aria-hidden="true" className="flex w-5 shrink-0 justify-center">
          {leading}
        </span>
        <span className={cn('min-w-0 truncate', !value && 'text-muted-foreground italic')} data-testid={testId}>
          {value ?? t('common.unknown')}
        </span>
      </dd>
    </div>
  );
}

/** "0.0075" → "0,0075 €": a per-number price has more decimals than the 2 of a balance. */
function formatUnitPrice(price: string): string {
  const [whole, fraction = ''] = price.split('.');
  const digits = fraction.replace(/0+$/, '');
  return digits.length <= 2 ? formatEuro(price) : `${whole},${digits}\u00a0€`;
}

export function NumlistCardSkeleton() {
  return (
    <Card className="gap-4 py-5" data-testid="numlist-card-skeleton">
      <CardHeader className="px-5">
        <div className="flex items-start justify-between gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-14" />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <div className="grid gap-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Skeleton className="h-20 w-full" />
      </CardContent>
      <CardFooter className="gap-2 px-5">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="ml-auto h-8 w-40" />
      </CardFooter>
    </Card>
  );
}

/** The list's refund rate over its life (numbers refunded ÷ numbers sold): a bad source shows here first. */
function RefundRate({ numlist }: { numlist: Numlist }) {
  const t = useT();
  const sold = numlist.soldNumbers ?? 0;
  const refunded = numlist.refundedNumbers ?? 0;
  if (sold === 0) return null;
  const rate = refunded / sold;
  return (
    <p
      className={cn('text-xs tabular-nums', rate >= 0.1 ? 'font-medium text-destructive' : 'text-muted-foreground')}
      title={t('numlists.refundRateHint', { refunded: formatNumber(refunded), sold: formatNumber(sold) })}
      data-testid="numlist-refund-rate"
    >
      {t('numlists.refundRate', { rate: formatPercent(rate * 100) })}
    </p>
  );
}
