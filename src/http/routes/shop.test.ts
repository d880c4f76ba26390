// /api/shop/*: the catalogue's four levels, the buyer proven by signed init data, and purchases through purchase(),
// delivered to the bot chat by the delivery job against the Bot API stand-in.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { type BotApiStandIn, startBotApiStandIn } from '../../../tests/support/bot-api-stand-in';
import { signInitData, tmaHeader } from '../../../tests/support/init-data';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { addBotAdmin } from '../../domain/users/bot-admins';
import { seedBotToken } from '../../domain/settings/bot-config';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { jobRunner } from '../../jobs/runner';
import { shopDeliveries } from '../../jobs/shop-deliveries';
import { availableNumbersOf } from '../../domain/stock/sale-tallies';
import { createMessenger } from '../../messenger/messenger';

const OTHER_BOT_TOKEN = '987654321:ANOTHER-bots-token_0000000000000000';

let t: TestApp;
let standIn: BotApiStandIn;
let stopRunner: () => Promise<void>;
let db: TestApp['database']['db'];

let sms: Awaited<ReturnType<typeof createCatalogue>>;
let dataCategoryId: number;

const tokenOf = () => standIn.token;
const userSeq = { next: 880_000_000 };
const newTelegramUser = (extra: Partial<{ first_name: string; username: string; language_code: string }> = {}) => ({
  id: ++userSeq.next,
  first_name: 'Camille',
  ...extra,
});
const auth = (user: { id: number; first_name: string }, options: Parameters<typeof signInitData>[2] = {}) =>
  tmaHeader(signInitData(user, tokenOf(), options));

/** A registered customer with this Telegram id and balance. */
async function customer(balanceCents: number, extra: Parameters<typeof newTelegramUser>[0] = {}) {
  const user = newTelegramUser(extra);
  const userId = await createCustomer(db, { balanceCents, telegramId: user.id, firstName: user.first_name });
  return { user, userId };
}

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  t = await createTestApp({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url } });
  db = t.database.db;
  await seedBotToken(db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username });
  await addBotAdmin(db, { telegramChatId: 7100 }, null);
  const logger = pino({ level: 'silent' });
  const runner = jobRunner(db, [shopDeliveries(db, createMessenger({ db, apiRoot: standIn.url, logger }), logger)], logger, { pollMs: 20 });
  await runner.start();
  stopRunner = () => runner.stop();

  sms = await createCatalogue(db, { operator: 'Orange', category: `SMS-${process.pid}` });
  const [data] = await queryRows<{ id: number }>(db, sql`insert into categories (name, icon) values (${`Data-${process.pid}`}, 'data') returning id`);
  dataCategoryId = data.id;
  // Orange (France): 1,203 SMS numbers in two lists (the second dearer), 300 Data numbers; EE (UK): 450 SMS numbers.
  await createNumlist(db, { countryId: sms.countryId, operatorId: sms.operatorId, categoryId: sms.categoryId, count: 1000, offset: 0 });
  await createNumlist(db, { countryId: sms.countryId, operatorId: sms.operatorId, categoryId: sms.categoryId, count: 203, offset: 1000, unitPriceMicros: 8000 });
  await createNumlist(db, { countryId: sms.countryId, operatorId: sms.operatorId, categoryId: dataCategoryId, count: 300, offset: 2000 });
  await createNumlist(db, { countryId: sms.otherCountryId, operatorId: sms.otherOperatorId, categoryId: sms.categoryId, count: 450, offset: 3000 });
});

afterAll(async () => {
  await stopRunner?.();
  await t?.close();
  await standIn?.close();
});

