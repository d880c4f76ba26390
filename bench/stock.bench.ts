// Stock engine on 1M synthetic numbers, PGlite and PostgreSQL: import from a .txt, take 1,000 (vs the old one-array
// design), download through the HTTP route, shuffle, remove duplicates.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { createNumlistWithNumbers, type ImportOptions } from '../src/domain/stock/import-numbers';
import { fromList, fromTxtStream } from '../src/domain/stock/number-sources';
import { removeDuplicates } from '../src/domain/stock/remove-duplicates';
import { partitionsOf } from '../src/domain/stock/partitions';
import { shuffleNumlist } from '../src/domain/stock/shuffle';
import { pickNumbers, tallyTaken } from '../src/domain/stock/take-numbers';
import { ensureAdmin } from '../src/domain/users/bootstrap-admin';
import { type BenchContext, benchDatabase, type DbKind, dbKinds, fmt, percentile, startIdleWatcher, table, withEventLoopDelay } from './support';
import { availableNumbersOf } from '../src/domain/stock/sale-tallies';
import { buildTestApp } from '../tests/support/app';

/** STOCK_BENCH_SIZE shrinks the run for a quick check of the benchmark itself; figures are for 1M. */
const STOCK = Number(process.env.STOCK_BENCH_SIZE ?? 1_000_000);
const TAKES = 50;
const BASELINE_TAKES = 20;
const DUPLICATES = 10_000;
const BENCH_PASSWORD = 'bench-password-1';

/**
 * 1M synthetic UK-style mobile numbers (+44 7700 000000 – 999999), in a scrambled order as a real export would be.
 * Only 900000–900999 of that block is reserved for fiction; the rest is synthetic and never leaves this machine.
 */
function syntheticNumber(i: number): string {
  return `+447700${String((i * 7919) % STOCK).padStart(6, '0')}`;
}

type Row = Record<string, string | number>;

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};

async function importFile(database: Database, file: string, actorUserId: number, order: Pick<ImportOptions, 'sequential'> = {}) {
  const [country] = await queryRows<{ id: number }>(database.db, sql`insert into countries (name, code, flag) values ('Royaume-Uni', 'GB', '🇬🇧') returning id`);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { result, maxDelayMs, p99DelayMs } = await withEventLoopDelay(() =>
    createNumlistWithNumbers(
      database.db,
      { name: 'Bench 1M', countryId: country.id, operatorId: null, categoryId: null, source: 'synthétique', consentBasis: 'aucune personne', unitPriceMicros: null, isActive: true },
      fromTxtStream(createReadStream(file, { highWaterMark: 64 * 1024 })),
      { actorUserId, origin: 'file:bench.txt', ...order },
    ),
  );
  return { ...result, countryId: country.id, ms: performance.now() - started, cpu: cpuSeconds(cpu), maxDelayMs, p99DelayMs };
}

