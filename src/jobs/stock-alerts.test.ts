// Low-stock alerts through the real purchase engine, the jobs table, the job runner and the Bot API stand-in: one
// message per shortage to the admins holding the stock permission, however many sales (concurrent ones included)
// cross the minimum order, and again after a restock.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import { textOf } from '../../tests/support/bot-customer';
import { createCatalogue, createCustomer, createNumlist } from '../../tests/support/wallet-fixtures';
import { queryRows } from '../db/query';
import { addBotAdmin } from '../domain/users/bot-admins';
import { purchase } from '../domain/orders/purchase';
import { createI18n } from '../messenger/i18n';
import { jobRunner } from './runner';
import { stockAlerts } from './stock-alerts';
import { harnessPerTest } from '../../tests/support/harness-per-test';

const i18n = createI18n();

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

/** A shop with one operator (minimum order 100, the default) and three bot admins: stock, reports only, main. */
async function shop(stock: number) {
  h = await harnesses.start();
  const db = h.database.db;
  const catalogue = await createCatalogue(db, { operator: 'Orange <Pro>' });
  await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: stock });
  await addBotAdmin(db, { telegramChatId: 7001, permissions: ['stock'] }, null);
  await addBotAdmin(db, { telegramChatId: 7002, permissions: ['reports'] }, null);
  await addBotAdmin(db, { telegramChatId: 7003, isMainAdmin: true }, null);
  const runner = jobRunner(db, [stockAlerts(db, h.messenger, pino({ level: 'silent' }))], pino({ level: 'silent' }), { pollMs: 20 });
  await runner.start();
  harnesses.stopAfterTest(() => runner.stop());
  return { db, catalogue, harness: h };
}

const buy = (db: BotHarness['database']['db'], userId: number, catalogue: { countryId: number; operatorId: number }, quantity: number, key: string) =>
  purchase(db, { userId, countryId: catalogue.countryId, operatorId: catalogue.operatorId, quantity, idempotencyKey: key });

const alertsTo = (harness: BotHarness, chatId: number) => harness.standIn.chat(chatId).filter((m) => textOf(m).includes('⚠️'));


const checksPending = async (harness: BotHarness) =>
  Number((await queryRows<{ n: number }>(harness.database.db, sql`select count(*)::int as n from jobs where queue = 'stock-check'`))[0].n);

async function jobsDone(harness: BotHarness) {
  for (let i = 0; i < 500; i++) {
    if ((await checksPending(harness)) === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('stock checks still pending');
}

describe('low-stock alerts', () => {
  it('tells the stock admins once when a sale leaves the operator short of a minimum order, in their language', async () => {
    const { db, catalogue, harness } = await shop(260);
    const buyer = await createCustomer(db, { balanceCents: 10_000 });

    await buy(db, buyer, catalogue, 100, 'a');
    await jobsDone(harness);
    expect(alertsTo(harness, 7001)).toHaveLength(0);

    await buy(db, buyer, catalogue, 100, 'b');
    await harness.standIn.waitFor(() => alertsTo(harness, 7003).length === 1 && alertsTo(harness, 7001).length === 1);
    await jobsDone(harness);
    const [country] = await queryRows<{ name: string }>(db, sql`select name from countries where id = ${catalogue.countryId}`);
    const expected = i18n.t('fr', 'admin-low-stock', { operator: 'Orange &lt;Pro&gt;', flag: '🇫🇷', country: country.name, available: '60', minimum: '100' });
    expect(textOf(alertsTo(harness, 7001)[0])).toBe(textOf({ text: expected }));
    expect(alertsTo(harness, 7002)).toHaveLength(0);

    // The stock stays short: asking again (the job re-run by hand) tells nobody again.
    await db.execute(sql`insert into jobs (queue, key, payload) values ('stock-check', 'again', ${JSON.stringify({ operatorId: catalogue.operatorId })}::jsonb)`);
    await jobsDone(harness);
    expect(alertsTo(harness, 7001)).toHaveLength(1);
    expect(alertsTo(harness, 7003)).toHaveLength(1);
  });

  it('sends one alert when sixteen concurrent sales cross the minimum, and one more after a restock runs short again', async () => {
    const { db, catalogue, harness } = await shop(1_650);
    const buyers = await Promise.all(Array.from({ length: 16 }, () => createCustomer(db, { balanceCents: 10_000 })));
    const results = await Promise.allSettled(buyers.map((b, i) => buy(db, b, catalogue, 100, `c${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(16);
    await harness.standIn.waitFor(() => alertsTo(harness, 7001).length >= 1);
    await jobsDone(harness);
    await new Promise((r) => setTimeout(r, 100));
    expect(alertsTo(harness, 7001)).toHaveLength(1);
    expect(textOf(alertsTo(harness, 7001)[0])).toContain('50');

    // Restocked: 50 + 200 = 250, then sales bring it to 50 again: a new shortage, a new alert.
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 200, offset: 5_000 });
    await buy(db, buyers[0], catalogue, 100, 'r1');
    await jobsDone(harness);
    expect(alertsTo(harness, 7001)).toHaveLength(1);
    await buy(db, buyers[1], catalogue, 100, 'r2');
    await harness.standIn.waitFor(() => alertsTo(harness, 7001).length === 2);
    await jobsDone(harness);
    expect(alertsTo(harness, 7003)).toHaveLength(2);
  });

  it('retries an alert Telegram could not take, and still sends it once', async () => {
    const { db, catalogue, harness } = await shop(150);
    const buyer = await createCustomer(db, { balanceCents: 10_000 });
    harness.standIn.failNext('sendMessage', { status: 500, description: 'Internal Server Error' }, 1);
    await buy(db, buyer, catalogue, 100, 'x');
    // The failed attempt is retried after the queue's back-off (2 s after the first attempt).
    await harness.standIn.waitFor(() => alertsTo(harness, 7001).length === 1 && alertsTo(harness, 7003).length === 1, 15_000);
    await jobsDone(harness);
    expect(alertsTo(harness, 7001)).toHaveLength(1);
    expect(alertsTo(harness, 7003)).toHaveLength(1);
  }, 30_000);
});
