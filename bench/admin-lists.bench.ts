// Admin list endpoints (users with stats, purchase history, dashboard) over 100k users and 1M transactions, PGlite and PostgreSQL.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { ensureAdmin } from '../src/domain/users/bootstrap-admin';
import { type BenchContext, benchDatabase, dbKinds, fmt, percentile, table, timed, timedGet } from './support';
import { buildTestApp } from '../tests/support/app';

const USERS = 100_000;
const PURCHASES = 600_000;
const DEPOSITS = 400_000;
const SAMPLES = 40;
const GOAL_P95_MS = 50;
/** Issue 12: each report ≤ 100 ms p95 on both databases. */
const REPORT_GOAL_P95_MS = 100;

/**
 * Synthetic data, generated in SQL: 100k users; 1M transactions = 600k purchases (with their history rows) and 400k
 * deposits (90 % completed, 5 % pending, 5 % failed) spread over the last 365 days; 12 countries, 28 operators.
 * Ledger rows and delivered numbers are not generated: none of these endpoints reads them.
 */
export async function seed(database: Database): Promise<void> {
  const db = database.db;
  await db.execute(sql`insert into categories (id, name, description, icon) values (1, 'SMS', '', 'sms'), (2, 'Data', '', 'database'), (3, 'Voix', '', 'phone'), (4, 'Premium', '', 'tags')`);
  await db.execute(sql`insert into countries (id, name, code, flag) select g, 'Pays ' || g, 'P' || g, '🏳️' from generate_series(1, 12) g`);
  await db.execute(sql`insert into operators (id, name, country_id) select g, 'Opérateur ' || g, 1 + g % 12 from generate_series(1, 28) g`);
  await db.execute(sql`insert into numlists (id, name, country_id, operator_id, category_id, total_numbers, available_numbers)
                       select g, 'Liste ' || g, 1 + g % 12, g, 1 + g % 4, 50000, 20000 + g from generate_series(1, 28) g`);
  await db.execute(sql`select setval(pg_get_serial_sequence(${'categories'}, 'id'), 4), setval(pg_get_serial_sequence(${'countries'}, 'id'), 12),
                              setval(pg_get_serial_sequence(${'operators'}, 'id'), 28), setval(pg_get_serial_sequence(${'numlists'}, 'id'), 28)`);
  const first = `array['Marie','John','Lukas','Sofia','Yuki','Ahmed','Olena','Mehmet','Wei','Priya','Giulia','Ivan']`;
  const last = `array['Dupont','Smith','Meyer','Garcia','Tanaka','Benali','Koval','Yilmaz','Li','Sharma','Rossi','Petrov']`;
  for (let from = 1; from <= USERS; from += 50_000) {
    await db.execute(sql`
      insert into users (id, username, telegram_id, telegram_username, first_name, last_name, opening_balance_cents, balance_cents, language, created_at, last_activity)
      select g, 'client_' || g, 600000000 + g, 'tg_' || g, (${sql.raw(first)})[1 + g % 12], (${sql.raw(last)})[1 + (g / 12) % 12] || '-' || (g % 997),
             (g::bigint * 7919) % 50000, (g::bigint * 7919) % 50000, 'fr', now() - make_interval(days => 400 - g % 400), now() - make_interval(days => g % 60)
      from generate_series(${from}::int, ${Math.min(USERS, from + 49_999)}::int) g`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence(${'users'}, 'id'), ${USERS}::int)`);
  const year = 365 * 86_400;
  for (let from = 1; from <= PURCHASES; from += 100_000) {
    const to = Math.min(PURCHASES, from + 99_999);
    // Transaction g is purchase g; dates grow with g over the last year.
    await db.execute(sql`
      insert into transactions (id, user_id, type, amount_cents, status, metadata, created_at, completed_at)
      select g, 1 + (g::bigint * 7919) % ${USERS}::int, 'purchase', q * 6 / 10, case when g % 97 = 0 then 'refunded' else 'completed' end,
             jsonb_build_object('quantity', q), at, at
      from (select g, (array[100, 100, 200, 500, 1000])[1 + g % 5] as q,
                   now() - make_interval(secs => ${year}::float8 * (1 - g::float8 / ${PURCHASES}::int)) as at
            from generate_series(${from}::int, ${to}::int) g) x`);
    await db.execute(sql`
      insert into purchase_history (id, user_id, telegram_id, telegram_username, operator_id, country_id, quantity, price_cents, unit_price_micros,
                                    operator_name, country_name, country_flag, category_id, category_name, numlist_id, transaction_id, purchase_date, status)
      select t.id, t.user_id, 600000000 + t.user_id, 'tg_' || t.user_id, 1 + t.id % 28, 1 + (1 + t.id % 28) % 12, t.amount_cents * 10 / 6,
             t.amount_cents, 6000, 'Opérateur ' || (1 + t.id % 28), 'Pays ' || (1 + (1 + t.id % 28) % 12), '🏳️', 1 + (1 + t.id % 28) % 4,
             (array['SMS','Data','Voix','Premium'])[1 + (1 + t.id % 28) % 4], 1 + t.id % 28, t.id, t.created_at, t.status
      from transactions t where t.id between ${from}::int and ${to}::int`);
  }
  for (let from = 1; from <= DEPOSITS; from += 100_000) {
    const to = Math.min(DEPOSITS, from + 99_999);
    await db.execute(sql`
      insert into transactions (id, user_id, type, amount_cents, status, metadata, created_at, completed_at)
      select ${PURCHASES}::int + g, 1 + (g::bigint * 104729) % ${USERS}::int, 'deposit', (array[600, 1000, 2500, 5000])[1 + g % 4],
             case when g % 20 = 0 then 'pending' when g % 20 = 1 then 'failed' else 'completed' end,
             jsonb_build_object('crypto', 'btc', 'paymentId', 'bench-' || g), at, case when g % 20 = 0 then null else at + interval '10 minutes' end
      from (select g, now() - make_interval(secs => ${year}::float8 * (1 - g::float8 / ${DEPOSITS}::int)) as at from generate_series(${from}::int, ${to}::int) g) x`);
    await db.execute(sql`
      insert into deposits (id, user_id, provider, provider_payment_id, crypto, amount_cents, requested_cents, status, transaction_id, created_at, completed_at)
      select t.id - ${PURCHASES}::int, t.user_id, 'bench', t.metadata->>'paymentId', (array['btc', 'ltc', 'usdttrc20'])[1 + t.id % 3], t.amount_cents,
             t.amount_cents, t.status, t.id, t.created_at, t.completed_at
      from transactions t where t.id between ${PURCHASES + from}::int and ${PURCHASES + to}::int`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence(${'transactions'}, 'id'), ${PURCHASES + DEPOSITS}::int),
                              setval(pg_get_serial_sequence(${'purchase_history'}, 'id'), ${PURCHASES}::int),
                              setval(pg_get_serial_sequence(${'deposits'}, 'id'), ${DEPOSITS}::int)`);
  // Users' totals as the wallet would have kept them.
  await db.execute(sql`
    update users u set total_purchases_cents = s.p
    from (select user_id, sum(price_cents) as p from purchase_history where status = 'completed' group by user_id) s where s.user_id = u.id`);
  await db.execute(sql`
    update users u set total_deposits_cents = s.d, balance_cents = u.balance_cents + s.d
    from (select user_id, sum(amount_cents) as d from deposits where status = 'completed' group by user_id) s where s.user_id = u.id`);
  await db.execute(sql`vacuum analyze`);
}

