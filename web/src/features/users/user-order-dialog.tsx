// "Commander pour ce client" (issue 13): the back office buys for a customer with the shop's purchase engine. The preview is
// the engine's own quote (promotion, struck-through price, balance after, or the refusal and why) before anything is bought.
import type { OrderQuoteResponse, OrderResponse } from '@contracts/orders';
import type { UserListItem } from '@contracts/users';
import { CircleCheckIcon, DownloadIcon, ShoppingCartIcon, TriangleAlertIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { OptionSelect } from '@/components/option-select';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useCategories, useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { countryOptions } from '@/features/catalogue/country-options';
import { downloadOrderNumbers } from '@/features/purchase-history/history-api';
import { useShopSettings } from '@/features/settings/shop-settings-api';
import { balanceCents } from '@/features/users/credit-panel';
import { CustomerDialog } from '@/features/users/customer-dialog';
import { newIdempotencyKey, type OrderDraft, useOrderQuote, usePlaceOrder } from '@/features/users/order-api';
import { ApiError } from '@/lib/api';
import { notifyError } from '@/lib/feedback';
import { formatCents, formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const ALL = 'all';
/** A long country or operator name is clipped inside its half of the dialog rather than pushing past it. */
const CLIPPED = '*:data-[slot=select-value]:min-w-0 *:data-[slot=select-value]:overflow-hidden';
/** The order is priced once the choices and the typing pause. */
const TYPING_PAUSE_MS = 300;

/** Who the order is for: a row of the list or the customer's card. */
export type OrderCustomer = Pick<UserListItem, 'id' | 'username'>;

export function UserOrderDialog({ user, onOpenChange }: { user: OrderCustomer | null; onOpenChange(open: boolean): void }) {
  const t = useT();
  return (
    <CustomerDialog user={user} onOpenChange={onOpenChange} title={t('users.order.title')} description={t('users.order.description')} className="sm:max-w-lg" testId="user-order-dialog">
      {(shown, open) =>
        // Mounted on each opening: a new order and a new idempotency key.
        open && <OrderPanel key={shown.id} user={shown} onClose={() => onOpenChange(false)} />
      }
    </CustomerDialog>
  );
}

function OrderPanel({ user, onClose }: { user: OrderCustomer; onClose(): void }) {
  const t = useT();
  const ids = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const minimum = useShopSettings().data?.minimumQuantity ?? null;
  const [countryId, setCountryId] = useState('');
  const [operatorId, setOperatorId] = useState('');
  const [categoryId, setCategoryId] = useState(ALL);
  const [quantityText, setQuantityText] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState('');
  const quantityShown = quantityText ?? (minimum === null ? '' : String(minimum));

  const countries = useCountries();
  const operators = useOperators(countryId ? Number(countryId) : null, { enabled: countryId !== '' });
  const categories = useCategories();
  const place = usePlaceOrder(user.id);
  const [result, setResult] = useState<OrderResponse | null>(null);

  const draft = draftOf(user.id, countryId, operatorId, categoryId, quantityShown, promoCode);
  // Compared as text: a new object each render would restart the pause for ever.
  const draftText = draft ? JSON.stringify(draft) : '';
  const typedText = useDebouncedValue(draftText, TYPING_PAUSE_MS);
  const settled = draft !== null && typedText === draftText;
  const quote = useOrderQuote(typedText ? (JSON.parse(typedText) as OrderDraft) : null);
  // The button buys only what the preview shows.
  const previewMatches = settled && !quote.isFetching;

  if (result) return <OrderResult result={result} onClose={onClose} />;

  const confirm = () => {
    if (!draft || !previewMatches || !quote.data) return;
    // Each click's own answer (mutate's callbacks would only follow the last click). A second click's answer is the
    // first order again (replayed): the answer that bought it stays shown.
    place
      .mutateAsync({ ...draft, idempotencyKey })
      .then((data) => setResult((shown) => (shown && shown.order.id === data.order.id && data.replayed ? shown : data)))
      .catch((error: unknown) => notifyError(t('users.order.failed'), t('users.order.refusal.other'), error));
  };

  const operatorOptions = (operators.data ?? [])
    .filter((o) => o.isActive)
    .map((o) => ({ value: String(o.id), label: `${o.name} · ${t('users.order.stock', { count: formatNumber(o.availableNumbers) })}` }));

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <OrderChoice
          id={`${ids}-country`}
          label={t('users.order.country')}
          value={countryId}
          onChange={(value) => {
            setCountryId(value);
            setOperatorId('');
          }}
          options={countryOptions(countries.data?.filter((c) => c.isActive))}
          placeholder={t('users.order.countryPlaceholder')}
          data-testid="order-country"
        />
        <OrderChoice
          id={`${ids}-operator`}
          label={t('users.order.operator')}
          value={operatorId}
          onChange={setOperatorId}
          options={operatorOptions}
          placeholder={t('users.order.operatorPlaceholder')}
          disabled={countryId === ''}
          data-testid="order-operator"
        />
        <OrderChoice
          id={`${ids}-category`}
          label={t('users.order.category')}
          value={categoryId}
          onChange={setCategoryId}
          options={[{ value: ALL, label: t('users.order.allCategories') }, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
          data-testid="order-category"
        />
        <OrderField id={`${ids}-quantity`} label={t('users.order.quantity')}>
          <Input
            id={`${ids}-quantity`}
            inputMode="numeric"
            autoComplete="off"
            value={quantityShown}
            onChange={(event) => setQuantityText(event.target.value)}
            aria-describedby={`${ids}-quantity-hint`}
            data-testid="order-quantity"
          />
          {minimum !== null && (
            <p id={`${ids}-quantity-hint`} className="text-xs text-muted-foreground">
              {t('users.order.quantityHint', { minimum: formatNumber(minimum) })}
            </p>
          )}
        </OrderField>
      </div>
      <OrderField id={`${ids}-code`} label={t('users.order.promoCode')}>
        <Input
          id={`${ids}-code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={promoCode}
          onChange={(event) => setPromoCode(event.target.value)}
          aria-describedby={`${ids}-code-hint`}
          className="font-mono uppercase"
          data-testid="order-promo-code"
        />
        <p id={`${ids}-code-hint`} className="text-xs text-muted-foreground">
          {t('users.order.promoCodeHint')}
        </p>
      </OrderField>

      <QuotePreview draft={draft} quote={quote.data} error={quote.error} pricing={quote.isFetching || (draft !== null && !settled)} />

      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-row flex-wrap justify-end border-t bg-popover px-6 py-4">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!previewMatches || !quote.data || place.isPending} data-testid="order-confirm">
          {place.isPending ? <Spinner /> : <ShoppingCartIcon />}
          {quote.data ? t('users.order.confirm', { price: formatEuro(quote.data.price) }) : t('users.order.confirmShort')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function QuotePreview({ draft, quote, error, pricing }: { draft: OrderDraft | null; quote?: OrderQuoteResponse; error: Error | null; pricing: boolean }) {
  const t = useT();
  if (draft === null) return <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">{t('users.order.chooseSource')}</p>;
  if (error && !pricing) {
    return (
      <Alert variant="destructive" data-testid="order-refusal">
        <TriangleAlertIcon />
        <AlertTitle>{t('users.order.refused')}</AlertTitle>
        <AlertDescription>{refusalText(error, t)}</AlertDescription>
      </Alert>
    );
  }
  if (!quote) {
    return (
      <p className="flex items-center justify-center gap-2 rounded-lg border px-3 py-4 text-sm text-muted-foreground">
        <Spinner /> {t('users.order.pricing')}
      </p>
    );
  }
  const promoted = quote.promotion !== null && quote.discount !== '0.00';
  return (
    <dl className={`grid gap-1.5 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm transition-opacity ${pricing ? 'opacity-60' : ''}`} data-testid="order-quote" aria-busy={pricing}>
      <Row label={t('users.order.listPrice')}>
        <span className="text-muted-foreground">{t('users.order.unitPrice', { quantity: formatNumber(quote.quantity), unit: `${quote.unitPrice.replace('.', ',')}\u00a0€` })}</span>{' '}
        {promoted ? (
          <s className="text-muted-foreground" data-testid="order-base-price">
            {formatEuro(quote.basePrice)}
          </s>
        ) : (
          <span>{formatEuro(quote.basePrice)}</span>
        )}
      </Row>
      {promoted && quote.promotion && (
        <Row label={t('users.order.promotion')}>
          <Badge variant="secondary" className="max-w-full whitespace-normal" data-testid="order-promotion">
            {quote.promotion.name}
            {quote.promotion.code && <span className="font-mono">{` · ${quote.promotion.code}`}</span>}
          </Badge>{' '}
          <span className="text-success whitespace-nowrap">−{formatEuro(quote.discount)}</span>
        </Row>
      )}
      <Row label={t('users.order.price')}>
        <strong className="text-base" data-testid="order-price">
          {formatEuro(quote.price)}
        </strong>
      </Row>
      <div className="my-1 border-t" />
      <Row label={t('users.order.balance')}>{formatEuro(quote.balance)}</Row>
      <Row label={t('users.order.balanceAfter')}>
        <span className="font-medium" data-testid="order-balance-after">
          {formatEuro(quote.balanceAfter)}
        </span>
      </Row>
    </dl>
  );
}

function OrderResult({ result, onClose }: { result: OrderResponse; onClose(): void }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const { order } = result;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrderNumbers(order.id);
    } catch (error) {
      notifyError(t('common.error'), t('users.order.downloadFailed'), error);
    } finally {
      setDownloading(false);
    }
  };
  const source = [order.countryName, order.operatorName, order.categoryName].filter(Boolean).join(' · ');
  return (
    <div className="grid gap-4" data-testid="order-result">
      <Alert variant="info">
        <CircleCheckIcon />
        <AlertTitle>{t('users.order.done', { id: order.id })}</AlertTitle>
        {result.replayed && <AlertDescription>{t('users.order.replayed')}</AlertDescription>}
      </Alert>
      <dl className="grid gap-1.5 rounded-lg border px-3 py-2.5 text-sm">
        <Row label={t('users.order.quantity')}>{t('users.order.numbers', { count: formatNumber(order.quantity) })}</Row>
        <Row label={t('users.order.source')}>
          {order.countryFlag && <CountryFlag flag={order.countryFlag} className="mr-1.5" />}
          {source || '—'}
        </Row>
        {order.promotionName && (
          <>
            <Row label={t('users.order.promotion')}>
              <span data-testid="order-result-promotion">
                {order.promotionName}
                {order.promoCode && <span className="font-mono text-muted-foreground"> · {order.promoCode}</span>}
              </span>
            </Row>
            <Row label={t('users.order.discount')}>−{formatEuro(order.discount)}</Row>
          </>
        )}
        <Row label={t('users.order.paid')}>
          <strong data-testid="order-result-price">{formatEuro(order.price)}</strong>
        </Row>
        <div className="my-1 border-t" />
        <Row label={t('users.order.newBalance')}>
          <strong className="text-base text-primary" data-testid="order-result-balance">
            {formatEuro(result.balance)}
          </strong>
        </Row>
      </dl>
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-row flex-wrap justify-end border-t bg-popover px-6 py-4">
        <Button type="button" variant="outline" onClick={download} disabled={downloading} data-testid="order-download">
          {downloading ? <Spinner /> : <DownloadIcon />}
          {t('users.order.download')}
        </Button>
        <Button type="button" onClick={onClose} data-testid="order-close">
          {t('users.order.close')}
        </Button>
      </DialogFooter>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** The order as the API takes it, or null while a source or a whole quantity is missing. */
function draftOf(userId: number, countryId: string, operatorId: string, categoryId: string, quantityText: string, promoCode: string): OrderDraft | null {
  const quantity = quantityText.trim();
  if (!countryId || !operatorId || !/^\d{1,9}$/.test(quantity) || Number(quantity) === 0) return null;
  const code = promoCode.trim();
  return {
    userId,
    countryId: Number(countryId),
    operatorId: Number(operatorId),
    ...(categoryId !== ALL ? { categoryId: Number(categoryId) } : {}),
    quantity: Number(quantity),
    ...(code ? { promoCode: code } : {}),
  };
}

/** Why the purchase engine would refuse, in the back office's language, with the figures it sent. */
function refusalText(error: Error, t: ReturnType<typeof useT>): string {
  if (!(error instanceof ApiError)) return t('users.order.refusal.other');
  const d = error.body?.details ?? {};
  switch (error.code) {
    case 'INSUFFICIENT_BALANCE': {
      const cost = String(d.cost ?? '0.00');
      const balance = String(d.balance ?? '0.00');
      return t('users.order.refusal.balance', {
        cost: formatEuro(cost),
        balance: formatEuro(balance),
        missing: formatCents(balanceCents(cost) - balanceCents(balance)),
      });
    }
    case 'OUT_OF_STOCK': {
      const available = Number(d.available ?? 0);
      const minimum = Number(d.minimum ?? 0);
      const params = { available: formatNumber(available), minimum: formatNumber(minimum) };
      return available < minimum ? t('users.order.refusal.stockUnderMinimum', params) : t('users.order.refusal.stock', params);
    }
    case 'QUANTITY_TOO_SMALL':
      return t('users.order.refusal.tooSmall', { minimum: formatNumber(Number(d.minimum ?? 0)) });
    case 'QUANTITY_TOO_LARGE':
      return t('users.order.refusal.tooLarge', { maximum: formatNumber(Number(d.maximum ?? 0)) });
    case 'PROMO_CODE_UNKNOWN':
      return t('users.order.refusal.codeUnknown');
    case 'PROMO_CODE_EXPIRED':
      return t('users.order.refusal.codeExpired');
    case 'PROMO_CODE_USED_UP':
      return t('users.order.refusal.codeUsedUp');
    case 'PROMO_CODE_LIMIT_REACHED':
      return t('users.order.refusal.codeLimit');
    case 'PROMO_CODE_NOT_APPLICABLE':
      return t('users.order.refusal.codeNotApplicable');
    case 'ACCOUNT_DEACTIVATED':
      return t('users.order.refusal.inactive');
    default:
      return error.serverMessage ?? t('users.order.refusal.other');
  }
}

/** A field of the order: its label over its control, kept within its column of the dialog. */
function OrderField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A choice of the order (country, operator, category): a long name is clipped inside its half of the dialog. */
function OrderChoice({ id, label, ...select }: { id: string; label: string } & Omit<ComponentProps<typeof OptionSelect>, 'id' | 'className'>) {
  return (
    <OrderField id={id} label={label}>
      <OptionSelect id={id} className={CLIPPED} {...select} />
    </OrderField>
  );
}
