// /users (Utilisateurs): server-side search, sort and paging; add, edit (details, credit) and delete users.
import { USER_PAGE_SIZES, type UserListItem, type UsersQuery } from '@contracts/users';
import { CircleAlertIcon, PencilIcon, Trash2Icon, UserPlusIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm';
import { PaginationControls } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCreditTexts } from '@/features/users/credit-texts';
import { UserCreateDialog } from '@/features/users/user-create-dialog';
import { UserCreditDialog } from '@/features/users/user-credit-dialog';
import { UserEditDialog } from '@/features/users/user-edit-dialog';
import { useDeleteUser, useUsersList } from '@/features/users/users-api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUrlSearchTerm } from '@/lib/use-url-search-term';
import { cn } from '@/lib/utils';
import { SearchInput } from '@/components/search-input';

type Sort = NonNullable<UsersQuery['sort']>;

/** SPEC §9: 10 per page by default. */
const DEFAULT_PAGE_SIZE = USER_PAGE_SIZES[0];
const SEARCH_DEBOUNCE_MS = 300;

export default function UsersPage() {
  const t = useT();
  const [searchInput, setSearchInput] = useUrlSearchTerm();
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<Sort>('balance');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [crediting, setCrediting] = useState<UserListItem | null>(null);

  // A new search or sort starts again from page 1.
  const [lastQuery, setLastQuery] = useState({ search, sort });
  if (lastQuery.search !== search || lastQuery.sort !== sort) {
    setLastQuery({ search, sort });
    setPage(1);
  }

  const list = useUsersList({ search, sort, page, pageSize });
  const remove = useDeleteUser();
  const users = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;
  // The last user of the last page deleted (or the list shrank): show the new last page rather than an empty one.
  const lastPage = list.data?.pagination.totalPages;
  if (lastPage !== undefined && !list.isPlaceholderData && page > lastPage) setPage(lastPage);

  const onDelete = async (user: UserListItem) => {
    const ok = await confirm({ title: t('users.delete.confirm'), description: user.username, destructive: true });
    if (!ok) return;
    try {
      const result = await remove.mutateAsync(user.id);
      if (result.outcome === 'deleted') notifySuccess(t('users.toast.deleted'), user.username);
      else notifySuccess(t('users.toast.deactivated'), result.message);
    } catch (error) {
      notifyError(t('common.error'), t('users.error.delete'), error);
    }
  };

  return (
    <div>
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="add-user-button">
            <UserPlusIcon />
            {t('users.add')}
          </Button>
        }
      />

      <Card className="gap-0 py-0">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            containerClassName="w-full sm:max-w-sm"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder={t('users.searchPlaceholder')}
            aria-label={t('users.searchLabel')}
            data-testid="users-search"
          />
          <div className="flex items-center gap-2">
            <span className="text-sm whitespace-nowrap text-muted-foreground">{t('users.sortLabel')}</span>
            <Select value={sort} onValueChange={(value) => setSort(value as Sort)}>
              <SelectTrigger className="w-full sm:w-auto sm:min-w-56" aria-label={t('users.sortLabel')} data-testid="users-sort">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="balance">{t('users.sort.balance')}</SelectItem>
                <SelectItem value="deposits">{t('users.sort.deposits')}</SelectItem>
              </SelectContent>
            </Select>
          </div>
        </div>

        {list.isError ? (
          <div className="p-4">
            <Alert variant="destructive">
              <CircleAlertIcon />
              <AlertTitle>{t('users.loadError')}</AlertTitle>
              <AlertDescription>
                <Button variant="outline" size="sm" className="mt-2" onClick={() => list.refetch()}>
                  {t('common.retry')}
                </Button>
              </AlertDescription>
            </Alert>
          </div>
        ) : !list.isPending && users.length === 0 ? (
          <div className="p-4">
            <EmptyState
              icon={UsersIcon}
              title={search.trim() ? t('users.emptySearch', { search: search.trim() }) : t('users.empty')}
              description={search.trim() ? t('users.emptySearchHint') : undefined}
            />
          </div>
        ) : (
          <Table className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')} data-testid="users-table">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="hidden w-16 pl-4 sm:table-cell">{t('users.column.id')}</TableHead>
                <TableHead className="pl-4 sm:pl-3">{t('users.column.username')}</TableHead>
                <TableHead className="text-right">{t('users.column.balance')}</TableHead>
                <TableHead className="hidden text-right md:table-cell">{t('users.column.totalDeposits')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('users.column.admin')}</TableHead>
                <TableHead className="pr-2 text-right sm:pr-4">{t('users.column.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.isPending
                ? Array.from({ length: 5 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
                    <TableRow key={i}>
                      <TableCell colSpan={6} className="px-4">
                        <Skeleton className="h-8 w-full" />
                      </TableCell>
                    </TableRow>
                  ))
                : users.map((user) => (
                    <UserRow
                      key={user.id}
                      user={user}
                      onEdit={() => setEditingId(user.id)}
                      onCredit={() => setCrediting(user)}
                      onDelete={() => onDelete(user)}
                    />
                  ))}
            </TableBody>
          </Table>
        )}

        <PaginationControls
          className="border-t p-4"
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          pageSizeOptions={USER_PAGE_SIZES}
          onPageSizeChange={setPageSize}
          itemsLabel={t('users.itemsLabel')}
        />
      </Card>

      <UserCreateDialog open={creating} onOpenChange={setCreating} />
      <UserEditDialog userId={editingId} onOpenChange={(open) => !open && setEditingId(null)} />
      <UserCreditDialog user={crediting} onOpenChange={(open) => !open && setCrediting(null)} />
    </div>
  );
}