async function takes(database: Database, numlistId: number) {
  const samples: number[] = [];
  for (let i = 0; i < TAKES; i++) {
    const started = performance.now();
    const [taken] = await database.db.transaction(async (tx) => {
      const picked = await pickNumbers(tx, [numlistId], 1000);
      await tx.execute(tallyTaken(picked));
      return picked;
    });
    samples.push(performance.now() - started);
    if (taken.numbers.length !== 1000) throw new Error('take returned the wrong count');
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** The old design: the whole list in one text[] column, a sale rewrites the array. Scratch table, same database. */
async function arrayBaseline(database: Database) {
  const db = database.db;
  await db.execute(sql`create table bench_array_numlist (id int primary key, numbers text[] not null)`);
  await db.execute(sql`insert into bench_array_numlist values (1, '{}')`);
  for (let from = 0; from < STOCK; from += 100_000) {
    await db.execute(sql`
      update bench_array_numlist set numbers = numbers || array(
        select '+447700' || lpad(((g::bigint * 7919) % ${STOCK})::text, 6, '0') from generate_series(${from}::int, ${from + 99_999}::int) g)
      where id = 1`);
  }
  const samples: number[] = [];
  for (let i = 0; i < BASELINE_TAKES; i++) {
    const started = performance.now();
    await db.transaction(async (tx) => {
      const [row] = await queryRows<{ taken: string[] }>(tx, sql`select numbers[1:1000] as taken from bench_array_numlist where id = 1 for update`);
      await tx.execute(sql`update bench_array_numlist set numbers = numbers[1001:] where id = 1`);
      if (row.taken.length !== 1000) throw new Error('baseline take returned the wrong count');
    });
    samples.push(performance.now() - started);
  }
  await db.execute(sql`drop table bench_array_numlist`);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

const AFTER_SHUFFLE_TAKES = 10;

/**
 * Take 1,000 right after the shuffle, when the sale-order index still holds an entry per number at its old place (dead
 * until a vacuum): the take as it is (from the list's sale floor, which the shuffle raised past the old places) against
 * the take before the sale floor (issue 14), scanning from the list's first entry, expressed here as it was. Alternating.
 */
async function takesAfterShuffle(database: Database, numlistId: number) {
  const floor: number[] = [];
  const head: number[] = [];
  for (let i = 0; i < AFTER_SHUFFLE_TAKES * 2; i++) {
    const started = performance.now();
    const got = await database.db.transaction(async (tx) => {
      if (i % 2 === 0) {
        const [taken] = await pickNumbers(tx, [numlistId], 1000);
        await tx.execute(tallyTaken([taken]));
        return taken.numbers.length;
      }
      const rows = await queryRows<{ number: string }>(
        tx,
        sql`with picked as (
              delete from numlist_numbers
              where numlist_id = ${numlistId} and ctid = any(array(
                select ctid from numlist_numbers where numlist_id = ${numlistId} order by sort_key limit 1000 for update skip locked))
              returning number, sort_key)
            select '+' || number::text as number from picked order by sort_key`,
      );
      await tx.execute(sql`update numlists set available_numbers = available_numbers - ${rows.length} where id = ${numlistId}`);
      return rows.length;
    });
    if (got !== 1000) throw new Error('take after shuffle returned the wrong count');
    (i % 2 === 0 ? floor : head).push(performance.now() - started);
  }
  return { floorP50: percentile(floor, 50), headP50: percentile(head, 50), firstHead: head[0] };
}

/** GET /api/numlists/{id}/download over real HTTP, streamed to nowhere; peak RSS sampled every 5 ms. */
async function download(database: Database, numlistId: number, expectedLines: number) {
  const app = await buildTestApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), db: database.db, logger: false, webDir: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bench-admin', password: BENCH_PASSWORD } });
    const token = login.json().token as string;
    const { port } = app.server.address() as { port: number };
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: `/api/numlists/${numlistId}/download`, headers: { authorization: `Bearer ${token}` } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`download answered ${res.statusCode}`));
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
        });
        res.on('end', () => resolve({ bytes, lines }));
        res.on('error', reject);
      }).on('error', reject);
    });
    const ms = performance.now() - started;
    clearInterval(sampler);
    if (lines !== expectedLines) throw new Error(`download gave ${lines} lines, expected ${expectedLines}`);
    return { ms, bytes, rssDeltaMb: (peak - rssBefore) / 2 ** 20 };
  } finally {
    await app.close();
  }
}

async function timedOp<T>(fn: () => Promise<T>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { result, maxDelayMs } = await withEventLoopDelay(fn);
  return { result, ms: performance.now() - started, cpu: cpuSeconds(cpu), maxDelayMs };
}

