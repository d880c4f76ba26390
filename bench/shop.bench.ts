// Mini App shop reads (/api/shop/*) at 1,000 operators and 100,000 customers, PGlite and PostgreSQL.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInitData, tmaHeader } from '../tests/support/init-data';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { shopCategories, shopCountries } from '../src/domain/shop/catalogue';
import { presentCategoryRef, presentShopCategory, presentShopCountry } from '../src/http/presenters/shop';
import { baselineCategories, baselineCountries } from './shop-baseline';
import { type BenchContext, benchDatabase, dbKinds, fmt, percentile, table, timed, timedGet } from './support';
import { buildTestApp } from '../tests/support/app';

const COUNTRIES = 100;
const OPERATORS = 1_000;
/** Lists per operator: one per category it sells (SMS, Data, Voix). */
const LISTS_PER_OPERATOR = 3;
const CUSTOMERS = 100_000;
const ORDERS = 300_000;
const SAMPLES = 40;
const GOAL_P95_MS = 20;
const BOT_TOKEN = '123456789:BENCH-token_000000000000000000000000';

/**
 * Synthetic data, generated in SQL: 4 categories, 100 countries with 10 operators each, 3 lists per operator (3,000
 * lists, figures only: the catalogue reads the lists' counts, never their numbers), half the operators with 3 admin
 * packs; 100,000 customers with Telegram ids and 300,000 past orders, 100,000 of them reviewed.
 */
export async function seed(database: Database): Promise<void> {
  const db = database.db;
  await db.execute(sql`insert into categories (id, name, description, icon) values (1, 'SMS', '', 'sms'), (2, 'Data', '', 'database'), (3, 'Voix', '', 'phone'), (4, 'Premium', '', 'tags')`);
  await db.execute(sql`insert into countries (id, name, code, flag) select g, 'Pays ' || lpad(g::text, 3, '0'), 'P' || g, '🏳️' from generate_series(1, ${COUNTRIES}::int) g`);
  // Operator g belongs to country 1 + (g - 1) / 10: ten operators per country.
  await db.execute(sql`insert into operators (id, name, country_id) select g, 'Opérateur ' || g, 1 + (g - 1) / 10 from generate_series(1, ${OPERATORS}::int) g`);
  await db.execute(sql`
    insert into numlists (id, name, country_id, operator_id, category_id, unit_price_micros, total_numbers, available_numbers, created_at)
    select g, 'Liste ' || g, 1 + (o - 1) / 10, o, 1 + (g - 1) % ${LISTS_PER_OPERATOR}::int, case when g % 5 = 0 then 8000 end,
           50000, 500 + (g * 7919) % 20000, now() - make_interval(mins => g)
    from (select g, 1 + (g - 1) / ${LISTS_PER_OPERATOR}::int as o from generate_series(1, ${OPERATORS * LISTS_PER_OPERATOR}::int) g) x`);
  // Even operators: 250 and 2,500 for every category, 1,200 for SMS only.
  await db.execute(sql`
    insert into shop_packs (operator_id, category_id, quantity, name, sort_order)
    select o, c, q, null, s from generate_series(2, ${OPERATORS}::int, 2) o,
      (values (null::int, 250, 0), (null::int, 2500, 1), (1, 1200, 2)) v(c, q, s)`);
  await db.execute(sql`select setval(pg_get_serial_sequence(${'categories'}, 'id'), 4), setval(pg_get_serial_sequence(${'countries'}, 'id'), ${COUNTRIES}::int),
                              setval(pg_get_serial_sequence(${'operators'}, 'id'), ${OPERATORS}::int),
                              setval(pg_get_serial_sequence(${'numlists'}, 'id'), ${OPERATORS * LISTS_PER_OPERATOR}::int)`);
  for (let from = 1; from <= CUSTOMERS; from += 50_000) {
    await db.execute(sql`
      insert into users (id, username, telegram_id, telegram_username, first_name, opening_balance_cents, balance_cents, language)
      select g, 'client_' || g, 700000000 + g, 'tg_' || g, 'Client ' || g, 5000, 5000, (array['fr','en','de','ar'])[1 + g % 4]
      from generate_series(${from}::int, ${Math.min(CUSTOMERS, from + 49_999)}::int) g`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence(${'users'}, 'id'), ${CUSTOMERS}::int)`);
  for (let from = 1; from <= ORDERS; from += 100_000) {
    await db.execute(sql`
      insert into purchase_history (id, user_id, telegram_id, operator_id, country_id, quantity, price_cents, unit_price_micros,
                                    operator_name, country_name, country_flag, purchase_date, status)
      select g, 1 + (g::bigint * 7919) % ${CUSTOMERS}::int, 700000000 + 1 + (g::bigint * 7919) % ${CUSTOMERS}::int, 1 + g % ${OPERATORS}::int,
             1 + (g % ${OPERATORS}::int) / 10, 100, 60, 6000, 'Opérateur', 'Pays', '🏳️', now() - make_interval(mins => g), 'completed'
      from generate_series(${from}::int, ${Math.min(ORDERS, from + 99_999)}::int) g`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence(${'purchase_history'}, 'id'), ${ORDERS}::int)`);
  // Reviews (decision 0141): one order in three reviewed (about 100 per operator, over its three lists, one in 20 hidden),
  // read by the products view beside the memoised offers.
  await db.execute(sql`
    insert into order_reviews (order_id, user_id, operator_id, numlist_id, rating, comment, created_at, updated_at, hidden_at)
    select id, user_id, operator_id, (operator_id - 1) * ${LISTS_PER_OPERATOR}::int + 1 + id % ${LISTS_PER_OPERATOR}::int, 1 + id % 5,
           case when id % 2 = 0 then 'Commentaire ' || id end, purchase_date, purchase_date, case when id % 20 = 0 then now() end
    from purchase_history where id % 3 = 0`);
  await db.execute(sql`vacuum analyze`);
}