type Endpoint = { name: string; url: string; goal?: number };

const endpoints: Endpoint[] = [
  { name: 'Users: first page (balance desc)', url: '/api/users/with-stats' },
  { name: 'Users: page 500 by deposits, 100 per page', url: '/api/users/with-stats?sort=deposits&page=500&pageSize=100' },
  { name: 'Users: search "dupont-12"', url: '/api/users/with-stats?search=dupont-12' },
  { name: 'Users: search a Telegram id', url: '/api/users/with-stats?search=600012345' },
  { name: 'History: first page (date desc) + summary', url: '/api/purchase-history' },
  { name: 'History: operator + status filter', url: '/api/purchase-history?operatorId=7&status=completed' },
  { name: 'History: refunded, by price', url: '/api/purchase-history?status=refunded&sort=price' },
  { name: 'History: country, page 100, by quantity asc', url: '/api/purchase-history?countryId=3&sort=quantity&dir=asc&page=100&pageSize=50' },
  { name: 'History: text search "tg_4242" (trigram index)', url: '/api/purchase-history?search=tg_4242' },
  { name: 'Dashboard stats', url: '/api/dashboard/stats' },
  { name: 'Transactions: pending deposits', url: '/api/transactions?type=deposit&status=pending' },
  // The five reports (the Rapports page and the bot read the same functions), 30 days by default; the two read live
  // from the rows (top customers, deposits) also over a year, their worst case.
  { name: 'Report: sales, 30 days', url: '/api/reports/sales?period=30d', goal: REPORT_GOAL_P95_MS },
  { name: 'Report: top customers, 30 days', url: '/api/reports/top-customers?period=30d', goal: REPORT_GOAL_P95_MS },
  { name: 'Report: by category, 30 days', url: '/api/reports/categories?period=30d', goal: REPORT_GOAL_P95_MS },
  { name: 'Report: by country, 30 days', url: '/api/reports/countries?period=30d', goal: REPORT_GOAL_P95_MS },
  { name: 'Report: deposits, 30 days', url: '/api/reports/deposits?period=30d', goal: REPORT_GOAL_P95_MS },
  { name: 'Report: sales, 365 days', url: '/api/reports/sales?period=365d', goal: REPORT_GOAL_P95_MS },
  { name: 'Report: top customers, 365 days', url: '/api/reports/top-customers?period=365d', goal: REPORT_GOAL_P95_MS },
  { name: 'Report: deposits, 365 days', url: '/api/reports/deposits?period=365d', goal: REPORT_GOAL_P95_MS },
  { name: 'Report CSV: sales per day, 365 days', url: '/api/reports/sales-daily/export.csv?period=365d', goal: REPORT_GOAL_P95_MS },
  // A custom year ending yesterday matches no customer window (decision 0102): the rows are read per customer, as
  // every period was before the windows; measured in the same run as a baseline, not held to the goal.
  { name: 'Baseline, top customers, 365 days to yesterday (rows)', url: `/api/reports/top-customers?period=custom&from=${dayBefore(365)}&to=${dayBefore(1)}`, goal: 10_000 },
  { name: 'Baseline, deposits, 365 days to yesterday (rows)', url: `/api/reports/deposits?period=custom&from=${dayBefore(365)}&to=${dayBefore(1)}`, goal: 10_000 },
];

