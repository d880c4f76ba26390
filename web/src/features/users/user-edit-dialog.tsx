// Edit dialog of one user: details (Telegram, names, language, totals), the profile form, credit management and the latest ledger rows.
import { type UserDetails, updateUserRequestSchema } from '@contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CoinsIcon, HistoryIcon, ShoppingCartIcon, UserPenIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { useEscapeCloses } from '@/components/entity-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BlockSection } from '@/features/users/block-section';
import { CreditPanel } from '@/features/users/credit-panel';
import { languageName } from '@/features/users/languages';
import { LedgerTable } from '@/features/users/ledger-table';
import { ActiveField, AdminField, LanguageField, NameFields, PasswordField, TelegramFields, UsernameField } from '@/features/users/user-fields';
import { useUpdateUser, useUserDetails } from '@/features/users/users-api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { formatDate, formatEuro, formatRelative } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The API's schema; an empty password field means "unchanged". */
const editFormSchema = updateUserRequestSchema.extend({
  password: z.union([z.literal(''), updateUserRequestSchema.shape.password.unwrap()]),
});
type EditUserForm = z.input<typeof editFormSchema>;

function formValues(user: UserDetails): EditUserForm {
  return {
    username: user.username,
    telegramId: user.telegramId === null ? '' : String(user.telegramId),
    telegramUsername: user.telegramUsername ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    language: user.language as EditUserForm['language'],
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    password: '',
  };
}

