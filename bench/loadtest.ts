// `npm run loadtest`: real shop processes on a scratch PostgreSQL database, driven at a fixed rate by autocannon with a
// mix of back-office lists, Mini App reads, purchases and payment webhooks; then the books and the stock are checked.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { checkLedger } from '../src/domain/wallet/check-ledger';
import { startTopUp } from '../src/domain/wallet/top-up';
import { shopPayments } from '../tests/support/app';
import { startBotApiStandIn } from '../tests/support/bot-api-stand-in';
import { signInitData } from '../tests/support/init-data';
import { startNowpaymentsStandIn } from '../tests/support/nowpayments-stand-in';
import { createScratchPostgres } from '../tests/support/scratch-postgres';
import { login, type Started, startShop, stopShop } from '../tests/support/shop-process';
import { BUYABLE_OPERATORS, COUNTRIES, CUSTOMERS, seedLoadTestShop, stockProblems } from './loadtest-data';
import { fmt, percentile, table } from './support';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    rate: { type: 'string', default: '200' },
    mix: { type: 'string', default: 'shop' },
  },
});
const DURATION_S = Number(args.duration);
const RATE = Number(args.rate);
const GOAL_P99_MS = 250;
const POSTGRES_URL = process.env.LOADTEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = `load-${randomBytes(6).toString('hex')}`;

/**
 * The mix, as shares of the rate. `shop`: a shop's traffic, mostly customers browsing (8 % purchases at 200 req/s is
 * still 16 purchases a second, 57,600 an hour). `heavy`: a stress mix where every fifth request buys, for the cost
 * of the write paths (the first runs of this load test, decision 0105).
 */
const MIXES = {
  shop: { 'shop read': 0.8, purchase: 0.08, 'admin list': 0.07, webhook: 0.05 },
  heavy: { 'shop read': 0.55, purchase: 0.2, 'admin list': 0.15, webhook: 0.1 },
} as const;
if (!(args.mix in MIXES)) throw new Error(`--mix: one of ${Object.keys(MIXES).join(', ')}`);
const MIX: Record<keyof (typeof MIXES)['shop'], number> = MIXES[args.mix as keyof typeof MIXES];
type Kind = keyof typeof MIX;
const KINDS = Object.keys(MIX) as Kind[];
/** Customers who buy and top up: many, so that purchases rarely wait on one another's balance row. */
const BUYERS = 20_000;

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(items: readonly T[]) => items[rand(items.length)];

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
type Sample = { status: number; ms: number };
type KindResult = { kind: Kind; samples: Sample[] };

/** The Mini App's signed init data for customer `u` (cached: signing costs the load generator, not the shop). */
function customerAuth(botToken: string) {
  const cache = new Map<number, string>();
  return (u: number) => {
    let header = cache.get(u);
    if (!header) {
      header = `tma ${signInitData({ id: 700000000 + u, first_name: `Client ${u}` }, botToken)}`;
      cache.set(u, header);
    }
    return header;
  };
}

type Traffic = Record<Kind, () => Request> & {
  /** Every route of the mix on its own, for the one-at-a-time cost table. */
  routes: Array<{ label: string; make: () => Request }>;
};

