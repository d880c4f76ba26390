// The Mini App's Stars top-up over HTTP (decision 0138), with the real bot polling the Bot API stand-in: the offer, a
// deposit recorded before its invoice link (createInvoiceLink: XTR, whole Stars, empty provider token, deposit:<id>),
// the link paid as Telegram does and credited by the bot, the state the page polls; bad input, Stars off, no
// signature, Telegram refusing the link; 100 requests at once within the limits.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/support/app';
import { startBotHarness } from '../../../tests/support/bot-harness';
import { signInitData, tmaHeader } from '../../../tests/support/init-data';
import { openForSuite } from '../../../tests/support/suite-fixtures';
import { balanceOf, countOf, createCustomer } from '../../../tests/support/wallet-fixtures';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { createDeposit } from '../../domain/wallet/deposits';
import { saveStarsSettings } from '../../domain/wallet/stars';

const shop = openForSuite(
  async () => {
    const harness = await startBotHarness();
    const app = await buildTestApp({ config: harness.config, db: harness.database.db, logger: false, messenger: harness.messenger, webDir: '/nonexistent' });
    return { harness, app, db: harness.database.db };
  },
  async ({ harness, app }) => {
    await app.close();
    await harness.close();
  },
);

/** Stars on (or off) at 0,013 € a Star, 1 to 10 000 Stars a payment: with the 6 € minimum deposit, 462 to 10 000. */
const starsOn = (enabled = true) =>
  saveStarsSettings(shop.db, { enabled, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });

let nextTelegramId = 771_000_000;
async function customer(options: { language?: string; balanceCents?: number } = {}) {
  const telegramId = ++nextTelegramId;
  const userId = await createCustomer(shop.db, { balanceCents: options.balanceCents ?? 100, telegramId, firstName: 'Stella' });
  if (options.language) await shop.db.execute(sql`update users set language = ${options.language} where id = ${userId}`);
  const headers = tmaHeader(signInitData({ id: telegramId, first_name: 'Stella' }, shop.harness.standIn.token));
  return { userId, telegramId, headers };
}

const topUp = (headers: Record<string, string> | undefined, stars: unknown) =>
  shop.app.inject({ method: 'POST', url: '/api/shop/stars/top-up', ...(headers ? { headers } : {}), payload: { stars } });
const state = (headers: Record<string, string>, depositId: number) => shop.app.inject({ method: 'GET', url: `/api/shop/stars/top-ups/${depositId}`, headers });

const depositsOf = (userId: number) => countOf(shop.db, sql`select count(*) from deposits where user_id = ${userId}`);
const transactionsOf = (userId: number) => countOf(shop.db, sql`select count(*) from transactions where user_id = ${userId}`);