export function UserEditDialog({
  userId,
  onOpenChange,
  onOrder,
}: {
  userId: number | null;
  onOpenChange(open: boolean): void;
  /** "Commander pour ce client" from the card (on a phone, the row has no room for it). */
  onOrder?(user: { id: number; username: string }): void;
}) {
  const t = useT();
  // The last user shown stays on screen while the dialog animates out.
  const [shownId, setShownId] = useState(userId);
  if (userId !== null && userId !== shownId) setShownId(userId);
  const details = useUserDetails(shownId);
  const user = details.data;
  // A credit keeps the dialog open under its toast: Escape still closes it.
  const contentRef = useEscapeCloses(userId !== null, () => onOpenChange(false));

  return (
    <Dialog open={userId !== null} onOpenChange={onOpenChange}>
      {/* Anchored near the top on larger screens, so switching tabs of different heights does not move the dialog. */}
      <DialogContent ref={contentRef} className="sm:top-[6dvh] sm:max-h-[88dvh] sm:max-w-3xl sm:translate-y-0" data-testid="user-edit-dialog">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            {t('users.edit.title')}
            {user && <span className="text-muted-foreground">· {user.username}</span>}
            {user?.isAdmin && <Badge>{t('users.adminBadge')}</Badge>}
            {user && !user.isActive && <Badge variant="destructive">{t('common.inactive')}</Badge>}
            {user?.blocked && (
              <Badge variant="destructive" data-testid="user-blocked-badge">
                {t('users.blockedBadge')}
              </Badge>
            )}
          </DialogTitle>
          <DialogDescription>{t('users.edit.description')}</DialogDescription>
          {user && onOrder && (
            <Button variant="outline" size="sm" className="self-center sm:self-start" onClick={() => onOrder(user)} data-testid="user-edit-order">
              <ShoppingCartIcon />
              {t('users.order.title')}
            </Button>
          )}
        </DialogHeader>

        {details.isPending ? (
          <div className="grid gap-3">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {['a', 'b', 'c', 'd'].map((key) => (
                <Skeleton key={key} className="h-16" />
              ))}
            </div>
            <Skeleton className="h-48" />
          </div>
        ) : details.isError || !user ? (
          <Alert variant="destructive">
            <CircleAlertIcon />
            <AlertTitle>{t('users.edit.loadError')}</AlertTitle>
            <AlertDescription>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => details.refetch()}>
                {t('common.retry')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <UserDetailsBody user={user} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Figure({ label, value, testId, tone }: { label: string; value: string; testId?: string; tone?: string }) {
  return (
    <div className="rounded-lg border bg-muted/40 px-3 py-2.5">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className={`mt-0.5 truncate text-base font-semibold tabular-nums ${tone ?? ''}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function UserDetailsBody({ user, onDone }: { user: UserDetails; onDone(): void }) {
  const t = useT();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid min-w-0 gap-5">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="user-figures">
        <Figure label={t('users.column.balance')} value={formatEuro(user.balance)} testId="user-balance" tone="text-primary" />
        <Figure label={t('users.column.totalDeposits')} value={formatEuro(user.totalDeposits)} testId="user-total-deposits" />
        <Figure label={t('users.details.totalPurchases')} value={formatEuro(user.totalPurchases)} testId="user-total-purchases" />
        <Figure label={t('users.details.openingBalance')} value={formatEuro(user.openingBalance)} />
      </div>

      <dl className="grid gap-x-6 gap-y-2 rounded-lg border px-4 py-3 text-sm sm:grid-cols-2" data-testid="user-details">
        <DetailRow label={t('users.field.telegramId')} value={user.telegramId === null ? '—' : String(user.telegramId)} mono />
        <DetailRow label={t('users.field.telegramUsername')} value={user.telegramUsername ? `@${user.telegramUsername}` : '—'} />
        <DetailRow label={t('users.details.name')} value={fullName || '—'} />
        <DetailRow label={t('users.field.language')} value={`${languageName(user.language)} (${user.language})`} />
        <DetailRow label={t('users.details.orders')} value={t('users.details.counts', { purchases: user.purchaseCount, deposits: user.depositCount })} />
        <DetailRow label={t('users.details.registered')} value={formatDate(user.createdAt)} />
        <DetailRow label={t('users.details.lastActivity')} value={formatRelative(user.lastActivity)} />
      </dl>

      <BlockSection user={user} />

      <Tabs defaultValue="profile" className="min-w-0">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="profile" data-testid="tab-profile">
            <UserPenIcon />
            {t('users.tab.profile')}
          </TabsTrigger>
          <TabsTrigger value="credit" data-testid="tab-credit">
            <CoinsIcon />
            {t('users.tab.credit')}
          </TabsTrigger>
          <TabsTrigger value="ledger" data-testid="tab-ledger">
            <HistoryIcon />
            {t('users.tab.ledger')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="pt-1">
          <ProfileForm user={user} onDone={onDone} />
        </TabsContent>
        <TabsContent value="credit" className="pt-1">
          <CreditPanel user={user} />
        </TabsContent>
        <TabsContent value="ledger" className="min-w-0 pt-1">
          <LedgerTable entries={user.ledger} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function DetailRow({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 sm:justify-start">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className={`truncate font-medium ${mono ? 'font-mono text-xs' : ''}`}>{value}</dd>
    </div>
  );
}

function ProfileForm({ user, onDone }: { user: UserDetails; onDone(): void }) {
  const t = useT();
  const update = useUpdateUser(user.id);
  const form = useForm<EditUserForm, unknown, z.output<typeof editFormSchema>>({
    resolver: zodResolver(editFormSchema),
    defaultValues: formValues(user),
  });

  // Another user opened in the same dialog: start from that user's values (a refetch of the same user keeps what is typed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the user's identity matters here.
  useEffect(() => {
    form.reset(formValues(user));
  }, [user.id]);

  const onSubmit = form.handleSubmit(async ({ password, ...values }) => {
    try {
      await update.mutateAsync({ ...values, ...(password ? { password } : {}) });
      notifySuccess(t('users.toast.updated'), values.username ?? user.username);
      onDone();
    } catch (error) {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), t('users.error.update'), error);
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="user-edit-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <UsernameField />
          <LanguageField />
        </div>
        <TelegramFields />
        <NameFields />
        <div className="grid gap-3 sm:grid-cols-2">
          <AdminField />
          <ActiveField />
        </div>
        <PasswordField label={t('users.field.newPassword')} hint={t('users.field.newPasswordHint')} />
        {/* Kept in view at the dialog's bottom edge however tall the form (issue 9: 1440×900 and phones); -bottom-6 undoes the dialog's padding, which sticky offsets count from. */}
        <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-row border-t bg-popover px-6 py-4" data-testid="user-edit-footer">
          <Button variant="outline" onClick={onDone} className="flex-1 sm:flex-none">
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={update.isPending} className="flex-1 sm:flex-none" data-testid="user-edit-submit">
            {t('common.save')}
          </BusyButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
