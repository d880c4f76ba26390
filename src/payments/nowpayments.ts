// NOWPayments: a payment per deposit in the chosen coin; IPNs signed with HMAC-SHA512 over the body's sorted JSON.
import { createHash, createHmac } from 'node:crypto';
import Big from 'big.js';
import {
  type CryptoChoice,
  NOWPAYMENTS_DEFAULT_API_URL,
  type NowpaymentsSettings,
  type PaymentGateway,
  type PaymentState,
  type WebhookNotice,
} from '../domain/wallet/payment-gateway';
import { parseBoundedJson } from '../shared/bounded-json';
import { safeEqual } from '../shared/safe-equal';
import { providerRequest } from './provider-request';

/** GET /payment/{id} and POST /payment answers, as far as the shop reads them. Numbers may come as JSON numbers. */
type NowPayment = {
  payment_id: number | string;
  parent_payment_id?: number | string | null;
  payment_status: string;
  pay_address?: string | null;
  payin_extra_id?: string | null;
  price_amount: number | string;
  price_currency?: string;
  pay_amount?: number | string | null;
  actually_paid?: number | string | null;
  pay_currency: string;
  order_id?: string | null;
  outcome_amount?: number | string | null;
  expiration_estimate_date?: string | null;
};

/** Wallet URI schemes of the coins that have one (BIP-21 and its kin); other coins get a QR code of the address. */
const URI_SCHEMES: Record<string, string> = { btc: 'bitcoin', ltc: 'litecoin', bch: 'bitcoincash', doge: 'dogecoin', eth: 'ethereum', dash: 'dash' };
const COIN_CACHE_MS = 5 * 60_000;

/** Decimal text of a JSON number or string, without a float's rounding ("0.00012345", never "1.2345e-4"). */
const decimal = (value: number | string | null | undefined): Big | null => {
  if (value === null || value === undefined || value === '') return null;
  try {
    return new Big(typeof value === 'number' ? value.toString() : value);
  } catch {
    return null;
  }
};
const centsOf = (amount: Big) => Number(amount.times(100).round(0, Big.roundDown).toString());

/** The key order NOWPayments signs: every object's keys sorted, recursively, serialised compactly. */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(sort(value));
}

export function nowpaymentsGateway(settings: NowpaymentsSettings): PaymentGateway {
  const base = (settings.apiUrl ?? NOWPAYMENTS_DEFAULT_API_URL).replace(/\/+$/, '');
  let coins: { at: number; list: CryptoChoice[] } | undefined;

  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> =>
    providerRequest<T>('nowpayments', method, `${base}${path}`, { 'x-api-key': settings.apiKey ?? '' }, body);

  return {
    name: 'nowpayments',

    async cryptos() {
      if (coins && Date.now() - coins.at < COIN_CACHE_MS) return coins.list;
      const answer = await call<{ selectedCurrencies?: string[] }>('GET', '/merchant/coins');
      const list = (answer.selectedCurrencies ?? []).map((code) => ({ code: code.toUpperCase(), label: code.toUpperCase() }));
      coins = { at: Date.now(), list };
      return list;
    },

    async createPayment({ depositId, amountCents, crypto, description }) {
      const payment = await call<NowPayment>('POST', '/payment', {
        price_amount: Number(new Big(amountCents).div(100).toString()),
        price_currency: 'eur',
        pay_currency: crypto.toLowerCase(),
        order_id: String(depositId),
        order_description: description,
      });
      const coin = payment.pay_currency.toLowerCase();
      const amount = decimal(payment.pay_amount)?.toFixed() ?? '';
      const address = payment.pay_address ?? '';
      const scheme = URI_SCHEMES[coin];
      return {
        providerPaymentId: String(payment.payment_id),
        methods: [
          {
            crypto: coin.toUpperCase(),
            address,
            amount,
            extraId: payment.payin_extra_id || null,
            paymentUri: scheme && address ? `${scheme}:${address}?amount=${amount}` : null,
          },
        ],
        checkoutUrl: null,
        expiresAt: payment.expiration_estimate_date ? new Date(payment.expiration_estimate_date) : null,
        providerStatus: payment.payment_status,
      };
    },

    async fetchPayment(providerPaymentId) {
      const p = await call<NowPayment>('GET', `/payment/${encodeURIComponent(providerPaymentId)}`);
      const price = decimal(p.price_amount) ?? new Big(0);
      const payAmount = decimal(p.pay_amount);
      const paid = decimal(p.actually_paid);
      const paidAmount = paid?.toFixed() ?? null;
      // The euro share of what arrived: price × paid ÷ asked, in the payment's own figures.
      const paidCents = paid && payAmount?.gt(0) ? centsOf(price.times(paid).div(payAmount)) : 0;
      const status = p.payment_status;
      if (p.parent_payment_id != null && p.parent_payment_id !== '' && p.parent_payment_id !== 0) {
        // A second payment to an earlier payment's address: never credited by itself.
        if (['failed', 'refunded', 'expired'].includes(status)) return { kind: status === 'failed' ? 'invalid' : (status as 'refunded' | 'expired'), providerStatus: status };
        return { kind: 'review', reviewReason: 'repeat', providerStatus: status, paidAmount, paidCents };
      }
      const state = (kind: PaymentState['kind'], extra: Partial<PaymentState> = {}): PaymentState => ({ kind, providerStatus: status, paidAmount, ...extra });
      switch (status) {
        case 'waiting':
          return state('waiting');
        case 'confirming':
        case 'confirmed':
        case 'sending':
          return state('detected');
        case 'finished':
          return state('paid', { creditCents: centsOf(price) });
        case 'partially_paid':
          return state('review', { reviewReason: 'partial', paidCents });
        case 'failed':
          return state('invalid');
        case 'refunded':
          return state('refunded');
        case 'expired':
          return state('expired');
        default:
          // An unknown word from the provider: nothing is decided on it.
          return state('waiting');
      }
    },

    webhook: {
      async verify(rawBody, headers) {
        // NOWPayments signs the key-sorted JSON, not the bytes, so the body must be parsed to check it: only once a
        // secret is set and the header is a SHA-512 in hex, and only within the depth bound (an IPN nests 2 levels).
        // A body that cannot be read that way cannot be shown to be NOWPayments': unsigned (401), whatever its shape.
        const given = typeof headers['x-nowpayments-sig'] === 'string' ? headers['x-nowpayments-sig'].trim().toLowerCase() : '';
        if (!settings.ipnSecret || !/^[0-9a-f]{128}$/.test(given)) return false;
        let body: unknown;
        try {
          body = parseBoundedJson(rawBody.toString('utf8'));
        } catch {
          return false;
        }
        const expected = createHmac('sha512', settings.ipnSecret).update(sortedJson(body)).digest('hex');
        return safeEqual(expected, given);
      },
      parse(rawBody): WebhookNotice | null {
        const body = parseBoundedJson(rawBody.toString('utf8')) as Partial<NowPayment>;
        if (body.payment_id === undefined || body.payment_id === null) return null;
        const orderId = typeof body.order_id === 'string' && /^\d{1,9}$/.test(body.order_id) ? Number(body.order_id) : null;
        return {
          // NOWPayments sends no delivery id; the same status of the same payment is the same body.
          deliveryKey: createHash('sha256').update(rawBody).digest('hex'),
          event: String(body.payment_status ?? ''),
          providerPaymentId: String(body.payment_id),
          parentPaymentId: body.parent_payment_id != null && body.parent_payment_id !== '' ? String(body.parent_payment_id) : null,
          depositId: orderId,
        };
      },
    },
  };
}