describe('who is buying: the signed init data', () => {
  it('answers the summary of a valid caller, registering a Telegram user who never sent /start', async () => {
    const user = newTelegramUser({ username: 'camille_t' });
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/me', headers: auth(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      telegramId: user.id,
      firstName: 'Camille',
      language: 'fr',
      balance: '1.20',
      balanceCents: 120,
      totalPurchases: '0.00',
      totalDeposits: '0.00',
      orderCount: 0,
    });
  });

  it('registers on the first call a Telegram user whose login name tg_<id> an older back-office user already has', async () => {
    // Data from before the back office refused these names: an admin-made user called tg_555000011.
    await db.execute(sql`insert into users (username) values ('tg_555000011')`);
    const user = { id: 555000011, first_name: 'Léa' };
    const first = await t.app.inject({ method: 'GET', url: '/api/shop/me', headers: auth(user) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ telegramId: 555000011, firstName: 'Léa', balanceCents: 120 });
    const [row] = await queryRows<{ username: string }>(db, sql`select username from users where telegram_id = 555000011`);
    expect(row.username).toBe('tg_555000011_2');
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/me', headers: auth(user) })).statusCode).toBe(200);

    // 100 first calls at once from another user whose name is taken: one customer, every call answered.
    await db.execute(sql`insert into users (username) values ('tg_555000013')`);
    const racer = { id: 555000013, first_name: 'Noé' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => t.app.inject({ method: 'GET', url: '/api/shop/me', headers: auth(racer) })));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    const racers = await queryRows<{ username: string }>(db, sql`select username from users where telegram_id = 555000013`);
    expect(racers.map((r) => r.username)).toEqual(['tg_555000013_2']);
  });

  it('refuses tampered, expired, another bot’s, malformed and missing init data with 401', async () => {
    const user = newTelegramUser();
    const valid = signInitData(user, tokenOf());
    // Another user id slipped in after signing.
    const tampered = valid.replace(encodeURIComponent(`"id":${user.id}`), encodeURIComponent(`"id":${user.id + 1}`));
    expect(tampered).not.toBe(valid);
    const cases = {
      tampered: tmaHeader(tampered),
      expired: auth(user, { ageSeconds: 24 * 60 * 60 + 60 }),
      otherBot: tmaHeader(signInitData(user, OTHER_BOT_TOKEN)),
      hashless: tmaHeader(valid.replace(/&?hash=[0-9a-f]+/, '')),
      bearer: { authorization: `Bearer ${valid}` },
      none: {},
    };
    for (const [name, headers] of Object.entries(cases)) {
      for (const request of [
        { method: 'GET' as const, url: '/api/shop/me' },
        { method: 'POST' as const, url: '/api/shop/purchase', payload: { productId: `${sms.categoryId}-${sms.operatorId}-100`, idempotencyKey: 'key-12345678' } },
      ]) {
        const res = await t.app.inject({ ...request, headers });
        expect(res.statusCode, `${name} ${request.url}`).toBe(401);
        expect(res.json().code, name).toBe('UNAUTHENTICATED');
      }
    }
    // Nearly 24 hours old is still accepted.
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/me', headers: auth(user, { ageSeconds: 23 * 60 * 60 }) })).statusCode).toBe(200);
  });
});

