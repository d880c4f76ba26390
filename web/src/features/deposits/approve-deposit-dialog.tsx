// The approval of a deposit on Dépôts: the provider is asked first and its word shown (paid, partially paid with the
// share, seen, unpaid); an unpaid deposit is credited only after a second, explicit confirmation. A manual deposit
// (no provider) is approved as before.
import type { DepositItem, ProviderCheckView } from '@contracts/deposits';
import { CircleAlertIcon, CircleCheckIcon, ClockIcon, HelpCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useEscapeCloses } from '@/components/entity-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useApproveDeposit, useDepositProviderStatus } from '@/features/deposits/deposits-api';
import { errorMessage, isApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatEuro, formatPercent } from '@/lib/format';
import { type TranslationKey, useT } from '@/lib/i18n';

const PROVIDER_NAMES: Record<string, string> = { btcpay: 'BTCPay Server', nowpayments: 'NOWPayments' };

const VERDICTS: Record<ProviderCheckView['verdict'], { title: TranslationKey; text: TranslationKey; variant: 'default' | 'warning' | 'destructive'; icon: typeof ClockIcon }> = {
  paid: { title: 'deposits.check.paid', text: 'deposits.check.paidDescription', variant: 'default', icon: CircleCheckIcon },
  partial: { title: 'deposits.check.partial', text: 'deposits.check.partialDescription', variant: 'warning', icon: CircleAlertIcon },
  detected: { title: 'deposits.check.detected', text: 'deposits.check.detectedDescription', variant: 'warning', icon: ClockIcon },
  unpaid: { title: 'deposits.check.unpaid', text: 'deposits.check.unpaidDescription', variant: 'destructive', icon: CircleAlertIcon },
  unknown: { title: 'deposits.check.unknown', text: 'deposits.check.unknownDescription', variant: 'destructive', icon: HelpCircleIcon },
};

/** A provider that could not be asked: what the dialog shows, and approving needs the second confirmation. */
const unreachable = (d: DepositItem): ProviderCheckView => ({
  verdict: 'unknown',
  providerStatus: null,
  amount: d.amount,
  credit: d.amount,
  paid: null,
  paidShare: null,
  needsConfirmation: true,
});

export function ApproveDepositDialog({ deposit, onClose }: { deposit: DepositItem | null; onClose(): void }) {
  const t = useT();
  // The last deposit shown stays on screen while the dialog animates out.
  const [shown, setShown] = useState(deposit);
  const [confirming, setConfirming] = useState(false);
  if (deposit !== null && deposit !== shown) {
    setShown(deposit);
    setConfirming(false);
  }
  const status = useDepositProviderStatus(deposit?.id ?? null);
  const approve = useApproveDeposit();
  const contentRef = useEscapeCloses(deposit !== null, onClose);

  const d = shown;
  // Approved, rejected or credited by its provider meanwhile: nothing left to approve.
  const processed = isApiError(status.error, 409) || isApiError(status.error, 404);
  const check: ProviderCheckView | null | undefined = processed ? undefined : status.isError && d ? unreachable(d) : status.data?.provider;
  const asking = status.isPending && !status.isError;
  const credit = check?.credit ?? d?.amount ?? '0.00';

  const submit = async (confirmUnpaid: boolean) => {
    if (!d) return;
    try {
      const done = await approve.mutateAsync({ id: d.id, confirmUnpaid });
      notifySuccess(t('deposits.approve.done'), formatEuro(done.credited));
      onClose();
    } catch (error) {
      // The provider's word changed since the dialog asked it: ask again and show it.
      if (isApiError(error, 409) && error.code === 'DEPOSIT_NOT_PAID') {
        setConfirming(false);
        void status.refetch();
      }
      notifyError(t('common.error'), errorMessage(error, t('deposits.approve.failed')), error);
    }
  };

  const verdict = check ? VERDICTS[check.verdict] : null;
  const VerdictIcon = verdict?.icon;
  const share = check?.paidShare ? formatPercent(Number(check.paidShare), 2) : '';

  return (
    <Dialog open={deposit !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent ref={contentRef} className="sm:max-w-md" data-testid="approve-deposit-dialog" data-verdict={processed ? 'processed' : (check?.verdict ?? (asking ? 'asking' : 'manual'))}>
        <DialogHeader>
          <DialogTitle>{confirming ? t('deposits.check.confirmTitle') : t('deposits.approve.confirm')}</DialogTitle>
          <DialogDescription>
            {d &&
              (confirming
                ? t('deposits.check.confirmDescription', { user: d.username, amount: formatEuro(credit) })
                : t('deposits.check.credit', { id: String(d.id), user: d.username, amount: formatEuro(credit) }))}
          </DialogDescription>
        </DialogHeader>
        {asking && (
          <div className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="approve-deposit-asking">
            <Spinner /> {t('deposits.check.asking')}
          </div>
        )}
        {d && check && verdict && VerdictIcon && (
          <Alert variant={verdict.variant} data-testid="approve-deposit-verdict">
            <VerdictIcon />
            <AlertTitle>
              {t('deposits.check.title', { provider: PROVIDER_NAMES[d.provider] ?? d.provider })} : {t(verdict.title)}
            </AlertTitle>
            <AlertDescription>
              <p>{t(verdict.text, { paid: formatEuro(check.paid ?? '0.00'), amount: formatEuro(check.amount), share })}</p>
              {check.providerStatus && <p className="font-mono text-xs">{t('deposits.check.status', { status: check.providerStatus })}</p>}
              {status.isError && <p>{errorMessage(status.error, '')}</p>}
            </AlertDescription>
          </Alert>
        )}
        {processed && (
          <Alert variant="destructive" data-testid="approve-deposit-processed">
            <CircleAlertIcon />
            <AlertTitle>{errorMessage(status.error, t('deposits.approve.failed'))}</AlertTitle>
          </Alert>
        )}
        <DialogFooter>
          {processed ? (
            <Button variant="outline" onClick={onClose}>
              {t('common.close')}
            </Button>
          ) : confirming ? (
            <>
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={approve.isPending}>
                {t('deposits.check.back')}
              </Button>
              <Button variant="destructive" onClick={() => submit(true)} disabled={approve.isPending} data-testid="approve-deposit-confirm-unpaid">
                {t('deposits.check.confirmAction', { amount: formatEuro(credit) })}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={onClose} disabled={approve.isPending}>
                {t('common.cancel')}
              </Button>
              {check?.needsConfirmation ? (
                <Button variant="destructive" onClick={() => setConfirming(true)} data-testid="approve-deposit-anyway">
                  {t('deposits.check.creditAnyway')}
                </Button>
              ) : (
                <Button onClick={() => submit(false)} disabled={asking || approve.isPending} data-testid="approve-deposit-submit">
                  {t('deposits.approve.action')}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
