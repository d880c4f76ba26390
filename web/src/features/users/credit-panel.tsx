// Credit management of one user (SPEC §4/§5): add or remove mode, an amount (step 0.01, min 0, > 0) sent as text, the balance it would leave.
import { creditRequestSchema, type UserDetails } from '@contracts/users';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { type CreditMode, useCredit } from '@/features/users/users-api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatCents, formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** "12,5" → 1250; null when the text is not an amount with at most 2 decimals. Integer cents: no float rounding. */
export function toCents(text: string): number | null {
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function CreditPanel({ user }: { user: UserDetails }) {
  const t = useT();
  const id = useId();
  const credit = useCredit(user.id);
  const [mode, setMode] = useState<CreditMode>('add');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);

  const amountCents = toCents(amount);
  const balanceCents = toCents(user.balance) ?? 0;
  const after = amountCents !== null && amountCents > 0 ? balanceCents + (mode === 'add' ? amountCents : -amountCents) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: nothing is sent without an amount.
    if (amount.trim() === '' || credit.isPending) return;
    const parsed = creditRequestSchema.safeParse({ amount });
    if (!parsed.success) {
      setInvalid(true);
      notifyError(t('common.error'), t('users.credit.invalidAmount'), null);
      return;
    }
    setInvalid(false);
    try {
      const result = await credit.mutateAsync({ mode, amount: parsed.data.amount });
      notifySuccess(t('users.credit.updated'), t('users.credit.newBalance', { balance: formatEuro(result.user.balance) }));
      setAmount('');
    } catch (error) {
      notifyError(t('common.error'), mode === 'add' ? t('users.credit.addFailed') : t('users.credit.removeFailed'), error);
    }
  };

  return (
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

      <div className="grid gap-2">
        <Label htmlFor={`${id}-amount`}>{t('users.credit.amount')}</Label>
        <div className="relative">
          <Input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0,00"
            value={amount}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setAmount(event.target.value);
              setInvalid(false);
            }}
            className="pr-8"
            data-testid="credit-amount"
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">€</span>
        </div>
        <p id={`${id}-hint`} className={cn('text-sm', invalid ? 'text-destructive' : 'text-muted-foreground')} data-testid="credit-hint">
          {invalid
            ? t('users.credit.invalidAmount')
            : after !== null
              ? t('users.credit.balanceAfter', { balance: formatCents(after) })
              : t('users.credit.currentBalance', { balance: formatEuro(user.balance) })}
        </p>
      </div>

      <Button
        type="submit"
        variant={mode === 'add' ? 'default' : 'destructive'}
        disabled={amount.trim() === '' || credit.isPending}
        data-testid="credit-submit"
      >
        {credit.isPending && <Spinner />}
        {mode === 'add' ? t('users.credit.submitAdd') : t('users.credit.submitRemove')}
      </Button>
    </form>
  );
}
