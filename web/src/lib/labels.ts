// The labels of every enumerated value the API sends (statuses, transaction types, payment methods): ONE map per
// enumeration, here. A value the back office does not know yet (a new provider, a status added on the server) is shown
// humanised ('stars' → 'Stars'), never as its raw code, which the caller may keep as a tooltip (`code`).
import type { BadgeProps } from '@/components/ui/badge';
import type { TranslationKey } from '@/lib/i18n';

type Translate = (key: TranslationKey) => string;
type BadgeVariant = NonNullable<BadgeProps['variant']>;

/** What a screen shows for a code: the text, its badge colour, and the code itself when the text is only a guess. */
export type Label = { text: string; variant: BadgeVariant; code?: string };

/** 'stars' → 'Stars', 'admin_credit' → 'Admin credit', 'XTR' → 'XTR': a readable stand-in for a code without a label. */
function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  if (!words) return code;
  const spoken = words === words.toUpperCase() ? words : words.toLowerCase();
  return spoken.charAt(0).toUpperCase() + spoken.slice(1);
}

function labelFrom(map: Record<string, { key: TranslationKey; variant?: BadgeVariant }>, code: string, t: Translate, fallbackVariant: BadgeVariant = 'secondary'): Label {
  const known = Object.hasOwn(map, code) ? map[code] : undefined;
  return known ? { text: t(known.key), variant: known.variant ?? 'secondary' } : { text: humanise(code), variant: fallbackVariant, code };
}

/** Ledger rows and transactions: purchase, deposit, admin credit… */
const transactionTypes: Record<string, { key: TranslationKey }> = {
  purchase: { key: 'transactions.type.purchase' },
  deposit: { key: 'transactions.type.deposit' },
  admin_credit: { key: 'transactions.type.admin_credit' },
  admin_debit: { key: 'transactions.type.admin_debit' },
  refund: { key: 'transactions.type.refund' },
  gift_card: { key: 'transactions.type.gift_card' },
  referral: { key: 'transactions.type.referral' },
};

export const transactionTypeLabel = (type: string, t: Translate): Label => labelFrom(transactionTypes, type, t);

/**
 * SPEC §4: completed 'Réussi', pending 'En attente', failed 'Échoué'; 'refunded' (a purchase transaction refunded, a status the
 * spec's model did not have) its own label rather than passing for a failure.
 */
const transactionStatuses: Record<string, { key: TranslationKey; variant: BadgeVariant }> = {
  completed: { key: 'transactions.status.completed', variant: 'success' },
  pending: { key: 'transactions.status.pending', variant: 'warning' },
  failed: { key: 'transactions.status.failed', variant: 'destructive' },
  refunded: { key: 'transactions.status.refunded', variant: 'secondary' },
};

export const transactionStatusLabel = (status: string, t: Translate): Label => labelFrom(transactionStatuses, status, t);

/** A deposit: waiting for its payment or an admin (pending), seen on the chain (detected), credited, refused. */
const depositStatuses: Record<string, { key: TranslationKey; variant: BadgeVariant }> = {
  pending: { key: 'transactions.status.pending', variant: 'warning' },
  detected: { key: 'transactions.status.pending', variant: 'warning' },
  completed: { key: 'transactions.status.completed', variant: 'success' },
  failed: { key: 'transactions.status.failed', variant: 'destructive' },
};

export const depositStatusLabel = (status: string, t: Translate): Label => labelFrom(depositStatuses, status, t);

/** Why a deposit waits for an admin although its provider answered. */
const reviewReasons: Record<string, { key: TranslationKey; variant: BadgeVariant }> = {
  partial: { key: 'deposits.review.partial', variant: 'warning' },
  repeat: { key: 'deposits.review.repeat', variant: 'warning' },
  late: { key: 'deposits.review.late', variant: 'warning' },
};

export const reviewReasonLabel = (reason: string, t: Translate): Label => labelFrom(reviewReasons, reason, t, 'warning');

/** An order: delivered, failed, refunded. */
const orderStatuses: Record<string, { key: TranslationKey; variant: BadgeVariant }> = {
  completed: { key: 'history.status.completed', variant: 'success' },
  failed: { key: 'history.status.failed', variant: 'destructive' },
  refunded: { key: 'history.status.refunded', variant: 'secondary' },
};

export const orderStatusLabel = (status: string, t: Translate): Label => labelFrom(orderStatuses, status, t);

/** A broadcast: being prepared, being sent, done, cancelled. */
const broadcastStatuses: Record<string, { key: TranslationKey; variant: BadgeVariant }> = {
  preparing: { key: 'broadcasts.status.preparing', variant: 'secondary' },
  sending: { key: 'broadcasts.status.sending', variant: 'warning' },
  done: { key: 'broadcasts.status.done', variant: 'success' },
  cancelled: { key: 'broadcasts.status.cancelled', variant: 'outline' },
};

export const broadcastStatusLabel = (status: string, t: Translate): Label => labelFrom(broadcastStatuses, status, t);

/** Who took a deposit's payment: a crypto provider, Telegram Stars (decision 0135), or an admin (manual). */
const paymentProviders: Record<string, { key: TranslationKey }> = {
  manual: { key: 'payments.provider.manual' },
  btcpay: { key: 'payments.provider.btcpay' },
  nowpayments: { key: 'payments.provider.nowpayments' },
  stars: { key: 'payments.provider.stars' },
};

/** Currencies whose code is not what an admin calls them; any other is a ticker (BTC, USDTTRC20) shown in capitals. */
const currencies: Record<string, { key: TranslationKey }> = {
  manual: { key: 'payments.provider.manual' },
  xtr: { key: 'payments.currency.xtr' },
};

const paymentProviderLabel = (provider: string, t: Translate): Label => labelFrom(paymentProviders, provider, t);

function currencyLabel(currency: string, t: Translate): Label {
  const known = currencies[currency.toLowerCase()];
  return known ? { text: t(known.key), variant: 'secondary' } : { text: currency.toUpperCase(), variant: 'secondary' };
}

/**
 * A deposit's method: 'NOWPayments · BTC', 'Manuel' (an admin's approval, no currency), 'Stars' (a provider the back office
 * does not know, humanised, its currency dropped when it says the same). `code` is the raw pair, for a tooltip.
 */
export function paymentMethodLabel(method: { provider: string; crypto: string }, t: Translate): Label {
  const provider = paymentProviderLabel(method.provider, t);
  const currency = currencyLabel(method.crypto, t);
  const code = `${method.provider} · ${method.crypto}`;
  const sameWord = currency.text.toLowerCase() === provider.text.toLowerCase() || method.crypto.toLowerCase() === method.provider.toLowerCase();
  const text = sameWord ? provider.text : `${provider.text} · ${currency.text}`;
  return { text, variant: 'secondary', code };
}
