// A customer's block in their details (decision 0142): blocked since when, by whom and why, with Débloquer; or
// "Bloquer ce client", which asks for the reason in a dialog of its own and says what the block refuses.
import type { UserDetails } from '@contracts/users';
import { BanIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useBlockCustomer, useCustomerBlock, useUnblockCustomer } from '@/features/users/blocking-api';
import { isApiError } from '@/lib/api';
import { useConfirmedChange } from '@/lib/confirmed-change';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';

const REASON_MAX = 300;

export function BlockSection({ user }: { user: UserDetails }) {
  const t = useT();
  const block = useCustomerBlock(user.id);
  const unblock = useUnblockCustomer(user.id);
  const [asking, setAsking] = useState(false);
  const confirmChange = useConfirmedChange();
  // An admin account cannot be blocked (the server says so too): nothing to offer.
  if (user.isAdmin) return null;

  const onUnblock = () =>
    confirmChange({
      question: { title: t('users.block.unblockConfirm', { username: user.username }), description: t('users.block.unblockHint') },
      send: () => unblock.mutateAsync(),
      done: () => [t('users.block.unblocked'), user.username],
      failed: t('users.block.error'),
    });

  const current = block.data;
  return (
    <>
      {current ? (
        <Alert variant="destructive" data-testid="user-block">
          <BanIcon />
          <AlertTitle>{t('users.block.blockedTitle')}</AlertTitle>
          <AlertDescription>
            <p className="break-words" data-testid="user-block-reason">
              {t('users.block.reason')} : {current.reason}
            </p>
            <p className="text-xs">
              {current.blockedBy
                ? t('users.block.since', { date: formatDateTime(current.blockedAt), admin: current.blockedBy })
                : t('users.block.sinceNoAdmin', { date: formatDateTime(current.blockedAt) })}
            </p>
            <BusyButton variant="outline" size="sm" className="mt-2" busy={unblock.isPending} onClick={onUnblock} data-testid="user-unblock">
              <ShieldCheckIcon />
              {t('users.block.unblock')}
            </BusyButton>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-4 py-3 text-sm">
          <span className="text-muted-foreground">{t('users.block.notBlocked')}</span>
          <Button variant="outline" size="sm" className="text-destructive" disabled={block.isPending} onClick={() => setAsking(true)} data-testid="user-block-open">
            <BanIcon />
            {t('users.block.open')}
          </Button>
        </div>
      )}
      <BlockDialog user={user} open={asking} onOpenChange={setAsking} />
    </>
  );
}

function BlockDialog({ user, open, onOpenChange }: { user: UserDetails; open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const blockCustomer = useBlockCustomer(user.id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setProblem(null);
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = reason.trim();
    if (!typed) {
      setProblem(t('users.block.reasonRequired'));
      return;
    }
    try {
      await blockCustomer.mutateAsync({ reason: typed });
      notifySuccess(t('users.block.blocked'), user.username);
      close(false);
    } catch (error) {
      if (isApiError(error, 400) && error.fields?.reason) setProblem(error.fields.reason);
      else notifyError(t('common.error'), t('users.block.error'), error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg" data-testid="user-block-dialog">
        <DialogHeader>
          <DialogTitle>
            {t('users.block.title')}
            <span className="text-muted-foreground"> · {user.username}</span>
          </DialogTitle>
          <DialogDescription>{t('users.block.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>{t('users.block.effectBuy')}</li>
            <li>{t('users.block.effectTopUp')}</li>
            <li>{t('users.block.effectMiniApp')}</li>
            <li>{t('users.block.effectTicket')}</li>
          </ul>
          <div className="grid gap-2">
            <Label htmlFor="block-reason">{t('users.block.reason')}</Label>
            <Textarea
              id="block-reason"
              value={reason}
              maxLength={REASON_MAX}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(null);
              }}
              placeholder={t('users.block.reasonPlaceholder')}
              aria-invalid={problem ? true : undefined}
              aria-describedby="block-reason-hint"
              data-testid="user-block-reason-input"
            />
            {problem ? (
              <p className="text-sm text-destructive" data-testid="user-block-reason-error">
                {problem}
              </p>
            ) : (
              <p id="block-reason-hint" className="text-xs text-muted-foreground">
                {t('users.block.reasonHint', { max: REASON_MAX })}
              </p>
            )}
          </div>
          <DialogFooter className="flex-row">
            <Button type="button" variant="outline" className="flex-1 sm:flex-none" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <BusyButton type="submit" variant="destructive" className="flex-1 sm:flex-none" busy={blockCustomer.isPending} data-testid="user-block-submit">
              <BanIcon />
              {t('users.block.submit')}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