type Endpoint = {
  name: string;
  url: string;
  customer?: boolean;
  /** Before each call: a sale (one list's count moves, as purchase() moves it), or an admin's edit of a category. */
  before?: 'sale' | 'category edit';
  /** The read as it was before decision 0109, measured alternately with the read it is the baseline of. */
  baseline?: boolean;
};

const sale = (database: Database, i: number) => database.db.execute(sql`update numlists set available_numbers = available_numbers - 1 where id = ${1 + ((i * 101) % 3000)}`);
const categoryEdit = (database: Database) => database.db.execute(sql`update categories set description = description where id = 4`);

/** Reads measured together (a read and its baseline alternate, so both see the same load). Country 42's operators are 411–420; 412 has admin packs, 413 the presets. */
const groups: Endpoint[][] = [
  [{ name: 'Categories (every offer of 1,000 operators)', url: '/api/shop/categories' }],
  [
    { name: 'Categories right after a sale', url: '/api/shop/categories', before: 'sale' },
    { name: 'Categories right after a sale, before 0109 (baseline: every offer read again)', url: '/bench/baseline/categories', before: 'sale', baseline: true },
  ],
  [{ name: 'Categories right after a category edit', url: '/api/shop/categories', before: 'category edit' }],
  [{ name: 'Countries of SMS', url: '/api/shop/countries?category=1' }],
  [
    { name: 'Countries of SMS right after a sale', url: '/api/shop/countries?category=1', before: 'sale' },
    { name: 'Countries of SMS right after a sale, before 0109 (baseline)', url: '/bench/baseline/countries?category=1', before: 'sale', baseline: true },
  ],
  [{ name: 'Operators of SMS in one country', url: '/api/shop/operators?category=1&country=42' }],
  [{ name: 'Products: operator with admin packs', url: '/api/shop/products?category=1&country=42&operator=412' }],
  [{ name: 'Products: operator on the presets', url: '/api/shop/products?category=1&country=42&operator=413' }],
  [{ name: 'Me (signed init data, 1 of 100k customers)', url: '/api/shop/me', customer: true }],
];

/** The baseline served like the shop's own reads (same presenters, same HTTP stack), on bench-only routes. */
function addBaselineRoutes(app: FastifyInstance, database: Database) {
  app.get('/bench/baseline/categories', { config: { access: 'public' } }, async () => ({ categories: (await baselineCategories(database.db)).map(presentShopCategory) }));
  app.get('/bench/baseline/countries', { config: { access: 'public' } }, async (request) => ({
    category: presentCategoryRef({ id: 1, name: 'SMS' }),
    countries: (await baselineCountries(database.db, Number((request.query as { category: string }).category))).map(presentShopCountry),
  }));
}

/** The kept per-country sums give exactly what adding every offer up again gives, after sales spread over the shop. */
async function checkSameFigures(database: Database) {
  await shopCategories(database.db);
  for (let i = 0; i < 20; i++) await sale(database, i * 37);
  const [kept, again, keptCountries, countriesAgain] = [
    await shopCategories(database.db),
    await baselineCategories(database.db),
    (await shopCountries(database.db, 1)).countries,
    await baselineCountries(database.db, 1),
  ];
  if (JSON.stringify(kept) !== JSON.stringify(again) || JSON.stringify(keptCountries) !== JSON.stringify(countriesAgain)) {
    throw new Error('the kept catalogue figures differ from the figures added up again');
  }
}