function dayBefore(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

async function measure(app: FastifyInstance, auth: Record<string, string>, url: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES + 5; i++) {
    const ms = await timedGet(app, url, auth);
    if (i >= 5) samples.push(ms);
  }
  return samples;
}

export default async function adminListsBench(ctx: BenchContext): Promise<string> {
  const rows: Array<Array<string | number>> = [];
  const notes: string[] = [];
  const misses: string[] = [];
  const loadBefore = loadavg()[0];
  for (const kind of dbKinds) {
    const database = await benchDatabase(kind, ctx);
    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    try {
      const seeded = await timed(() => seed(database));
      process.stdout.write(`  ${kind}: seeded in ${fmt(seeded.ms / 1000)} s\n`);
      await ensureAdmin(database.db, { username: 'bench-admin', password: 'bench-admin-password' });
      const app = await buildTestApp({ config: { ...loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }) }, db: database.db, logger: false, webDir: '/nonexistent' });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bench-admin', password: 'bench-admin-password' } });
      const auth = { authorization: `Bearer ${login.json().token}` };

      // The first dashboard call rolls up a year of closed days and builds the customer windows; later calls read them.
      const firstCall = await timed(() => app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: auth }));
      notes.push(
        `${label}: data seeded in ${fmt(seeded.ms / 1000)} s; first dashboard call (rolls up 365 days and builds the customer windows once) ${fmt(firstCall.ms)} ms.`,
      );

      for (const e of endpoints) {
        const samples = await measure(app, auth, e.url);
        const p95 = percentile(samples, 95);
        const goal = e.goal ?? GOAL_P95_MS;
        if (p95 > goal) misses.push(`${label} — ${e.name}: p95 ${fmt(p95)} ms (goal ${goal} ms)`);
        rows.push([label, e.name, fmt(percentile(samples, 50)), fmt(p95), fmt(Math.max(...samples)), goal, p95 <= goal ? 'yes' : '**no**']);
        process.stdout.write(`  ${kind} ${e.name}: p95 ${fmt(p95)} ms\n`);
      }

      // Baseline in the same run: the history summary computed straight from the 600k orders vs from the rollups.
      const live = await measureSql(database, sql`
        select count(*), count(*) filter (where status = 'completed'), sum(price_cents) filter (where status = 'completed'),
               sum(quantity) filter (where status = 'completed') from purchase_history`);
      const rolled = await measureSql(database, sql`
        with st as (select rolled_up_until as until from rollup_state where id = 1)
        select sum(orders), sum(amount_cents) filter (where status = 'completed') from sales_daily, st where day < st.until`);
      notes.push(
        `${label}: summary of 600k orders computed live p50 ${fmt(percentile(live, 50))} ms vs from the daily rollups p50 ${fmt(percentile(rolled, 50))} ms ` +
          `(×${fmt(percentile(live, 50) / Math.max(percentile(rolled, 50), 0.01), 0)}).`,
      );
      // The same search with the trigram index out of the planner's reach (a GIN index is only read by bitmap scans).
      const search = sql`select count(*) from purchase_history where search_text like '%tg\\_4242%'`;
      const indexed = await measureSql(database, search);
      const scanned = await measureSql(database, search, sql`set local enable_bitmapscan = off`);
      notes.push(
        `${label}: history search "tg_4242" with the trigram index p50 ${fmt(percentile(indexed, 50))} ms vs scanning the orders ` +
          `p50 ${fmt(percentile(scanned, 50))} ms (×${fmt(percentile(scanned, 50) / Math.max(percentile(indexed, 50), 0.01), 0)}).`,
      );
      await app.close();
    } finally {
      await database.close();
    }
  }
  const loadAfter = loadavg()[0];
  return [
    '## Admin list endpoints (`bench/admin-lists.bench.ts`)',
    '',
    `${USERS.toLocaleString('en')} users and ${(PURCHASES + DEPOSITS).toLocaleString('en')} transactions (${PURCHASES.toLocaleString('en')} purchases with their ` +
      `history rows, ${DEPOSITS.toLocaleString('en')} deposits) over a year, synthetic, generated in SQL. Each endpoint is called through the full ` +
      `HTTP stack (\`app.inject\`: session check, validation, JSON), ${SAMPLES} times after 5 warm-up calls. Goal: p95 ≤ ${GOAL_P95_MS} ms for ` +
      `the lists, ≤ ${REPORT_GOAL_P95_MS} ms for each report (issue 12).`,
    `Machine load (1-minute average) ${fmt(loadBefore, 2)} before and ${fmt(loadAfter, 2)} after: other work shared the cores.`,
    '',
    table(['Database', 'Endpoint', 'p50 ms', 'p95 ms', 'max ms', 'goal ms', 'p95 ≤ goal'], rows),
    '',
    ...notes.map((n) => `- ${n}`),
    misses.length ? `- Missed the goal: ${misses.join('; ')}.` : '- Every list endpoint met the goal.',
    '- Text searches (users and history) use pg_trgm GIN indexes on both databases (migration 0008); before them the history search scanned the orders (225 ms p50 on PGlite).',
    '',
  ].join('\n');
}

/** Times a query 12 times (the first 2 warm up); `setup` runs first in the same transaction (planner switches). */
async function measureSql(database: Database, query: ReturnType<typeof sql>, setup?: ReturnType<typeof sql>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < 12; i++) {
    const { ms } = await timed(() =>
      setup
        ? database.db.transaction(async (tx) => {
            await tx.execute(setup);
            return queryRows(tx, query);
          })
        : queryRows(database.db, query),
    );
    if (i >= 2) samples.push(ms);
  }
  return samples;
}
