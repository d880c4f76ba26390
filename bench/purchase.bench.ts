// Purchase engine: 100 and 1,000 numbers from a 1M-number stock, 1 and 16 concurrent buyers, PGlite and PostgreSQL.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { purchase } from '../src/domain/orders/purchase';
import { checkLedger } from '../src/domain/wallet/check-ledger';
import { benchBot, customers, type StandInProcess, startStandInProcess } from './bot.bench';
import { type BenchContext, benchDatabase, type DbKind, dbKinds, fmt, percentile, table } from './support';
import { availableNumbersOf } from '../src/domain/stock/sale-tallies';

const STOCK = 1_000_000;
const BUYERS = 16;
/** Purchases per scenario: enough for stable percentiles, little enough to keep the stock near 1M throughout. */
const plan: Array<{ quantity: number; concurrency: number; purchases: number }> = [
  { quantity: 100, concurrency: 1, purchases: 300 },
  { quantity: 100, concurrency: BUYERS, purchases: 640 },
  { quantity: 1000, concurrency: 1, purchases: 100 },
  { quantity: 1000, concurrency: BUYERS, purchases: 192 },
];

/** A promotion in force against none, in the same run: alternating blocks so drift (load, caches) hits each alike. */
const PROMOTION_BLOCK = 100;
const PROMOTION_ROUNDS = 3;
type PromotionVariant = 'none' | 'automatic' | 'code';
type PromotionResult = { kind: DbKind; variant: PromotionVariant; purchases: number; perSecond: number; p50: number; p99: number };

type Result = {
  kind: DbKind;
  quantity: number;
  concurrency: number;
  purchases: number;
  perSecond: number;
  p50: number;
  p99: number;
  maxLoopDelay: number;
  /** Each buyer on a list of its own (no shared numlist row): the diagnostic scenario. */
  ownLists?: boolean;
};

async function prepare(database: Database, stock = STOCK): Promise<{ numlistId: number; buyers: number[] }> {
  const db = database.db;
  await db.execute(sql`insert into settings (key, value) values ('unit_price_micros', '6000'), ('minimum_purchase_quantity', '100') on conflict do nothing`);
  const [country] = await queryRows<{ id: number }>(db, sql`insert into countries (name, code, flag) values ('Bench', 'BX', '🏳️') returning id`);
  const [operator] = await queryRows<{ id: number }>(db, sql`insert into operators (name, country_id) values ('Bench Mobile', ${country.id}) returning id`);
  const [list] = await queryRows<{ id: number }>(
    db,
    sql`insert into numlists (name, country_id, operator_id, total_numbers, available_numbers)
        values ('Bench 1M', ${country.id}, ${operator.id}, ${stock}, ${stock}) returning id`,
  );
  // Synthetic numbers, never leaving the machine: 1M in batches so PGlite never runs one huge statement.
  const type = (
    await queryRows<{ t: string }>(db, sql`select data_type as t from information_schema.columns where table_name = 'numlist_numbers' and column_name = 'number'`)
  )[0].t;
  for (let from = 1; from <= stock; from += 100_000) {
    const to = Math.min(stock, from + 99_999);
    const value = type === 'bigint' ? sql`33700000000 + g` : sql`'+' || (33700000000 + g)::text`;
    await db.execute(sql`insert into numlist_numbers (numlist_id, number, sort_key) select ${list.id}, ${value}, g from generate_series(${from}::int, ${to}::int) g`);
  }
  await db.execute(sql`analyze`);
  const buyers = await queryRows<{ id: number }>(
    db,
    sql`insert into users (username, telegram_id, opening_balance_cents, balance_cents)
        select 'bench_' || g, 900000000 + g, 100000000, 100000000 from generate_series(1, ${BUYERS}::int) g returning id`,
  );
  return { numlistId: list.id, buyers: buyers.map((b) => b.id) };
}

