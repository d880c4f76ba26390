// /users (Utilisateurs): server-side search, sort and paging; add, edit (details, credit) and delete users.
import { USER_PAGE_SIZES, type UserListItem, type UsersQuery } from '@contracts/users';
import { PencilIcon, ShoppingCartIcon, Trash2Icon, UserPlusIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, type ColumnDef } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ToolbarSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { IconAction } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { useCreditTexts } from '@/features/users/credit-texts';
import { UserCreateDialog } from '@/features/users/user-create-dialog';
import { UserCreditDialog } from '@/features/users/user-credit-dialog';
import { UserEditDialog } from '@/features/users/user-edit-dialog';
import { type OrderCustomer, UserOrderDialog } from '@/features/users/user-order-dialog';
import { useDeleteUser, useUsersList } from '@/features/users/users-api';
import { useConfirmedChange } from '@/lib/confirmed-change';
import { formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useUrlSearchTerm } from '@/lib/use-url-search-term';
import { PagedTable, usePagedSearch } from '@/components/paged-table';

type Sort = NonNullable<UsersQuery['sort']>;


export default function UsersPage() {
  const t = useT();
  const ct = useCreditTexts();
  const [sort, setSort] = useState<Sort>('balance');
  const { search, table } = usePagedSearch(USER_PAGE_SIZES, { sort }, useUsersList, 'users-search', useUrlSearchTerm());
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [crediting, setCrediting] = useState<UserListItem | null>(null);
  const [ordering, setOrdering] = useState<OrderCustomer | null>(null);
  const remove = useDeleteUser();
  const confirmChange = useConfirmedChange();

  const onDelete = (user: UserListItem) =>
    confirmChange({
      question: { title: t('users.delete.confirm'), description: user.username, destructive: true },
      send: () => remove.mutateAsync(user.id),
      done: (result) => (result.outcome === 'deleted' ? [t('users.toast.deleted'), user.username] : [t('users.toast.deactivated'), result.message]),
      failed: t('users.error.delete'),
    });

  const columns: ColumnDef<UserListItem>[] = [
    {
      id: 'id',
      header: t('users.column.id'),
      meta: { className: 'hidden w-16 sm:table-cell', cellClassName: 'font-mono text-xs text-muted-foreground' },
      cell: ({ row }) => row.original.id,
    },
    {
      id: 'username',
      header: t('users.column.username'),
      // On a phone the id column is hidden: this one lines up with the card's edge instead.
      meta: { className: 'pl-4 sm:pl-3' },
      cell: ({ row }) => <UserName user={row.original} onOpen={() => setEditingId(row.original.id)} />,
    },
    {
      id: 'balance',
      header: t('users.column.balance'),
      // A sortable column needs its value (TanStack); the server sorts, largest first.
      accessorFn: (user) => user.balance,
      enableSorting: true,
      meta: { align: 'right', cellClassName: 'font-medium tabular-nums', testId: 'user-row-balance' },
      cell: ({ row }) => formatEuro(row.original.balance),
    },
    {
      id: 'deposits',
      header: t('users.column.totalDeposits'),
      accessorFn: (user) => user.totalDeposits,
      enableSorting: true,
      meta: { align: 'right', className: 'hidden md:table-cell', cellClassName: 'tabular-nums text-muted-foreground', testId: 'user-row-deposits' },
      cell: ({ row }) => formatEuro(row.original.totalDeposits),
    },
    {
      id: 'admin',
      header: t('users.column.admin'),
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ row }) => (
        <Badge variant={row.original.isAdmin ? 'default' : 'secondary'} data-testid="user-row-admin">
          {row.original.isAdmin ? t('common.yes') : t('common.no')}
        </Badge>
      ),
    },
    actionsColumn(t('users.column.actions'), (user) => (
      // Narrow buttons on a phone, so the money and delete actions stay inside the table's visible box.
      <div className="flex gap-0.5 sm:gap-1">
        <IconAction label={ct('rowAction', { username: user.username })} tooltip={ct('rowActionShort')} onClick={() => setCrediting(user)} className="size-8 sm:size-9" testId="user-row-credit">
          <WalletIcon />
        </IconAction>
        <IconAction label={t('users.order.rowAction', { username: user.username })} tooltip={t('users.order.rowActionShort')} onClick={() => setOrdering(user)} className="hidden size-8 sm:inline-flex sm:size-9" testId="user-row-order">
          <ShoppingCartIcon />
        </IconAction>
        {/* On a phone the row itself opens the details (with its own order button): the pencil and the cart leave their room to the money and delete actions. */}
        <IconAction label={t('users.editUser', { username: user.username })} tooltip={t('users.edit.title')} onClick={() => setEditingId(user.id)} className="hidden size-8 sm:inline-flex sm:size-9">
          <PencilIcon />
        </IconAction>
        <IconAction label={t('users.deleteUser', { username: user.username })} tooltip={t('common.delete')} onClick={() => onDelete(user)} destructive className="size-8 sm:size-9">
          <Trash2Icon />
        </IconAction>
      </div>
    )),
  ];

  const term = search.trim();
  return (
    <div>
      <PageHeader page="users" add={{ label: t('users.add'), icon: UserPlusIcon, onClick: () => setCreating(true), testId: 'add-user-button' }} />

      <PagedTable
        {...table}
        page="users"
        columns={columns}
        testId="users-table"
        rowTestId="user-row"
        rowProps={(user) => ({ 'data-user-id': user.id })}
        // A click anywhere on the row opens the customer's details; the username button is the keyboard's way in.
        onRowClick={(user) => setEditingId(user.id)}
        toolbar={
          <div className="flex items-center gap-2">
            <span className="text-sm whitespace-nowrap text-muted-foreground">{t('users.sortLabel')}</span>
            <ToolbarSelect label={t('users.sortLabel')} testId="users-sort" minWidth="sm:min-w-56"
              value={sort}
              onChange={(value) => setSort(value as Sort)}
              options={[
                { value: 'balance', label: t('users.sort.balance') },
                { value: 'deposits', label: t('users.sort.deposits') },
              ]}
            />
          </div>
        }
        // The server sorts by one column, largest first: a header click chooses it like the sort menu.
        sorting={{ state: [{ id: sort, desc: true }], onChange: (next) => next[0] && setSort(next[0].id as Sort) }}
        empty={
          <EmptyState
            icon={UsersIcon}
            title={term ? t('users.emptySearch', { search: term }) : t('users.empty')}
            description={term ? t('users.emptySearchHint') : undefined}
          />
        }
      />

      <UserCreateDialog open={creating} onOpenChange={setCreating} />
      <UserEditDialog
        userId={editingId}
        onOpenChange={(open) => !open && setEditingId(null)}
        onOrder={(user) => {
          setEditingId(null);
          setOrdering(user);
        }}
      />
      <UserCreditDialog user={crediting} onOpenChange={(open) => !open && setCrediting(null)} />
      <UserOrderDialog user={ordering} onOpenChange={(open) => !open && setOrdering(null)} />
    </div>
  );
}

function UserName({ user, onOpen }: { user: UserListItem; onOpen(): void }) {
  const t = useT();
  const ct = useCreditTexts();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const secondLine = [user.telegramUsername ? `@${user.telegramUsername}` : null, fullName || null].filter(Boolean).join(' · ');
  return (
    <>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onOpen}
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
        {user.blocked && (
          <Badge variant="destructive" data-testid="user-row-blocked">
            {t('users.blockedBadge')}
          </Badge>
        )}
      </div>
      {secondLine && (
        <div className="max-w-36 truncate text-xs text-muted-foreground sm:max-w-none" title={secondLine}>
          {secondLine}
        </div>
      )}
    </>
  );
}
