// Telegram's refunded_payment message as the bot receives it (decision 0137): it settles a refund the shop started whose
// answer was lost, and a refund made outside the shop changes no balance; the customer is shown no menu for either.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { balanceOf, countOf, createCustomer } from '../../tests/support/wallet-fixtures';
import { queryRows } from '../db/query';
import { checkLedger } from '../domain/wallet/check-ledger';
import { saveStarsSettings } from '../domain/wallet/stars';
import { refundStarsDeposit } from '../domain/wallet/stars-refund';
import { creditStarsPayment, startStarsTopUp } from '../domain/wallet/stars-top-up';

const harnesses = harnessPerTest();

async function creditedStars(h: BotHarness, telegramId: number) {
  await saveStarsSettings(h.database.db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
  const userId = await createCustomer(h.database.db, { balanceCents: 0, telegramId });
  const { deposit, payload } = await startStarsTopUp(h.database.db, { userId, stars: 500 });
  const chargeId = h.standIn.user(telegramId).paidAtTelegram({ payload, totalAmount: 500 });
  await creditStarsPayment(h.database.db, { payload, currency: 'XTR', totalAmount: 500, telegramUserId: telegramId, chargeId });
  return { userId, depositId: deposit.id, chargeId };
}

const refundStatus = async (h: BotHarness, id: number) =>
  (await queryRows<{ refund_status: string | null }>(h.database.db, sql`select refund_status from deposits where id = ${id}`))[0].refund_status;

/** Polls `check` every 20 ms until it holds (5 s at most). */
async function until(check: () => Promise<boolean>) {
  for (const end = Date.now() + 5000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 20))) if (await check()) return;
  throw new Error('never came true');
}

describe('refunded_payment', () => {
  it('settles a refund whose answer was lost, and shows the customer nothing', async () => {
    const h = await harnesses.start();
    const { userId, depositId } = await creditedStars(h, 640_001);
    const api = await h.messenger.client();
    const adminId = await createCustomer(h.database.db, { balanceCents: 0, username: 'root' });
    const answerLost = async (charge: { telegramUserId: number; chargeId: string }) => {
      await api?.refundStarPayment(charge.telegramUserId, charge.chargeId);
      throw new Error('socket hang up');
    };
    await expect(refundStarsDeposit(h.database.db, { depositId, actorUserId: adminId, refundAtTelegram: answerLost })).rejects.toMatchObject({
      code: 'STARS_REFUND_PENDING',
    });
    // Telegram's service message reaches the bot: the refund is settled, debited once.
    await until(async () => (await refundStatus(h, depositId)) === 'refunded');
    expect(await balanceOf(h.database.db, userId)).toBe(0);
    expect(h.standIn.chat(640_001)).toEqual([]);
    expect((await checkLedger(h.database.db)).problems).toEqual([]);
  });

  it('a refund made outside the shop changes no balance', async () => {
    const h = await harnesses.start();
    const { userId, depositId, chargeId } = await creditedStars(h, 640_002);
    const updates = h.standIn.updates().length;
    await (await h.messenger.client())?.refundStarPayment(640_002, chargeId);
    await until(async () => h.standIn.updates().length > updates && (await countOf(h.database.db, sql`select count(*) as n from telegram_updates`)) > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await refundStatus(h, depositId)).toBeNull();
    expect(await balanceOf(h.database.db, userId)).toBe(650);
    expect(h.standIn.chat(640_002)).toEqual([]);
  });
});