async function benchKind(kind: DbKind, ctx: BenchContext, file: string): Promise<Row> {
  const database = await benchDatabase(kind, ctx);
  const loadBefore = loadavg()[0];
  try {
    await ensureAdmin(database.db, { username: 'bench-admin', password: BENCH_PASSWORD });
    const [admin] = await queryRows<{ id: number }>(database.db, sql`select id from users where username = 'bench-admin'`);
    process.stdout.write(`  ${kind}: import…\n`);
    const imported = await importFile(database, file, admin.id);
    if (imported.report.added !== STOCK) throw new Error(`import added ${imported.report.added}`);
    const id = imported.numlistId;

    process.stdout.write(`  ${kind}: takes…\n`);
    const take = await takes(database, id);
    process.stdout.write(`  ${kind}: array baseline…\n`);
    const baseline = await arrayBaseline(database);

    const left = STOCK - TAKES * 1000;
    process.stdout.write(`  ${kind}: download…\n`);
    const dl = await download(database, id, left);

    // The list starts in the default partition with every other list: its first shuffle moves it into a partition of
    // its own (decision 0118), the second swaps that partition; the third is the in-place shuffle that was the only
    // one before (decision 0107), the same-run baseline.
    process.stdout.write(`  ${kind}: shuffle…\n`);
    const shuffle = await timedOp(() => shuffleNumlist(database.db, id, admin.id));
    if (shuffle.result.shuffledNumbers !== left) throw new Error('shuffle moved the wrong count');
    if (!(await partitionsOf(database.db, id)).own) throw new Error('the shuffle did not give the list a partition of its own');
    process.stdout.write(`  ${kind}: shuffle again…\n`);
    const again = await timedOp(() => shuffleNumlist(database.db, id, admin.id));
    if (again.result.shuffledNumbers !== left) throw new Error('second shuffle moved the wrong count');
    process.stdout.write(`  ${kind}: shuffle in place (baseline)…\n`);
    const inPlace = await timedOp(() => shuffleNumlist(database.db, id, admin.id, { rebuildFrom: Number.POSITIVE_INFINITY }));
    if (inPlace.result.shuffledNumbers !== left) throw new Error('in-place shuffle moved the wrong count');
    process.stdout.write(
      `  ${kind}: shuffle ${fmt(shuffle.ms / 1000, 1)} s, again ${fmt(again.ms / 1000, 1)} s, in place ${fmt(inPlace.ms / 1000, 1)} s\n`,
    );

    // Another list sells 10,000 of the same numbers: remove-duplicates on the 1M list must find exactly those.
    const overlap = Array.from({ length: DUPLICATES }, (_, i) => syntheticNumber(STOCK - 1 - i));
    await createNumlistWithNumbers(
      database.db,
      { name: 'Bench overlap', countryId: imported.countryId, operatorId: null, categoryId: null, source: '', consentBasis: '', unitPriceMicros: null, isActive: true },
      fromList(overlap),
      { actorUserId: admin.id },
    );
    process.stdout.write(`  ${kind}: remove duplicates…\n`);
    const dedup = await timedOp(() => removeDuplicates(database.db, id, admin.id));
    if (dedup.result.removedNumbers !== DUPLICATES) throw new Error(`dedup removed ${dedup.result.removedNumbers}`);
    const [check] = await queryRows<{ ok: boolean }>(
      database.db,
      sql`select ${availableNumbersOf()} = (select count(*) from numlist_numbers where numlist_id = ${id}) as ok from numlists where id = ${id}`,
    );
    if (!check.ok) throw new Error('counts drifted from the rows');
    // Last, so the figures above are as before: these takes sell 20,000 of the shuffled numbers.
    process.stdout.write(`  ${kind}: takes after the shuffle…\n`);
    const afterShuffle = await takesAfterShuffle(database, id);

    return {
      kind,
      load: `${fmt(loadBefore, 1)} → ${fmt(loadavg()[0], 1)}`,
      importS: fmt(imported.ms / 1000, 1),
      importCpuS: fmt(imported.cpu, 1),
      importLoopMax: fmt(imported.maxDelayMs, 0),
      importLoopP99: fmt(imported.p99DelayMs, 0),
      takeP50: fmt(take.p50, 1),
      takeP99: fmt(take.p99, 1),
      arrayP50: fmt(baseline.p50, 0),
      arrayP99: fmt(baseline.p99, 0),
      ratio: fmt(baseline.p50 / take.p50, 0),
      downloadS: fmt(dl.ms / 1000, 2),
      downloadMb: fmt(dl.bytes / 2 ** 20, 1),
      downloadRss: fmt(dl.rssDeltaMb, 0),
      shuffleS: fmt(shuffle.ms / 1000, 1),
      shuffleLoopMax: fmt(shuffle.maxDelayMs, 0),
      againS: fmt(again.ms / 1000, 1),
      inPlaceS: fmt(inPlace.ms / 1000, 1),
      inPlaceLoopMax: fmt(inPlace.maxDelayMs, 0),
      shuffleRatio: fmt(inPlace.ms / shuffle.ms, 1),
      againRatio: fmt(inPlace.ms / again.ms, 1),
      dedupS: fmt(dedup.ms / 1000, 1),
      dedupLoopMax: fmt(dedup.maxDelayMs, 0),
      afterShuffleFloorP50: fmt(afterShuffle.floorP50, 1),
      afterShuffleHeadP50: fmt(afterShuffle.headP50, 1),
      afterShuffleFirstHead: fmt(afterShuffle.firstHead, 0),
    };
  } finally {
    await database.close();
  }
}

type Placement = 'in-process' | 'thread' | 'thread, old order';
const placementLabel: Record<Placement, string> = {
  thread: 'own thread (runtime)',
  'thread, old order': 'own thread, old order (baseline)',
  'in-process': "shop's thread",
};

/**
 * Issue 14: the same import into PGlite in its own thread (decision 0106; what `npm start` runs) as it is, pipelined
 * (decision 0113), against the old order in the same thread (parse a batch, wait for its insert; `sequential`), and
 * PGlite in the shop's thread; fresh in-memory databases, alternating twice, same run.
 */
