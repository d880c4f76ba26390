// `npm run test:crash`: a real shop process under mixed load, killed with SIGKILL at random moments and restarted, with
// the books, the stock, the orders, the deposits and the broadcast checked after every kill. Exit 1 on any violation.
// Options: --db pglite|postgres|both (both), --kills N (20), --kill-minutes M (per database: no new kill after M minutes
// of killing, for CI), --seed N (a random one, printed; it replays the kill moments, not the shop's own timing).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client';
import { type BotApiStandIn, type StandInUser, startBotApiStandIn } from '../tests/support/bot-api-stand-in';
import { startNowpaymentsStandIn } from '../tests/support/nowpayments-stand-in';
import { createScratchPostgres } from '../tests/support/scratch-postgres';
import { type Started, startShop, stopShop } from '../tests/support/shop-process';
import { checkInvariants, type Figures, type TrackedList } from './crash/checks';
import {
  adminCredits,
  createBroadcast,
  depositWebhooks,
  type ImportAttempt,
  importNumlist,
  newRecord,
  purchaser,
  settleWebhooks,
  type Stopper,
} from './crash/load';
import { type BackOffice, miniAppCustomer, signIn } from './crash/shop-client';

type Kind = 'pglite' | 'postgres';
const out = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const dbOption = option('db', 'both');
if (!['pglite', 'postgres', 'both'].includes(dbOption)) throw new Error('--db is pglite, postgres or both');
const kills = Number(option('kills', '20'));
if (!Number.isInteger(kills) || kills < 1) throw new Error('--kills is a whole number of at least 1');
const killMinutes = Number(option('kill-minutes', '0'));
if (!(killMinutes >= 0)) throw new Error('--kill-minutes is a number of minutes (0: no limit)');
let seed = Number(option('seed', String(Math.floor(Math.random() * 2 ** 31))));
const seedShown = seed;
/** mulberry32: the kill moments and the imports' timing replay from --seed (the shop's own timing does not). */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const BUYERS = 16;
const DEPOSITS_PER_BUYER = 2;
const AUDIENCE = 300;
const PACK = 2;
const FIRST_BUYER = 760_000_000;
const FIRST_AUDIENCE = 761_000_000;
const ADMIN_PASSWORD = 'crash-test-password';
/** How often the 16 buyers buy together (PGlite's files pile up under it, one connection, and go out once it stops). */
const PURCHASE_EVERY_MS = 1000;
/** The French drama ranges: 06 39 98 xx xx for the opening list, 01 99 00 xx xx in thousands for the imports. */
const OPENING_LIST = { first: 33639980000, count: 5000 };
const IMPORT_BASE = 33199000000;
const MAX_IMPORTS = 10;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Where the shop keeps its data for this run, and how the checker reads it while the shop is down. */
async function storage(kind: Kind) {
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'autoshop-crash-'));
    return {
      env: { DATA_DIR: dir } as Record<string, string>,
      // The checker reads a copy: the shop's own next start must find the folder exactly as the kill left it.
      async open() {
        const copy = await mkdtemp(join(tmpdir(), 'autoshop-crash-check-'));
        await cp(join(dir, 'pglite'), join(copy, 'pglite'), { recursive: true });
        const database = await openDatabase({ dataDir: copy });
        const close = async () => {
          await database.close();
          await rm(copy, { recursive: true, force: true });
        };
        return { db: database.db, close };
      },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'autoshop_crash');
  return {
    env: { DATABASE_URL: scratch.url } as Record<string, string>,
    async open() {
      const database = await openDatabase({ url: scratch.url });
      return { db: database.db, close: () => database.close() };
    },
    drop: scratch.drop,
  };
}

const created = (answer: { status: number; body: Record<string, unknown> } | null, what: string) => {
  if (!answer || answer.status >= 300) throw new Error(`set-up: ${what} refused: ${answer?.status} ${JSON.stringify(answer?.body)}`);
  return answer.body;
};

/** Waits until the newest message of the chat has a button whose data starts with `prefix`, and taps it. */
async function tapWhenShown(standIn: BotApiStandIn, user: StandInUser, prefix: string) {
  // Generous: on a machine at a load average of 20, a bot answer can take many seconds.
  await standIn.waitFor(() => user.last()?.buttons.flat().some((b) => b.callbackData?.startsWith(prefix)) ?? false, 90_000);
  const message = user.last();
  const button = message?.buttons.flat().find((b) => b.callbackData?.startsWith(prefix));
  if (!message || !button?.callbackData) throw new Error(`no ${prefix} button`);
  await user.tapData(button.callbackData, message.messageId);
}

