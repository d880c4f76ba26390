// Credit or debit one customer (SPEC §4/§5, issue 9): the shared amount field shows what will be applied, a debit beyond the
// balance is refused before anything is sent, and nothing moves until a confirmation (customer, amount, balances, reason) is accepted.
import { euroAmountField, formatAmount, MAX_AMOUNT_CENTS, readEuroCents } from '@contracts/money';
import type { UserListItem } from '@contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { MinusIcon, PlusIcon, TriangleAlertIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { AmountField, readTypedAmount } from '@/components/amount-input';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreditTexts } from '@/features/users/credit-texts';
import { type CreditMode, useCredit, useCreditThreshold } from '@/features/users/users-api';
import { isApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export type CreditTarget = Pick<UserListItem, 'id' | 'username' | 'balance' | 'telegramUsername' | 'firstName' | 'lastName'>;

/** The amount typed, read by the shared parser (positive, at most 10 million euros). */
const creditFormSchema = z.object({ amount: euroAmountField({ positive: true }) });
type CreditFormInput = z.input<typeof creditFormSchema>;
type CreditFormOutput = z.output<typeof creditFormSchema>;

const REASON_MAX = 500;

/** The API's balance ("12.50", "-1.00") in cents. */
export function balanceCents(balance: string): number {
  const negative = balance.trim().startsWith('-');
  const reading = readEuroCents(balance.trim().replace(/^-/, ''));
  const cents = reading.ok ? reading.value : 0;
  return negative ? -cents : cents;
}

const euros = (cents: number) => `${formatAmount(cents)}\u00a0€`;

type Pending = { mode: CreditMode; cents: number; text: string };

export function CreditPanel({ user, initialMode = 'add', onDone }: { user: CreditTarget; initialMode?: CreditMode; onDone?(): void }) {
  const t = useT();
  const ct = useCreditTexts();
  const [mode, setMode] = useState<CreditMode>(initialMode);
  const [pending, setPending] = useState<Pending | null>(null);
  const form = useForm<CreditFormInput, unknown, CreditFormOutput>({
    resolver: zodResolver(creditFormSchema),
    defaultValues: { amount: '' },
  });

  const before = balanceCents(user.balance);
  const typed = String(form.watch('amount') ?? '');
  const reading = readTypedAmount(typed, { positive: true, max: MAX_AMOUNT_CENTS });
  const cents = reading?.ok ? reading.value : null;
  // SPEC §5: a debit never takes the balance below zero; say so before anything is sent.
  const insufficient =
    mode === 'remove' && cents !== null && cents > before ? ct('insufficient', { balance: euros(before), amount: euros(cents) }) : undefined;

  const onSubmit = form.handleSubmit(({ amount }) => {
    if (mode === 'remove' && amount > before) return;
    setPending({ mode, cents: amount, text: typed });
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="credit-form">
        <div className="grid gap-2">
          <span className="text-sm font-medium">{t('users.credit.mode')}</span>
          <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1" role="radiogroup" aria-label={t('users.credit.mode')}>
            {(['add', 'remove'] as const).map((value) => {
              const Icon = value === 'add' ? PlusIcon : MinusIcon;
              const selected = mode === value;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a segmented control, styled as two buttons.
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  data-testid={`credit-mode-${value}`}
                  onClick={() => setMode(value)}
                  className={cn(
                    'inline-flex h-8 items-center justify-center gap-1.5 rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    selected
                      ? value === 'add'
                        ? 'bg-card text-success shadow-sm dark:bg-input/40'
                        : 'bg-card text-destructive shadow-sm dark:bg-input/40'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <Icon className="size-4" />
                  {value === 'add' ? t('users.credit.modeAdd') : t('users.credit.modeRemove')}
                </button>
              );
            })}
          </div>
        </div>

        <AmountField
          control={form.control}
          name="amount"
          label={t('users.credit.amount')}
          positive
          max={MAX_AMOUNT_CENTS}
          placeholder="0,00"
          hint={ct('amountHint', { balance: formatEuro(user.balance) })}
          error={insufficient}
          data-testid="credit-amount"
        />
        {cents !== null && !insufficient && (
          <p className="-mt-2 text-sm text-muted-foreground" data-testid="credit-hint">
            {t('users.credit.balanceAfter', { balance: euros(before + (mode === 'add' ? cents : -cents)) })}
          </p>
        )}

        <Button type="submit" variant={mode === 'add' ? 'default' : 'destructive'} disabled={typed.trim() === ''} data-testid="credit-submit">
          {mode === 'add' ? t('users.credit.submitAdd') : t('users.credit.submitRemove')}
        </Button>
      </form>

      <CreditConfirmDialog
        user={user}
        pending={pending}
        onClose={() => setPending(null)}
        onApplied={() => {
          form.reset({ amount: '' });
          onDone?.();
        }}
        onFieldError={(message) => form.setError('amount', { type: 'server', message })}
      />
    </Form>
  );
}

/** The last step: who, how much, the balance before and after, a warning above the threshold, an optional reason. */
function CreditConfirmDialog({
  user,
  pending,
  onClose,
  onApplied,
  onFieldError,
}: {
  user: CreditTarget;
  pending: Pending | null;
  onClose(): void;
  onApplied(): void;
  onFieldError(message: string): void;
}) {
  const t = useT();
  const ct = useCreditTexts();
  const reasonId = useId();
  const threshold = useCreditThreshold();
  const credit = useCredit(user.id);
  const [reason, setReason] = useState('');
  // The figures stay on screen while the dialog animates out.
  const [shown, setShown] = useState<Pending | null>(pending);
  if (pending && pending !== shown) setShown(pending);

  const close = () => {
    if (credit.isPending) return;
    setReason('');
    onClose();
  };

  const before = balanceCents(user.balance);
  const mode = shown?.mode ?? 'add';
  const cents = shown?.cents ?? 0;
  const after = before + (mode === 'add' ? cents : -cents);
  const high = cents > threshold;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const customer = [user.telegramUsername ? `@${user.telegramUsername}` : null, fullName || null].filter(Boolean).join(' · ');

  const confirm = async () => {
    if (!shown || credit.isPending) return;
    try {
      const result = await credit.mutateAsync({ mode: shown.mode, amount: shown.text, reason: reason.trim() || undefined });
      notifySuccess(t('users.credit.updated'), t('users.credit.newBalance', { balance: formatEuro(result.user.balance) }));
      setReason('');
      onClose();
      onApplied();
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.fields?.amount : undefined;
      if (fieldMessage) onFieldError(fieldMessage);
      notifyError(t('common.error'), shown.mode === 'add' ? t('users.credit.addFailed') : t('users.credit.removeFailed'), error);
      setReason('');
      onClose();
    }
  };

  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <AlertDialogContent data-testid="credit-confirm" data-mode={mode} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <AlertDialogHeader>
          <AlertDialogTitle>{mode === 'add' ? ct('confirmTitleAdd') : ct('confirmTitleRemove')}</AlertDialogTitle>
          <AlertDialogDescription>{ct('confirmDescription')}</AlertDialogDescription>
        </AlertDialogHeader>

        <dl className="grid gap-2 rounded-lg border px-4 py-3 text-sm">
          <ConfirmRow label={ct('customer')} className="min-w-0 text-right" testId="confirm-customer">
            <span className="font-medium">{user.username}</span>
            {customer && <span className="block truncate text-xs text-muted-foreground">{customer}</span>}
          </ConfirmRow>
          <ConfirmRow
            label={ct('amount')}
            className={cn('text-lg font-semibold tabular-nums', mode === 'add' ? 'text-success' : 'text-destructive')}
            testId="confirm-amount"
          >
            {mode === 'add' ? '+' : '−'}
            {euros(cents)}
          </ConfirmRow>
          <ConfirmRow label={ct('before')} className="tabular-nums" testId="confirm-before" rowClassName="border-t pt-2">
            {euros(before)}
          </ConfirmRow>
          <ConfirmRow label={ct('after')} className="font-semibold tabular-nums" testId="confirm-after">
            {euros(after)}
          </ConfirmRow>
        </dl>

        {high && (
          <Alert variant="warning" data-testid="confirm-high-amount">
            <TriangleAlertIcon />
            <AlertTitle className="line-clamp-none">{ct('highAmount', { threshold: euros(threshold) })}</AlertTitle>
            <AlertDescription>{ct('highAmountHint')}</AlertDescription>
          </Alert>
        )}

        <div className="grid gap-2">
          <Label htmlFor={reasonId}>{ct('reason')}</Label>
          <Textarea
            id={reasonId}
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={ct('reasonPlaceholder')}
            aria-describedby={`${reasonId}-hint`}
            className="min-h-16"
            data-testid="confirm-reason"
          />
          <p id={`${reasonId}-hint`} className="text-xs text-muted-foreground">
            {ct('reasonHint')}
          </p>
        </div>

        <AlertDialogFooter>
          <AlertDialogCancel disabled={credit.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <BusyButton variant={mode === 'add' ? 'default' : 'destructive'} onClick={confirm} busy={credit.isPending} data-testid="confirm-submit">
            {mode === 'add' ? ct('confirmAdd', { amount: euros(cents) }) : ct('confirmRemove', { amount: euros(cents) })}
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A line of the confirmation: what, and its value on the right. */
function ConfirmRow({ label, className, rowClassName, testId, children }: { label: string; className: string; rowClassName?: string; testId: string; children: React.ReactNode }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', rowClassName)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