async function importPlacement(file: string): Promise<string> {
  const loadBefore = loadavg()[0];
  const runs: Array<{ where: Placement; s: number; cpu: number; loopMax: number; loopP99: number; idleMax: number }> = [];
  const order: Placement[] = ['thread', 'thread, old order', 'in-process', 'thread', 'thread, old order', 'in-process'];
  const idle = await startIdleWatcher();
  for (const where of order) {
    const database = await openDatabase({ memory: true, thread: where !== 'in-process' });
    try {
      await database.migrate();
      await ensureAdmin(database.db, { username: 'bench-admin', password: BENCH_PASSWORD });
      const [admin] = await queryRows<{ id: number }>(database.db, sql`select id from users where username = 'bench-admin'`);
      await idle.read();
      const imported = await importFile(database, file, admin.id, { sequential: where === 'thread, old order' });
      const idleMax = (await idle.read()).maxDelayMs;
      if (imported.report.added !== STOCK) throw new Error(`import added ${imported.report.added}`);
      runs.push({ where, s: imported.ms / 1000, cpu: imported.cpu, loopMax: imported.maxDelayMs, loopP99: imported.p99DelayMs, idleMax });
      process.stdout.write(
        `  PGlite ${where}: import ${fmt(imported.ms / 1000)} s, CPU ${fmt(imported.cpu)} s, event loop max ${fmt(imported.maxDelayMs, 0)} ms (idle process ${fmt(idleMax, 0)} ms)\n`,
      );
    } finally {
      await database.close();
    }
  }
  idle.stop();
  const of = (where: Placement) => runs.filter((r) => r.where === where);
  const best = (where: Placement) => Math.min(...of(where).map((r) => r.s));
  const worstLoop = (where: Placement) => Math.max(...of(where).map((r) => r.loopMax));
  return [
    '### Import 1M on PGlite: pipelined in its own thread, the old order, and the shop\'s thread (issue 14)',
    '',
    'The import above, twice each way in alternation (own thread pipelined, own thread in the old order, shop\'s thread) on fresh in-memory databases. ' +
      '"CPU" is the process CPU (with PGlite in a worker thread, the worker\'s time counts too: one process). ' +
      'The last column is the worst event-loop delay seen meanwhile by a separate process doing nothing: the machine\'s own stalls. ' +
      `Machine load (1-minute average) ${fmt(loadBefore, 2)} before and ${fmt(loadavg()[0], 2)} after.`,
    '',
    table(
      ['PGlite runs in', 'import 1M (s)', 'process CPU (s)', 'event-loop delay max / p99 (ms)', 'idle process max delay (ms)'],
      runs.map((r) => [placementLabel[r.where], fmt(r.s, 1), fmt(r.cpu, 1), `${fmt(r.loopMax, 0)} / ${fmt(r.loopP99, 0)}`, fmt(r.idleMax, 0)]),
    ),
    '',
    `- Best import, pipelined against the old order (both in the own thread): ${fmt(best('thread'), 1)} s vs ${fmt(best('thread, old order'), 1)} s ` +
      `(old ÷ pipelined ×${fmt(best('thread, old order') / best('thread'), 2)}); worst event-loop delay ${fmt(worstLoop('thread'), 0)} ms vs ${fmt(worstLoop('thread, old order'), 0)} ms.`,
    `- Best import, own thread (pipelined) against the shop's thread: ${fmt(best('thread'), 1)} s vs ${fmt(best('in-process'), 1)} s; ` +
      `worst event-loop delay ${fmt(worstLoop('thread'), 0)} ms vs ${fmt(worstLoop('in-process'), 0)} ms.`,
    `- Import of 1M ≤ 10 s on PGlite (own thread, best of two): ${fmt(best('thread'), 1)} s, ${best('thread') <= 10 ? 'met' : '**missed**'}; ` +
      `event loop never blocked more than 100 ms: ${fmt(worstLoop('thread'), 0)} ms, ${worstLoop('thread') <= 100 ? 'met' : '**missed**'}.`,
    '',
  ].join('\n');
}