async function run(
  database: Database,
  kind: DbKind,
  listOf: (worker: number) => number,
  buyers: number[],
  scenario: (typeof plan)[number],
  tag: string,
): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async (w: number) => {
    for (;;) {
      const n = next++;
      if (n >= scenario.purchases) return;
      const started = performance.now();
      await purchase(database.db, { userId: buyers[w], numlistId: listOf(w), quantity: scenario.quantity, idempotencyKey: `${tag}-${n}` });
      latencies.push(performance.now() - started);
      // Like separate requests: let the event loop breathe between purchases (PGlite answers in microtasks).
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const started = performance.now();
  const { maxGapMs } = await withLoopGap(() => Promise.all(Array.from({ length: scenario.concurrency }, (_, w) => worker(w))));
  const seconds = (performance.now() - started) / 1000;
  return {
    kind,
    ...scenario,
    perSecond: scenario.purchases / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    maxLoopDelay: maxGapMs,
  };
}

/**
 * The longest the event loop went without running a 2 ms ticker, minus the 2 ms: how long other requests (and the
 * bot) would have waited. A ticker sees stalls that never yield to the timers phase, which a delay histogram misses.
 */
async function withLoopGap<T>(fn: () => Promise<T>): Promise<{ result: T; maxGapMs: number }> {
  let last = performance.now();
  let maxGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last - 2);
    last = now;
  }, 2);
  try {
    const result = await fn();
    maxGap = Math.max(maxGap, performance.now() - last - 2);
    return { result, maxGapMs: Math.max(0, maxGap) };
  } finally {
    clearInterval(ticker);
  }
}

/**
 * 100 numbers, 1 buyer: no promotion, an automatic 10 % promotion of the bench's country, or the same promotion behind a
 * code limited in uses (its use taken by the purchase's statement). Blocks alternate: none, automatic, code, none, …
 */
