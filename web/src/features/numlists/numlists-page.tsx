// /numlists (Gestion des Numlists): the card grid with search, paging, refresh, clear-restock, restock, and each card's actions.
import type { Numlist, NumlistList } from '@contracts/stock';
import { NUMLIST_PAGE_SIZES } from '@contracts/stock';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ClockIcon, EraserIcon, ListChecksIcon, PlusIcon, RefreshCwIcon, SearchXIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { confirm } from '@/components/ui/confirm';
import { PaginationControls } from '@/components/ui/pagination';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { ClearRestockDialog } from '@/features/numlists/clear-restock-dialog';
import { NumlistCard, NumlistCardSkeleton, type NumlistAction } from '@/features/numlists/numlist-card';
import {
  type ClearResult,
  invalidateNumlists,
  NUMLIST_DEFAULT_PAGE_SIZE,
  NUMLIST_REFRESH_MS,
  numlistsKey,
  type RemoveDuplicatesResult,
  type ShuffleResult,
  useNumlists,
} from '@/features/numlists/numlists-api';
import { RestockDialog } from '@/features/numlists/restock-dialog';
import { apiRequest, downloadFile } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSearchTerm } from '@/lib/use-debounced-value';
import { usePaging } from '@/lib/use-paging';
import { useUrlSearchTerm } from '@/lib/use-url-search-term';
import { SearchInput } from '@/components/search-input';

/** SPEC §9: a load slower than 5 s raises a warning. */
const SLOW_LOAD_MS = 5000;

/** True once `active` has stayed true for `delayMs`; false again as soon as it ends. */
function useSlowFlag(active: boolean, delayMs: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return slow;
}