function UserRow({ user, onEdit, onCredit, onDelete }: { user: UserListItem; onEdit(): void; onCredit(): void; onDelete(): void }) {
  const t = useT();
  const ct = useCreditTexts();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const secondLine = [user.telegramUsername ? `@${user.telegramUsername}` : null, fullName || null].filter(Boolean).join(' · ');
  return (
    // A click anywhere on the row opens the customer's details; the username button is the keyboard's way in.
    <TableRow data-testid="user-row" data-user-id={user.id} onClick={onEdit} className="cursor-pointer">
      <TableCell className="hidden pl-4 font-mono text-xs text-muted-foreground sm:table-cell">{user.id}</TableCell>
      <TableCell className="pl-4 sm:pl-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onEdit();
            }}
            title={ct('openDetails', { username: user.username })}
            className="rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            data-testid="user-username"
          >
            {user.username}
          </button>
          {user.isAdmin && (
            <Badge className="sm:hidden" aria-hidden="true">
              {t('users.adminBadge')}
            </Badge>
          )}
          {!user.isActive && <Badge variant="destructive">{t('common.inactive')}</Badge>}
        </div>
        {secondLine && (
          <div className="max-w-36 truncate text-xs text-muted-foreground sm:max-w-none" title={secondLine}>
            {secondLine}
          </div>
        )}
      </TableCell>
      <TableCell className="text-right font-medium tabular-nums" data-testid="user-row-balance">
        {formatEuro(user.balance)}
      </TableCell>
      <TableCell className="hidden text-right tabular-nums text-muted-foreground md:table-cell" data-testid="user-row-deposits">
        {formatEuro(user.totalDeposits)}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <Badge variant={user.isAdmin ? 'default' : 'secondary'} data-testid="user-row-admin">
          {user.isAdmin ? t('common.yes') : t('common.no')}
        </Badge>
      </TableCell>
      {/* The actions act on their own: a click here does not also open the details. */}
      <TableCell className="pr-2 sm:pr-4" onClick={(event) => event.stopPropagation()}>
        <div className="flex justify-end gap-0.5 sm:gap-1">
          <Tooltip>
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" className="size-8 sm:size-9" onClick={onCredit} aria-label={ct('rowAction', { username: user.username })} data-testid="user-row-credit">
                <WalletIcon />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{ct('rowActionShort')}</TooltipContent>
          </Tooltip>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                // On a phone the row itself opens the details: the pencil leaves its room to the money and delete actions.
                className="hidden size-8 sm:inline-flex sm:size-9"
                onClick={onEdit}
                aria-label={t('users.editUser', { username: user.username })}>
                <PencilIcon />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{t('users.edit.title')}</TooltipContent>
          </Tooltip>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                onClick={onDelete}
                aria-label={t('users.deleteUser', { username: user.username })}
                className="size-8 text-muted-foreground hover:text-destructive sm:size-9"
              >
                <Trash2Icon />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{t('common.delete')}</TooltipContent>
          </Tooltip>
        </div>
      </TableCell>
    </TableRow>
  );
}