async function prepareTraffic(db: Database['db'], shopUrl: string, botToken: string, np: Awaited<ReturnType<typeof startNowpaymentsStandIn>>): Promise<Traffic> {
  const tma = customerAuth(botToken);
  const signedIn = await login(shopUrl, 'admin', PASSWORD);
  if (signedIn.status !== 200) throw new Error(`admin sign-in failed: ${signedIn.status}`);
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];

  // Payments to deliver, each IPN twice (the second a duplicate, as providers retry), marked paid when first sent.
  const payments = shopPayments(db, { btcpay: {}, nowpayments: np.settings });
  const deliveries = Math.ceil(RATE * MIX.webhook * DURATION_S * 1.2);
  const ids: string[] = [];
  for (let i = 0; i < Math.ceil(deliveries / 2); i++) {
    const { payment } = await startTopUp(db, payments, { userId: 1 + rand(BUYERS), crypto: 'BTC', amountCents: 1000 + rand(5000) });
    ids.push(payment?.providerPaymentId as string);
  }
  const ipns = new Map<string, { body: string; headers: Record<string, string> }>();
  let delivery = 0;
  const runId = randomBytes(3).toString('hex');
  let purchase = 0;

  const adminPaths = [
    '/api/users/with-stats',
    '/api/users/with-stats?sort=deposits&page=50&pageSize=100',
    '/api/users/with-stats?search=client_42',
    '/api/purchase-history',
    '/api/purchase-history?operatorId=7&status=completed',
    '/api/purchase-history?countryId=3&sort=price&page=20',
    '/api/dashboard/stats',
  ];
  const admin = (path: string): Request => ({ method: 'GET', path, headers: { cookie } });
  const shopPaths = [
    () => '/api/shop/categories',
    () => '/api/shop/countries?category=1',
    () => `/api/shop/operators?category=1&country=${1 + rand(COUNTRIES)}`,
    () => {
      const country = 1 + rand(COUNTRIES);
      return `/api/shop/products?category=1&country=${country}&operator=${10 * (country - 1) + 1 + rand(10)}`;
    },
    () => '/api/shop/me',
  ];
  const shop = (path: () => string): Request => ({ method: 'GET', path: path(), headers: { authorization: tma(1 + rand(CUSTOMERS)) } });
  const traffic: Omit<Traffic, 'routes'> = {
    'admin list': () => admin(pick(adminPaths)),
    'shop read': () => shop(pick(shopPaths)),
    purchase: () => {
      const operator = pick(BUYABLE_OPERATORS);
      const body = JSON.stringify({ productId: `1-${operator}-100`, idempotencyKey: `load-${runId}-${++purchase}` });
      return { method: 'POST', path: '/api/shop/purchase', headers: { authorization: tma(1 + rand(BUYERS)), 'content-type': 'application/json' }, body };
    },
    webhook: () => {
      const id = ids[Math.floor(delivery++ / 2) % ids.length];
      let ipn = ipns.get(id);
      if (!ipn) {
        np.setStatus(id, 'finished');
        ipn = np.ipn(id);
        ipns.set(id, ipn);
      }
      return { method: 'POST', path: '/webhooks/nowpayments', headers: ipn.headers, body: ipn.body };
    },
  };
  const routes = [
    ...adminPaths.map((path) => ({ label: `GET ${path}`, make: () => admin(path) })),
    ...shopPaths.map((path) => ({ label: `GET ${path().replace(/=\d+/g, '=…')}`, make: () => shop(path) })),
    { label: 'POST /api/shop/purchase', make: traffic.purchase },
    { label: 'POST /webhooks/nowpayments (half duplicates)', make: traffic.webhook },
  ];
  return { ...traffic, routes };
}

const PROBES = 30;

/**
 * Each route alone, one request at a time against one process: its latency without queueing, and the shop's and
 * PostgreSQL's CPU per request (ticks of 10 ms, so read over PROBES requests).
 */
