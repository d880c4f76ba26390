// A real shop process killed (SIGKILL) between Telegram taking a customer's Stars and the database crediting them
// (decision 0137): the successful_payment update dies with the process, and the shop started again credits the payment
// from Telegram's own list (getStarTransactions) through the Stars reconciliation, once, the books sound.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { checkLedger } from '../src/domain/wallet/check-ledger';
import { saveStarsSettings } from '../src/domain/wallet/stars';
import { startStarsTopUp } from '../src/domain/wallet/stars-top-up';
import { type BotApiStandIn, startBotApiStandIn } from './support/bot-api-stand-in';
import { killShop, type ShopStorage, shopStorage } from './support/killed-shop';
import { startShop, stopShop } from './support/shop-process';
import { createCustomer } from './support/wallet-fixtures';

const TELEGRAM_ID = 5_550_001;

describe('a Stars payment across a kill -9', () => {
  let storage: ShopStorage | undefined;
  let standIn: BotApiStandIn | undefined;
  afterAll(async () => {
    await standIn?.close();
    await storage?.drop();
  });

  it('is credited at the restart by the reconciliation, once', async () => {
    standIn = await startBotApiStandIn();
    storage = await shopStorage('stars_kill', 'stars-kill-password');
    const { withDatabase, signIn } = storage;
    const env = { ...storage.env, TELEGRAM_BOT_TOKEN: standIn.token, TELEGRAM_API_ROOT: standIn.url };

    // A first start makes the database and stores the bot; the customer's Stars top-up is recorded while no shop runs
    // (PGlite: one process per data folder).
    const first = await startShop(env);
    expect(await stopShop(first.child)).toBe(0);
    const { userId, depositId, payload } = await withDatabase(async ({ db }) => {
      await saveStarsSettings(db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
      const customer = await createCustomer(db, { balanceCents: 0, telegramId: TELEGRAM_ID });
      const started = await startStarsTopUp(db, { userId: customer, stars: 500 });
      return { userId: customer, depositId: started.deposit.id, payload: started.payload };
    });

    // The shop runs: the customer's payment is accepted at pre-checkout, Telegram takes the Stars, and the shop is
    // killed before the successful_payment reaches its database: the update is lost with the process.
    const running = await startShop(env);
    const user = standIn.user(TELEGRAM_ID);
    expect(await user.preCheckout({ payload, currency: 'XTR', totalAmount: 500 })).toMatchObject({ ok: true });
    const chargeId = user.paidAtTelegram({ payload, totalAmount: 500 });
    await killShop(running);

    await withDatabase(async ({ db }) => {
      const [deposit] = await queryRows<{ status: string; balance: string }>(
        db,
        sql`select d.status, u.balance_cents::text as balance from deposits d join users u on u.id = d.user_id where d.id = ${depositId}`,
      );
      expect(deposit).toEqual({ status: 'pending', balance: '0' });
      // The every-minute job is brought forward: the restart reconciles at once instead of a minute later.
      await db.execute(sql`update jobs set run_at = now() where queue = 'stars-reconciliation'`);
    });

    const restarted = await startShop(env);
    const token = await signIn(restarted);
    const credited = async () => {
      const res = await fetch(`${restarted.url}api/deposits?tab=completed`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: Array<{ id: number; paymentId: string | null }> };
      return body.data.find((d) => d.id === depositId);
    };
    let found: Awaited<ReturnType<typeof credited>>;
    for (const end = Date.now() + 30_000; !found && Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 200))) found = await credited();
    expect(await stopShop(restarted.child)).toBe(0);
    expect(found, restarted.output()).toMatchObject({ paymentId: chargeId });

    await withDatabase(async ({ db }) => {
      const [row] = await queryRows<{ status: string; charge: string; balance: string; credits: string }>(
        db,
        sql`select d.status, d.telegram_payment_charge_id as charge, u.balance_cents::text as balance,
                   (select count(*)::text from ledger_entries l where l.kind = 'deposit' and l.reference_id = d.id::text) as credits
            from deposits d join users u on u.id = d.user_id where d.id = ${depositId}`,
      );
      expect(row).toEqual({ status: 'completed', charge: chargeId, balance: '650', credits: '1' });
      expect((await checkLedger(db)).problems).toEqual([]);
      expect(userId).toBeGreaterThan(0);
    });
  }, 240_000);
});