export default function NumlistsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useUrlSearchTerm();
  const search = useSearchTerm(searchInput.trim());
  // A new search starts again from page 1 (SPEC §9), in the same render as the new term: one request, not two.
  const paging = usePaging(NUMLIST_PAGE_SIZES, search, NUMLIST_DEFAULT_PAGE_SIZE);
  const { page, pageSize } = paging;
  const [restocking, setRestocking] = useState<Numlist | null>(null);
  const [clearRestockOpen, setClearRestockOpen] = useState(false);
  const [busy, setBusy] = useState<Record<number, NumlistAction>>({});

  const numlists = useNumlists({ page, pageSize, search });
  const { data, dataUpdatedAt, refetch } = numlists;
  const slow = useSlowFlag(numlists.isFetching, SLOW_LOAD_MS);

  // Cached data older than the refresh period is reloaded on arrival, so the banner's promise holds.
  const checkedAge = useRef(false);
  useEffect(() => {
    if (checkedAge.current || !dataUpdatedAt) return;
    checkedAge.current = true;
    if (Date.now() - dataUpdatedAt > NUMLIST_REFRESH_MS) void refetch();
  }, [dataUpdatedAt, refetch]);

  // After deletions the last page may be gone: show the new last one.
  paging.keepWithin(data?.pagination.totalPages, numlists.isPlaceholderData);

  const setCardBusy = (id: number, action: NumlistAction | null) =>
    setBusy((current) => {
      const next = { ...current };
      if (action) next[id] = action;
      else delete next[id];
      return next;
    });

  const remove = useMutation({
    mutationFn: (numlist: Numlist) => apiRequest('DELETE', `/api/numlists/${numlist.id}`),
    // SPEC §4: the card leaves the grid at once and comes back if the server refuses.
    onMutate: async (numlist) => {
      await queryClient.cancelQueries({ queryKey: numlistsKey });
      const snapshot = queryClient.getQueriesData<NumlistList>({ queryKey: numlistsKey });
      queryClient.setQueriesData<NumlistList>({ queryKey: numlistsKey }, (list) => withoutNumlist(list, numlist.id));
      return { snapshot };
    },
    onError: (error, _numlist, context) => {
      restore(queryClient, context?.snapshot);
      notifyError(t('common.error'), t('numlists.deleteFailed'), error);
    },
    onSuccess: (_, numlist) => notifySuccess(t('numlists.deleted'), numlist.name),
    onSettled: () => invalidateNumlists(queryClient),
  });

  /** One card operation: asked first when it has a `question`, the card busy meanwhile, the grid refreshed after a change. */
  const operate = async <T,>(numlist: Numlist, action: NumlistAction, operation: Operation<T>) => {
    if (operation.question && !(await confirm(operation.question))) return;
    setCardBusy(numlist.id, action);
    try {
      operation.done(await operation.call());
      if (action !== 'download') await invalidateNumlists(queryClient);
    } catch (error) {
      notifyError(t('common.error'), operation.failure, error);
    } finally {
      setCardBusy(numlist.id, null);
    }
  };
  const post = <T,>(numlist: Numlist, path: string) => () => apiRequest<T>('POST', `/api/numlists/${numlist.id}/${path}`);

  const onAction = async (action: NumlistAction, numlist: Numlist) => {
    const name = numlist.name;
    switch (action) {
      case 'restock':
        setRestocking(numlist);
        return;
      case 'download':
        return operate(numlist, action, {
          call: () => downloadFile(`/api/numlists/${numlist.id}/download`, { fallbackFilename: `${name}.txt` }),
          done: (filename) => notifySuccess(t('numlists.downloaded'), filename),
          failure: t('numlists.downloadFailed'),
        });
      case 'shuffle':
        return operate(numlist, action, {
          call: post<ShuffleResult>(numlist, 'shuffle'),
          done: ({ shuffledNumbers }) => notifySuccess(t('numlists.shuffled'), t('numlists.shuffledDescription', { count: formatNumber(shuffledNumbers) })),
          failure: t('numlists.operationFailed'),
        });
      case 'dedupe':
        return operate(numlist, action, {
          question: { title: t('numlists.confirmDedupe'), description: t('numlists.confirmDedupeDescription', { name }) },
          call: post<RemoveDuplicatesResult>(numlist, 'remove-duplicates'),
          done: (result) =>
            notifySuccess(
              t('numlists.deduped'),
              t('numlists.dedupedDescription', {
                count: formatNumber(result.removedNumbers),
                other: formatNumber(result.inOtherNumlists),
                sold: formatNumber(result.alreadySold),
              }),
            ),
          failure: t('numlists.operationFailed'),
        });
      case 'clear':
        return operate(numlist, action, {
          question: {
            title: t('numlists.confirmClear'),
            description: t('numlists.confirmClearDescription', { name, count: formatNumber(numlist.availableNumbers) }),
            confirmLabel: t('numlists.clear'),
            destructive: true,
          },
          call: post<ClearResult>(numlist, 'clear'),
          done: ({ removedNumbers }) => notifySuccess(t('numlists.cleared'), t('numlists.clearedDescription', { count: formatNumber(removedNumbers) })),
          failure: t('numlists.clearFailed'),
        });
      case 'delete':
        if (await confirm({ title: t('numlists.confirmDelete'), description: name, destructive: true })) remove.mutate(numlist);
        return;
    }
  };

  const rows = data?.data ?? [];
  const total = data?.pagination.total ?? 0;

  return (
    <div data-testid="numlists-page">
      <PageHeader
        page="numlists"
        actions={
          <>
            <Tooltip>
              <TooltipTrigger asChild>
                <Button variant="outline" size="icon" aria-label={t('numlists.refresh')} onClick={() => refetch()} data-testid="numlists-refresh">
                  <RefreshCwIcon className={numlists.isFetching ? 'animate-spin' : undefined} />
                </Button>
              </TooltipTrigger>
              <TooltipContent>{t('numlists.refresh')}</TooltipContent>
            </Tooltip>
            <Button variant="outline" onClick={() => setClearRestockOpen(true)} data-testid="open-clear-restock">
              <EraserIcon />
              {t('clearRestock.button')}
            </Button>
            <NewNumlistButton />
          </>
        }
      />

      <div className="mb-4 grid gap-3">
        {/* When the list shown was read (issue 9: say when, not how the cache works). */}
        {dataUpdatedAt > 0 && (
          <Alert variant="info" role="note" data-testid="cache-banner">
            <ClockIcon />
            <AlertDescription className="text-foreground/80">
              {t('numlists.updatedAt', { time: new Date(dataUpdatedAt).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' }) })}
            </AlertDescription>
          </Alert>
        )}
        {slow && (
          <Alert variant="warning" data-testid="slow-load">
            <TriangleAlertIcon />
            <AlertTitle>{t('numlists.slowTitle')}</AlertTitle>
            <AlertDescription>{t('numlists.slowDescription', { seconds: SLOW_LOAD_MS / 1000 })}</AlertDescription>
          </Alert>
        )}
        <SearchInput
          containerClassName="max-w-md"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          placeholder={t('numlists.searchPlaceholder')}
          aria-label={t('numlists.searchLabel')}
          data-testid="numlists-search"
        />
      </div>

      {numlists.isError && !data ? (
        <LoadError
          title={t('numlists.loadErrorTitle')}
          description={t('numlists.loadErrorDescription')}
          error={numlists.error}
          onRetry={() => refetch()}
          retrying={numlists.isFetching}
        />
      ) : numlists.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: Math.min(pageSize, 6) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <NumlistCardSkeleton key={index} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        search ? (
          <EmptyState
            icon={SearchXIcon}
            title={t('numlists.emptySearch', { search })}
            description={t('numlists.emptySearchHint')}
            action={
              <Button variant="outline" onClick={() => setSearchInput('')}>
                <XIcon />
                {t('numlists.clearSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ListChecksIcon}
            title={t('numlists.empty')}
            description={t('numlists.emptyHint')}
            action={
              <NewNumlistButton />
            }
          />
        )
      ) : (
        <div className="grid gap-6">
          <div
            className="grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 data-[stale=true]:opacity-60"
            data-stale={numlists.isPlaceholderData}
            data-testid="numlist-grid"
          >
            {rows.map((numlist) => (
              <NumlistCard key={numlist.id} numlist={numlist} busy={busy[numlist.id] ?? null} onAction={onAction} />
            ))}
          </div>
          <PaginationControls {...paging.controls(total, t('numlists.items'))} />
        </div>
      )}

      <RestockDialog numlist={restocking} onClose={() => setRestocking(null)} />
      <ClearRestockDialog open={clearRestockOpen} onOpenChange={setClearRestockOpen} />
    </div>
  );
}

function NewNumlistButton() {
  const t = useT();
  return (
    <Button asChild>
      <Link href="/add-numlist">
        <PlusIcon />
        {t('numlists.new')}
      </Link>
    </Button>
  );
}

type Operation<T> = { question?: Parameters<typeof confirm>[0]; call(): Promise<T>; done(result: T): void; failure: string };

function withoutNumlist(list: NumlistList | undefined, id: number): NumlistList | undefined {
  if (!list?.data.some((numlist) => numlist.id === id)) return list;
  const total = Math.max(0, list.pagination.total - 1);
  return {
    data: list.data.filter((numlist) => numlist.id !== id),
    pagination: { ...list.pagination, total, totalPages: Math.max(1, Math.ceil(total / list.pagination.pageSize)) },
  };
}

function restore(queryClient: ReturnType<typeof useQueryClient>, snapshot: Array<[QueryKey, NumlistList | undefined]> | undefined) {
  for (const [key, value] of snapshot ?? []) queryClient.setQueryData(key, value);
}
