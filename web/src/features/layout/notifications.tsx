// The header's bell: numlists that can no longer fill an order and deposits still waiting (GET /api/alerts).
import { useQuery } from '@tanstack/react-query';
import { BellIcon, PackageMinusIcon, PackageXIcon, WalletIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Alerts } from '@contracts/alerts';
import { CountryFlag } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatNumber, formatRelative } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const ALERTS_KEY = ['/api/alerts'] as const;

/** Stock and deposits move without the admin doing anything: look again every minute, and when the bell opens. */
const REFRESH_MS = 60_000;

export function Notifications() {
  const { t } = useLanguage();
  const alerts = useQuery<Alerts>({ queryKey: ALERTS_KEY, refetchInterval: REFRESH_MS, staleTime: 0 });
  const data = alerts.data;
  const count = data ? data.soldOut.count + (data.pendingDeposits.count > 0 ? 1 : 0) : 0;
  const label = count > 0 ? t('alerts.bellWithCount', { count }) : t('layout.notifications');

  return (
    <DropdownMenu onOpenChange={(open) => open && void alerts.refetch()}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={label} data-testid="notifications-button" className="relative">
              <BellIcon />
              {count > 0 && (
                <span
                  data-testid="notifications-count"
                  className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
                >
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </Button>
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent align="end" className="w-80" data-testid="notifications-menu">
        <DropdownMenuLabel>{t('layout.notifications')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {alerts.isError && <p className="px-2 py-4 text-center text-sm text-destructive">{t('alerts.error')}</p>}
        {data && count === 0 && <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t('layout.noNotifications')}</p>}
        {data && data.pendingDeposits.count > 0 && (
          <div data-testid="alert-pending-deposits" className="flex gap-2 px-2 py-1.5 text-sm">
            <WalletIcon className="mt-0.5 size-4 shrink-0 text-warning" />
            <div>
              <p className="font-medium">{t('alerts.pendingDeposits', { count: formatNumber(data.pendingDeposits.count) })}</p>
              {data.pendingDeposits.oldestAt && (
                <p className="text-xs text-muted-foreground">{t('alerts.oldestDeposit', { when: formatRelative(data.pendingDeposits.oldestAt) })}</p>
              )}
            </div>
          </div>
        )}
        {data?.soldOut.lists.map((list) => {
          // 'Épuisée' only when nothing is left; a list that still holds numbers, too few for the smallest order, is under the minimum.
          const empty = list.availableNumbers === 0;
          const Icon = empty ? PackageXIcon : PackageMinusIcon;
          return (
          <DropdownMenuItem key={list.id} asChild>
            <Link
              href={`/numlists?search=${encodeURIComponent(list.name)}`}
              data-testid="alert-sold-out"
              data-state={empty ? 'empty' : 'below-minimum'}
              className="flex items-start gap-2"
            >
              <Icon className={`mt-0.5 size-4 shrink-0 ${empty ? 'text-destructive' : 'text-warning'}`} />
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 font-medium">
                  {list.countryFlag && <CountryFlag flag={list.countryFlag} className="shrink-0" />}
                  <span className="truncate">{list.name}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {empty
                    ? t('alerts.soldOut')
                    : t('alerts.belowMinimum', { available: formatNumber(list.availableNumbers), minimum: formatNumber(data.minimumQuantity) })}
                </p>
              </div>
            </Link>
          </DropdownMenuItem>
          );
        })}
        {data && data.soldOut.count > data.soldOut.lists.length && (
          <p className="px-2 py-1.5 text-xs text-muted-foreground" data-testid="alert-more">
            {t('alerts.moreSoldOut', { count: formatNumber(data.soldOut.count - data.soldOut.lists.length) })}
          </p>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
