// The simulator's customer picker: customers who have a Telegram id, searched as you type (GET /api/users/with-stats).
import type { UserListItem } from '@contracts/users';
import { UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsersList } from '@/features/users/users-api';
import { errorMessage } from '@/lib/api';
import { formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSearchTerm } from '@/lib/use-debounced-value';

/** The list has no "has a Telegram id" filter; a larger page leaves enough after filtering. */
const PAGE_SIZE = 50;
const SHOWN = 8;

export function customerName(user: Pick<UserListItem, 'username' | 'firstName' | 'lastName'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return full || user.username;
}

/** How the simulator tells a customer on Telegram: « @username · 12345 », or the id alone. */
export function telegramLine(user: Pick<UserListItem, 'telegramUsername' | 'telegramId'>): string {
  return `${user.telegramUsername ? `@${user.telegramUsername} · ` : ''}${user.telegramId ?? ''}`;
}

export function CustomerPicker({ onPick }: { onPick(user: UserListItem): void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const term = useSearchTerm(search.trim());
  const users = useUsersList({ search: term, page: 1, pageSize: PAGE_SIZE, sort: 'balance' });
  const customers = (users.data?.data ?? []).filter((user) => user.telegramId !== null).slice(0, SHOWN);

  return (
    <div className="space-y-3" data-testid="simulator-customer-picker">
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('simulator.searchPlaceholder')}
        aria-label={t('simulator.customer')}
        data-testid="simulator-customer-search"
      />
      <p className="text-xs text-muted-foreground">{t('simulator.onlyTelegram')}</p>
      {users.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('simulator.customersFailed')}
          {errorMessage(users.error, '') && ` : ${errorMessage(users.error, '')}`}
        </p>
      ) : users.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : customers.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">
          {term ? t('simulator.noMatch', { search: term }) : t('simulator.noCustomers')}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-busy={users.isFetching}>
          {customers.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                onClick={() => onPick(user)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left transition-colors outline-none hover:bg-accent focus-visible:bg-accent"
                data-testid="simulator-customer-option"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <UserRoundIcon className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{customerName(user)}</span>
                  <span className="block truncate text-xs text-muted-foreground">{telegramLine(user)}</span>
                </span>
                <span className="shrink-0 text-xs font-medium tabular-nums">{formatEuro(user.balance)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
