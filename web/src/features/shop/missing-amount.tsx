// Paying the missing amount of a pack (decision 0136): on a pack the balance does not cover, "Pay the X missing" opens
// the ways the shop offers (Telegram Stars through openInvoice, each coin of the provider); the order then waits for the
// payment and is placed by the shop once it is credited. The page follows the checkout's state until the order is
// placed (as a normal purchase shows it), refused (why, and the balance the payment went to), expired or cancelled.
import { formatEuros } from '@contracts/money';
import type { ShopCheckoutResponse, ShopCheckoutState } from '@contracts/shop-checkout';
import type { ShopProduct } from '@contracts/shop';
import { CopyIcon, StarIcon, WalletIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { useStillShown } from '@/lib/use-still-shown';
import { cn } from '@/lib/utils';
import { type CheckoutStart, cancelCheckout, readCheckout, startCheckout, useCheckoutMethods, useRefreshAfterOrder } from './shop-api';
import type { ShopTextKey, ShopTexts } from './shop-texts';
import { canOpenInvoice, haptics, openInvoice } from './telegram';

/** How often the page asks for the checkout's state: soon after a Stars payment, calmly while a coin is awaited. */
const PLACING_POLL_MS = 1000;
const WAITING_POLL_MS = 3000;
/** How long the page waits for the order after Telegram said paid (the bot's update usually lands within a second). */
const PLACING_WAIT_MS = 60_000;

type Notice = { key: ShopTextKey; tone: 'error' | 'info' };

/** Where the payment stands. */
type Step =
  | { kind: 'closed' }
  | { kind: 'choose' }
  | { kind: 'starting'; method: string }
  | { kind: 'invoice' }
  /** A coin: the payment's instructions, waiting for it until the checkout's expiry. */
  | { kind: 'crypto'; started: ShopCheckoutResponse }
  /** Paid (or a coin seen): the shop places the order. */
  | { kind: 'placing'; checkoutId: number }
  | { kind: 'settled'; state: ShopCheckoutState };

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Why the order could not be placed, in the customer's words (the checkout's reason is purchase()'s refusal code). */
function reasonKey(reason: string | null): ShopTextKey {
  const reasons: Record<string, ShopTextKey> = {
    OUT_OF_STOCK: 'checkoutReasonStock',
    STOCK_CHANGED: 'checkoutReasonStock',
    QUANTITY_TOO_SMALL: 'checkoutReasonStock',
    QUANTITY_TOO_LARGE: 'checkoutReasonStock',
    PRICE_CHANGED: 'checkoutReasonPrice',
    NOT_FOUND: 'checkoutReasonClosed',
    INSUFFICIENT_BALANCE: 'checkoutReasonBalance',
    ORDERED_MEANWHILE: 'checkoutReasonOrdered',
    ACCOUNT_DEACTIVATED: 'checkoutReasonAccount',
  };
  if (reason?.startsWith('PROMO_CODE_')) return 'checkoutReasonPromo';
  return (reason && reasons[reason]) || 'checkoutReasonOther';
}

/** Why a payment could not be started. */
function startRefusal(error: unknown): Notice {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'PRICE_CHANGED') return { key: 'checkoutPriceChanged', tone: 'error' };
  if (code === 'CHECKOUT_NOT_NEEDED') return { key: 'checkoutNotNeeded', tone: 'info' };
  if (code === 'STARS_DISABLED' || code === 'STARS_AMOUNT_REFUSED' || code === 'PAYMENT_PROVIDER_UNAVAILABLE' || code?.startsWith('DEPOSIT_TOO_')) {
    return { key: 'checkoutUnavailable', tone: 'error' };
  }
  return { key: 'checkoutError', tone: 'error' };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function MissingAmount({
  texts,
  product,
  price,
  missingCents: missingNow,
  promoCode,
  onPlaced,
  onOpen,
}: {
  texts: ShopTexts;
  product: ShopProduct;
  /** The price shown on the card (the API's euro string): the order is placed at exactly this price. */
  price: string;
  missingCents: number;
  promoCode: string | null;
  onPlaced(): void;
  /** Open, the panel stays while the balance changes under it (a refused order's payment covers the pack then). */
  onOpen(open: boolean): void;
}) {
  const { t } = texts;
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  // What was missing when the customer opened it: the payment asked for that, whatever the balance does meanwhile.
  const [openedWith, setOpenedWith] = useState<number | null>(null);
  const missingCents = openedWith ?? missingNow;
  const methods = useCheckoutMethods(missingCents, missingCents > 0);
  const refresh = useRefreshAfterOrder();
  const open = step.kind !== 'closed';
  useEffect(() => onOpen(open), [open, onOpen]);
  const [notice, setNotice] = useState<Notice | null>(null);
  // One key per confirmation: a double tap (or a retried request) gets the same payment; a new one after a refusal.
  const key = useRef(newKey());
  const busy = useRef(false);
  const alive = useStillShown();

  const stars = canOpenInvoice() ? methods.data?.stars : null;
  const crypto = methods.data?.crypto;
  const checkoutId = step.kind === 'crypto' ? step.started.checkoutId : step.kind === 'placing' ? step.checkoutId : null;

  function settle(state: ShopCheckoutState) {
    if (!alive.current) return;
    refresh();
    key.current = newKey();
    setStep({ kind: 'settled', state });
    if (state.state === 'placed') {
      haptics.result('success');
      toast({ variant: 'success', title: t('successTitle'), description: t('successText', { quantity: texts.count(product.quantity), balance: texts.euros(state.balance) }) });
      onPlaced();
    } else {
      haptics.result(state.state === 'cancelled' ? 'warning' : 'error');
    }
  }

  // The checkout's state, asked again until it is settled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one loop per checkout and phase; settle reads the latest texts
  useEffect(() => {
    if (checkoutId === null) return;
    const placing = step.kind === 'placing';
    let stopped = false;
    void (async () => {
      const started = Date.now();
      while (!stopped && alive.current) {
        await sleep(placing ? PLACING_POLL_MS : WAITING_POLL_MS);
        if (stopped) return;
        const state = await readCheckout(checkoutId).catch(() => null);
        if (stopped || !state) continue;
        if (state.state === 'waiting') {
          if (placing && Date.now() - started > PLACING_WAIT_MS) {
            setNotice({ key: 'checkoutSlow', tone: 'info' });
            return;
          }
          continue;
        }
        if (state.state === 'placing') {
          if (!placing) setStep({ kind: 'placing', checkoutId });
          if (!placing) return;
          continue;
        }
        settle(state);
        return;
      }
    })();
    return () => {
      stopped = true;
    };
  }, [checkoutId, step.kind]);

  async function pay(method: { method: 'stars' } | { method: 'crypto'; crypto: string }) {
    if (busy.current) return;
    busy.current = true;
    haptics.tap();
    setNotice(null);
    setStep({ kind: 'starting', method: method.method === 'stars' ? 'stars' : method.crypto });
    try {
      const input: CheckoutStart = { productId: product.id, idempotencyKey: key.current, price, promoCode, ...method };
      let started: ShopCheckoutResponse;
      try {
        started = await startCheckout(input);
      } catch (error) {
        haptics.result('error');
        key.current = newKey();
        const refusal = startRefusal(error);
        // A refused price or a covered balance: the page's figures were stale.
        refresh();
        setNotice(refusal);
        setStep({ kind: 'choose' });
        return;
      }
      if (started.state !== 'waiting') {
        if (started.state === 'placing') setStep({ kind: 'placing', checkoutId: started.checkoutId });
        else settle(started);
        return;
      }
      if (started.payment) {
        setStep({ kind: 'crypto', started });
        return;
      }
      if (!started.stars) {
        setNotice({ key: 'checkoutError', tone: 'error' });
        setStep({ kind: 'choose' });
        return;
      }
      setStep({ kind: 'invoice' });
      let status: Awaited<ReturnType<typeof openInvoice>>;
      try {
        status = await openInvoice(started.stars.invoiceUrl);
      } catch {
        status = 'failed';
      }
      if (status === 'paid' || status === 'pending') {
        setStep({ kind: 'placing', checkoutId: started.checkoutId });
        return;
      }
      // Closed unpaid: the checkout is cancelled (its invoice refused if opened again); the next tap starts anew.
      haptics.result(status === 'failed' ? 'error' : 'warning');
      await cancelCheckout(started.checkoutId).catch(() => undefined);
      key.current = newKey();
      setNotice(status === 'failed' ? { key: 'starsFailed', tone: 'error' } : { key: 'starsCancelled', tone: 'info' });
      setStep({ kind: 'choose' });
    } finally {
      busy.current = false;
    }
  }

  async function cancel(id: number) {
    haptics.tap();
    try {
      settle(await cancelCheckout(id));
    } catch (error) {
      // Paid meanwhile: the order is being placed; the loop goes on and shows it.
      if (!(isApiError(error) && error.code === 'CHECKOUT_CLOSED')) setNotice({ key: 'checkoutError', tone: 'error' });
    }
  }

  if (!methods.data || (!stars && !crypto)) return null;
  const missing = texts.euros(formatEuros(missingCents));
  const starting = step.kind === 'starting' || step.kind === 'invoice';
  return (
    <div className="flex flex-col gap-3 border-t pt-3" data-testid="missing-amount">
      {/* Settled: another payment only while the pack is still short (a refused order's payment may cover it now). */}
      {!open || (step.kind === 'settled' && missingNow > 0) ? (
        <Button
          variant={step.kind === 'settled' ? 'outline' : 'default'}
          className="w-full"
          data-testid="pay-missing"
          onClick={() => {
            haptics.tap();
            setNotice(null);
            setOpenedWith(missingNow);
            setStep({ kind: 'choose' });
          }}
        >
          {t('checkoutPayMissing', { amount: texts.euros(formatEuros(missingNow)) })}
        </Button>
      ) : null}
      {step.kind === 'choose' || step.kind === 'starting' || step.kind === 'invoice' ? (
        <div className="flex flex-col gap-2" data-testid="checkout-methods">
          <p className="text-sm text-muted-foreground">{t('checkoutExplain', { price: texts.euros(price), missing })}</p>
          {stars ? (
            <Button variant="outline" disabled={starting} onClick={() => void pay({ method: 'stars' })} data-testid="checkout-stars">
              {step.kind !== 'choose' && (step.kind === 'invoice' || step.method === 'stars') ? <Spinner /> : <StarIcon className="fill-amber-400 text-amber-400" aria-hidden="true" />}
              {t('checkoutByStars', { stars: texts.count(stars.stars), amount: texts.euros(stars.amount) })}
            </Button>
          ) : null}
          {crypto ? (
            <div className="grid grid-cols-2 gap-2">
              {crypto.coins.map((coin) => (
                <Button
                  key={coin.code}
                  variant="outline"
                  disabled={starting}
                  onClick={() => void pay({ method: 'crypto', crypto: coin.code })}
                  data-testid={`checkout-crypto-${coin.code}`}
                >
                  {step.kind === 'starting' && step.method === coin.code ? <Spinner /> : <WalletIcon aria-hidden="true" />}
                  {t('checkoutByCrypto', { crypto: coin.label, amount: texts.euros(crypto.amount) })}
                </Button>
              ))}
            </div>
          ) : null}
          <Button variant="ghost" disabled={starting} onClick={() => {
              setOpenedWith(null);
              setStep({ kind: 'closed' });
            }}
            data-testid="checkout-close"
          >
            {t('checkoutClose')}
          </Button>
        </div>
      ) : null}
      {step.kind === 'crypto' ? <CryptoInstructions texts={texts} started={step.started} onCancel={() => void cancel(step.started.checkoutId)} /> : null}
      {step.kind === 'placing' ? <Line tone="info" spinner text={t('checkoutPlacing')} /> : null}
      {step.kind === 'settled' ? <Outcome texts={texts} state={step.state} /> : null}
      {notice ? <Line tone={notice.tone} text={t(notice.key)} /> : null}
    </div>
  );
}

function CryptoInstructions({ texts, started, onCancel }: { texts: ShopTexts; started: ShopCheckoutResponse; onCancel(): void }) {
  const { t } = texts;
  const payment = started.payment;
  const [copied, setCopied] = useState(false);
  if (!payment) return null;
  const until = new Intl.DateTimeFormat(texts.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(started.expiresAt));
  const wallet = payment.paymentUri ?? payment.checkoutUrl;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-muted p-3 text-sm" data-testid="checkout-instructions">
      {payment.cryptoAmount && payment.address ? (
        <>
          <p>{t('checkoutSendExactly', { amount: payment.cryptoAmount, crypto: payment.crypto, euros: texts.euros(started.amount ?? started.missing) })}</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 rounded bg-background p-2 font-mono text-xs break-all" data-testid="checkout-address">
              {payment.address}
            </code>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('checkoutCopy')}
              onClick={() => {
                void navigator.clipboard?.writeText(payment.address ?? '').then(() => setCopied(true), () => undefined);
              }}
            >
              <CopyIcon />
            </Button>
          </div>
          {copied ? <p className="text-xs text-muted-foreground">{t('checkoutCopied')}</p> : null}
          {payment.extraId ? <p data-testid="checkout-extra-id">{t('checkoutExtraId', { extraId: payment.extraId })}</p> : null}
        </>
      ) : null}
      {wallet ? (
        <a className="font-medium text-primary underline underline-offset-4" href={wallet} target="_blank" rel="noreferrer">
          {t('checkoutOpenWallet')}
        </a>
      ) : null}
      <p className="flex items-center gap-2" role="status" data-testid="checkout-waiting">
        <Spinner className="shrink-0" />
        {t('checkoutWaiting', { time: until })}
      </p>
      <Button variant="outline" onClick={onCancel} data-testid="checkout-cancel">
        {t('checkoutCancel')}
      </Button>
    </div>
  );
}

function Outcome({ texts, state }: { texts: ShopTexts; state: ShopCheckoutState }) {
  const { t } = texts;
  const balance = texts.euros(state.balance);
  if (state.state === 'placed') return <Line tone="success" text={t('checkoutPlaced', { balance })} />;
  if (state.state === 'not_placed') return <Line tone="error" text={t('checkoutNotPlaced', { reason: t(reasonKey(state.reason)), balance })} />;
  if (state.state === 'expired') return <Line tone="error" text={t('checkoutExpired', { balance })} />;
  return <Line tone="info" text={t('checkoutCancelled', { balance })} />;
}

function Line({ text, tone, spinner }: { text: string; tone: 'error' | 'info' | 'success'; spinner?: boolean }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="checkout-progress"
      className={cn(
        'flex items-center gap-2 rounded-lg p-3 text-sm',
        tone === 'error' && 'bg-destructive/10 text-destructive',
        tone === 'info' && 'bg-muted text-foreground',
        tone === 'success' && 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-400',
      )}
    >
      {spinner ? <Spinner className="shrink-0" /> : null}
      {text}
    </p>
  );
}
