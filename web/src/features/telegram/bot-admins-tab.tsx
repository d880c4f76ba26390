// « Admins »: the bot admins (chat id, 'Admin Principal', permissions, added date), the add form ('Chat ID requis') with
// the permissions, a permission changed from the list at once, and delete with a confirmation.
import { BOT_ADMIN_PERMISSIONS, type BotAdminPermission, type BotAdminView } from '@contracts/telegram';
import { ChevronDownIcon, ShieldCheckIcon, Trash2Icon, UserPlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { confirm } from '@/components/ui/confirm';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { type TranslationKey, useT } from '@/lib/i18n';
import { useAddBotAdmin, useBotAdmins, useRemoveBotAdmin, useUpdateBotAdmin } from './telegram-api';
import { TitledCard } from '@/components/titled-card';
import { QueryView, SkeletonBlocks } from '@/components/query-view';

const permissionKey = (permission: BotAdminPermission) => `telegram.admins.permission.${permission}` as TranslationKey;

export function BotAdminsTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <AdminListCard />
      <AddAdminCard />
    </div>
  );
}

function AdminListCard() {
  const t = useT();
  const admins = useBotAdmins();
  const remove = useRemoveBotAdmin();

  const onDelete = async (admin: BotAdminView) => {
    const chatId = String(admin.telegramChatId);
    const ok = await confirm({
      title: t('telegram.admins.confirmDelete'),
      description: t('telegram.admins.confirmDeleteDescription', { chatId }),
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(admin.telegramChatId, {
      onSuccess: () => notifySuccess(t('telegram.admins.deleted'), chatId),
      onError: (error) => notifyError(t('common.error'), t('telegram.admins.deleteFailed'), error),
    });
  };

  return (
    <TitledCard testId="bot-admins" icon={ShieldCheckIcon} title={t('telegram.admins.title')} description={t('telegram.admins.description')}>
      <CardContent>
        <QueryView
          query={admins}
          failed={t('telegram.admins.loadFailed')}
          placeholder={<SkeletonBlocks className="grid gap-2" heights={['h-9', 'h-9']} />}
        >
          {(list) =>
            list.length === 0 ? (
              <EmptyState icon={ShieldCheckIcon} title={t('telegram.admins.empty')} description={t('telegram.admins.emptyHint')} className="py-8" />
            ) : (
              <div className="rounded-lg border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('telegram.admins.chatId')}</TableHead>
                      <TableHead>{t('telegram.admins.role')}</TableHead>
                      <TableHead className="hidden sm:table-cell">{t('telegram.admins.permissions')}</TableHead>
                      <TableHead className="hidden sm:table-cell">{t('telegram.admins.addedAt')}</TableHead>
                      <TableHead className="w-12">
                        <span className="sr-only">{t('common.delete')}</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {list.map((admin) => (
                      <TableRow key={admin.id} data-testid="bot-admin-row">
                        <TableCell className="font-mono tabular-nums">
                          {admin.telegramChatId}
                          {/* On a phone the permissions sit under the chat id, not in a column of their own. */}
                          <div className="mt-1 font-sans sm:hidden">
                            <PermissionsMenu admin={admin} />
                          </div>
                        </TableCell>
                        <TableCell>
                          {admin.isMainAdmin ? (
                            <Badge variant="default">{t('telegram.admins.main')}</Badge>
                          ) : (
                            <Badge variant="secondary">{t('telegram.admins.admin')}</Badge>
                          )}
                        </TableCell>
                        <TableCell className="hidden sm:table-cell">
                          <PermissionsMenu admin={admin} />
                        </TableCell>
                        <TableCell className="hidden text-muted-foreground tabular-nums sm:table-cell">{formatDate(admin.createdAt)}</TableCell>
                        <TableCell className="text-right">
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8 text-muted-foreground hover:text-destructive"
                            onClick={() => onDelete(admin)}
                            disabled={remove.isPending && remove.variables === admin.telegramChatId}
                            aria-label={t('telegram.admins.delete', { chatId: String(admin.telegramChatId) })}
                            data-testid="bot-admin-delete"
                          >
                            <Trash2Icon />
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )
          }
        </QueryView>
      </CardContent>
    </TitledCard>
  );
}

/** The main admin holds every permission; another admin's are ticked in a menu, each change saved at once. */
function PermissionsMenu({ admin }: { admin: BotAdminView }) {
  const t = useT();
  const update = useUpdateBotAdmin();
  if (admin.isMainAdmin) return <span className="text-sm text-muted-foreground">{t('telegram.admins.allPermissions')}</span>;
  const held = BOT_ADMIN_PERMISSIONS.filter((p) => admin.permissions.includes(p));
  const toggle = (permission: BotAdminPermission, on: boolean) => {
    const permissions = BOT_ADMIN_PERMISSIONS.filter((p) => (p === permission ? on : held.includes(p)));
    update.mutate(
      { telegramChatId: admin.telegramChatId, permissions },
      {
        onSuccess: () => notifySuccess(t('telegram.admins.permissionsSaved'), String(admin.telegramChatId)),
        onError: (error) => notifyError(t('common.error'), t('telegram.admins.permissionsFailed'), error),
      },
    );
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="h-auto max-w-56 justify-between gap-1 py-1 text-left font-normal whitespace-normal" data-testid="bot-admin-permissions">
          <span>{held.length ? held.map((p) => t(permissionKey(p))).join(', ') : t('telegram.admins.noPermission')}</span>
          {update.isPending ? <Spinner /> : <ChevronDownIcon className="opacity-60" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t('telegram.admins.editPermissions', { chatId: String(admin.telegramChatId) })}</DropdownMenuLabel>
        {BOT_ADMIN_PERMISSIONS.map((permission) => (
          <DropdownMenuCheckboxItem
            key={permission}
            checked={held.includes(permission)}
            onCheckedChange={(on) => toggle(permission, on === true)}
            onSelect={(event) => event.preventDefault()}
            data-testid={`bot-admin-permission-${permission}`}
          >
            {t(permissionKey(permission))}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function AddAdminCard() {
  const t = useT();
  const add = useAddBotAdmin();
  const [chatId, setChatId] = useState('');
  const [isMainAdmin, setIsMainAdmin] = useState(false);
  const [permissions, setPermissions] = useState<BotAdminPermission[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const chatIdInput = useId();
  const mainInput = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const telegramChatId = chatId.trim();
    // SPEC §5: 'Chat ID requis'; the rest (digits only, already an admin) is the server's to say.
    if (!telegramChatId) {
      setProblem(t('telegram.admins.chatIdRequired'));
      return;
    }
    add.mutate(
      { telegramChatId, isMainAdmin, permissions: isMainAdmin ? [] : permissions },
      {
        onSuccess: () => {
          setChatId('');
          setIsMainAdmin(false);
          setPermissions([]);
          notifySuccess(t('telegram.admins.added'), telegramChatId);
        },
        onError: (error) => notifyError(t('common.error'), t('telegram.admins.addFailed'), error),
      },
    );
  };

  return (
    <TitledCard testId="bot-admin-add" icon={UserPlusIcon} title={t('telegram.admins.addTitle')}>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={chatIdInput}>{t('telegram.admins.chatId')}</Label>
            <Input
              id={chatIdInput}
              value={chatId}
              onChange={(event) => {
                setChatId(event.target.value);
                setProblem(null);
              }}
              placeholder="123456789"
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={hintId}
              className="font-mono"
              data-testid="bot-admin-chat-id"
            />
            {problem ? (
              <p id={hintId} className="text-sm text-destructive" data-testid="bot-admin-problem">
                {problem}
              </p>
            ) : (
              <p id={hintId} className="text-sm text-muted-foreground">
                {t('telegram.admins.chatIdHint')}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id={mainInput} checked={isMainAdmin} onCheckedChange={(checked) => setIsMainAdmin(checked === true)} data-testid="bot-admin-main" />
            <Label htmlFor={mainInput}>{t('telegram.admins.mainLabel')}</Label>
          </div>
          <fieldset className="grid gap-2" disabled={isMainAdmin}>
            <legend className="mb-1 text-sm font-medium">{t('telegram.admins.permissions')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {BOT_ADMIN_PERMISSIONS.map((permission) => (
                <PermissionCheckbox
                  key={permission}
                  label={t(permissionKey(permission))}
                  checked={isMainAdmin || permissions.includes(permission)}
                  onChange={(on) => setPermissions((list) => BOT_ADMIN_PERMISSIONS.filter((p) => (p === permission ? on : list.includes(p))))}
                  testId={`bot-admin-new-permission-${permission}`}
                />
              ))}
            </div>
            <p className="text-sm text-muted-foreground">{t('telegram.admins.permissionsHint')}</p>
          </fieldset>
          <Button type="submit" className="justify-self-end" disabled={add.isPending} data-testid="bot-admin-submit">
            {add.isPending ? <Spinner /> : <UserPlusIcon />}
            {t('telegram.admins.add')}
          </Button>
        </form>
      </CardContent>
    </TitledCard>
  );
}

function PermissionCheckbox({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange(on: boolean): void; testId: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(on) => onChange(on === true)} data-testid={testId} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
