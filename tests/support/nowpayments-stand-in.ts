// A local NOWPayments API (the endpoints the shop uses, with their JSON shapes) and IPNs signed as NOWPayments signs them.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sortedJson } from '../../src/payments/nowpayments';
import type { NowpaymentsSettings } from '../../src/domain/wallet/payment-gateway';

type StandInPayment = {
  payment_id: number;
  parent_payment_id: number | null;
  payment_status: string;
  pay_address: string;
  payin_extra_id: string | null;
  price_amount: number;
  price_currency: string;
  pay_amount: number;
  actually_paid: number;
  pay_currency: string;
  order_id: string;
  order_description: string;
  outcome_amount: number;
  outcome_currency: string;
  created_at: string;
  updated_at: string;
  expiration_estimate_date: string;
};

/** Euros per coin: the stand-in's fixed rates (pay_amount = price ÷ rate). */
const RATES: Record<string, number> = { btc: 50_000, eth: 2_500, ltc: 80, xrp: 0.5, usdttrc20: 0.92 };
const MEMO_COINS = new Set(['xrp', 'xlm']);

export type NowpaymentsStandIn = {
  url: string;
  settings: NowpaymentsSettings;
  payments: Map<number, StandInPayment>;
  payment(id: number | string): StandInPayment;
  setStatus(id: number | string, status: string, changes?: Partial<StandInPayment>): StandInPayment;
  /** A new payment to an earlier payment's address (parent_payment_id), as NOWPayments makes for a repeated deposit. */
  repeatPayment(parentId: number | string, actuallyPaid: number): StandInPayment;
  /** The IPN NOWPayments would send for the payment as it stands (with overrides), and its signature header. */
  ipn(id: number | string, overrides?: Record<string, unknown>, options?: { spaced?: boolean }): { body: string; headers: Record<string, string> };
  sign(body: string): Record<string, string>;
  /** down: every call answers 500 until up(). */
  down(): void;
  up(): void;
  requests: () => number;
  close(): Promise<void>;
};

export async function startNowpaymentsStandIn(): Promise<NowpaymentsStandIn> {
  const apiKey = `np-${randomBytes(8).toString('hex')}`;
  const ipnSecret = `ipn-${randomBytes(12).toString('hex')}`;
  const payments = new Map<number, StandInPayment>();
  let nextId = 5_000_000_000 + Math.floor(Math.random() * 1_000_000);
  let isDown = false;
  let count = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  };
  const newPayment = (fields: { price_amount: number; pay_currency: string; order_id: string; order_description?: string; parent?: StandInPayment }) => {
    const coin = fields.pay_currency.toLowerCase();
    const rate = RATES[coin] ?? 1;
    const now = new Date();
    const payment: StandInPayment = {
      payment_id: ++nextId,
      parent_payment_id: fields.parent?.payment_id ?? null,
      payment_status: 'waiting',
      pay_address: fields.parent?.pay_address ?? `${coin}1standin${randomBytes(10).toString('hex')}`,
      payin_extra_id: fields.parent?.payin_extra_id ?? (MEMO_COINS.has(coin) ? String(100000 + Math.floor(Math.random() * 900000)) : null),
      price_amount: fields.price_amount,
      price_currency: 'eur',
      pay_amount: Number((fields.price_amount / rate).toFixed(8)),
      actually_paid: 0,
      pay_currency: coin,
      order_id: fields.order_id,
      order_description: fields.order_description ?? '',
      outcome_amount: 0,
      outcome_currency: coin,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      expiration_estimate_date: new Date(now.getTime() + 20 * 60_000).toISOString(),
    };
    payments.set(payment.payment_id, payment);
    return payment;
  };

  const server = createServer(async (req, res) => {
    count++;
    try {
      if (isDown) return send(res, 500, { message: 'stand-in down' });
      if (req.headers['x-api-key'] !== apiKey) return send(res, 403, { statusCode: 403, code: 'INVALID_API_KEY', message: 'Invalid api key' });
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'GET' && url.pathname === '/v1/merchant/coins') return send(res, 200, { selectedCurrencies: ['BTC', 'ETH', 'LTC', 'XRP', 'USDTTRC20'] });
      if (req.method === 'POST' && url.pathname === '/v1/payment') {
        const body = await readBody(req);
        if (typeof body.price_amount !== 'number' || !(body.pay_currency in RATES)) return send(res, 400, { message: 'bad payment request' });
        return send(res, 201, newPayment(body));
      }
      const match = /^\/v1\/payment\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const payment = payments.get(Number(match[1]));
        return payment ? send(res, 200, payment) : send(res, 404, { message: 'Payment not found' });
      }
      send(res, 404, { message: 'not found' });
    } catch (error) {
      send(res, 500, { message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const payment = (id: number | string) => {
    const found = payments.get(Number(id));
    if (!found) throw new Error(`no stand-in payment ${id}`);
    return found;
  };
  const sign = (body: string) => ({
    'content-type': 'application/json',
    'x-nowpayments-sig': createHmac('sha512', ipnSecret).update(sortedJson(JSON.parse(body))).digest('hex'),
  });
  return {
    url,
    settings: { apiUrl: url, apiKey, ipnSecret },
    payments,
    payment,
    setStatus(id, status, changes = {}) {
      const p = payment(id);
      Object.assign(p, { payment_status: status, updated_at: new Date().toISOString() }, changes);
      if (status === 'finished' && !('actually_paid' in changes)) p.actually_paid = p.pay_amount;
      return p;
    },
    repeatPayment(parentId, actuallyPaid) {
      const parent = payment(parentId);
      const child = newPayment({ price_amount: parent.price_amount, pay_currency: parent.pay_currency, order_id: parent.order_id, parent });
      Object.assign(child, { payment_status: 'finished', actually_paid: actuallyPaid, outcome_amount: actuallyPaid });
      return child;
    },
    ipn(id, overrides = {}, options = {}) {
      const body = JSON.stringify({ ...payment(id), ...overrides }, null, options.spaced ? 2 : undefined);
      return { body, headers: sign(body) };
    },
    sign,
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