async function promotionRun(database: Database, kind: DbKind, numlistId: number, buyer: number): Promise<PromotionResult[]> {
  const db = database.db;
  const [{ country_id }] = await queryRows<{ country_id: number }>(db, sql`select country_id from numlists where id = ${numlistId}`);
  const [promo] = await queryRows<{ id: number }>(
    db,
    sql`insert into promotions (name, type, value, conditions, is_active) values ('Bench 10 %', 'percentage', 1000, ${JSON.stringify({ countryIds: [country_id] })}::jsonb, false) returning id`,
  );
  const latencies: Record<PromotionVariant, number[]> = { none: [], automatic: [], code: [] };
  const seconds: Record<PromotionVariant, number> = { none: 0, automatic: 0, code: 0 };
  let n = 0;
  for (let round = 0; round < PROMOTION_ROUNDS; round++) {
    for (const variant of ['none', 'automatic', 'code'] as const) {
      await db.execute(
        variant === 'none'
          ? sql`update promotions set is_active = false where id = ${promo.id}`
          : variant === 'automatic'
            ? sql`update promotions set is_active = true, code = null, max_uses = null where id = ${promo.id}`
            : sql`update promotions set is_active = true, code = 'BENCH', max_uses = 1000000000 where id = ${promo.id}`,
      );
      const started = performance.now();
      for (let i = 0; i < PROMOTION_BLOCK; i++) {
        const t0 = performance.now();
        const r = await purchase(db, {
          userId: buyer,
          numlistId,
          quantity: 100,
          idempotencyKey: `promo-${n++}`,
          promoCode: variant === 'code' ? 'BENCH' : null,
        });
        latencies[variant].push(performance.now() - t0);
        if ((variant === 'none') !== (r.order.discountCents === 0)) throw new Error(`promotion bench: ${variant} gave a discount of ${r.order.discountCents}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
      seconds[variant] += (performance.now() - started) / 1000;
    }
  }
  await db.execute(sql`update promotions set is_active = false where id = ${promo.id}`);
  return (['none', 'automatic', 'code'] as const).map((variant) => ({
    kind,
    variant,
    purchases: latencies[variant].length,
    perSecond: latencies[variant].length / seconds[variant],
    p50: percentile(latencies[variant], 50),
    p99: percentile(latencies[variant], 99),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 14: a busy PGlite and the rest of the shop. 16 buyers take 1,000 numbers each while customers talk to the
// bot; PGlite in the shop's thread against PGlite in its own thread (decision 0106), in the same run.
// ---------------------------------------------------------------------------------------------------------------

const BUSY_SCENARIO = { quantity: 1000, concurrency: BUYERS, purchases: 960 };
/** Bot traffic during the load: 40 customers, 25 updates/s in all (each customer well under the flood limit). */
const BOT_CUSTOMERS = 40;
const BOT_RATE = 25;
const IDLE_UPDATES = 125;
const STALL_GOAL_MS = 100;
const BOT_P99_GOAL_MS = 250;
type BusyResult = {
  where: 'in-process' | 'thread';
  perSecond: number;
  p50: number;
  p99: number;
  loopStall: number;
  idleBot: number[];
  busyBot: number[];
  errors: number;
  /** The load outlasted the bot updates made for it: the rest of it ran without bot traffic. */
  outlasted?: boolean;
};

/** `/start`, `/balance` and `/history` from the customers in turn, made beforehand so making them takes no time later. */
async function botUpdates(standIn: StandInProcess, people: Array<{ telegramId: number }>, count: number): Promise<Update[]> {
  const texts = ['/start', '/balance', '/history'];
  const updates: Update[] = [];
  for (let i = 0; i < count; i++) updates.push(await standIn.send(people[i % people.length].telegramId, texts[i % texts.length]));
  return updates;
}

/**
 * Hands the bot the updates at BOT_RATE a second, scheduled by timestamp, until they are all out or `stop()` says so.
 * An update's time runs from when it was due, not from when the event loop got round to it: a stalled loop makes the
 * customer wait too.
 */
async function botTraffic(bot: ReturnType<typeof benchBot>, updates: Update[], stop: () => boolean) {
  const ms: number[] = [];
  let errors = 0;
  const handled: Array<Promise<void>> = [];
  const t0 = performance.now() + 10;
  for (let i = 0; i < updates.length && !stop(); i++) {
    const due = t0 + (i * 1000) / BOT_RATE;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    handled.push(
      bot.handleUpdate(updates[i]).then(
        () => void ms.push(performance.now() - due),
        () => void errors++,
      ),
    );
  }
  await Promise.all(handled);
  return { ms, errors };
}

async function busyRun(where: BusyResult['where'], standIn: StandInProcess): Promise<BusyResult> {
  const database = await openDatabase({ memory: true, thread: where === 'thread' });
  try {
    await database.migrate();
    const { numlistId, buyers } = await prepare(database);
    const people = await customers(database, 750_000_000 + (where === 'thread' ? 1000 : 0), BOT_CUSTOMERS);
    const logged: string[] = [];
    const bot = benchBot(database, standIn, false, logged);
    for (let i = 0; i < 20; i++) await purchase(database.db, { userId: buyers[0], numlistId, quantity: 100, idempotencyKey: `busy-warm-${i}` });
    for (const p of people) await bot.handleUpdate(await standIn.send(p.telegramId, '/start'));
    const idle = await botTraffic(bot, await botUpdates(standIn, people, IDLE_UPDATES), () => false);
    const during = await botUpdates(standIn, people, 60 * BOT_RATE);
    let loadDone = false;
    const load = run(database, 'pglite', () => numlistId, buyers, BUSY_SCENARIO, `busy-${where}`).finally(() => {
      loadDone = true;
    });
    const busy = await botTraffic(bot, during, () => loadDone);
    const r = await load;
    const report = await checkLedger(database.db);
    if (!report.ok) throw new Error(`busy ${where}: ledger check failed`);
    process.stdout.write(`  PGlite ${where}: ${fmt(r.perSecond)} purchases/s, loop stall ${fmt(r.maxLoopDelay)} ms, bot p99 ${fmt(percentile(busy.ms, 99))} ms\n`);
    return {
      where,
      perSecond: r.perSecond,
      p50: r.p50,
      p99: r.p99,
      loopStall: r.maxLoopDelay,
      idleBot: idle.ms,
      busyBot: busy.ms,
      errors: idle.errors + busy.errors + logged.length,
      outlasted: busy.ms.length + busy.errors === during.length,
    };
  } finally {
    await database.close();
  }
}

/** Both placements of PGlite, one after the other on fresh databases, one stand-in. */
async function busyShop(): Promise<string> {
  const loadBefore = loadavg()[0];
  const standIn = await startStandInProcess();
  const results: BusyResult[] = [];
  try {
    for (const where of ['thread', 'in-process'] as const) results.push(await busyRun(where, standIn));
  } finally {
    await standIn.close();
  }
  const merged = (['in-process', 'thread'] as const).map((where) => {
    const runs = results.filter((r) => r.where === where);
    return {
      where,
      perSecond: runs.reduce((a, r) => a + r.perSecond, 0) / runs.length,
      p50: Math.max(...runs.map((r) => r.p50)),
      p99: Math.max(...runs.map((r) => r.p99)),
      loopStall: Math.max(...runs.map((r) => r.loopStall)),
      idleBot: runs.flatMap((r) => r.idleBot),
      busyBot: runs.flatMap((r) => r.busyBot),
      errors: runs.reduce((a, r) => a + r.errors, 0),
      outlasted: runs.some((r) => r.outlasted),
    };
  });
  const [inProcess, thread] = merged;
  const ratio = (a: number, b: number) => `×${fmt(a / b, 2)}`;
  const rows = merged.map((m) => [
    m.where === 'thread' ? 'own thread (runtime)' : "shop's thread",
    fmt(m.perSecond, 0),
    fmt(m.p50),
    fmt(m.p99),
    fmt(m.loopStall),
    `${fmt(percentile(m.idleBot, 50))} / ${fmt(percentile(m.idleBot, 99))}`,
    `${fmt(percentile(m.busyBot, 50))} / ${fmt(percentile(m.busyBot, 99))} / ${fmt(Math.max(...m.busyBot))}`,
    `${m.busyBot.length}${m.outlasted ? ' (then none: the load outlasted them)' : ''}`,
    m.errors,
  ]);
  const busyP99 = percentile(thread.busyBot, 99);
  return [
    '### A busy PGlite and the bot (issue 14)',
    '',
    `${BUYERS} buyers take ${BUSY_SCENARIO.quantity.toLocaleString('en')} numbers each from the 1M list (${BUSY_SCENARIO.purchases} purchases; about 300 bot updates fall in the load, so their p99 is not just their maximum) ` +
      `while ${BOT_CUSTOMERS} customers send the bot /start, /balance and /history at ${BOT_RATE} updates/s in all (the bot as \`createBot()\` builds it, ` +
      "throttler off, on the Bot API stand-in in a child process). A bot update's time runs from when it was due to when all its answers " +
      "were sent, so time it waited for a stalled event loop counts. PGlite in the shop's thread (as before) and in a worker thread " +
      `(\`openDatabase({ dataDir })\`, what \`npm start\` runs: decision 0106), one after the other on fresh in-memory databases, same run; ` +
      `"idle" is ${IDLE_UPDATES} updates before the purchases start. Machine load (1-minute average) ${fmt(loadBefore, 2)} before and ${fmt(loadavg()[0], 2)} after.`,
    '',
    table(
      ['PGlite runs in', 'Purchases/s', 'p50 ms', 'p99 ms', 'Loop stall ms', 'bot idle p50 / p99 ms', 'bot during load p50 / p99 / max ms', 'bot updates', 'errors'],
      rows,
    ),
    '',
    `- Loop stall, own thread against the shop's: ${ratio(thread.loopStall, inProcess.loopStall)}; bot p99 during the load ${ratio(busyP99, percentile(inProcess.busyBot, 99))}; ` +
      `purchases/s ${ratio(thread.perSecond, inProcess.perSecond)}.`,
    `- No stall above ${STALL_GOAL_MS} ms under 16 × 1,000 (own thread): ${fmt(thread.loopStall)} ms, ${thread.loopStall <= STALL_GOAL_MS ? 'met' : '**missed**'}.`,
    `- Bot update p99 ≤ ${BOT_P99_GOAL_MS} ms while it runs (own thread): ${fmt(busyP99)} ms, ${busyP99 <= BOT_P99_GOAL_MS ? 'met' : '**missed**'}.`,
    '',
  ].join('\n');
}

export default async function purchaseBench(ctx: BenchContext): Promise<string> {
  // PURCHASE_BENCH_PART=busy runs only the busy-PGlite section (a quick look, like BOT_BENCH_PART).
  if (process.env.PURCHASE_BENCH_PART === 'busy') return busyShop();
  const loadBefore = loadavg()[0];
  const results: Result[] = [];
  const promotionResults: PromotionResult[] = [];
  const checks: string[] = [];
  for (const kind of dbKinds) {
    const database = await benchDatabase(kind, ctx);
    try {
      const prepStart = performance.now();
      const { numlistId, buyers } = await prepare(database);
      process.stdout.write(`  ${kind}: 1M numbers loaded in ${fmt((performance.now() - prepStart) / 1000)} s\n`);
      // Warm-up: plans, caches, JIT.
      for (let i = 0; i < 20; i++) await purchase(database.db, { userId: buyers[0], numlistId, quantity: 100, idempotencyKey: `warm-${i}` });
      for (const [i, scenario] of plan.entries()) {
        const r = await run(database, kind, () => numlistId, buyers, scenario, `s${i}`);
        results.push(r);
        process.stdout.write(`  ${kind} ${scenario.quantity} numbers × ${scenario.concurrency} buyers: ${fmt(r.perSecond)} /s, p50 ${fmt(r.p50)} ms\n`);
      }
      for (const r of await promotionRun(database, kind, numlistId, buyers[1])) {
        promotionResults.push(r);
        process.stdout.write(`  ${kind} promotion ${r.variant}: ${fmt(r.perSecond)} /s, p50 ${fmt(r.p50)} ms\n`);
      }
      const report = await checkLedger(database.db);
      const [stock] = await queryRows<{ rows: string; available: string; sold: string; distinct: string }>(
        database.db,
        sql`select (select count(*) from numlist_numbers) as rows, (select ${availableNumbersOf()} from numlists where id = ${numlistId}) as available,
                   (select count(*) from order_numbers) as sold, (select count(distinct number) from order_numbers) as distinct`,
      );
      const exact = Number(stock.rows) === Number(stock.available) && Number(stock.rows) + Number(stock.sold) === STOCK && stock.sold === stock.distinct;
      // Each order's price and discount add up to its undiscounted price (0.60 € for 100 numbers at 0.006 €).
      const [promoCheck] = await queryRows<{ bad: string; discounted: string }>(
        database.db,
        sql`select count(*) filter (where price_cents + discount_cents <> round(quantity * unit_price_micros / 10000.0)) as bad,
                   count(*) filter (where discount_cents > 0) as discounted from purchase_history`,
      );
      checks.push(`${kind}: ${promoCheck.discounted} orders with a promotion; price + discount = list price on every order: ${Number(promoCheck.bad) === 0 ? 'yes' : `**no (${promoCheck.bad})**`}.`);
      checks.push(
        `${kind}: ledger check ${report.ok ? 'OK' : `FAILED (${report.problems.length} problems)`}; ${Number(stock.sold).toLocaleString('en')} numbers sold, ` +
          `${exact ? 'none twice, stock count exact' : 'STOCK MISMATCH'} (${Number(stock.rows).toLocaleString('en')} left).`,
      );
    } finally {
      await database.close();
    }
  }

  // Diagnostic, PostgreSQL only (PGlite runs one statement at a time anyway): the same 16 buyers, each on a list of
  // its own. The gap to "one list" is the time buyers of one list wait for each other on its row (available count).
  const database = await benchDatabase('postgres', ctx);
  try {
    const { buyers } = await prepare(database, 0);
    const lists: number[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const [list] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into numlists (name, total_numbers, available_numbers) values (${`Bench ${i}`}, 20000, 20000) returning id`,
      );
      await database.db.execute(
        sql`insert into numlist_numbers (numlist_id, number, sort_key) select ${list.id}, 33800000000 + ${i * 100_000} + g, g from generate_series(1, 20000) g`,
      );
      lists.push(list.id);
    }
    await database.db.execute(sql`analyze`);
    for (let i = 0; i < 20; i++) await purchase(database.db, { userId: buyers[0], numlistId: lists[0], quantity: 100, idempotencyKey: `warm-${i}` });
    const r = await run(database, 'postgres', (w) => lists[w], buyers, { quantity: 100, concurrency: BUYERS, purchases: 640 }, 'own');
    results.push({ ...r, ownLists: true });
    process.stdout.write(`  postgres 100 numbers × 16 buyers on 16 lists: ${fmt(r.perSecond)} /s\n`);
  } finally {
    await database.close();
  }

  const rows = results.map((r) => {
    const base = results.find((b) => b.kind === r.kind && b.quantity === r.quantity && b.concurrency === 1 && !b.ownLists);
    const ratio = r.concurrency > 1 && base ? `×${fmt(r.perSecond / base.perSecond, 2)}` : 'baseline';
    return [
      r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      r.quantity.toLocaleString('en'),
      r.ownLists ? `${r.concurrency}, a list each` : r.concurrency,
      r.purchases,
      fmt(r.perSecond, 0),
      ratio,
      fmt(r.p50),
      fmt(r.p99),
      fmt(r.maxLoopDelay),
    ];
  });
  const goal = (kind: DbKind, quantity: number, concurrency: number) =>
    results.find((r) => r.kind === kind && r.quantity === quantity && r.concurrency === concurrency && !r.ownLists);
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const pg16 = goal('postgres', 100, BUYERS);
  const pgl16 = goal('pglite', 100, BUYERS);
  const pg1000 = goal('postgres', 1000, 1);
  const goals = [
    pg16 && `≥ 300 purchases/s on PostgreSQL at 16 buyers (100 numbers): ${fmt(pg16.perSecond, 0)}/s, ${verdict(pg16.perSecond >= 300)}.`,
    pgl16 && `≥ 100 purchases/s on PGlite at 16 buyers (100 numbers): ${fmt(pgl16.perSecond, 0)}/s, ${verdict(pgl16.perSecond >= 100)}.`,
    pg1000 && `p50 ≤ 10 ms on PostgreSQL for 1,000 numbers (1 buyer): ${fmt(pg1000.p50)} ms, ${verdict(pg1000.p50 <= 10)}.`,
  ].filter(Boolean);
  const own = results.find((r) => r.ownLists);
  if (own && pg16) {
    goals.push(
      `Diagnostic: 16 buyers each on a list of their own reach ${fmt(own.perSecond, 0)}/s on PostgreSQL, ×${fmt(own.perSecond / pg16.perSecond, 2)} ` +
        'the one-list figure. No row is written by every buyer of a list any more (sale tallies per connection, decision 0115); what ' +
        'is left between buyers of one list is the head of its sale order, where each skips the rows the others hold.',

    );
  }
  const promotionRows = promotionResults.map((r) => {
    const base = promotionResults.find((b) => b.kind === r.kind && b.variant === 'none');
    return [
      r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      r.variant === 'none' ? 'none' : r.variant === 'automatic' ? 'automatic 10 %' : 'code, limited uses',
      r.purchases,
      fmt(r.perSecond, 0),
      r.variant === 'none' || !base ? 'baseline' : `${fmt((base.perSecond / r.perSecond - 1) * 100, 1)} %`,
      fmt(r.p50),
      fmt(r.p99),
    ];
  });
  for (const r of promotionResults.filter((x) => x.variant !== 'none')) {
    const base = promotionResults.find((b) => b.kind === r.kind && b.variant === 'none');
    if (!base) continue;
    const slower = (base.perSecond / r.perSecond - 1) * 100;
    goals.push(
      `≤ 10 % slower with a promotion in force (${r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${r.variant}): ${fmt(slower, 1)} %, ${verdict(slower <= 10)}.`,
    );
  }
  return [
    '## Purchases (`bench/purchase.bench.ts`)',
    '',
    `One numlist of ${STOCK.toLocaleString('en')} synthetic numbers; each purchase is the real engine (\`purchase()\`: row lock on the buyer, ` +
      'idempotency check, one statement for the debit + transaction + history + ledger, then one for the FOR UPDATE SKIP LOCKED take + delivered numbers + the sale\'s tally). ' +
      `Buyers are ${BUYERS} users, each with its own balance; "16 buyers" means 16 purchases in flight at once (PostgreSQL pool of 20).`,
    'Latency is per purchase; throughput is purchases over wall time; the ratio compares with 1 buyer in the same run. ' +
      '"Loop stall" is the longest time the event loop could not run anything else during the scenario (PGlite runs in the process).',
    `Machine load (1-minute average) ${fmt(loadBefore, 2)} before and ${fmt(loadavg()[0], 2)} after the run: other work shared the cores.`,
    '',
    table(['Database', 'Numbers', 'Buyers', 'Purchases', 'Purchases/s', 'vs 1 buyer', 'p50 ms', 'p99 ms', 'Loop stall ms'], rows),
    '',
    `With a promotion (100 numbers, 1 buyer, blocks of ${PROMOTION_BLOCK} alternating ${PROMOTION_ROUNDS} times: none, automatic, code): ` +
      'the promotions in force and the buyer\'s facts are read by the statement that resolves the source; a code limited in uses adds a ' +
      'conditional update of its row to the purchase\'s statement. "Slower" is the throughput lost against no promotion in the same run.',
    '',
    table(['Database', 'Promotion', 'Purchases', 'Purchases/s', 'Slower', 'p50 ms', 'p99 ms'], promotionRows),
    '',
    ...goals.map((g) => `- ${g}`),
    ...checks.map((c) => `- ${c}`),
    '',
    await busyShop(),
  ].join('\n');
}
