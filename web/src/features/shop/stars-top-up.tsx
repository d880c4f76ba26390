// The Mini App's Telegram Stars top-up (decision 0138): what a Star is worth and the bounds, preset amounts and a typed
// number of Stars with the euros they credit, then Telegram's invoice over the page (openInvoice); once paid, the page
// waits for the bot to credit the payment and shows the new balance; cancelled or failed, it says so.
import { formatEuros } from '@contracts/money';
import { starsWorthCents } from '@contracts/payments';
import type { ShopStarsDepositResponse, ShopStarsOffer } from '@contracts/shop-stars';
import { ChevronDownIcon, StarIcon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { useStillShown } from '@/lib/use-still-shown';
import { cn } from '@/lib/utils';
import { readStarsDeposit, useShopStarsOffer, useShowCredit, useStarsTopUp } from './shop-api';
import type { ShopTextKey, ShopTexts } from './shop-texts';
import { canOpenInvoice, haptics, openInvoice } from './telegram';

/** How long the page asks for the credit after Telegram said paid (the bot's update usually lands within a second). */
const CREDIT_WAIT_MS = 60_000;
const CREDIT_POLL_MS = 1000;

/** Where the top-up stands: a line under the button, in the customer's language. */
type Progress =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'waiting' }
  | { kind: 'credited'; credit: ShopStarsDepositResponse }
  | { kind: 'notice'; key: ShopTextKey; tone: 'error' | 'info'; params?: Record<string, string> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A text's ⭐ drawn as the bundled star icon: not every phone or desktop has an emoji font (the page fetches none). */
function withStars(text: string): ReactNode {
  return text.split('⭐').flatMap((part, i) => [
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text
    ...(i > 0 ? [<StarIcon key={`star-${i}`} className="inline size-4 shrink-0 fill-amber-400 text-amber-400" aria-label="⭐" />] : []),
    part,
  ]);
}

/** The card, inside Telegram only and while the shop offers Stars. */
export function StarsTopUpCard({ texts }: { texts: ShopTexts }) {
  const offer = useShopStarsOffer();
  if (!canOpenInvoice() || !offer.data?.available) return null;
  return <StarsTopUp texts={texts} offer={offer.data} />;
}

function StarsTopUp({ texts, offer }: { texts: ShopTexts; offer: ShopStarsOffer }) {
  const { t } = texts;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(String(offer.presets[0] ?? offer.minimumStars));
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const topUp = useStarsTopUp();
  const showCredit = useShowCredit();
  // The page may be left while it waits for the credit: no state is set after that.
  const alive = useStillShown();
  // A double tap makes one deposit: the second tap finds this set before any re-render.
  const paying = useRef(false);

  const digits = typed.replace(/[\s\u00a0\u202f]/g, '');
  const stars = /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
  const within = Number.isSafeInteger(stars) && stars >= offer.minimumStars && stars <= offer.maximumStars;
  const busy = progress.kind === 'opening' || progress.kind === 'waiting';
  const worth = (n: number) => texts.euros(formatEuros(starsWorthCents(n, offer.starValueMicroEuros)));
  const bounds = { minimum: texts.count(offer.minimumStars), maximum: texts.count(offer.maximumStars) };

  /** After 'paid': the deposit's state until the bot has credited it (or a minute has passed). */
  async function waitForCredit(depositId: number) {
    setProgress({ kind: 'waiting' });
    for (const started = Date.now(); Date.now() - started < CREDIT_WAIT_MS && alive.current; await sleep(CREDIT_POLL_MS)) {
      const state = await readStarsDeposit(depositId).catch(() => null);
      if (state?.state === 'credited') {
        showCredit(state);
        haptics.result('success');
        toast({ variant: 'success', title: t('starsCreditedTitle'), description: t('starsCredited', { amount: texts.euros(state.amount), balance: texts.euros(state.balance) }) });
        if (alive.current) setProgress({ kind: 'credited', credit: state });
        return;
      }
      if (state?.state === 'failed') break;
    }
    if (alive.current) setProgress({ kind: 'notice', key: 'starsSlow', tone: 'info' });
  }

  async function pay() {
    if (paying.current || busy || !within) return;
    paying.current = true;
    try {
      await payOnce();
    } finally {
      paying.current = false;
    }
  }

  async function payOnce() {
    haptics.tap();
    setProgress({ kind: 'opening' });
    let created: Awaited<ReturnType<typeof topUp.mutateAsync>>;
    try {
      created = await topUp.mutateAsync(stars);
    } catch (error) {
      haptics.result('error');
      const code = isApiError(error) ? error.code : undefined;
      const key: ShopTextKey = code === 'STARS_AMOUNT_REFUSED' ? 'starsOutOfRange' : code === 'STARS_DISABLED' ? 'starsUnavailable' : 'starsError';
      // The bounds the server refused with (the limits may have changed since the page read them).
      const details = isApiError(error) ? error.body?.details : undefined;
      const params = details?.minimumStars ? { minimum: texts.count(Number(details.minimumStars)), maximum: texts.count(Number(details.maximumStars)) } : undefined;
      setProgress({ kind: 'notice', key, tone: 'error', params });
      return;
    }
    let status: Awaited<ReturnType<typeof openInvoice>>;
    try {
      status = await openInvoice(created.invoiceUrl);
    } catch {
      setProgress({ kind: 'notice', key: 'starsError', tone: 'error' });
      return;
    }
    if (status === 'paid' || status === 'pending') {
      await waitForCredit(created.depositId);
      return;
    }
    haptics.result(status === 'failed' ? 'error' : 'warning');
    setProgress({ kind: 'notice', key: status === 'failed' ? 'starsFailed' : 'starsCancelled', tone: status === 'failed' ? 'error' : 'info' });
  }

  return (
    <section className="rounded-xl border bg-card text-card-foreground shadow-xs" data-testid="stars-top-up">
      <button
        type="button"
        className="flex w-full items-center gap-3 p-4 text-start"
        aria-expanded={open}
        onClick={() => {
          haptics.tap();
          setOpen(!open);
        }}
      >
        <StarIcon className="size-5 shrink-0 fill-amber-400 text-amber-400" aria-hidden="true" />
        <span className="min-w-0 flex-1 font-semibold">{t('starsTitle')}</span>
        <ChevronDownIcon className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open ? (
        <div className="flex flex-col gap-3 border-t p-4">
          <p className="text-sm text-muted-foreground" data-testid="stars-rate">
            {t('starsRate', { value: texts.unitEuros(offer.starValue), ...bounds })}
          </p>
          {offer.presets.length ? (
            <div className="grid grid-cols-2 gap-2">
              {offer.presets.map((preset) => (
                <Button
                  key={preset}
                  type="button"
                  variant={stars === preset ? 'default' : 'outline'}
                  className="tabular-nums"
                  disabled={busy}
                  aria-pressed={stars === preset}
                  onClick={() => setTyped(String(preset))}
                  data-testid={`stars-preset-${preset}`}
                >
                  {withStars(`⭐ ${texts.count(preset)} → ${worth(preset)}`)}
                </Button>
              ))}
            </div>
          ) : null}
          <form
            className="flex flex-col gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              void pay();
            }}
          >
            <label htmlFor="stars-amount" className="text-sm font-medium">
              {t('starsAmount')}
            </label>
            <div className="flex gap-2">
              <Input
                id="stars-amount"
                inputMode="numeric"
                autoComplete="off"
                className="tabular-nums"
                value={typed}
                disabled={busy}
                aria-invalid={!within}
                aria-describedby="stars-amount-worth"
                onChange={(event) => setTyped(event.target.value)}
              />
              <Button type="submit" disabled={busy || !within} className="shrink-0" data-testid="stars-pay">
                {progress.kind === 'opening' ? <Spinner /> : null}
                {withStars(t('starsPay', { stars: within ? texts.count(stars) : '' }).trim())}
              </Button>
            </div>
            <p id="stars-amount-worth" className={cn('text-sm', within ? 'text-muted-foreground' : 'text-destructive')} data-testid="stars-worth">
              {within ? t('starsYouGet', { amount: worth(stars) }) : t('starsOutOfRange', bounds)}
            </p>
          </form>
          <ProgressLine texts={texts} progress={progress} bounds={bounds} />
        </div>
      ) : null}
    </section>
  );
}

