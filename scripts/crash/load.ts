// The crash test's mixed load: Mini App purchases, deposit webhooks, admin credits, imports and a broadcast, each noting
// what the shop acknowledged. Every loop shrugs off a dead shop: it retries, as a real client or provider would.
import type { NowpaymentsStandIn } from '../../tests/support/nowpayments-stand-in';
import { type BackOffice, call, type miniAppCustomer } from './shop-client';

type AckedOrder = { key: string; orderId: number; telegramId: number; quantity: number };
export type ImportAttempt = { name: string; first: number; count: number; numlistId?: number; added?: number; acked: boolean };

/** What the client side saw: only an answer it received counts as acknowledged. */
export type LoadRecord = {
  orders: Map<string, AckedOrder>;
  purchaseAttempts: number;
  refusals: Map<string, number>;
  /** Payment ids at the NOWPayments stand-in, in the order their IPN is first sent. */
  payments: string[];
  /** Payments whose finished IPN the shop answered as handled (credited now or already). */
  creditedPayments: Set<string>;
  ipnsSent: number;
  credits: Array<{ reason: string; userId: number; acked: boolean }>;
  broadcast: { marker: string; requestKey: string; id?: number };
};

export const newRecord = (marker: string): LoadRecord => ({
  orders: new Map(),
  purchaseAttempts: 0,
  refusals: new Map(),
  payments: [],
  creditedPayments: new Set(),
  ipnsSent: 0,
  credits: [],
  broadcast: { marker, requestKey: `crash-${marker.replace(/[^A-Za-z0-9]/g, '').slice(-20)}` },
});

export type Stopper = { stopped: boolean };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);

/** How long a client keeps retrying one request the shop did not answer (a restart takes a few seconds). */
const RETRY_FOR_MS = 45_000;

/** The buyers fire together on a shared tick: 16 purchases at one instant, `everyMs` apart. */
const nextTick = (everyMs: number) => sleep(everyMs - (Date.now() % everyMs));

/**
 * One customer buying again and again, on the shared tick. An unanswered purchase is retried with the same key, as the page does: the
 * shop either made it (the retry is answered as a replay of that order) or did not (the retry buys).
 */
export async function purchaser(
  customer: ReturnType<typeof miniAppCustomer>,
  product: { id: string; quantity: number; everyMs: number },
  record: LoadRecord,
  stop: Stopper,
) {
  const { quantity } = product;
  let sequence = 0;
  while (!stop.stopped) {
    await nextTick(product.everyMs);
    if (stop.stopped) break;
    const key = `crash-${customer.telegramId}-${++sequence}`;
    record.purchaseAttempts++;
    const until = Date.now() + RETRY_FOR_MS;
    for (;;) {
      const answer = await customer.buy(product.id, key);
      if (answer === null) {
        if (stop.stopped || Date.now() > until) break;
        await sleep(200);
        continue;
      }
      if (answer.status === 200 && answer.body.success === true) {
        record.orders.set(key, { key, orderId: Number(answer.body.orderId), telegramId: customer.telegramId, quantity });
      } else {
        count(record.refusals, `${answer.status} ${String(answer.body.code ?? '')}`);
      }
      break;
    }
  }
}

/**
 * NOWPayments calling the webhook: each payment in turn finishes and its IPN is sent until answered, and an IPN of a
 * payment already handled is sent again now and then (providers repeat themselves).
 */
export async function depositWebhooks(base: string, np: NowpaymentsStandIn, pending: string[], record: LoadRecord, stop: Stopper) {
  const post = async (paymentId: string) => {
    const ipn = np.ipn(paymentId);
    record.ipnsSent++;
    const answer = await call(`${base}webhooks/nowpayments`, { method: 'POST', headers: ipn.headers, body: ipn.body });
    const outcome = String(answer?.body.outcome ?? '');
    if (answer?.status === 200 && (outcome === 'credited' || outcome === 'duplicate')) record.creditedPayments.add(paymentId);
    return answer;
  };
  while (!stop.stopped) {
    const next = pending[0];
    if (next) {
      if (!record.payments.includes(next)) {
        np.setStatus(next, 'finished');
        record.payments.push(next);
      }
      const answer = await post(next);
      if (answer?.status === 200) pending.shift();
    }
    const done = record.payments.filter((p) => record.creditedPayments.has(p));
    if (done.length && Math.random() < 0.5) await post(done[Math.floor(Math.random() * done.length)]);
    await sleep(250);
  }
}

/** After the last restart: every finished payment's IPN once more, until the shop answers it. */
export async function settleWebhooks(base: string, np: NowpaymentsStandIn, record: LoadRecord) {
  for (const paymentId of record.payments) {
    for (let tries = 0; tries < 50; tries++) {
      const ipn = np.ipn(paymentId);
      const answer = await call(`${base}webhooks/nowpayments`, { method: 'POST', headers: ipn.headers, body: ipn.body });
      if (answer?.status === 200) {
        record.creditedPayments.add(paymentId);
        break;
      }
      await sleep(300);
    }
  }
}

/** An admin crediting customers 1 € at a time, each with its own reason; an unanswered credit is not sent again. */
export async function adminCredits(office: BackOffice, buyers: number[], record: LoadRecord, stop: Stopper) {
  let n = 0;
  while (!stop.stopped) {
    const userId = buyers[n % buyers.length];
    const credit = { reason: `crash credit ${++n}`, userId, acked: false };
    record.credits.push(credit);
    const answer = await office.post(`api/users/${userId}/add-credit`, { amount: '1.00', reason: credit.reason });
    credit.acked = answer?.status === 200;
    await sleep(answer ? 300 : 500);
  }
}

/** An import's i-th number: consecutive digits from `first` (E.164 without the plus). */
const importedNumber = (first: number, i: number) => `+${first + i}`;

/** Uploads a numlist through the back office, as a .txt file in a multipart form as the import page sends it. */
export async function importNumlist(base: string, office: BackOffice, fields: { countryId: number; operatorId: number; categoryId: number }, attempt: ImportAttempt) {
  const text = Array.from({ length: attempt.count }, (_, i) => importedNumber(attempt.first, i)).join('\n');
  const form = new FormData();
  form.set('name', attempt.name);
  form.set('countryId', String(fields.countryId));
  form.set('operatorId', String(fields.operatorId));
  form.set('categoryId', String(fields.categoryId));
  form.set('file', new Blob([`${text}\n`], { type: 'text/plain' }), `${attempt.name}.txt`);
  const answer = await call(`${base}api/numlists`, { method: 'POST', headers: { cookie: office.cookie }, body: form, timeoutMs: 60_000 });
  if (answer?.status === 201) {
    const numlist = answer.body.numlist as { id: number };
    const report = answer.body.report as { added: number };
    Object.assign(attempt, { acked: true, numlistId: numlist.id, added: report.added });
  }
  return answer;
}

/** The broadcast, created once whatever the retries (its request key), to every customer. */
export async function createBroadcast(office: BackOffice, record: LoadRecord) {
  const answer = await office.post('api/broadcasts', {
    message: `Nouveau stock ${record.broadcast.marker}`,
    audience: { kind: 'all' },
    requestKey: record.broadcast.requestKey,
  });
  if (answer && (answer.status === 201 || answer.status === 200)) record.broadcast.id = Number(answer.body.id);
  return answer;
}
