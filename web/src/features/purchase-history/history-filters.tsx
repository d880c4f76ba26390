// The filter bar of /purchase-history: text search, sort (column and direction), status / country / operator, and 'reset'.
import { ArrowDownIcon, ArrowUpIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { DataTableProps } from '@/components/data-table';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { countryOptions } from '@/features/catalogue/country-options';
import type { HistoryFilters } from '@/features/purchase-history/history-api';
import { useT } from '@/lib/i18n';
import { useSearchTerm } from '@/lib/use-debounced-value';

/** SPEC §9: newest first, nothing filtered. */
const INITIAL_CHOICES: Omit<HistoryFilters, 'search'> = { status: 'all', countryId: 'all', operatorId: 'all', sort: 'date', dir: 'desc' };

export type HistoryFilterState = ReturnType<typeof useHistoryFilters>;

/** The filters as chosen; the text search follows the box after a pause. */
export function useHistoryFilters() {
  const [choices, setChoices] = useState(INITIAL_CHOICES);
  const [searchInput, setSearchInput] = useState('');
  const search = useSearchTerm(searchInput);
  const filters: HistoryFilters = { ...choices, search };
  return {
    filters,
    searchInput,
    setSearchInput,
    setFilter: (patch: Partial<Omit<HistoryFilters, 'search'>>) => setChoices((current) => ({ ...current, ...patch })),
    reset: () => {
      setSearchInput('');
      setChoices(INITIAL_CHOICES);
    },
    filtered:
      filters.status !== 'all' || filters.countryId !== 'all' || filters.operatorId !== 'all' || filters.search.trim() !== '' || searchInput !== '',
  };
}

/** The bar as the history table's slots: the search box, the sort beside it, the three filters below, the 'filtered' line. */
export function historyFilterBar(
  state: HistoryFilterState,
  t: ReturnType<typeof useT>,
): Pick<DataTableProps<unknown>, 'search' | 'toolbar' | 'filters' | 'notice'> {
  return {
    search: {
      value: state.searchInput,
      onChange: state.setSearchInput,
      placeholder: t('history.searchPlaceholder'),
      label: t('history.searchLabel'),
      testId: 'history-search',
    },
    toolbar: <HistorySort state={state} />,
    filters: <HistoryFilterSelects state={state} />,
    notice: state.filtered && <FilteredNotice onReset={state.reset} />,
  };
}

function HistorySort({ state: { filters, setFilter } }: { state: HistoryFilterState }) {
  const t = useT();
  const direction = filters.dir === 'desc' ? t('history.sort.desc') : t('history.sort.asc');
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm whitespace-nowrap text-muted-foreground">{t('history.sort.label')}</span>
      <OptionSelect
        className="min-w-0 sm:w-40"
        aria-label={t('history.sort.label')}
        data-testid="history-sort"
        value={filters.sort}
        // Like a click on a new column: descending first (SPEC §9).
        onChange={(sort) => setFilter({ sort: sort as HistoryFilters['sort'], dir: 'desc' })}
        options={[
          { value: 'date', label: t('history.sort.date') },
          { value: 'price', label: t('history.sort.price') },
          { value: 'quantity', label: t('history.sort.quantity') },
        ]}
      />
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            onClick={() => setFilter({ dir: filters.dir === 'desc' ? 'asc' : 'desc' })}
            aria-label={direction}
            data-testid="history-sort-dir"
            data-dir={filters.dir}
          >
            {filters.dir === 'desc' ? <ArrowDownIcon /> : <ArrowUpIcon />}
          </Button>
        </TooltipTrigger>
        <TooltipContent>{direction}</TooltipContent>
      </Tooltip>
    </div>
  );
}

function HistoryFilterSelects({ state: { filters, setFilter } }: { state: HistoryFilterState }) {
  const t = useT();
  const countries = useCountries();
  const operators = useOperators();
  const operatorChoices = (operators.data ?? []).filter(
    (operator) => filters.countryId === 'all' || String(operator.countryId) === filters.countryId,
  );
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <OptionSelect
        className="min-w-0"
        aria-label={t('history.filter.status')}
        data-testid="filter-status"
        value={filters.status}
        onChange={(status) => setFilter({ status: status as HistoryFilters['status'] })}
        options={[
          { value: 'all', label: t('history.filter.allStatuses') },
          { value: 'completed', label: t('history.status.completed') },
          { value: 'failed', label: t('history.status.failed') },
          { value: 'refunded', label: t('history.status.refunded') },
        ]}
      />
      <OptionSelect
        className="min-w-0"
        aria-label={t('history.filter.country')}
        data-testid="filter-country"
        value={filters.countryId}
        // The operator list follows the country: an operator of another country would match nothing.
        onChange={(countryId) => setFilter({ countryId, operatorId: 'all' })}
        options={[
          { value: 'all', label: t('history.filter.allCountries') },
          ...countryOptions(countries.data),
        ]}
      />
      <OptionSelect
        className="min-w-0"
        aria-label={t('history.filter.operator')}
        data-testid="filter-operator"
        value={filters.operatorId}
        onChange={(operatorId) => setFilter({ operatorId })}
        options={[
          { value: 'all', label: t('history.filter.allOperators') },
          ...operatorChoices.map((operator) => ({ value: String(operator.id), label: operator.name })),
        ]}
      />
    </div>
  );
}

function FilteredNotice({ onReset }: { onReset(): void }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-3 border-b bg-muted/30 px-4 py-2 text-sm">
      <span className="text-muted-foreground">{t('history.filteredHint')}</span>
      <Button variant="ghost" size="sm" onClick={onReset} data-testid="reset-filters">
        <XIcon />
        {t('history.resetFilters')}
      </Button>
    </div>
  );
}
