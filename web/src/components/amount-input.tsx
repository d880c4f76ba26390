// The one money field of the back office: typed text ("12,50", "12.50", "12,5", "1 250,00") read by the shared parser
// (src/contracts/money.ts), with the amount that will be applied, or the parser's reason for refusing it, shown under the field.
import { type AmountReading, formatAmount, formatEuros, formatUnitPrice, readAmount } from '@contracts/money';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** Euros: cents. Unit prices of one number: micro-euros (0,006 € = 6 000). */
export const EURO_CENTS = 2;
export const MICRO_EUROS = 6;

const texts = {
  fr: { applied: 'Montant appliqué', perNumber: 'par numéro' },
  en: { applied: 'Amount applied', perNumber: 'per number' },
} as const;

export type AmountInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'max'> & {
  /** What the person typed (a form keeps the text; its zod schema turns it into cents). */
  value: string;
  onChange(text: string): void;
  /** The amount read from the text in the smallest unit (cents, or micro-euros with decimals 6), null when it is not an amount. */
  onAmountChange?(value: number | null): void;
  /** 2 for euros (cents), 6 for a unit price (micro-euros). */
  decimals?: number;
  /** Refuse 0 (credits, debits, prices). */
  positive?: boolean;
  /** The largest amount, in the smallest unit. */
  max?: number;
  /** Label of the preview line: "Montant appliqué" unless told. */
  previewLabel?: string;
  /** "par numéro" after a unit price. */
  perNumber?: boolean;
  /** A message from the form or the server (e.g. "Saisissez un montant" on submit, "Solde insuffisant"): shown instead of the preview. */
  error?: string;
  /** Shown while the field is empty (an example, the current balance). */
  hint?: ReactNode;
  /** Classes of the wrapper (the input's own classes go in className). */
  containerClassName?: string;
};

/** Reads a typed amount with the shared parser; '' is "nothing typed yet", not an error to show. */
export function readTypedAmount(text: string, options: { decimals?: number; positive?: boolean; max?: number } = {}): AmountReading | null {
  if (text.trim() === '') return null;
  return readAmount(text, { decimals: options.decimals ?? EURO_CENTS, positive: options.positive, max: options.max });
}

/** An amount in the smallest unit as the API's decimal text: 125000 → "1250.00"; 6000 (6 decimals) → "0.006". */
export function amountToApiText(value: number, decimals: typeof EURO_CENTS | typeof MICRO_EUROS = EURO_CENTS): string {
  return decimals === MICRO_EUROS ? formatUnitPrice(value) : formatEuros(value);
}

type FieldOptions = { decimals?: number; positive?: boolean; max?: number };

function readField(text: string, options: FieldOptions, ctx: z.RefinementCtx): number {
  const reading = readAmount(text, { decimals: options.decimals ?? EURO_CENTS, positive: options.positive, max: options.max });
  if (reading.ok) return reading.value;
  ctx.addIssue({ code: 'custom', message: reading.message });
  return z.NEVER;
}

/**
 * A zod field for typed text in any unit (6 decimals: a unit price in micro-euros), giving the integer amount, with the
 * parser's messages as errors. Euro amounts use `euroAmountField` from src/contracts/money.ts directly.
 */
export function amountTextField(options: FieldOptions = {}) {
  return z.string().transform((text, ctx) => readField(text, options, ctx));
}

/** The same for an optional amount: an empty field (or null) gives null. */
export function optionalAmountTextField(options: FieldOptions = {}) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string().transform((text, ctx): number | null => (text.trim() === '' ? null : readField(text, options, ctx))),
  );
}

function AmountInput({
  value,
  onChange,
  onAmountChange,
  decimals = EURO_CENTS,
  positive,
  max,
  previewLabel,
  perNumber,
  error,
  hint,
  containerClassName,
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: AmountInputProps) {
  const { language } = useLanguage();
  const words = texts[language] ?? texts.fr;
  const ownId = useId();
  const messageId = `${id ?? ownId}-amount-message`;
  const reading = readTypedAmount(value, { decimals, positive, max });
  const problem = reading && !reading.ok ? reading.message : (error ?? null);
  const invalid = problem !== null || ariaInvalid === true || ariaInvalid === 'true';

  let message: ReactNode = hint ?? null;
  if (problem) message = problem;
  else if (reading?.ok) {
    message = (
      <>
        {previewLabel ?? words.applied} : <strong className="font-semibold text-foreground tabular-nums">{formatAmount(reading.value, decimals)}&nbsp;€</strong>
        {perNumber && ` ${words.perNumber}`}
      </>
    );
  }

  return (
    <div className={cn('grid gap-1.5', containerClassName)} data-slot="amount-input">
      <div className="relative">
        <Input
          {...props}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text);
            if (onAmountChange) {
              const next = readTypedAmount(text, { decimals, positive, max });
              onAmountChange(next?.ok ? next.value : null);
            }
          }}
          aria-invalid={invalid}
          aria-describedby={[describedBy, message ? messageId : null].filter(Boolean).join(' ') || undefined}
          className={cn('pr-8 tabular-nums', className)}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
          €
        </span>
      </div>
      {message && (
        <p
          id={messageId}
          aria-live="polite"
          data-testid="amount-message"
          data-state={problem ? 'error' : reading?.ok ? 'preview' : 'hint'}
          className={cn('text-sm', problem ? 'text-destructive' : 'text-muted-foreground')}
        >
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * AmountInput bound to a react-hook-form field: the form keeps the typed text and validates it with a zod schema built
 * on src/contracts/money.ts (euroAmountField, or amountTextField for other decimals); the form's error shows under the field.
 */
export function AmountField<T extends FieldValues, TContext = unknown, TOutput = T>({
  control,
  name,
  label,
  description,
  ...input
}: {
  control: Control<T, TContext, TOutput>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
} & Omit<AmountInputProps, 'value' | 'onChange'>) {
  return (
    <FormField
      // The kit's FormField types only forms whose output is their input; a form with a transforming schema is the same control.
      control={control as unknown as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <AmountInput
              {...input}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              disabled={field.disabled}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={field.onChange}
              error={input.error ?? fieldState.error?.message}
            />
          </FormControl>
          {description && <FormDescription className="text-xs">{description}</FormDescription>}
        </FormItem>
      )}
    />
  );
}