/** A customer registering in the bot and asking for crypto top-ups: Solde → Recharger → a coin → 10 €, twice. */
async function topUpsThroughBot(standIn: BotApiStandIn, telegramId: number) {
  const user = standIn.user(telegramId, { firstName: `Client ${telegramId}`, languageCode: 'fr' });
  await user.send('/start');
  await tapWhenShown(standIn, user, 'lang:fr');
  for (let i = 0; i < DEPOSITS_PER_BUYER; i++) {
    await tapWhenShown(standIn, user, 'bal');
    await tapWhenShown(standIn, user, 'topup');
    await tapWhenShown(standIn, user, 'tpc:');
    await tapWhenShown(standIn, user, 'tpa:1000:');
  }
  await standIn.waitFor(() => user.last()?.buttons.flat().some((b) => b.callbackData === 'bal') ?? false, 90_000);
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

type RunResult = { kind: Kind; kills: number; violations: string[]; acked: number; attempts: number; ms: number; figures?: Figures; refusals: string };

async function run(kind: Kind): Promise<RunResult> {
  const began = Date.now();
  const store = await storage(kind);
  const standIn = await startBotApiStandIn();
  const np = await startNowpaymentsStandIn();
  const port = await freePort();
  const env: Record<string, string> = {
    ...store.env,
    PORT: String(port),
    SEED: 'none',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    TELEGRAM_BOT_TOKEN: standIn.token,
    TELEGRAM_API_ROOT: standIn.url,
    NOWPAYMENTS_API_URL: np.settings.apiUrl ?? '',
    NOWPAYMENTS_API_KEY: np.settings.apiKey ?? '',
    NOWPAYMENTS_IPN_SECRET: np.settings.ipnSecret ?? '',
    BROADCAST_RATE: '50',
  };
  let shop: Started | undefined;
  let k = 0;
  // Ctrl-C: no shop left running, no scratch database or folder left behind.
  const interrupted = async () => {
    shop?.child.kill('SIGKILL');
    await standIn.close();
    await np.close();
    await store.drop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const stop: Stopper = { stopped: false };
  const violations: string[] = [];
  const logFile = join('.tmp', `crash-${kind}.log`);
  await mkdir('.tmp', { recursive: true });
  await writeFile(logFile, '');
  const record = newRecord(`#crash-${randomBytes(3).toString('hex')}`);
  try {
    shop = await startShop(env);
    const base = shop.url;
    const office: BackOffice = await signIn(base, 'admin', ADMIN_PASSWORD);

    // The catalogue, through the back office: France, Orange, an SMS category, a pack of two numbers, the opening list.
    created(await office.post('api/settings/shop', { minimumQuantity: 1 }, 'PUT'), 'shop settings');
    const category = created(await office.post('api/categories', { name: 'SMS', description: 'Crash test', icon: 'sms' }), 'category');
    const country = created(await office.post('api/countries', { name: 'France', code: 'FR', flag: '🇫🇷' }), 'country');
    const operator = created(await office.post('api/operators', { name: 'Orange', countryId: country.id }), 'operator');
    const fields = { countryId: Number(country.id), operatorId: Number(operator.id), categoryId: Number(category.id) };
    created(await office.post('api/shop-packs', { operatorId: fields.operatorId, categoryId: fields.categoryId, quantity: PACK }), 'pack');
    const lists: TrackedList[] = [];
    const track = (attempt: ImportAttempt) => {
      const low = `+${attempt.first}`;
      const high = `+${attempt.first + attempt.count - 1}`;
      const list: TrackedList = { name: attempt.name, low, high, uploaded: attempt.count, acked: false };
      lists.push(list);
      return list;
    };
    const runImport = async (attempt: ImportAttempt) => {
      const list = track(attempt);
      await importNumlist(base, office, fields, attempt);
      Object.assign(list, { acked: attempt.acked, added: attempt.added });
    };
    const opening: ImportAttempt = { name: 'Orange ouverture', first: OPENING_LIST.first, count: OPENING_LIST.count, acked: false };
    await runImport(opening);
    if (!opening.acked) throw new Error('set-up: the opening list was not imported');

    // Customers: 16 buyers who open the bot and ask for crypto top-ups, 300 more who opened the Mini App once.
    const buyerIds = Array.from({ length: BUYERS }, (_, i) => FIRST_BUYER + i);
    await Promise.all(buyerIds.map((id) => topUpsThroughBot(standIn, id)));
    const pendingPayments = [...np.payments.keys()].map(String);
    if (pendingPayments.length !== BUYERS * DEPOSITS_PER_BUYER) throw new Error(`set-up: ${pendingPayments.length} payments made`);
    await inBatches(
      Array.from({ length: AUDIENCE }, (_, i) => FIRST_AUDIENCE + i),
      16,
      async (id) => created(await miniAppCustomer(base, standIn.token, id).me(), 'Mini App customer'),
    );
    const buyers: number[] = [];
    for (const telegramId of buyerIds) {
      const found = created(await office.get(`api/users?search=tg_${telegramId}`), 'user search') as unknown as Array<{ id: number }>;
      buyers.push(found[0].id);
      created(await office.post(`api/users/${found[0].id}/add-credit`, { amount: '20.00', reason: 'opening credit' }), 'opening credit');
    }
    const productId = `${fields.categoryId}-${fields.operatorId}-${PACK}`;
    out(`${kind}: set up in ${seconds(Date.now() - began)} (${BUYERS} buyers, ${pendingPayments.length} deposits, ${AUDIENCE + BUYERS} customers)`);

    // The load, for the whole run.
    const loops = [
      ...buyerIds.map((id) => purchaser(miniAppCustomer(base, standIn.token, id), { id: productId, quantity: PACK, everyMs: PURCHASE_EVERY_MS }, record, stop)),
      depositWebhooks(base, np, pendingPayments, record, stop),
      adminCredits(office, buyers, record, stop),
    ];
    const side: Promise<unknown>[] = [];
    let imports = 0;
    let lastAcked = record.orders.size;
    const killsEnd = killMinutes > 0 ? Date.now() + killMinutes * 60_000 : Number.POSITIVE_INFINITY;
    while (k < kills && (k === 0 || Date.now() < killsEnd)) {
      k++;
      if (!record.broadcast.id) side.push(createBroadcast(office, record));
      if (k % 2 === 0 && imports < MAX_IMPORTS) {
        const attempt: ImportAttempt = { name: `Orange import ${imports + 1}`, first: IMPORT_BASE + imports * 1000, count: 1000, acked: false };
        imports++;
        side.push(runImport(attempt));
      }
      const loadMs = 800 + Math.floor(random() * 2700);
      await sleep(loadMs);
      shop.child.kill('SIGKILL');
      await new Promise((resolve) => (shop as Started).child.once('exit', resolve));
      await sleep(100);
      const ackedAtKill = record.orders.size;
      await appendFile(logFile, `--- killed (kill ${k})\n${(shop as Started).output()}`);
      const checkStart = Date.now();
      const reader = await store.open();
      let result: Awaited<ReturnType<typeof checkInvariants>>;
      try {
        result = await checkInvariants(reader.db, { record, lists, standIn }, { final: false });
      } finally {
        await reader.close();
      }
      const checkMs = Date.now() - checkStart;
      const upStart = Date.now();
      shop = await startShop(env);
      const upMs = Date.now() - upStart;
      const f = result.figures;
      out(
        `${kind} kill ${k}/${kills} after ${seconds(loadMs)}: orders ${f.orders} (acknowledged ${f.ackedOrders}, +${ackedAtKill - lastAcked} since the last kill), ` +
          `files ${f.deliveredFiles}${f.inlineDeliveries ? ` (+${f.inlineDeliveries} inline)` : ''} (+${f.pendingDeliveries} waiting), deposits credited ${f.credited}, credits ${record.credits.filter((c) => c.acked).length}, ` +
          `broadcast ${f.broadcast ? `${f.broadcast.sent} sent ${f.broadcast.uncertain} uncertain` : '-'}; checked in ${seconds(checkMs)}, up again in ${seconds(upMs)}` +
          (result.violations.length ? `\n  VIOLATIONS:\n  - ${result.violations.join('\n  - ')}` : ''),
      );
      violations.push(...result.violations.map((x) => `kill ${k}: ${x}`));
      lastAcked = ackedAtKill;
    }

    // The end: the load stops, the last IPNs are answered, the broadcast and the deliveries finish.
    stop.stopped = true;
    await Promise.all([...loops, ...side]);
    await settleWebhooks(shop.url, np, record);
    if (!record.broadcast.id) await createBroadcast(office, record);
    // Waits while the shop makes progress (files sent, broadcast messages), up to 15 minutes; stops after a minute of none.
    const settleStart = Date.now();
    let quiet = 0;
    let lastCalls = -1;
    let lastProgress = Date.now();
    let lastReport = Date.now();
    for (;;) {
      const b = record.broadcast.id ? await office.get(`api/broadcasts/${record.broadcast.id}`) : null;
      const calls = standIn.calls().length;
      if (calls !== lastCalls) lastProgress = Date.now();
      quiet = calls === lastCalls ? quiet + 1 : 0;
      lastCalls = calls;
      const delivered = new Set(
        buyerIds.flatMap((id) => standIn.chat(id).map((m) => /-n(\d+)\.txt$/.exec(m.document?.fileName ?? '')?.[1])),
      );
      const undelivered = [...record.orders.values()].filter((o) => !delivered.has(String(o.orderId))).length;
      if (b?.body.status === 'done' && undelivered === 0 && quiet >= 6) break;
      if (Date.now() - lastProgress > 60_000 || Date.now() - settleStart > 15 * 60_000) break;
      if (Date.now() - lastReport > 30_000) {
        out(`${kind} end: waiting for ${undelivered} file(s) and the broadcast (${String(b?.body.status ?? '-')}), ${seconds(Date.now() - settleStart)}`);
        lastReport = Date.now();
      }
      await sleep(500);
    }
    await stopShop(shop.child);
    await appendFile(logFile, `--- stopped\n${shop.output()}`);
    const reader = await store.open();
    let final: Awaited<ReturnType<typeof checkInvariants>>;
    try {
      final = await checkInvariants(reader.db, { record, lists, standIn }, { final: true });
    } finally {
      await reader.close();
    }
    violations.push(...final.violations.map((x) => `end: ${x}`));
    const ledger = await checkLedgerScript(env);
    if (ledger.code !== 0) violations.push(`end: npm run check:ledger exited ${ledger.code}:\n${ledger.output}`);
    const refusals = [...record.refusals].map(([k, n]) => `${k.trim()} ×${n}`).join(', ') || 'none';
    const f = final.figures;
    out(
      `${kind} end: ${f.orders} orders (${f.ackedOrders} acknowledged of ${record.purchaseAttempts} attempts; refused: ${refusals}), ` +
        `${f.deliveredFiles} files (${f.repeatedFiles} sent twice, ${f.inlineDeliveries} inline), ${f.credited}/${record.payments.length} deposits credited once (${record.ipnsSent} IPNs), ` +
        `${record.credits.filter((c) => c.acked).length}/${record.credits.length} admin credits acknowledged, ` +
        `${lists.length - 1} imports (${lists.filter((l) => l.acked).length - 1} acknowledged), ` +
        `broadcast ${f.broadcast?.status}: ${f.broadcast?.sent} sent, ${f.broadcast?.uncertain} uncertain; ledger script ${ledger.code === 0 ? 'OK' : 'FAILED'}`,
    );
    return { kind, kills: k, violations, acked: record.orders.size, attempts: record.purchaseAttempts, ms: Date.now() - began, figures: f, refusals };
  } catch (error) {
    const message = `run stopped: ${error instanceof Error ? error.message : String(error)}`;
    out(`${kind} ${message}`);
    if (shop) await appendFile(logFile, `--- when the run stopped\n${shop.output()}`);
    violations.push(message);
    return { kind, kills: k, violations, acked: record.orders.size, attempts: record.purchaseAttempts, ms: Date.now() - began, refusals: '' };
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    stop.stopped = true;
    if (shop) await stopShop(shop.child);
    await standIn.close();
    await np.close();
    await store.drop();
  }
}

/** `npm run check:ledger` itself, on the database the shop used (--force: the PGlite folder after a kill). */
function checkLedgerScript(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-ledger.ts', '--force'], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const kinds: Kind[] = dbOption === 'both' ? ['pglite', 'postgres'] : [dbOption as Kind];
out(`Crash test: ${kills} kill(s)${killMinutes ? ` or ${killMinutes} min of killing` : ''} on ${kinds.join(' and ')}, seed ${seedShown}`);
const results: RunResult[] = [];
for (const kind of kinds) results.push(await run(kind));
out();
for (const r of results) {
  out(`${r.kind}: ${r.kills} kills, ${r.acked} purchases acknowledged of ${r.attempts}, ${seconds(r.ms)}, ${r.violations.length ? `${r.violations.length} VIOLATION(S)` : 'no violation'}`);
  for (const x of r.violations) out(`  - ${x}`);
}
const failed = results.some((r) => r.violations.length > 0);
out(failed ? 'VERDICT: FAILED' : 'VERDICT: OK, the shop kept its books, stock, orders, deposits and broadcast through every kill');
process.exit(failed ? 1 : 0);
