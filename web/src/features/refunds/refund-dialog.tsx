// The refund dialog (decision 0140): the whole order, a count of its numbers or the numbers pasted, a reason, the
// suppression box and the amount it gives back, previewed with the server's own rule. It takes an order id and, from a
// support ticket, the ticket's id and customer, so the Support page opens the same dialog.
import { type OrderRefundState, REFUND_REASONS, type RefundReason, refundAmountCents } from '@contracts/refunds';
import { CircleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { OptionSelect } from '@/components/option-select';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useOrderRefundState, useRefundOrder } from '@/features/refunds/refunds-api';
import { errorMessage } from '@/lib/api';
import { notifySuccess } from '@/lib/feedback';
import { formatCents, formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

type Mode = 'all' | 'count' | 'numbers';
const MODES: Mode[] = ['all', 'count', 'numbers'];

export type RefundDialogProps = {
  /** The order to refund; null: closed. */
  orderId: number | null;
  /** The support ticket the refund answers (kept on the refund). */
  ticketId?: number;
  /** When given, the order must be this customer's (the server refuses another's). */
  customerId?: number;
  onClose(): void;
};

export function RefundDialog({ orderId, ticketId, customerId, onClose }: RefundDialogProps) {
  const t = useT();
  // The last order shown stays on screen while the dialog animates out.
  const [shown, setShown] = useState(orderId);
  if (orderId !== null && orderId !== shown) setShown(orderId);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[95dvh] overflow-y-auto sm:max-w-lg" data-testid="refund-dialog">
        <DialogHeader>
          <DialogTitle>{t('refund.title', { id: String(shown ?? '') })}</DialogTitle>
          <DialogDescription>{t('refund.description')}</DialogDescription>
        </DialogHeader>
        {shown !== null && orderId !== null && <RefundForm key={shown} orderId={shown} ticketId={ticketId} customerId={customerId} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** Distinct numbers pasted (one per line, or separated by commas or semicolons), as the server reads them. */
const pastedCount = (text: string) => new Set(text.split(/[\n\r,;]+/).map((n) => n.replace(/[\s().\-/]/g, '')).filter(Boolean)).size;

function RefundForm({ orderId, ticketId, customerId, onClose }: { orderId: number; ticketId?: number; customerId?: number; onClose(): void }) {
  const t = useT();
  const ids = useId();
  const state = useOrderRefundState(orderId);
  const refund = useRefundOrder(orderId);
  const [mode, setMode] = useState<Mode>('all');
  const [countText, setCountText] = useState('1');
  const [numbers, setNumbers] = useState('');
  const [reason, setReason] = useState<RefundReason>('dead');
  const [note, setNote] = useState('');
  // On by default for dead numbers; the admin's own choice is kept once they touch the box.
  const [suppressChoice, setSuppressChoice] = useState<boolean | null>(null);
  const suppress = suppressChoice ?? reason === 'dead';
  const [error, setError] = useState<string | null>(null);

  if (state.isPending) {
    return (
      <div className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner /> {t('common.loading')}
      </div>
    );
  }
  if (state.isError) {
    return (
      <Alert variant="destructive">
        <CircleAlertIcon />
        <AlertTitle>{errorMessage(state.error, t('refund.loadError'))}</AlertTitle>
      </Alert>
    );
  }
  const s: OrderRefundState = state.data;
  const count = mode === 'all' ? s.left : mode === 'count' ? Number(countText) : pastedCount(numbers);
  const countValid = Number.isInteger(count) && count >= 1 && count <= s.left;
  const amount = countValid ? refundAmountCents(s, count) : null;

  const submit = async () => {
    setError(null);
    try {
      const done = await refund.mutateAsync({
        mode,
        ...(mode === 'count' ? { count } : {}),
        ...(mode === 'numbers' ? { numbers } : {}),
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
        suppress,
        ...(ticketId ? { ticketId } : {}),
        ...(customerId ? { customerId } : {}),
      });
      notifySuccess(
        t('refund.done', { amount: formatEuro(done.refund.amount), count: formatNumber(done.refund.quantity) }),
        t('refund.doneBalance', { balance: formatEuro(done.balance) }),
      );
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t('refund.failed')));
    }
  };

  return (
    <div className="grid gap-4" data-testid="refund-form" data-left={s.left}>
      <p className="text-sm text-muted-foreground" data-testid="refund-paid">
        {t('refund.paid', { price: formatCents(s.priceCents), quantity: formatNumber(s.quantity) })}
        {s.refundedQuantity > 0 && ` · ${t('refund.already', { count: formatNumber(s.refundedQuantity), amount: formatCents(s.refundedCents) })}`}
      </p>
      {s.left === 0 ? (
        <Alert data-testid="refund-nothing-left">
          <AlertTitle>{t('refund.nothingLeft')}</AlertTitle>
        </Alert>
      ) : (
        <>
          <div className="grid gap-2">
            <span className="text-sm font-medium">{t('refund.mode')}</span>
            <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1" role="radiogroup" aria-label={t('refund.mode')}>
              {MODES.map((value) => (
                // biome-ignore lint/a11y/useSemanticElements: a segmented control, styled as three buttons.
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={mode === value}
                  data-testid={`refund-mode-${value}`}
                  onClick={() => setMode(value)}
                  className={cn(
                    'inline-flex min-h-8 items-center justify-center rounded-md px-1 text-center text-sm leading-tight font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    mode === value ? 'bg-card shadow-sm dark:bg-input/40' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {t(`refund.mode.${value}`)}
                </button>
              ))}
            </div>
          </div>
          {mode === 'count' && (
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-count`}>{t('refund.count', { left: formatNumber(s.left) })}</Label>
              <Input
                id={`${ids}-count`}
                inputMode="numeric"
                value={countText}
                onChange={(e) => setCountText(e.target.value.replace(/\D/g, ''))}
                aria-invalid={!countValid}
                data-testid="refund-count"
              />
              {!countValid && <p className="text-sm text-destructive">{t('refund.countInvalid', { left: formatNumber(s.left) })}</p>}
            </div>
          )}
          {mode === 'numbers' && (
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-numbers`}>{t('refund.numbers')}</Label>
              <Textarea
                id={`${ids}-numbers`}
                rows={5}
                className="font-mono text-sm"
                placeholder="+33639980001"
                value={numbers}
                onChange={(e) => setNumbers(e.target.value)}
                data-testid="refund-numbers"
              />
              <p className="text-sm text-muted-foreground">{t('refund.numbersHint', { count: formatNumber(pastedCount(numbers)) })}</p>
            </div>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-reason`}>{t('refund.reason')}</Label>
              <OptionSelect
                id={`${ids}-reason`}
                value={reason}
                onChange={(value) => setReason(value as RefundReason)}
                options={REFUND_REASONS.map((r) => ({ value: r, label: t(`refund.reason.${r}`) }))}
                data-testid="refund-reason"
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-note`}>{t('refund.note')}</Label>
              <Input id={`${ids}-note`} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} data-testid="refund-note" />
            </div>
          </div>
          <div className="flex items-start gap-2">
            <Checkbox id={`${ids}-suppress`} checked={suppress} onCheckedChange={(checked) => setSuppressChoice(checked === true)} data-testid="refund-suppress" />
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-suppress`}>{t('refund.suppress')}</Label>
              <p className="text-xs text-muted-foreground">{t('refund.suppressHint')}</p>
            </div>
          </div>
          <div className="rounded-lg border bg-muted/40 px-3 py-2 text-sm" data-testid="refund-preview">
            {amount === null ? (
              <span className="text-muted-foreground">{t('refund.previewNone')}</span>
            ) : (
              <span>
                {t('refund.preview', { count: formatNumber(count) })} <strong className="tabular-nums">{formatCents(amount)}</strong>
              </span>
            )}
          </div>
        </>
      )}
      {error && (
        <Alert variant="destructive" data-testid="refund-error">
          <CircleAlertIcon />
          <AlertDescription className="break-words">{error}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={refund.isPending}>
          {t('common.cancel')}
        </Button>
        {s.left > 0 && (
          <Button variant="destructive" onClick={submit} disabled={refund.isPending || amount === null} data-testid="refund-submit">
            {refund.isPending && <Spinner />}
            {amount === null ? t('refund.submit') : t('refund.submitAmount', { amount: formatCents(amount) })}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
