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

/** A table whose texts are `<prefix>.<code>`, written as each code's badge colour. */
function labelTable<P extends string, C extends string>(
  prefix: P,
  variants: { [K in C]: `${P}.${K}` extends TranslationKey ? BadgeVariant : never },
): Record<string, { key: TranslationKey; variant: BadgeVariant }> {
  return Object.fromEntries(Object.entries<BadgeVariant>(variants).map(([code, variant]) => [code, { key: `${prefix}.${code}` as TranslationKey, variant }]));
}

/** Ledger rows and transactions: purchase, deposit, admin credit… */
const transactionTypes = labelTable('transactions.type', { purchase: 'secondary', deposit: 'secondary', admin_credit: 'secondary', admin_debit: 'secondary', refund: 'secondary', gift_card: 'secondary', referral: 'secondary', deposit_refund: 'secondary' });

export const transactionTypeLabel = (type: string, t: Translate): Label => labelFrom(transactionTypes, type, t);

/**
 * SPEC §4: completed 'Réussi', pending 'En attente', failed 'Échoué'; 'refunded' (a purchase transaction refunded, a status the
 * spec's model did not have) its own label rather than passing for a failure.
 */
const transactionStatuses = labelTable('transactions.status', { completed: 'success', pending: 'warning', failed: 'destructive', refunded: 'secondary' });

export const transactionStatusLabel = (status: string, t: Translate): Label => labelFrom(transactionStatuses, status, t);

/** A deposit: waiting for its payment or an admin (pending), seen on the chain (detected), credited, refused. */
const depositStatuses = {
  ...labelTable('transactions.status', { pending: 'warning', completed: 'success', failed: 'destructive' }),
  detected: { key: 'transactions.status.pending', variant: 'warning' },
} satisfies Record<string, { key: TranslationKey; variant: BadgeVariant }>;

export const depositStatusLabel = (status: string, t: Translate): Label => labelFrom(depositStatuses, status, t);

/** A Stars deposit given back (decision 0137): being refunded (debited, Telegram not yet sure), refunded. */
const refundStatuses = labelTable('deposits.refundStatus', { refunding: 'warning', refunded: 'secondary' });

export const refundStatusLabel = (status: string, t: Translate): Label => labelFrom(refundStatuses, status, t);

/** Why a deposit waits for an admin although its provider answered. */
const reviewReasons = labelTable('deposits.review', { partial: 'warning', repeat: 'warning', late: 'warning' });

export const reviewReasonLabel = (reason: string, t: Translate): Label => labelFrom(reviewReasons, reason, t, 'warning');

/** An order: delivered, failed, refunded. */
// 'partial': a completed order with some of its numbers refunded (decision 0140), shown, not stored.
const orderStatuses = labelTable('history.status', { completed: 'success', partial: 'warning', failed: 'destructive', refunded: 'secondary' });

export const orderStatusLabel = (status: string, t: Translate): Label => labelFrom(orderStatuses, status, t);

/** A broadcast: being prepared, being sent, done, cancelled. */
const broadcastStatuses = labelTable('broadcasts.status', { scheduled: 'outline', preparing: 'secondary', sending: 'warning', done: 'success', cancelled: 'outline' });

export const broadcastStatusLabel = (status: string, t: Translate): Label => labelFrom(broadcastStatuses, status, t);

/** A gift card: can be redeemed, redeemed, past its expiry, disabled by an admin. */
const giftCardStatuses = labelTable('giftCards.status', { unused: 'success', used: 'secondary', expired: 'warning', disabled: 'destructive' });

export const giftCardStatusLabel = (status: string, t: Translate): Label => labelFrom(giftCardStatuses, status, t);

/** A promotion: running now, starting later, over, switched off. */
const promotionStatuses = labelTable('promotions.status', { active: 'success', scheduled: 'warning', ended: 'secondary', inactive: 'outline' });

export const promotionStatusLabel = (status: string, t: Translate): Label => labelFrom(promotionStatuses, status, t);

/** Who took a deposit's payment: a crypto provider, Telegram Stars (decision 0135), or an admin (manual). */
const paymentProviders = labelTable('payments.provider', { manual: 'secondary', btcpay: 'secondary', nowpayments: 'secondary', stars: 'secondary' });

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
 * A deposit's method: 'NOWPayments · BTC', 'Manuel' (an admin's approval, no currency), 'Telegram Stars' (its currency
 * dropped when the provider's name already says it). `code` is the raw pair, for a tooltip.
 */
export function paymentMethodLabel(method: { provider: string; crypto: string }, t: Translate): Label {
  const provider = paymentProviderLabel(method.provider, t);
  const currency = currencyLabel(method.crypto, t);
  const code = `${method.provider} · ${method.crypto}`;
  const sameWord =
    provider.text.toLowerCase().split(' ').includes(currency.text.toLowerCase()) || method.crypto.toLowerCase() === method.provider.toLowerCase();
  const text = sameWord ? provider.text : `${provider.text} · ${currency.text}`;
  return { text, variant: 'secondary', code };
}
