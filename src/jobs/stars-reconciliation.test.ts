// The Stars reconciliation (decision 0137) against the Bot API stand-in's getStarTransactions: a payment whose update
// never came is credited once, also after the crypto reconciliation failed its deposit; the late update then credits
// nothing; a payment naming no deposit is reported once; the list is read page by page from where the last run stopped.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { balanceOf, countOf, createCustomer } from '../../tests/support/wallet-fixtures';
import { shopPayments } from '../../tests/support/app';
import { queryRows } from '../db/query';
import { checkLedger } from '../domain/wallet/check-ledger';
import { saveStarsSettings } from '../domain/wallet/stars';
import { starTransactionsRead } from '../domain/wallet/stars-reconciliation';
import { startStarsTopUp } from '../domain/wallet/stars-top-up';
import { reconcileDeposits } from './deposit-reconciliation';
import { reconcileStars } from './stars-reconciliation';

const harnesses = harnessPerTest();
let nextTelegramId = 660_000;

/** A logger that keeps what the job reports as errors. */
function recordingLogger() {
  const errors: Array<{ fields: Record<string, unknown>; message: string }> = [];
  return { errors, error: (fields: Record<string, unknown>, message: string) => void errors.push({ fields, message }), info: () => {} };
}

async function starsOn(h: BotHarness) {
  await saveStarsSettings(h.database.db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
}

/** A customer's Stars top-up of `stars`, the invoice accepted at pre-checkout by the running bot, then paid at Telegram. */
async function paidWithoutUpdate(h: BotHarness, stars = 500) {
  const telegramId = ++nextTelegramId;
  const userId = await createCustomer(h.database.db, { balanceCents: 0, telegramId });
  const { deposit, payload } = await startStarsTopUp(h.database.db, { userId, stars });
  const user = h.standIn.user(telegramId);
  expect(await user.preCheckout({ payload, currency: 'XTR', totalAmount: stars })).toMatchObject({ ok: true });
  const chargeId = user.paidAtTelegram({ payload, totalAmount: stars });
  return { userId, telegramId, depositId: deposit.id, payload, chargeId, user };
}

/** Polls `check` every 20 ms until it holds (5 s at most). */
async function until(check: () => Promise<boolean>) {
  for (const end = Date.now() + 5000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 20))) if (await check()) return;
  throw new Error('never came true');
}

const depositOf = async (h: BotHarness, id: number) =>
  (await queryRows<{ status: string; telegram_payment_charge_id: string | null }>(h.database.db, sql`select status, telegram_payment_charge_id from deposits where id = ${id}`))[0];
const depositRows = (h: BotHarness, depositId: number) =>
  countOf(h.database.db, sql`select count(*) as n from ledger_entries where kind = 'deposit' and reference_id = ${String(depositId)}`);

