// An admin refunds a Stars deposit from the Dépôts page (decision 0137): the balance debited by its euro value in the
// same step as Telegram's refundStarPayment (the Bot API stand-in), a refusal at Telegram leaving the balance as it
// was, no answer leaving it 'refunding' until the reconciliation asks again, and a refund raced with a purchase
// spending the same balance never overdrawing it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { type BotApiStandIn, startBotApiStandIn } from '../../../tests/support/bot-api-stand-in';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { storeBotToken } from '../../domain/settings/bot-config';
import { adjustCredit } from '../../domain/wallet/admin-credit';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { createDeposit, creditDeposit } from '../../domain/wallet/deposits';
import { saveStarsSettings } from '../../domain/wallet/stars';
import { refundStarsDeposit, settleStaleStarsRefunds } from '../../domain/wallet/stars-refund';
import { creditStarsPayment, startStarsTopUp } from '../../domain/wallet/stars-top-up';
import { refundAtTelegram } from '../../messenger/stars';

let t: TestApp;
let standIn: BotApiStandIn;
let nextTelegramId = 880_000;

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  t = await createTestApp({ config: { telegramApiRoot: standIn.url } });
  await storeBotToken(t.database.db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username }, null);
  await saveStarsSettings(t.database.db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A customer who paid `stars` Stars at Telegram, credited: 500 Stars at 0,013 € = 6,50 €. */
async function paidStarsDeposit(stars = 500, openingCents = 0) {
  const telegramId = ++nextTelegramId;
  const userId = await createCustomer(t.database.db, { balanceCents: openingCents, telegramId });
  const { deposit, payload } = await startStarsTopUp(t.database.db, { userId, stars });
  const chargeId = standIn.user(telegramId).paidAtTelegram({ payload, totalAmount: stars });
  await creditStarsPayment(t.database.db, { payload, currency: 'XTR', totalAmount: stars, telegramUserId: telegramId, chargeId });
  return { userId, telegramId, depositId: deposit.id, chargeId };
}

const refund = (depositId: number) => t.app.inject({ method: 'POST', url: `/api/deposits/${depositId}/refund-stars`, headers: t.auth });
const depositRow = async (id: number) =>
  (
    await queryRows<{ status: string; refund_status: string | null; refunded_at: Date | null; tx_status: string }>(
      t.database.db,
      sql`select d.status, d.refund_status, d.refunded_at, tx.status as tx_status from deposits d join transactions tx on tx.id = d.transaction_id where d.id = ${id}`,
    )
  )[0];
const refundsAtTelegram = (chargeId: string) => standIn.starTransactions().filter((s) => s.id === chargeId && s.receiver);
const adminId = async () => (await queryRows<{ id: number }>(t.database.db, sql`select id from users where username = 'admin'`))[0]?.id;
const ledgerGreen = async () => expect((await checkLedger(t.database.db)).problems).toEqual([]);

describe('refunding a Stars deposit', () => {
  it('gives the Stars back at Telegram and debits the balance by their euro value, audited', async () => {
    const { userId, telegramId, depositId, chargeId } = await paidStarsDeposit(500, 100);
    expect(await balanceOf(t.database.db, userId)).toBe(750);
    const res = await refund(depositId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, refunded: '6.50', stars: 500, balance: '1.00' });
    expect(await balanceOf(t.database.db, userId)).toBe(100);
    expect(standIn.calls('refundStarPayment').at(-1)?.params).toMatchObject({ user_id: telegramId, telegram_payment_charge_id: chargeId });
    expect(refundsAtTelegram(chargeId)).toHaveLength(1);
    expect(await depositRow(depositId)).toMatchObject({ status: 'completed', refund_status: 'refunded', tx_status: 'refunded' });
    const ledger = await queryRows<{ kind: string; amount_cents: string; actor_user_id: number | null }>(
      t.database.db,
      sql`select kind, amount_cents::text, actor_user_id from ledger_entries where user_id = ${userId} order by id`,
    );
    expect(ledger.map((l) => [l.kind, Number(l.amount_cents)])).toEqual([
      ['deposit', 650],
      ['deposit_refund', -650],
    ]);
    expect(ledger[1].actor_user_id).not.toBeNull();
    const audit = await queryRows<{ details: Record<string, unknown> }>(
      t.database.db,
      sql`select details from audit_log where action = 'deposit.refund' and entity_id = ${String(depositId)}`,
    );
    expect(audit.map((a) => a.details)).toEqual([expect.objectContaining({ amount: '6.50', stars: 500, telegramPaymentChargeId: chargeId, balanceAfter: '1.00' })]);
    // Once refunded, never again.
    const again = await refund(depositId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STARS_REFUND_REFUSED', message: 'Ce dépôt a déjà été remboursé' });
    expect(refundsAtTelegram(chargeId)).toHaveLength(1);
    await ledgerGreen();
  });

  it('refuses while the balance no longer covers the deposit, asking Telegram nothing', async () => {
    const { userId, depositId } = await paidStarsDeposit(500);
    // 0,50 € spent since (an admin's debit, through the ledger like any spending).
    await adjustCredit(t.database.db, { userId, amountCents: 50, direction: 'remove', actorUserId: (await adminId()) as number });
    const calls = standIn.calls('refundStarPayment').length;
    const res = await refund(depositId);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Solde insuffisant : rembourser ce dépôt retire 6.50 €, le solde du client n’est plus que de 6.00 €',
    });
    expect(standIn.calls('refundStarPayment')).toHaveLength(calls);
    expect(await balanceOf(t.database.db, userId)).toBe(600);
    expect(await depositRow(depositId)).toMatchObject({ refund_status: null, tx_status: 'completed' });
    await ledgerGreen();
  });

  it('leaves the balance as it was when Telegram refuses the refund', async () => {
    const { userId, depositId, chargeId } = await paidStarsDeposit(500);
    standIn.failNext('refundStarPayment', { status: 400, description: 'Bad Request: CHARGE_NOT_FOUND' });
    const res = await refund(depositId);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'STARS_REFUND_FAILED',
      message: 'Telegram a refusé le remboursement (Bad Request: CHARGE_NOT_FOUND) : le solde du client est inchangé',
    });
    expect(await balanceOf(t.database.db, userId)).toBe(650);
    expect(await depositRow(depositId)).toMatchObject({ refund_status: null, tx_status: 'completed' });
    expect(refundsAtTelegram(chargeId)).toHaveLength(0);
    await ledgerGreen();
    // The admin may try again once Telegram takes it.
    expect((await refund(depositId)).statusCode).toBe(200);
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    await ledgerGreen();
  });

  it('keeps the money aside while Telegram does not answer, and settles it when asked again', async () => {
    const { userId, telegramId, depositId, chargeId } = await paidStarsDeposit(500);
    const api = await t.app.messenger.client();
    const actorUserId = (await adminId()) as number;
    // Telegram refunds, and its answer is lost on the way back (the connection dropped): nobody knows yet.
    const answerLost = async (charge: { telegramUserId: number; chargeId: string }) => {
      await api?.refundStarPayment(charge.telegramUserId, charge.chargeId);
      throw new Error('socket hang up');
    };
    await expect(refundStarsDeposit(t.database.db, { depositId, actorUserId, refundAtTelegram: answerLost })).rejects.toMatchObject({ code: 'STARS_REFUND_PENDING' });
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    expect(await depositRow(depositId)).toMatchObject({ refund_status: 'refunding', tx_status: 'completed' });
    const busy = await refund(depositId);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: 'Le remboursement de ce dépôt est déjà en cours' });
    await ledgerGreen();
    // Asked again, Telegram says the charge is refunded already: settled, debited once, refunded once.
    expect(await settleStaleStarsRefunds(t.database.db, refundAtTelegram(t.app.messenger), 0)).toBe(1);
    expect(standIn.calls('refundStarPayment').at(-1)?.params).toMatchObject({ user_id: telegramId, telegram_payment_charge_id: chargeId });
    expect(await depositRow(depositId)).toMatchObject({ refund_status: 'refunded', tx_status: 'refunded' });
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    expect(refundsAtTelegram(chargeId)).toHaveLength(1);
    await ledgerGreen();
  });

  it('two admins refunding at once: one refund, one debit', async () => {
    const { userId, depositId, chargeId } = await paidStarsDeposit(500, 2000);
    const answers = await Promise.all([refund(depositId), refund(depositId), refund(depositId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(t.database.db, userId)).toBe(2000);
    expect(refundsAtTelegram(chargeId)).toHaveLength(1);
    await ledgerGreen();
  });

  it('refunds only a credited Stars deposit', async () => {
    const userId = await createCustomer(t.database.db, { balanceCents: 0, telegramId: ++nextTelegramId });
    const { deposit: manual } = await createDeposit(t.database.db, { userId, provider: 'manual', crypto: 'EUR', amountCents: 1000 });
    await creditDeposit(t.database.db, { depositId: manual.id });
    expect((await refund(manual.id)).json()).toMatchObject({ code: 'STARS_REFUND_REFUSED', message: 'Seuls les dépôts en Telegram Stars se remboursent ici' });
    const { deposit: open } = await startStarsTopUp(t.database.db, { userId, stars: 500 });
    expect((await refund(open.id)).json()).toMatchObject({ message: 'Ce dépôt n’a pas été crédité : rien à rembourser' });
    expect((await refund(999_999)).statusCode).toBe(404);
    expect(await balanceOf(t.database.db, userId)).toBe(1000);
  });

  it('a refund raced with a purchase spending the same balance: one of them, never an overdraft', async () => {
    const cat = await createCatalogue(t.database.db);
    const list = await createNumlist(t.database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 8000, offset: 40_000 });
    // 6,50 € each: a 1000-number order (6,00 €) and the refund (6,50 €) cannot both be paid from it.
    const customers = await Promise.all(Array.from({ length: 6 }, () => paidStarsDeposit(500)));
    const outcomes = await Promise.all(
      customers.map(async (c) => {
        const [refunded, bought] = await Promise.all([
          refund(c.depositId),
          t.app.inject({ method: 'POST', url: '/api/orders', headers: t.auth, payload: { idempotencyKey: randomUUID(), userId: c.userId, numlistId: list, quantity: 1000 } }),
        ]);
        return { c, refunded: refunded.statusCode, bought: bought.statusCode };
      }),
    );
    for (const { c, refunded, bought } of outcomes) {
      expect([refunded, bought].sort()).toEqual(refunded === 200 ? [200, 402] : [201, 402]);
      const balance = await balanceOf(t.database.db, c.userId);
      expect(balance).toBe(refunded === 200 ? 0 : 50);
      expect(refundsAtTelegram(c.chargeId)).toHaveLength(refunded === 200 ? 1 : 0);
    }
    expect(await countOf(t.database.db, sql`select count(*) as n from users where balance_cents < 0`)).toBe(0);
    await ledgerGreen();
  });
});
