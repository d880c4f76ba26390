// Payment webhooks: NOWPayments IPNs handled per second over real HTTP, duplicates mixed in, against the bare credit.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/query';
import { checkLedger } from '../src/domain/wallet/check-ledger';
import { createDeposit, creditDeposit } from '../src/domain/wallet/deposits';
import { startTopUp } from '../src/domain/wallet/top-up';
import { startNowpaymentsStandIn } from '../tests/support/nowpayments-stand-in';
import { type BenchContext, benchDatabase, dbKinds, fmt, table } from './support';
import { buildTestApp } from '../tests/support/app';

const PAYMENTS = 400;
/** Each payment's IPN is delivered this many times (the first credits, the rest are duplicates), shuffled. */
const COPIES = 4;
const CONCURRENCY = 32;

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

export default async function webhooksBench(ctx: BenchContext): Promise<string> {
  const rows: Array<Array<string | number>> = [];
  for (const kind of dbKinds) {
    const database = await benchDatabase(kind, ctx);
    const np = await startNowpaymentsStandIn();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), payments: { btcpay: {}, nowpayments: np.settings } };
    const app = await buildTestApp({ config, db: database.db, logger: false, webDir: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/webhooks/nowpayments`;
    const db = database.db;
    const [user] = await queryRows<{ id: number }>(db, sql`insert into users (username, telegram_id) values ('bench', 777) returning id`);

    // Baseline: the bare credit of a recorded deposit, the same work without HTTP, signature, log or re-fetch.
    const bare = await Promise.all(
      Array.from({ length: PAYMENTS }, (_, i) => createDeposit(db, { userId: user.id, provider: 'bare', providerPaymentId: `b${i}`, crypto: 'BTC', amountCents: 1000 })),
    );
    const bareStart = performance.now();
    await inParallel(bare, CONCURRENCY, async ({ deposit }) => {
      await creditDeposit(db, { depositId: deposit.id });
    });
    const bareRate = PAYMENTS / ((performance.now() - bareStart) / 1000);

    const ipns: Array<{ body: string; headers: Record<string, string> }> = [];
    for (let i = 0; i < PAYMENTS; i++) {
      const { payment } = await startTopUp(db, app.payments, { userId: user.id, crypto: 'BTC', amountCents: 1000 });
      const id = payment?.providerPaymentId as string;
      np.setStatus(id, 'finished');
      const ipn = np.ipn(id);
      for (let c = 0; c < COPIES; c++) ipns.push(ipn);
    }
    ipns.sort(() => Math.random() - 0.5);
    const outcomes = new Map<string, number>();
    const start = performance.now();
    await inParallel(ipns, CONCURRENCY, async (ipn) => {
      const res = await fetch(url, { method: 'POST', headers: ipn.headers, body: ipn.body });
      const { outcome } = (await res.json()) as { outcome?: string };
      outcomes.set(outcome ?? String(res.status), (outcomes.get(outcome ?? String(res.status)) ?? 0) + 1);
    });
    const rate = ipns.length / ((performance.now() - start) / 1000);
    const [credits] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ledger_entries where kind = 'deposit'`);
    const doubles = Number(credits.n) - 2 * PAYMENTS;
    const ledger = await checkLedger(db);
    rows.push([
      kind === 'pglite' ? 'PGlite (in process)' : 'PostgreSQL 15',
      ipns.length,
      fmt(rate, 0),
      fmt(bareRate, 0),
      fmt(rate / bareRate, 2),
      outcomes.get('credited') ?? 0,
      doubles,
      ledger.ok ? 'ok' : 'FAILED',
      kind === 'postgres' ? (rate >= 500 ? 'met' : 'missed') : '—',
    ]);
    await app.close();
    await np.close();
    await database.close();
  }
  return [
    '## Payment webhooks (issue 11)',
    '',
    `${PAYMENTS} NOWPayments payments, each IPN delivered ${COPIES} times in shuffled order (${COPIES - 1} of 4 duplicates), ${CONCURRENCY} at a time over HTTP to /webhooks/nowpayments, the shop re-fetching each new payment from the local stand-in. Baseline: the bare \`creditDeposit\` of as many recorded deposits, same run. Goal: ≥ 500 deliveries/s on PostgreSQL, zero double credit.`,
    '',
    table(['database', 'deliveries', 'deliveries/s', 'bare credits/s', 'ratio', 'credited', 'double credits', 'ledger check', 'goal ≥ 500/s'], rows),
    '',
  ].join('\n');
}