describe('Stars reconciliation', () => {
  it('credits a payment whose update never came, once; the late update then credits nothing', async () => {
    const h = await harnesses.start();
    await starsOn(h);
    const paid = await paidWithoutUpdate(h);
    expect(await balanceOf(h.database.db, paid.userId)).toBe(0);
    const logger = recordingLogger();
    expect(await reconcileStars(h.database.db, h.messenger, logger)).toEqual({ credited: 1 });
    expect(await balanceOf(h.database.db, paid.userId)).toBe(650);
    expect(await depositOf(h, paid.depositId)).toEqual({ status: 'completed', telegram_payment_charge_id: paid.chargeId });
    // The customer is told as for any credit: the deposit notice is queued.
    expect(await countOf(h.database.db, sql`select count(*) as n from jobs where queue = 'deposit-notices' and key = ${`${paid.depositId}:credited`}`)).toBe(1);
    // Read already: the next run has nothing new.
    expect(await reconcileStars(h.database.db, h.messenger, logger)).toEqual({});
    // The update arrives after all (Telegram redelivers it): nothing more.
    const updateId = await paid.user.successfulPayment({ payload: paid.payload, currency: 'XTR', totalAmount: 500, chargeId: paid.chargeId });
    await until(async () => (await countOf(h.database.db, sql`select count(*) as n from telegram_updates where update_id = ${updateId}`)) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await balanceOf(h.database.db, paid.userId)).toBe(650);
    expect(await depositRows(h, paid.depositId)).toBe(1);
    expect(logger.errors).toEqual([]);
    expect((await checkLedger(h.database.db)).problems).toEqual([]);
  });

  it('credits a payment the bot and the reconciliation see at once, once', async () => {
    const h = await harnesses.start();
    await starsOn(h);
    const paid = await paidWithoutUpdate(h);
    await Promise.all([
      reconcileStars(h.database.db, h.messenger, recordingLogger()),
      paid.user.successfulPayment({ payload: paid.payload, currency: 'XTR', totalAmount: 500, chargeId: paid.chargeId }),
      reconcileStars(h.database.db, h.messenger, recordingLogger()),
    ]);
    await until(async () => (await balanceOf(h.database.db, paid.userId)) === 650);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await depositRows(h, paid.depositId)).toBe(1);
    expect(await balanceOf(h.database.db, paid.userId)).toBe(650);
    expect((await checkLedger(h.database.db)).problems).toEqual([]);
  });

  it('credits a payment that comes after the crypto reconciliation failed its open deposit (decision 0135)', async () => {
    const h = await harnesses.start();
    await starsOn(h);
    const paid = await paidWithoutUpdate(h, 770);
    // An hour and more without a provider payment: the crypto reconciliation fails it (not_created).
    await h.database.db.execute(sql`update deposits set created_at = now() - interval '2 hours' where id = ${paid.depositId}`);
    expect(await reconcileDeposits(h.database.db, shopPayments(h.database.db, h.config.payments), pino({ level: 'silent' }))).toMatchObject({ abandoned: 1 });
    expect((await depositOf(h, paid.depositId)).status).toBe('failed');
    expect(await reconcileStars(h.database.db, h.messenger, recordingLogger())).toEqual({ credited: 1 });
    expect(await depositOf(h, paid.depositId)).toEqual({ status: 'completed', telegram_payment_charge_id: paid.chargeId });
    expect(await balanceOf(h.database.db, paid.userId)).toBe(1001);
    expect((await checkLedger(h.database.db)).problems).toEqual([]);
  });

  it('reports a payment that matches no deposit, once, and credits nobody', async () => {
    const h = await harnesses.start();
    const telegramId = ++nextTelegramId;
    const userId = await createCustomer(h.database.db, { balanceCents: 0, telegramId });
    const chargeId = h.standIn.user(telegramId).paidAtTelegram({ payload: 'deposit:999999', totalAmount: 300 });
    const logger = recordingLogger();
    expect(await reconcileStars(h.database.db, h.messenger, logger)).toEqual({ unmatched: 1 });
    expect(logger.errors).toEqual([
      { message: 'Star payment matches no deposit', fields: { chargeId, stars: 300, telegramUserId: telegramId, payload: 'deposit:999999', refused: 'unknown' } },
    ]);
    expect(await reconcileStars(h.database.db, h.messenger, logger)).toEqual({});
    expect(logger.errors).toHaveLength(1);
    expect(await balanceOf(h.database.db, userId)).toBe(0);
  });

  it('reads Telegram’s list page by page, from where it stopped, refunds included', async () => {
    const h = await harnesses.start();
    await starsOn(h);
    const stranger = h.standIn.user(++nextTelegramId);
    for (let i = 0; i < 130; i++) stranger.paidAtTelegram({ payload: `gift:${i}`, totalAmount: 1 });
    const logger = recordingLogger();
    expect(await reconcileStars(h.database.db, h.messenger, logger)).toEqual({ unmatched: 130 });
    expect(h.standIn.calls('getStarTransactions').map((c) => [Number(c.params.offset), Number(c.params.limit)])).toEqual([
      [0, 100],
      [100, 100],
    ]);
    expect(await starTransactionsRead(h.database.db)).toBe(130);
    // A payment, then its refund: the payment is credited, the refund (money out) changes nothing here.
    const paid = await paidWithoutUpdate(h);
    await (await h.messenger.client())?.refundStarPayment(paid.telegramId, paid.chargeId);
    expect(await reconcileStars(h.database.db, h.messenger, logger)).toEqual({ credited: 1, refund: 1 });
    expect(h.standIn.calls('getStarTransactions').at(-1)?.params).toMatchObject({ offset: 130 });
    expect(await starTransactionsRead(h.database.db)).toBe(132);
  });
});
