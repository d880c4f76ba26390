// A local BTCPay Server (the Greenfield endpoints the shop uses, with BTCPay 2's JSON shapes) and webhooks signed as
// BTCPay signs them: HMAC-SHA256 of the indented body's bytes, in `BTCPay-Sig: sha256=<hex>`.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Big from 'big.js';
import type { BtcpaySettings } from '../../src/domain/wallet/payment-gateway';

type StandInInvoice = {
  id: string;
  storeId: string;
  amount: string;
  currency: string;
  type: 'Standard';
  checkoutLink: string;
  status: 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled';
  additionalStatus: 'None' | 'PaidLate' | 'PaidPartial' | 'Marked' | 'Invalid' | 'PaidOver';
  monitoringExpiration: number;
  expirationTime: number;
  createdTime: number;
  metadata: Record<string, unknown>;
  checkout: Record<string, unknown>;
};

type StandInMethod = {
  paymentMethodId: string;
  currency: string;
  destination: string;
  paymentLink: string | null;
  rate: string;
  paymentMethodPaid: string;
  totalPaid: string;
  due: string;
  amount: string;
  networkFee: string;
  payments: Array<{ id: string; receivedDate: number; value: string; fee: string; status: 'Processing' | 'Settled' | 'Invalid'; destination: string }>;
  activated: boolean;
  additionalData: Record<string, unknown>;
};

/** The store's payment methods and their euro rates. Lightning is lazy: it gets its invoice when activated. */
const STORE_METHODS: Array<{ id: string; currency: string; rate: string; lazy: boolean }> = [
  { id: 'BTC-CHAIN', currency: 'BTC', rate: '50000', lazy: false },
  { id: 'BTC-LN', currency: 'BTC', rate: '50000', lazy: true },
  { id: 'LTC-CHAIN', currency: 'LTC', rate: '80', lazy: false },
];

export type BtcpayStandIn = {
  url: string;
  storeId: string;
  settings: BtcpaySettings;
  invoice(id: string): StandInInvoice;
  methods(id: string): StandInMethod[];
  /** The customer sends `value` of a method's coin to the invoice (BTCPay records a payment). */
  pay(id: string, methodId: string, value: string): void;
  setStatus(id: string, status: StandInInvoice['status'], additionalStatus?: StandInInvoice['additionalStatus']): StandInInvoice;
  /** The webhook BTCPay would send (indented, as BTCPay does), with overrides of the body, and its signature header. */
  webhook(id: string, type: string, overrides?: Record<string, unknown>): { body: string; headers: Record<string, string> };
  sign(body: string): Record<string, string>;
  down(): void;
  up(): void;
  close(): Promise<void>;
};

const base58 = (bytes: number) =>
  Array.from(randomBytes(bytes), (b) => '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'[b % 58]).join('');

