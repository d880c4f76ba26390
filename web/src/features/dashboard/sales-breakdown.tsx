// Dashboard cards: sales share by category (percentage bars, a colour per category) and the top countries by sales.
import type { DashboardStats } from '@contracts/dashboard';
import { ChartPieIcon, GlobeIcon } from 'lucide-react';
import { CountryFlag } from '@/components/country-flag';
import { Last30DaysCard } from '@/features/dashboard/dashboard-card';
import { formatEuro, formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** The bar colours after SMS's and Data's (class names spelled out for Tailwind). */
const OTHER_COLOURS = ['bg-chart-3', 'bg-chart-4', 'bg-chart-5', 'bg-chart-6', 'bg-chart-7', 'bg-chart-8'];

/**
 * SPEC §2: a colour for SMS, one for Data; every other category its own colour, in the order shown (Voix and Premium
 * shared one), repeating only past six of them.
 */
function categoryColors(names: readonly string[]): string[] {
  let other = 0;
  return names.map((name) => {
    const key = name.trim().toLowerCase();
    if (key === 'sms') return 'bg-chart-1';
    if (key === 'data') return 'bg-chart-2';
    return OTHER_COLOURS[other++ % OTHER_COLOURS.length];
  });
}

export function CategoryShare({ categories }: { categories: DashboardStats['categoryStats'] }) {
  const t = useT();
  const colours = categoryColors(categories.map((category) => category.name));
  return (
    <Last30DaysCard testId="category-share" icon={ChartPieIcon} title={t('dashboard.categoryShare')} description={t('dashboard.categoryShareHint')} nothingYet={categories.length === 0 && t('dashboard.noSales')}>
      <ul className="space-y-4">
        {categories.map((category, index) => (
          <li key={category.categoryId ?? category.name} data-testid="category-row">
            <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
              <span className="flex min-w-0 items-center gap-2 font-medium">
                <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', colours[index])} data-testid="category-colour" />
                <span className="truncate" data-testid="category-name">
                  {category.name}
                </span>
              </span>
              <span className="font-semibold tabular-nums" data-testid="category-percentage">
                {formatPercent(category.percentage)}
              </span>
            </div>
            <div
              className="h-2.5 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={category.name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={category.percentage}
            >
              <div
                className={cn('h-full rounded-full transition-[width]', colours[index])}
                style={{ width: `${Math.min(100, Math.max(0, category.percentage))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Last30DaysCard>
  );
}

export function TopCountries({ countries }: { countries: DashboardStats['topCountries'] }) {
  const t = useT();
  // Bars relative to the best seller; amounts stay decimal strings for display, the float is only a bar length.
  const best = Math.max(...countries.map((c) => Number(c.sales)), 0);
  return (
    <Last30DaysCard testId="top-countries" icon={GlobeIcon} title={t('dashboard.topCountries')} description={t('dashboard.topCountriesHint')} nothingYet={countries.length === 0 && t('dashboard.noSales')}>
      <ol className="space-y-3">
        {countries.map((country, index) => (
          <li key={country.countryId ?? country.name} className="flex items-center gap-3" data-testid="country-row">
            <span className="w-4 shrink-0 text-right text-xs font-medium text-muted-foreground tabular-nums">{index + 1}</span>
            <CountryFlag flag={country.flag} className="shrink-0 text-xl" />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium" data-testid="country-name">
                  {country.name}
                </span>
                <span className="font-semibold tabular-nums" data-testid="country-sales">
                  {formatEuro(country.sales)}
                </span>
              </div>
              <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary/70" style={{ width: `${best > 0 ? (Number(country.sales) / best) * 100 : 0}%` }} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Last30DaysCard>
  );
}