async function costPerRoute(url: string, traffic: Traffic, db: Database['db'], shop: Started): Promise<string[][]> {
  const rows: string[][] = [];
  for (const route of traffic.routes) {
    const send = async () => {
      const r = route.make();
      const started = performance.now();
      const res = await fetch(`${url}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
      await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`${route.label}: ${res.status}`);
      return performance.now() - started;
    };
    await send();
    const before = await cpuReading(db, [shop]);
    const ms: number[] = [];
    for (let i = 0; i < PROBES; i++) ms.push(await send());
    const cpu = cpuUsed(before, await cpuReading(db, [shop]));
    rows.push([route.label, fmt(percentile(ms, 50)), fmt((cpu.shop * 1000) / PROBES), fmt((cpu.postgres * 1000) / PROBES)]);
  }
  return rows;
}

/**
 * autocannon's rate is per connection and per second: each connection sends its quota as soon as a second begins. So
 * every connection sends one request a second (a slow answer never holds back the next), and the connections are
 * split over SLICES instances started 1/SLICES s apart: bursts of rate/SLICES every 1/SLICES s rather than the whole
 * second's requests at once. Each request's kind is drawn by the mix, and it is timed from its building (just before
 * autocannon writes it) to its answer, by kind.
 */
const SLICES = 10;

async function drive(targets: string[], traffic: Traffic): Promise<{ results: KindResult[]; errors: number; errorKinds: Map<string, number> }> {
  const results = new Map<Kind, KindResult>(KINDS.map((kind) => [kind, { kind, samples: [] }]));
  const drawKind = (): Kind => {
    let x = Math.random();
    for (const kind of KINDS) {
      x -= MIX[kind];
      if (x < 0) return kind;
    }
    return KINDS[0];
  };
  type Context = { kind?: Kind; at?: number };
  let errors = 0;
  const errorKinds = new Map<string, number>();
  await Promise.all(
    Array.from({ length: SLICES }, async (_, slice) => {
      await new Promise((resolve) => setTimeout(resolve, (slice * 1000) / SLICES));
      const rate = Math.round(RATE / SLICES);
      await new Promise<void>((resolve, reject) => {
        const instance = autocannon(
          {
            url: targets[slice % targets.length],
            connections: rate,
            overallRate: rate,
            duration: DURATION_S,
            timeout: 10,
            requests: [
              {
                setupRequest: (req, context: Context) => {
                  context.kind = drawKind();
                  context.at = performance.now();
                  return { ...req, ...traffic[context.kind]() };
                },
                onResponse: (status, _body, context: Context) => {
                  if (context.kind && context.at) results.get(context.kind)?.samples.push({ status, ms: performance.now() - context.at });
                },
              },
            ],
          },
          (error) => (error ? reject(error) : resolve()),
        );
        instance.on('reqError', (error: Error & { code?: string }) => {
          errors++;
          const kind = error.code ?? error.message;
          errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
        });
      });
    }),
  );
  // autocannon does not say which request failed to connect or timed out: counted on the whole run only.
  return { results: [...results.values()], errors, errorKinds };
}

function summarise(label: string, { results, errors }: { results: KindResult[]; errors: number }): { rows: string[][]; worstP99: number; fives: number } {
  const rows: string[][] = [];
  const line = (name: string, samples: Sample[], errors: number | null) => {
    const ms = samples.map((s) => s.ms);
    const fives = samples.filter((s) => s.status >= 500).length;
    const fours = samples.filter((s) => s.status >= 400 && s.status < 500).length;
    rows.push([
      label,
      name,
      String(samples.length + (errors ?? 0)),
      fmt(samples.length / DURATION_S),
      ms.length ? fmt(percentile(ms, 50)) : '—',
      ms.length ? fmt(percentile(ms, 95)) : '—',
      ms.length ? fmt(percentile(ms, 99)) : '—',
      ms.length ? fmt(Math.max(...ms)) : '—',
      String(fours),
      fives ? `**${fives}**` : '0',
      errors === null ? '—' : errors ? `**${errors}**` : '0',
    ]);
    return { p99: ms.length ? percentile(ms, 99) : 0, fives };
  };
  for (const r of results) line(r.kind, r.samples, null);
  const all = line('all', results.flatMap((r) => r.samples), errors);
  return { rows, worstP99: all.p99, fives: all.fives + errors };
}

/** What the run left in the database: the books, the stock, and what was bought and credited. */
async function checkAfter(db: Database['db'], before: { orders: number; credited: number }) {
  const ledger = await checkLedger(db);
  const stock = await stockProblems(db);
  const now = await counts(db);
  return {
    ok: ledger.ok && stock.length === 0,
    text: `ledger check ${ledger.ok ? 'ok' : `FAILED (${ledger.problems.length} problems, first: ${JSON.stringify(ledger.problems[0])})`} over ${ledger.usersChecked} users and ${ledger.ledgerEntries} ledger rows; stock ${stock.length ? `FAILED: ${stock.join('; ')}` : 'ok (each bought list’s count equals its rows, no number sold twice)'}; ${now.orders - before.orders} orders made, ${now.credited - before.credited} deposits credited`,
  };
}

async function counts(db: Database['db']) {
  const [row] = await queryRows<{ orders: string; credited: string }>(
    db,
    sql`select (select count(*) from purchase_history) as orders, (select count(*) from deposits where status = 'completed') as credited`,
  );
  return { orders: Number(row.orders), credited: Number(row.credited) };
}

/** CPU seconds a process has used (user + system), from /proc (Linux); 0 when it has gone. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in ticks of 1/100 s.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields.length > 13 ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

/**
 * CPU used by the shop processes and by the PostgreSQL backends serving the scratch database, between two readings: the
 * cost of a request whatever else the machine runs (a backend that exits meanwhile takes its share with it).
 */
async function cpuReading(db: Database['db'], shops: Started[]) {
  const backends = await queryRows<{ pid: number }>(db, sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
  const shop = (await Promise.all(shops.map((s) => cpuSeconds(s.child.pid as number)))).reduce((a, b) => a + b, 0);
  const postgres = new Map(await Promise.all(backends.map(async ({ pid }) => [pid, await cpuSeconds(pid)] as const)));
  return { shop, postgres, generator: process.cpuUsage() };
}
type CpuReading = Awaited<ReturnType<typeof cpuReading>>;

function cpuUsed(from: CpuReading, to: CpuReading) {
  let postgres = 0;
  for (const [pid, seconds] of to.postgres) postgres += seconds - (from.postgres.get(pid) ?? 0);
  const generator = process.cpuUsage(from.generator);
  return { shop: to.shop - from.shop, postgres, generator: (generator.user + generator.system) / 1e6 };
}

/** One-off background jobs still to run (order deliveries, deposit notices…; schedules excluded). */
async function jobsWaiting(db: Database['db']): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`select count(*) as n from jobs where every_seconds is null and failed_at is null`);
  return Number(row.n);
}

/**
 * Waits, at most `limitS`, for the background work the scenario queued (each Mini App order is sent to the buyer's
 * chat by a job, paced under Telegram's ~30 messages/s), so the next scenario does not pay for this one's backlog.
 */
async function drainJobs(db: Database['db'], limitS = 120): Promise<{ left: number; seconds: number }> {
  const start = performance.now();
  let left = await jobsWaiting(db);
  while (left > 0 && performance.now() - start < limitS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    left = await jobsWaiting(db);
  }
  return { left, seconds: (performance.now() - start) / 1000 };
}

const out = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const started = new Date();
  const loadBefore = loadavg().map((l) => l.toFixed(2)).join(' / ');
  const bot = await startBotApiStandIn();
  const np = await startNowpaymentsStandIn();
  const scratch = await createScratchPostgres(POSTGRES_URL, 'autoshop_loadtest');
  const shops: Started[] = [];
  const rows: string[][] = [];
  const cpuRows: string[][] = [];
  const routeRows: string[][] = [];
  const findings: string[] = [];
  let allMet = true;
  const database = await openDatabase({ url: scratch.url });
  // Interrupted: the shop processes and the scratch database go too.
  const interrupted = async () => {
    await Promise.all(shops.map((s) => stopShop(s.child)));
    await scratch.drop().catch(() => {});
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    // Stock for every purchase of both scenarios, and a margin.
    const numbersPerList = Math.ceil((RATE * MIX.purchase * DURATION_S * 2 * 100 * 1.5) / BUYABLE_OPERATORS.length);
    await database.migrate();
    const seedStart = performance.now();
    await seedLoadTestShop(database.db, numbersPerList);
    out(`seeded in ${fmt((performance.now() - seedStart) / 1000)} s (${CUSTOMERS} customers, ${BUYABLE_OPERATORS.length} lists of ${numbersPerList} numbers)`);

    const env = {
      DATABASE_URL: scratch.url,
      SEED: 'none',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
      TELEGRAM_BOT_TOKEN: bot.token,
      TELEGRAM_API_ROOT: bot.url,
      NOWPAYMENTS_API_URL: np.url,
      NOWPAYMENTS_API_KEY: np.settings.apiKey as string,
      NOWPAYMENTS_IPN_SECRET: np.settings.ipnSecret as string,
      LOG_LEVEL: 'warn',
    };
    shops.push(await startShop(env));
    const probeTraffic = await prepareTraffic(database.db, shops[0].url, bot.token, np);
    out('▶ each route alone, one request at a time');
    routeRows.push(...(await costPerRoute(shops[0].url.replace(/\/$/, ''), probeTraffic, database.db, shops[0])));
    for (const r of routeRows) out(`  ${r.join(' | ')}`);
    await drainJobs(database.db);

    for (const scenario of [
      { label: 'PostgreSQL, 1 process', processes: 1 },
      { label: 'PostgreSQL, 2 processes', processes: 2 },
    ]) {
      while (shops.length < scenario.processes) shops.push(await startShop(env));
      const targets = shops.slice(0, scenario.processes).map((s) => s.url.replace(/\/$/, ''));
      const traffic = await prepareTraffic(database.db, shops[0].url, bot.token, np);
      const before = await counts(database.db);
      const load = loadavg()[0];
      out(`▶ ${scenario.label}: ${RATE} req/s for ${DURATION_S} s (load average ${load.toFixed(2)})`);
      const serving = shops.slice(0, scenario.processes);
      const cpuBefore = await cpuReading(database.db, serving);
      const results = await drive(targets, traffic);
      const cpuAtEnd = await cpuReading(database.db, serving);
      const cpu = cpuUsed(cpuBefore, cpuAtEnd);
      const answered = results.results.reduce((n, r) => n + r.samples.length, 0);
      const perRequest = ((cpu.shop + cpu.postgres) * 1000) / Math.max(1, answered);
      cpuRows.push([
        scenario.label,
        String(answered),
        fmt(cpu.shop),
        fmt(cpu.postgres),
        fmt(cpu.generator),
        fmt(perRequest, 2),
        fmt(2000 / perRequest, 0),
      ]);
      out(`  CPU: shop ${fmt(cpu.shop)} s, PostgreSQL ${fmt(cpu.postgres)} s, load generator ${fmt(cpu.generator)} s; ${fmt(perRequest, 2)} ms per request`);
      const summary = summarise(scenario.label, results);
      rows.push(...summary.rows);
      for (const r of summary.rows) out(`  ${r.slice(1).join(' | ')}`);
      const [connections] = await queryRows<{ ours: string; all: string; max: string }>(
        database.db,
        sql`select count(*) filter (where datname = current_database()) as ours, count(*) as all, current_setting('max_connections') as max from pg_stat_activity`,
      );
      const gone = serving.filter((s) => s.child.exitCode !== null || s.child.signalCode !== null).length;
      const health = `${gone ? `**${gone} shop process(es) exited**` : 'every shop process still running'}; PostgreSQL connections at the end: ${connections.ours} to the scratch database, ${connections.all} in all (max_connections ${connections.max})${results.errors ? `; errors by kind: ${[...results.errorKinds].map(([k, n]) => `${k} ${n}`).join(', ')}` : ''}`;
      out(`  ${health}`);
      const backlog = await jobsWaiting(database.db);
      const drained = await drainJobs(database.db);
      const drainCpu = cpuUsed(cpuAtEnd, await cpuReading(database.db, serving));
      const jobsText = `${backlog} background jobs waiting when the load stopped, ${drained.left ? `${drained.left} still waiting after ${fmt(drained.seconds, 0)} s` : `all done ${fmt(drained.seconds, 0)} s later`} (shop CPU meanwhile ${fmt(drainCpu.shop)} s, PostgreSQL ${fmt(drainCpu.postgres)} s)`;
      out(`  ${jobsText}`);
      const after = await checkAfter(database.db, before);
      const met = summary.fives === 0 && summary.worstP99 <= GOAL_P99_MS && after.ok;
      allMet &&= met;
      findings.push(`- ${scenario.label} (load average ${load.toFixed(2)} at its start): ${health}; ${jobsText}; ${after.text}. Goal ${met ? 'met' : '**missed**'}.`);
      out(`  ${after.text}`);
      const noisy = shops.flatMap((s) => s.output().split('\n').filter((l) => /"level":(50|60)|ERROR/.test(l)));
      if (noisy.length) findings.push(`  Shop errors logged: ${noisy.length}, first: \`${noisy[0].slice(0, 300)}\``);
    }
  } finally {
    await Promise.all(shops.map((s) => stopShop(s.child)));
    await database.close();
    await scratch.drop();
    await bot.close();
    await np.close();
  }

  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const options = [DURATION_S !== 60 && `--duration ${DURATION_S}`, RATE !== 200 && `--rate ${RATE}`, args.mix !== 'shop' && `--mix ${args.mix}`];
  const given = options.filter(Boolean).join(' ');
  const command = `npm run loadtest${given ? ` -- ${given}` : ''}`;
  const text = [
    '# Load test',
    '',
    `Written by \`${command}\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC. Machine: ${machine}; load average (1/5/15 min) before the run: ${loadBefore}. The load generator (autocannon), the Bot API and NOWPayments stand-ins and the shop processes share these cores.`,
    '',
    `Real shop processes (\`src/main.ts\`, child processes) on a scratch PostgreSQL 15 database: ${CUSTOMERS.toLocaleString('en')} customers, 1,000 operators, 3,000 lists, 50,000 past orders. autocannon drives ${RATE} requests/s for ${DURATION_S} s (\`overallRate\`, ${SLICES} instances started ${1 / SLICES} s apart, each connection one request a second, each request's kind drawn by the mix): ${KINDS.map((k) => `${Math.round(MIX[k] * 100)} % ${k}`).join(', ')}. Admin lists: users, purchase history, dashboard with a session cookie; shop reads: the Mini App's /api/shop/* with signed init data; purchases: packs of 100 with a fresh idempotency key, ${BUYERS.toLocaleString('en')} customers; webhooks: signed NOWPayments IPNs, each delivered twice, re-fetched from the local stand-in. With 2 processes, the instances alternate between them. Latency in ms from the request's building (just before autocannon writes it) to its answer; 4xx are answers the shop meant (none expected); errors are connection failures and 10 s time-outs. Each scenario ends by waiting (2 min at most) for the background jobs it queued (each Mini App order is sent to the buyer's chat, paced under Telegram's limits), then checks the books and the stock.`,
    '',
    table(['scenario', 'request kind', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', '4xx', '5xx', 'errors'], rows),
    '',
    'CPU used during each scenario (from /proc): the shop processes, the PostgreSQL backends of the scratch database, and the load generator (autocannon and the stand-ins, one process). CPU per answered request is what the shop costs whatever else runs on the machine; the last column is the rate two otherwise idle cores could serve at that cost (shop and PostgreSQL only).',
    '',
    table(['scenario', 'answered', 'shop CPU s', 'PostgreSQL CPU s', 'load generator CPU s', 'shop + PostgreSQL CPU ms / request', 'req/s on 2 free cores'], cpuRows),
    '',
    `Each route alone before the load (${PROBES} requests one at a time against one process, after one untimed): latency without queueing, and CPU per request (from /proc, in 10 ms ticks).`,
    '',
    table(['route', 'p50 ms', 'shop CPU ms', 'PostgreSQL CPU ms'], routeRows),
    '',
    `Goal: zero 5xx and p99 ≤ ${GOAL_P99_MS} ms at ${RATE} req/s on PostgreSQL, the books and the stock consistent after: ${allMet ? 'met' : '**missed**'}.`,
    '',
    ...findings,
    '',
  ].join('\n');
  out(`\n${text}`);
  if (DURATION_S >= 60 && RATE === 200) await writeFile(join(import.meta.dirname, 'LOADTEST.md'), text);
  process.exit(allMet ? 0 : 1);
}

await main();