export default async function stockBench(ctx: BenchContext): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'autoshop-stock-bench-'));
  const file = join(dir, 'bench.txt');
  const lines: string[] = [];
  for (let i = 0; i < STOCK; i++) lines.push(syntheticNumber(i));
  await writeFile(file, `${lines.join('\n')}\n`);
  lines.length = 0;
  const results: Row[] = [];
  let placement = '';
  // STOCK_BENCH_PART=import runs only the import placement section (a quick look, like BOT_BENCH_PART).
  try {
    if (process.env.STOCK_BENCH_PART !== 'import') for (const kind of dbKinds) results.push(await benchKind(kind, ctx, file));
    placement = await importPlacement(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (process.env.STOCK_BENCH_PART === 'import') return placement;
  const r = (kind: DbKind) => results.find((x) => x.kind === kind) as Row;
  return [
    '## Stock: 1M-number numlist',
    '',
    'Synthetic numbers (+44 7700 000000–999999 in a scrambled order, E.164 lines in a 14 MB .txt), one numlist of 1M.',
    'Import goes through the real streamed import (`createNumlistWithNumbers` over `fromTxtStream`): parse, normalise,',
    'scrub, de-duplicate, insert in 5,000-row batches. Takes are `pickNumbers(tx, [list], 1000)` then `tallyTaken` in a transaction,',
    `${TAKES} in a row; the baseline keeps the same 1M numbers in one \`text[]\` column of a scratch table and takes 1,000 by`,
    `rewriting the array (the old design), ${BASELINE_TAKES} takes, same database, same run. Download is`,
    '`GET /api/numlists/{id}/download` over real HTTP (the process holds PGlite too, so its RSS includes the database).',
    'Event-loop figures are the worst and p99 delay seen while the operation ran (PGlite runs in this thread).',
    '',
    table(
      ['', 'PGlite', 'PostgreSQL', 'goal'],
      [
        ['import 1M (s)', r('pglite').importS, r('postgres').importS, '≤ 10 s on PGlite'],
        ['import CPU of this process (s)', r('pglite').importCpuS, r('postgres').importCpuS, ''],
        ['import event-loop delay max / p99 (ms)', `${r('pglite').importLoopMax} / ${r('pglite').importLoopP99}`, `${r('postgres').importLoopMax} / ${r('postgres').importLoopP99}`, ''],
        ['take 1,000 p50 (ms)', r('pglite').takeP50, r('postgres').takeP50, '≤ 20 ms PGlite, ≤ 10 ms PG'],
        ['take 1,000 p99 (ms)', r('pglite').takeP99, r('postgres').takeP99, ''],
        ['old design (array) take 1,000 p50 / p99 (ms)', `${r('pglite').arrayP50} / ${r('pglite').arrayP99}`, `${r('postgres').arrayP50} / ${r('postgres').arrayP99}`, ''],
        ['array p50 ÷ rows p50', `${r('pglite').ratio}×`, `${r('postgres').ratio}×`, ''],
        ['download 950k numbers (s)', r('pglite').downloadS, r('postgres').downloadS, '≤ 2 s'],
        ['download size (MB)', r('pglite').downloadMb, r('postgres').downloadMb, ''],
        ['download peak RSS increase (MB)', r('pglite').downloadRss, r('postgres').downloadRss, '≤ 150 MB'],
        ['shuffle 950k, first: into a partition of its own (s)', r('pglite').shuffleS, r('postgres').shuffleS, '≤ 5 s on both'],
        ['shuffle event-loop delay max (ms)', r('pglite').shuffleLoopMax, r('postgres').shuffleLoopMax, ''],
        ['shuffle 950k again: its partition rebuilt (s)', r('pglite').againS, r('postgres').againS, '≤ 5 s on both'],
        ['shuffle 950k in place, in batches (before, same run) (s)', r('pglite').inPlaceS, r('postgres').inPlaceS, ''],
        ['in-place event-loop delay max (ms)', r('pglite').inPlaceLoopMax, r('postgres').inPlaceLoopMax, ''],
        ['in place ÷ first / ÷ again', `×${r('pglite').shuffleRatio} / ×${r('pglite').againRatio}`, `×${r('postgres').shuffleRatio} / ×${r('postgres').againRatio}`, ''],
        ['remove duplicates on 950k, 10k found (s)', r('pglite').dedupS, r('postgres').dedupS, ''],
        ['remove duplicates event-loop delay max (ms)', r('pglite').dedupLoopMax, r('postgres').dedupLoopMax, ''],
        ['take 1,000 just after the in-place shuffle, from the sale floor, p50 (ms)', r('pglite').afterShuffleFloorP50, r('postgres').afterShuffleFloorP50, ''],
        [
          'same, scanning from the list\'s first entry (before issue 14), p50 / first (ms)',
          `${r('pglite').afterShuffleHeadP50} / ${r('pglite').afterShuffleFirstHead}`,
          `${r('postgres').afterShuffleHeadP50} / ${r('postgres').afterShuffleFirstHead}`,
          'alternating, same run',
        ],
        ['machine load average (1 min) at start → end', r('pglite').load, r('postgres').load, 'other work on the machine'],
      ],
    ),
    '',
    placement,
  ].join('\n');
}