async function measure(app: FastifyInstance, database: Database, group: Endpoint[]): Promise<number[][]> {
  const samples: number[][] = group.map(() => []);
  for (let i = 0; i < SAMPLES + 5; i++) {
    for (const [g, endpoint] of group.entries()) {
      if (endpoint.before === 'sale') await sale(database, i * group.length + g);
      if (endpoint.before === 'category edit') await categoryEdit(database);
      // A different customer each call (the cache of one row would flatter the figure).
      const telegramId = 700000000 + 1 + ((i * 7907) % CUSTOMERS);
      const headers = endpoint.customer ? tmaHeader(signInitData({ id: telegramId, first_name: 'Client' }, BOT_TOKEN)) : {};
      const ms = await timedGet(app, endpoint.url, headers);
      if (i >= 5) samples[g].push(ms);
    }
  }
  return samples;
}

export default async function shopBench(ctx: BenchContext): Promise<string> {
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
      const app = await buildTestApp({
        config: { ...loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), telegramBotToken: BOT_TOKEN },
        db: database.db,
        logger: false,
        webDir: '/nonexistent',
      });
      addBaselineRoutes(app, database);
      await checkSameFigures(database);
      notes.push(`${label}: data seeded in ${fmt(seeded.ms / 1000)} s.`);
      for (const group of groups) {
        const measured = await measure(app, database, group);
        const p95s = measured.map((samples) => percentile(samples, 95));
        for (const [g, e] of group.entries()) {
          const samples = measured[g];
          const p95 = p95s[g];
          if (p95 > GOAL_P95_MS && !e.baseline) misses.push(`${label} — ${e.name}: p95 ${fmt(p95)} ms`);
          const met = e.baseline ? `baseline; ${fmt(p95 / p95s[0])}× the p95 above` : p95 <= GOAL_P95_MS ? 'yes' : '**no**';
          rows.push([label, e.name, fmt(percentile(samples, 50)), fmt(p95), fmt(Math.max(...samples)), met]);
          process.stdout.write(`  ${kind} ${e.name}: p50 ${fmt(percentile(samples, 50))} ms, p95 ${fmt(p95)} ms\n`);
        }
      }
      await app.close();
    } finally {
      await database.close();
    }
  }
  const loadAfter = loadavg()[0];
  return [
    '## Mini App shop reads (`bench/shop.bench.ts`)',
    '',
    `${OPERATORS.toLocaleString('en')} operators in ${COUNTRIES} countries, ${(OPERATORS * LISTS_PER_OPERATOR).toLocaleString('en')} lists (3 categories each), ` +
      `admin packs on half the operators, ${CUSTOMERS.toLocaleString('en')} customers and ${ORDERS.toLocaleString('en')} past orders; synthetic, generated in SQL. ` +
      `Each read goes through the full HTTP stack (\`app.inject\`: validation, init-data signature check for \`/me\`, JSON), ${SAMPLES} times after 5 warm-up calls. ` +
      `Goal: p95 ≤ ${GOAL_P95_MS} ms.`,
    'The two widest levels (categories, countries) are sums of per-country figures, each kept while a stamp of what it is made of (row count and ' +
      "xmin sum of the country's lists, operators, packs and row; of the categories and settings for all) is unchanged " +
      '(src/domain/shop/catalogue-memo.ts, decision 0109). The "right after a sale" rows change one list\'s count before each call, so each call ' +
      "reads that list's country again (30 lists); their baselines, measured alternately with them, add up every offer again as the code before " +
      "decision 0109 did (bench/shop-baseline.ts, also checked to give the same figures). The categories are not part of the kept figures: they are " +
      'read and applied at each call, so a category edit reads no country again (decision 0157).',
    `Machine load (1-minute average) ${fmt(loadBefore, 2)} before and ${fmt(loadAfter, 2)} after: other work shared the cores.`,
    '',
    table(['Database', 'Read', 'p50 ms', 'p95 ms', 'max ms', `p95 ≤ ${GOAL_P95_MS} ms`], rows),
    '',
    ...notes.map((n) => `- ${n}`),
    misses.length ? `- Missed the goal: ${misses.join('; ')}.` : '- Every shop read met the goal.',
    '',
  ].join('\n');
}
