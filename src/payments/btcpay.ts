// BTCPay Server (Greenfield API): an invoice in euros per deposit, paid with any of the store's payment methods;
// webhooks signed with HMAC-SHA256 over the raw bytes (BTCPay sends indented JSON: never re-serialised).
import { createHash, createHmac } from 'node:crypto';
import Big from 'big.js';
import type {
  BtcpaySettings,
  CryptoChoice,
  PaymentGateway,
  PaymentMethodInstructions,
  PaymentState,
  WebhookNotice,
} from '../domain/wallet/payment-gateway';
import { parseBoundedJson } from '../shared/bounded-json';
import { safeEqual } from '../shared/safe-equal';
import { providerRequest } from './provider-request';

/** GET /stores/{store}/invoices/{id}, as far as the shop reads it. Amounts are decimal strings. */
type Invoice = {
  id: string;
  amount: string;
  currency: string;
  status: 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled' | string;
  additionalStatus?: 'None' | 'PaidLate' | 'PaidPartial' | 'Marked' | 'Invalid' | 'PaidOver' | string;
  checkoutLink?: string | null;
  expirationTime?: number | null;
  metadata?: Record<string, unknown> | null;
};

/**
 * One entry of GET /stores/{store}/invoices/{id}/payment-methods. BTCPay 2 names the method `paymentMethodId`
 * ("BTC-CHAIN", "BTC-LN") and its coin `currency`; BTCPay 1 says `paymentMethod` ("BTC", "BTC-LightningNetwork") and
 * `cryptoCode`. Both are read.
 */
type InvoiceMethod = {
  paymentMethodId?: string;
  paymentMethod?: string;
  currency?: string;
  cryptoCode?: string;
  destination?: string | null;
  paymentLink?: string | null;
  rate?: string | null;
  amount?: string | null;
  paymentMethodPaid?: string | null;
  activated?: boolean;
};

const COIN_CACHE_MS = 5 * 60_000;

const decimal = (value: string | number | null | undefined): Big => {
  if (value === null || value === undefined || value === '') return new Big(0);
  try {
    return new Big(String(value));
  } catch {
    return new Big(0);
  }
};
const centsOf = (amount: Big) => Number(amount.times(100).round(0, Big.roundDown).toString());
const methodId = (m: InvoiceMethod) => m.paymentMethodId ?? m.paymentMethod ?? '';
const coinOf = (id: string, m?: InvoiceMethod) => (m?.currency ?? m?.cryptoCode ?? id.split('-')[0]).toUpperCase();
const isLightning = (id: string) => /-(LN|LightningNetwork|LNURL|LNURLPAY)$/i.test(id);
/** What the customer reads: "BTC", "BTC Lightning". */
const labelOf = (id: string, m?: InvoiceMethod) => `${coinOf(id, m)}${isLightning(id) ? ' Lightning' : ''}`;

/** The euros a set of payment methods received: Σ paid × rate, in the invoice's currency. */
const paidValue = (methods: InvoiceMethod[]) => methods.reduce((sum, m) => sum.plus(decimal(m.paymentMethodPaid).times(decimal(m.rate))), new Big(0));

/** Maps an invoice and its payment methods to where the deposit stands. */
function invoiceState(invoice: Invoice, methods: InvoiceMethod[]): PaymentState {
  const extra = invoice.additionalStatus ?? 'None';
  const providerStatus = extra === 'None' ? invoice.status : `${invoice.status} (${extra})`;
  const invoiceCents = centsOf(decimal(invoice.amount));
  const paidCents = centsOf(paidValue(methods));
  const paying = methods.filter((m) => decimal(m.paymentMethodPaid).gt(0));
  const paidAmount = paying.length ? paying.map((m) => `${decimal(m.paymentMethodPaid).toFixed()} ${labelOf(methodId(m), m)}`).join(' + ') : null;
  const state = (kind: PaymentState['kind'], more: Partial<PaymentState> = {}): PaymentState => ({ kind, providerStatus, paidAmount, paidCents, ...more });
  switch (invoice.status) {
    case 'New':
      // A partial payment on an open invoice: the customer may still pay the rest before it expires.
      return state('waiting');
    case 'Processing':
      return state('detected');
    case 'Settled':
      // Settled by hand (Marked) credits the invoice's amount; an over-payment credits what arrived, never less.
      return state('paid', { creditCents: extra === 'PaidOver' ? Math.max(invoiceCents, paidCents) : invoiceCents });
    case 'Expired':
      // Money arrived after the invoice expired (in full: PaidLate, BTCPay keeps it Expired and waits for no
      // confirmation) or not enough of it: an admin decides, or marks the invoice settled in BTCPay, which credits.
      if (extra === 'PaidLate') return state('review', { reviewReason: 'late' });
      return paidCents > 0 || extra === 'PaidPartial' ? state('review', { reviewReason: 'partial' }) : state('expired');
    case 'Invalid':
      return state('invalid');
    default:
      return state('waiting');
  }
}