describe('the Mini App’s Stars top-up', () => {
  it('offers nothing while Stars are off; once on, one Star’s worth, the bounds the deposit limits leave and the presets', async () => {
    const { headers } = await customer();
    await starsOn(false);
    const off = await shop.app.inject({ method: 'GET', url: '/api/shop/stars', headers });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ available: false, presets: [] });
    await starsOn();
    const on = await shop.app.inject({ method: 'GET', url: '/api/shop/stars', headers });
    expect(on.json()).toEqual({ available: true, starValue: '0.013', starValueMicroEuros: 13_000, minimumStars: 462, maximumStars: 10_000, presets: [500, 1000, 2500, 5000] });
    expect((await shop.app.inject({ method: 'GET', url: '/api/shop/stars' })).statusCode).toBe(401);
  });

  it('records the deposit, then the invoice link; the link paid as Telegram does is credited by the bot, and the state says so', async () => {
    await starsOn();
    const { userId, telegramId, headers } = await customer({ language: 'en', balanceCents: 100 });
    const res = await topUp(headers, 500);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ stars: 500, amount: '6.50', amountCents: 650 });
    expect(body.invoiceUrl).toMatch(/^https:\/\/t\.me\/\$[\w-]+$/);
    const [deposit] = await shop.db.execute(sql`select provider, crypto, amount_cents, pay_amount, status from deposits where id = ${body.depositId} and user_id = ${userId}`).then((r) => r.rows);
    expect({ ...deposit, amount_cents: Number(deposit.amount_cents) }).toEqual({ provider: 'stars', crypto: 'XTR', amount_cents: 650, pay_amount: '500', status: 'pending' });

    // What Telegram was asked: Stars, no provider token, one price in whole Stars, the payload naming the deposit, in
    // the customer's bot language.
    const link = shop.harness.standIn.invoiceLinks().find((l) => l.url === body.invoiceUrl);
    expect(link?.invoice).toEqual({
      title: 'Top-up of €6.50',
      description: expect.stringContaining(`(top-up no. ${body.depositId})`),
      payload: `deposit:${body.depositId}`,
      currency: 'XTR',
      totalAmount: 500,
      providerToken: '',
    });
    expect((await state(headers, body.depositId)).json()).toEqual({ depositId: body.depositId, state: 'waiting', amount: '6.50', amountCents: 650, balance: '1.00', balanceCents: 100 });

    // The customer pays in the invoice Telegram opened: the bot answers the pre-checkout and credits the payment.
    const paid = await shop.harness.standIn.user(telegramId).payInvoiceLink(body.invoiceUrl);
    expect(paid.outcome).toBe('paid');
    let polled = (await state(headers, body.depositId)).json();
    for (const started = Date.now(); polled.state !== 'credited' && Date.now() - started < 5000; await new Promise((r) => setTimeout(r, 50))) {
      polled = (await state(headers, body.depositId)).json();
    }
    expect(polled).toEqual({ depositId: body.depositId, state: 'credited', amount: '6.50', amountCents: 650, balance: '7.50', balanceCents: 750 });
    expect(await balanceOf(shop.db, userId)).toBe(750);
  });

  it('refuses bad amounts, Stars off and an unsigned call with clear errors, recording nothing', async () => {
    await starsOn();
    const { userId, headers } = await customer();
    const under = await topUp(headers, 461);
    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({ code: 'STARS_AMOUNT_REFUSED', message: 'Nombre de Stars invalide : de 462 à 10 000', details: { minimumStars: 462, maximumStars: 10_000 } });
    const over = await topUp(headers, 10_001);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'STARS_AMOUNT_REFUSED', details: { minimumStars: 462, maximumStars: 10_000 } });
    for (const typed of [12.5, '500', -3, 0, null]) {
      const refused = await topUp(headers, typed);
      expect(refused.statusCode, String(typed)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    const unsigned = await topUp(undefined, 500);
    expect(unsigned.statusCode).toBe(401);
    const forged = await topUp(tmaHeader(signInitData({ id: 1, first_name: 'Eve' }, '1:not-the-bot-token')), 500);
    expect(forged.statusCode).toBe(401);
    await starsOn(false);
    const off = await topUp(headers, 500);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'STARS_DISABLED', message: 'Les Telegram Stars sont désactivées (Paramètres → Paiements)' });
    expect(await depositsOf(userId)).toBe(0);
    expect(await transactionsOf(userId)).toBe(0);
  });

  it('fails the deposit at once when Telegram refuses the link, and shows no one else’s deposit', async () => {
    await starsOn();
    const { userId, headers } = await customer();
    shop.harness.standIn.failNext('createInvoiceLink', { status: 400, description: 'Bad Request: STARS_INVOICE_INVALID' });
    const refused = await topUp(headers, 600);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'TELEGRAM_UNREACHABLE' });
    const rows = await shop.db.execute(sql`select d.status, t.status as transaction_status from deposits d join transactions t on t.id = d.transaction_id where d.user_id = ${userId}`);
    expect(rows.rows).toEqual([{ status: 'failed', transaction_status: 'failed' }]);

    // Another customer's Stars deposit, or a crypto deposit of this one: not found.
    const other = await customer();
    const theirs = (await topUp(other.headers, 500)).json();
    expect((await state(headers, theirs.depositId)).statusCode).toBe(404);
    const { deposit: crypto } = await createDeposit(shop.db, { userId, provider: 'manual', crypto: 'BTC', amountCents: 1000 });
    expect((await state(headers, crypto.id)).statusCode).toBe(404);
    expect((await state(headers, 0)).statusCode).toBe(400);
  });

  it('100 requests at once from ten customers: each amount within the limits gets its own deposit and link, the others nothing', async () => {
    await starsOn();
    const customers = await Promise.all(Array.from({ length: 10 }, () => customer()));
    // Half within 462..10 000, a quarter under, a quarter over.
    const amounts = Array.from({ length: 100 }, (_, i) => (i % 4 === 0 ? 300 + i : i % 4 === 1 ? 10_001 + i : 462 + i * 90));
    const linksBefore = shop.harness.standIn.invoiceLinks().length;
    const answers = await Promise.all(amounts.map((stars, i) => topUp(customers[i % 10].headers, stars)));
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(ok).toHaveLength(50);
    expect(answers.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'STARS_AMOUNT_REFUSED')).toBe(true);
    expect(new Set(ok.map((b) => b.invoiceUrl)).size).toBe(50);
    expect(new Set(ok.map((b) => b.depositId)).size).toBe(50);
    expect(shop.harness.standIn.invoiceLinks().length - linksBefore).toBe(50);
    const ids = customers.map((c) => c.userId);
    const recorded = await shop.db.execute(
      sql`select d.pay_amount, d.amount_cents, t.status from deposits d join transactions t on t.id = d.transaction_id
          where d.user_id in (${sql.join(ids, sql`, `)}) order by d.id`,
    );
    expect(recorded.rows).toHaveLength(50);
    expect(recorded.rows.map((r) => Number(r.pay_amount)).sort((a, b) => a - b)).toEqual(amounts.filter((s) => s >= 462 && s <= 10_000).sort((a, b) => a - b));
    expect(recorded.rows.every((r) => r.status === 'pending' && Number(r.amount_cents) === Math.floor((Number(r.pay_amount) * 13_000) / 10_000))).toBe(true);
    expect((await checkLedger(shop.db)).ok).toBe(true);
  });
});