function ProgressLine({ texts, progress, bounds }: { texts: ShopTexts; progress: Progress; bounds: Record<string, string> }) {
  const { t } = texts;
  if (progress.kind === 'idle') return null;
  let line: { text: string; tone: 'error' | 'info' | 'success' };
  if (progress.kind === 'opening') line = { text: t('starsOpening'), tone: 'info' };
  else if (progress.kind === 'waiting') line = { text: t('starsWaiting'), tone: 'info' };
  else if (progress.kind === 'credited') {
    line = { text: t('starsCredited', { amount: texts.euros(progress.credit.amount), balance: texts.euros(progress.credit.balance) }), tone: 'success' };
  } else line = { text: t(progress.key, progress.params ?? bounds), tone: progress.tone };
  return (
    <p
      role={line.tone === 'error' ? 'alert' : 'status'}
      data-testid="stars-progress"
      className={cn(
        'flex items-center gap-2 rounded-lg p-3 text-sm',
        line.tone === 'error' && 'bg-destructive/10 text-destructive',
        line.tone === 'info' && 'bg-muted text-foreground',
        line.tone === 'success' && 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-400',
      )}
    >
      {progress.kind === 'waiting' ? <Spinner className="shrink-0" /> : null}
      {line.text}
    </p>
  );
}