export function btcpayGateway(settings: BtcpaySettings): PaymentGateway {
  const root = (settings.url ?? '').replace(/\/+$/, '');
  const store = `/api/v1/stores/${encodeURIComponent(settings.storeId ?? '')}`;
  let coins: { at: number; list: CryptoChoice[] } | undefined;

  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> =>
    providerRequest<T>('btcpay', method, `${root}${store}${path}`, { authorization: `token ${settings.apiKey ?? ''}` }, body);

  const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

  return {
    name: 'btcpay',

    async cryptos() {
      if (coins && Date.now() - coins.at < COIN_CACHE_MS) return coins.list;
      // BTCPay 2 answers an array of { paymentMethodId, enabled }; BTCPay 1 an object keyed by the method's id.
      const answer = await call<Array<{ paymentMethodId?: string; paymentMethod?: string; enabled?: boolean }> | Record<string, { enabled?: boolean }>>(
        'GET',
        '/payment-methods?onlyEnabled=true',
      );
      const entries = Array.isArray(answer)
        ? answer.map((m) => ({ id: m.paymentMethodId ?? m.paymentMethod ?? '', enabled: m.enabled !== false }))
        : Object.entries(answer).map(([id, m]) => ({ id, enabled: m?.enabled !== false }));
      // LNURL needs a wallet that speaks it and shares its node with Lightning: offered through the checkout page only.
      const list = entries.filter((m) => m.id && m.enabled && !/LNURL/i.test(m.id)).map((m) => ({ code: m.id, label: labelOf(m.id) }));
      coins = { at: Date.now(), list };
      return list;
    },

    async createPayment({ depositId, amountCents, crypto, description }) {
      const invoice = await call<Invoice>('POST', '/invoices', {
        amount: new Big(amountCents).div(100).toFixed(2),
        currency: 'EUR',
        metadata: { depositId, orderId: `deposit-${depositId}`, itemDesc: description },
        checkout: { defaultPaymentMethod: crypto },
      });
      let methods = await call<InvoiceMethod[]>('GET', `${invoicePath(invoice.id)}/payment-methods`);
      const chosen = methods.find((m) => methodId(m) === crypto);
      if (chosen && chosen.activated === false) {
        // Lazy payment methods: the chosen one gets its address only once activated.
        await call<unknown>('POST', `${invoicePath(invoice.id)}/payment-methods/${encodeURIComponent(crypto)}/activate`);
        methods = await call<InvoiceMethod[]>('GET', `${invoicePath(invoice.id)}/payment-methods`);
      }
      const instructions: PaymentMethodInstructions[] = methods
        .filter((m) => m.destination)
        .sort((a, b) => Number(methodId(b) === crypto) - Number(methodId(a) === crypto))
        .map((m) => ({
          crypto: labelOf(methodId(m), m),
          address: m.destination ?? '',
          amount: decimal(m.amount).toFixed(),
          extraId: null,
          paymentUri: m.paymentLink || null,
        }));
      return {
        providerPaymentId: invoice.id,
        methods: instructions,
        checkoutUrl: invoice.checkoutLink ?? null,
        expiresAt: invoice.expirationTime ? new Date(invoice.expirationTime * 1000) : null,
        providerStatus: invoice.status,
      };
    },

    async fetchPayment(invoiceId) {
      const [invoice, methods] = await Promise.all([
        call<Invoice>('GET', invoicePath(invoiceId)),
        call<InvoiceMethod[]>('GET', `${invoicePath(invoiceId)}/payment-methods`),
      ]);
      return invoiceState(invoice, methods);
    },

    webhook: {
      async verify(rawBody, headers) {
        const given = headers['btcpay-sig'];
        if (!settings.webhookSecret || typeof given !== 'string' || !given.startsWith('sha256=')) return false;
        const expected = `sha256=${createHmac('sha256', settings.webhookSecret).update(rawBody).digest('hex')}`;
        return safeEqual(expected, given.trim().toLowerCase());
      },
      parse(rawBody): WebhookNotice | null {
        const body = parseBoundedJson(rawBody.toString('utf8')) as {
          deliveryId?: string;
          type?: string;
          invoiceId?: string;
          metadata?: { depositId?: unknown } | null;
        };
        if (typeof body.invoiceId !== 'string' || body.invoiceId === '') return null;
        const depositId = Number(body.metadata?.depositId);
        return {
          // BTCPay's automatic retries repeat the delivery id; a body without one is keyed by its bytes.
          deliveryKey: typeof body.deliveryId === 'string' && body.deliveryId ? body.deliveryId : createHash('sha256').update(rawBody).digest('hex'),
          event: String(body.type ?? ''),
          providerPaymentId: body.invoiceId,
          depositId: Number.isSafeInteger(depositId) && depositId > 0 ? depositId : null,
        };
      },
    },
  };
}