describe('a broadcast’s Mini App link (decision 0151)', () => {
  it('records the open of a recipient once, from the start_param Telegram signed, and nothing for anyone else', async () => {
    const { user, userId } = await customer(0);
    const stranger = await customer(0);
    const [b] = await queryRows<{ id: number }>(db, sql`insert into broadcasts (message, audience, status) values ('Promo', '{"kind":"all"}'::jsonb, 'done') returning id`);
    await db.execute(sql`insert into broadcast_recipients (broadcast_id, user_id, chat_id, language, status) values (${b.id}, ${userId}, ${user.id}, 'fr', 'sent')`);
    const opened = (who: { id: number; first_name: string }, startParam: string) =>
      t.app.inject({ method: 'GET', url: '/api/shop/me', headers: auth(who, { extra: { start_param: startParam } }) });
    const payload = `bc${b.id}_${sms.operatorId}`;
    const answers = await Promise.all([opened(user, payload), opened(user, payload), opened(stranger.user, payload), opened(user, 'ref_x')]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    // The Mini App opens at the operator (its first category on sale); without a broadcast's link, where it was.
    expect(answers[0].json().landing).toMatchObject({ country: { id: sms.countryId }, operator: { id: sms.operatorId, name: 'Orange' } });
    expect([sms.categoryId, dataCategoryId]).toContain(answers[0].json().landing.category.id);
    expect(answers[3].json().landing).toBeUndefined();
    const opens = await queryRows<{ user_id: number; operator_id: number }>(db, sql`select user_id, operator_id from broadcast_opens where broadcast_id = ${b.id}`);
    expect(opens.map((o) => [Number(o.user_id), Number(o.operator_id)])).toEqual([[userId, sms.operatorId]]);
  });
});

describe('the catalogue', () => {
  it('is public, level by level, with the figures of each card', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: '/api/shop/categories' })).json().categories;
    const smsCard = categories.find((c: { id: number }) => c.id === sms.categoryId);
    // SMS: Orange 100, 500, 1000 (1,203 numbers) + EE 100 (450 numbers): 4 packs in stock, the cheapest 0.60 €.
    expect(smsCard).toMatchObject({ productCount: 4, minPrice: '0.60', available: 1653 });

    const countries = (await t.app.inject({ method: 'GET', url: `/api/shop/countries?category=${sms.categoryId}` })).json();
    const france = countries.countries.find((c: { id: number }) => c.id === sms.countryId);
    // 1000 numbers: 1000 × 0.006 = 6.00 €.
    expect(france).toMatchObject({ flag: '🇫🇷', operatorCount: 1, productCount: 3, priceRange: { min: '0.60', max: '6.00' }, available: 1203 });

    const operators = (await t.app.inject({ method: 'GET', url: `/api/shop/operators?category=${sms.categoryId}&country=${sms.countryId}` })).json();
    expect(operators.country).toMatchObject({ id: sms.countryId, flag: '🇫🇷' });
    expect(operators.country.name).toMatch(/^France/);
    expect(operators.operators).toEqual([{ id: sms.operatorId, name: 'Orange', minPrice: '0.60', stockCount: 1203, productCount: 3 }]);

    const products = (
      await t.app.inject({ method: 'GET', url: `/api/shop/products?category=${sms.categoryId}&country=${sms.countryId}&operator=${sms.operatorId}` })
    ).json();
    expect(products.operator).toEqual({ id: sms.operatorId, name: 'Orange' });
    expect(products.products).toEqual([
      { id: `${sms.categoryId}-${sms.operatorId}-100`, quantity: 100, name: null, price: '0.60', priceCents: 60, stock: 12, lowStock: false },
      { id: `${sms.categoryId}-${sms.operatorId}-500`, quantity: 500, name: null, price: '3.00', priceCents: 300, stock: 2, lowStock: true },
      { id: `${sms.categoryId}-${sms.operatorId}-1000`, quantity: 1000, name: null, price: '6.00', priceCents: 600, stock: 1, lowStock: true },
    ]);

    // The Data category of the same operator: its own lists only.
    const data = (
      await t.app.inject({ method: 'GET', url: `/api/shop/products?category=${dataCategoryId}&country=${sms.countryId}&operator=${sms.operatorId}` })
    ).json();
    expect(data.products.map((p: { quantity: number; stock: number }) => [p.quantity, p.stock])).toEqual([[100, 3]]);
  });

  it('answers 400 to bad query ids and 404 to an operator of another country', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/countries?category=abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/operators?category=1' })).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'GET', url: `/api/shop/products?category=${sms.categoryId}&country=${sms.countryId}&operator=${sms.otherOperatorId}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('buying a pack', () => {
  it('buys once per key, from the category chosen, charges the pack’s price and sends the file to the bot chat', async () => {
    const { user, userId } = await customer(1000);
    const payload = { productId: `${dataCategoryId}-${sms.operatorId}-100`, idempotencyKey: 'tap-0001-abcdef', userId: 2 };
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers: auth(user), payload }),
      t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers: auth(user), payload }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().orderId).toBe(second.json().orderId);
    expect([first.json().replayed, second.json().replayed].sort()).toEqual([false, true]);
    expect(first.json()).toMatchObject({ success: true, quantity: 100, price: '0.60', balance: '9.40', balanceCents: 940 });
    expect(await balanceOf(db, userId)).toBe(940);
    // The spec's userId 2 is ignored: the order is the signed user's, from the Data category's list.
    const [order] = await queryRows<{ user_id: number; category_id: number }>(db, sql`select user_id, category_id from purchase_history where id = ${first.json().orderId}`);
    expect(order).toEqual({ user_id: userId, category_id: dataCategoryId });

    const doc = await standIn.waitFor(() => standIn.chat(user.id).find((m) => m.document));
    expect(doc.document?.fileName).toMatch(/-Orange-100-n\d+\.txt$/);
    const lines = (doc.document?.content.toString('utf8') ?? '').trim().split('\n');
    expect(lines).toHaveLength(100);
    expect(new Set(lines).size).toBe(100);
    expect(standIn.chat(user.id).some((m) => m.text?.includes('Achat réussi'))).toBe(true);
    await standIn.waitFor(() => standIn.chat(7100).find((m) => m.text?.includes(String(user.id))));
    // Sent once, however many times the key was used, a retry after the file went included.
    const third = await t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers: auth(user), payload });
    expect(third.json()).toMatchObject({ orderId: first.json().orderId, replayed: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(standIn.chat(user.id).filter((m) => m.document)).toHaveLength(1);

    const me = (await t.app.inject({ method: 'GET', url: '/api/shop/me', headers: auth(user) })).json();
    expect(me).toMatchObject({ balance: '9.40', totalPurchases: '0.60', orderCount: 1 });
  });

  it('refuses a short balance (402), an unknown pack (404) and a bad body (400), charging nothing', async () => {
    const { user, userId } = await customer(50);
    const buy = (productId: string, idempotencyKey = `k-${Math.random().toString(36).slice(2)}`) =>
      t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers: auth(user), payload: { productId, idempotencyKey } });
    const short = await buy(`${sms.categoryId}-${sms.operatorId}-100`);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', details: { cost: '0.60', balance: '0.50' } });
    expect((await buy(`${sms.categoryId}-${sms.operatorId}-123`)).statusCode).toBe(404);
    expect((await buy(`${sms.categoryId}-${sms.otherOperatorId + 1000}-100`)).statusCode).toBe(404);
    expect((await buy('not-a-product')).statusCode).toBe(400);
    expect((await buy(`${sms.categoryId}-${sms.operatorId}-100`, 'short')).statusCode).toBe(400);
    expect(await balanceOf(db, userId)).toBe(50);
  });

  it('serves 16 customers buying at once: no number twice, balances exact, the books balance', async () => {
    // EE (UK): 450 SMS numbers, bought by this test only: 4 packs of 100 for 16 buyers.
    const buyers = await Promise.all(Array.from({ length: 16 }, () => customer(1000)));
    const productId = `${sms.categoryId}-${sms.otherOperatorId}-100`;
    const results = await Promise.all(
      buyers.map(({ user }, i) =>
        t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers: auth(user), payload: { productId, idempotencyKey: `crowd-${i}-0000` } }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    // The 12 others find it sold out, charged nothing.
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('OUT_OF_STOCK');
    for (const [i, { userId }] of buyers.entries()) expect(await balanceOf(db, userId)).toBe(codes[i] === 200 ? 940 : 1000);
    const delivered = await countOf(
      db,
      sql`select count(*) as n from order_numbers o join purchase_history ph on ph.id = o.purchase_id where ph.operator_id = ${sms.otherOperatorId}`,
    );
    const distinct = await countOf(
      db,
      sql`select count(distinct o.number) as n from order_numbers o join purchase_history ph on ph.id = o.purchase_id where ph.operator_id = ${sms.otherOperatorId}`,
    );
    expect([delivered, distinct]).toEqual([400, 400]);
    const [left] = await queryRows<{ n: number }>(db, sql`select ${availableNumbersOf()} as n from numlists where operator_id = ${sms.otherOperatorId}`);
    expect(Number(left.n)).toBe(50);
    const report = await checkLedger(db);
    expect(report.problems).toEqual([]);
  });

  it('uses the low-stock threshold of the settings', async () => {
    await setSetting(db, 'low_stock_threshold', '20');
    const products = (
      await t.app.inject({ method: 'GET', url: `/api/shop/products?category=${sms.categoryId}&country=${sms.countryId}&operator=${sms.operatorId}` })
    ).json().products;
    expect(products[0]).toMatchObject({ quantity: 100, lowStock: true });
    await setSetting(db, 'low_stock_threshold', '5');
  });
});