export async function startBtcpayStandIn(): Promise<BtcpayStandIn> {
  const apiKey = randomBytes(20).toString('hex');
  const webhookSecret = base58(24);
  const storeId = base58(32);
  const invoices = new Map<string, { invoice: StandInInvoice; methods: StandInMethod[] }>();
  let isDown = false;
  let url = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  };
  const activate = (method: StandInMethod) => {
    method.activated = true;
    if (method.paymentMethodId.endsWith('-LN')) {
      method.destination = `lnbc${new Big(method.amount).times(1e8).toFixed(0)}n1p${base58(40).toLowerCase()}`;
      method.paymentLink = `lightning:${method.destination}`;
    } else {
      const scheme = method.currency === 'BTC' ? 'bitcoin' : 'litecoin';
      method.destination = `${method.currency === 'BTC' ? 'bc1q' : 'ltc1q'}${randomBytes(19).toString('hex')}`;
      method.paymentLink = `${scheme}:${method.destination}?amount=${method.amount}&pj=${encodeURIComponent(`${url}/${storeId}/pj`)}`;
    }
  };
  /** Keeps each method's paid, total paid and due figures true to its payments. */
  const account = (entry: { invoice: StandInInvoice; methods: StandInMethod[] }) => {
    const paidEuros = entry.methods.reduce((sum, m) => sum.plus(new Big(m.paymentMethodPaid).times(m.rate)), new Big(0));
    for (const m of entry.methods) {
      m.totalPaid = paidEuros.div(m.rate).round(8, Big.roundDown).toFixed();
      m.due = new Big(m.amount).minus(m.totalPaid).toFixed();
    }
  };
  const newInvoice = (body: { amount: string; currency: string; metadata?: Record<string, unknown>; checkout?: Record<string, unknown> }) => {
    const now = Math.floor(Date.now() / 1000);
    const id = base58(22);
    const invoice: StandInInvoice = {
      id,
      storeId,
      amount: new Big(body.amount).toFixed(2),
      currency: body.currency.toUpperCase(),
      type: 'Standard',
      checkoutLink: `${url}/i/${id}`,
      status: 'New',
      additionalStatus: 'None',
      monitoringExpiration: now + 24 * 3600,
      expirationTime: now + 15 * 60,
      createdTime: now,
      metadata: body.metadata ?? {},
      checkout: body.checkout ?? {},
    };
    const methods = STORE_METHODS.map((m) => {
      const method: StandInMethod = {
        paymentMethodId: m.id,
        currency: m.currency,
        destination: '',
        paymentLink: null,
        rate: m.rate,
        paymentMethodPaid: '0',
        totalPaid: '0',
        due: '0',
        amount: new Big(invoice.amount).div(m.rate).round(8, Big.roundUp).toFixed(),
        networkFee: '0',
        payments: [],
        activated: false,
        additionalData: {},
      };
      if (!m.lazy) activate(method);
      return method;
    });
    const entry = { invoice, methods };
    account(entry);
    invoices.set(id, entry);
    return invoice;
  };

  const server = createServer(async (req, res) => {
    try {
      if (isDown) return send(res, 503, { code: 'service-unavailable', message: 'stand-in down' });
      if (req.headers.authorization !== `token ${apiKey}`) return send(res, 401, { code: 'unauthenticated', message: 'Authentication is required' });
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const prefix = `/api/v1/stores/${storeId}`;
      if (!path.startsWith(prefix)) return send(res, 403, { code: 'missing-permission', message: 'store not found' });
      const rest = path.slice(prefix.length);
      if (req.method === 'GET' && rest === '/payment-methods') {
        return send(
          res,
          200,
          STORE_METHODS.map((m) => ({ paymentMethodId: m.id, enabled: true, config: {} })),
        );
      }
      if (req.method === 'POST' && rest === '/invoices') {
        const body = await readBody(req);
        if (typeof body.amount !== 'string' || typeof body.currency !== 'string') {
          return send(res, 422, [{ path: 'amount', message: 'amount and currency are required as strings' }]);
        }
        return send(res, 200, newInvoice(body));
      }
      const match = /^\/invoices\/([^/]+)(\/payment-methods)?(?:\/([^/]+)\/activate)?$/.exec(rest);
      const entry = match ? invoices.get(decodeURIComponent(match[1])) : undefined;
      if (match && !entry) return send(res, 404, { code: 'invoice-not-found', message: 'The invoice was not found' });
      if (entry && req.method === 'GET' && !match?.[2]) return send(res, 200, entry.invoice);
      if (entry && req.method === 'GET' && match?.[2] && !match[3]) return send(res, 200, entry.methods);
      if (entry && req.method === 'POST' && match?.[3]) {
        const method = entry.methods.find((m) => m.paymentMethodId === decodeURIComponent(match[3] as string));
        if (!method) return send(res, 404, { code: 'paymentmethod-not-found', message: 'unknown payment method' });
        if (!method.activated) activate(method);
        return send(res, 200, {});
      }
      send(res, 404, { code: 'not-found', message: 'not found' });
    } catch (error) {
      send(res, 500, { message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const entryOf = (id: string) => {
    const found = invoices.get(id);
    if (!found) throw new Error(`no stand-in invoice ${id}`);
    return found;
  };
  const sign = (body: string) => ({
    'content-type': 'application/json',
    'btcpay-sig': `sha256=${createHmac('sha256', webhookSecret).update(Buffer.from(body, 'utf8')).digest('hex')}`,
  });
  return {
    url,
    storeId,
    settings: { url, apiKey, storeId, webhookSecret },
    invoice: (id) => entryOf(id).invoice,
    methods: (id) => entryOf(id).methods,
    pay(id, methodId, value) {
      const entry = entryOf(id);
      const method = entry.methods.find((m) => m.paymentMethodId === methodId);
      if (!method) throw new Error(`no method ${methodId}`);
      method.payments.push({ id: randomBytes(32).toString('hex'), receivedDate: Math.floor(Date.now() / 1000), value, fee: '0', status: 'Processing', destination: method.destination });
      method.paymentMethodPaid = new Big(method.paymentMethodPaid).plus(value).toFixed();
      account(entry);
    },
    setStatus(id, status, additionalStatus = 'None') {
      const { invoice } = entryOf(id);
      Object.assign(invoice, { status, additionalStatus });
      return invoice;
    },
    webhook(id, type, overrides = {}) {
      const { invoice } = entryOf(id);
      const body = JSON.stringify(
        {
          deliveryId: base58(22),
          webhookId: 'Wh1standin',
          originalDeliveryId: '__test__',
          isRedelivery: false,
          type,
          timestamp: Math.floor(Date.now() / 1000),
          storeId,
          invoiceId: invoice.id,
          metadata: invoice.metadata,
          ...overrides,
        },
        null,
        2,
      );
      return { body, headers: sign(body) };
    },
    sign,
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
