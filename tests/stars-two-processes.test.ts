// One Telegram Stars payment delivered 20 times, split across two real shop processes on one PostgreSQL (issue 27,
// decision 0135): both run the bot in webhook mode, so each handles the deliveries it is given; the deposit is credited
// once, the customer told once, the books sound.
import { sql } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { checkLedger } from '../src/domain/wallet/check-ledger';
import { saveStarsSettings } from '../src/domain/wallet/stars';
import { startStarsTopUp } from '../src/domain/wallet/stars-top-up';
import type { Started } from './support/shop-process';
import { suiteShopProcesses } from './support/shop-processes';
import { deliverToWebhook } from './support/telegram-webhook-delivery';
import { createCustomer } from './support/wallet-fixtures';

const TELEGRAM_ID = 5_560_001;
const STARS = 800;
/** The same payment as this many updates (distinct update_ids), each delivered to both processes: 20 deliveries. */
const UPDATES = 10;

/** Delivers as Telegram does: again while the shop answers anything but 200 (a 503 while its bot is still starting). */
async function deliver(shop: Started, secret: string, update: Update): Promise<number> {
  for (const end = Date.now() + 20_000; ; await new Promise((r) => setTimeout(r, 100))) {
    const status = await deliverToWebhook(shop.url, secret, update);
    if (status === 200 || Date.now() > end) return status;
  }
}

describe('a Stars payment delivered to two shop processes', () => {
  const processes = suiteShopProcesses('autoshop_stars_twice', { standIn: true });
  let shops: Started[] = [];

  beforeAll(async () => {
    if (!processes.runs) return;
    await processes.open();
    // Webhook mode: every process answers the updates it is given (polling would run the bot in one process only).
    const env = { PUBLIC_URL: 'https://shop.example.test', SEED: 'none', ADMIN_PASSWORD: 'stars-twice-password' };
    // One first, so the second does not race it to create the schema.
    shops = [await processes.start(env)];
    shops.push(await processes.start(env));
  }, 120_000);

  it('credits once the same successful_payment delivered 20 times, half to each process, all at once', async (context) => {
    processes.skipUnlessRun(context);
    const stand = processes.standIn;
    const secret = (await stand.waitFor(() => stand.webhook()?.secretToken, 20_000)) as string;
    const database = await openDatabase({ url: processes.databaseUrl });
    try {
      const { db } = database;
      await saveStarsSettings(db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
      const userId = await createCustomer(db, { balanceCents: 0, telegramId: TELEGRAM_ID });
      await db.execute(sql`update users set language = 'fr' where id = ${userId}`);
      const { deposit, payload } = await startStarsTopUp(db, { userId, stars: STARS });

      // Telegram takes the Stars, then sends the successful_payment; it arrives ten times over as distinct updates,
      // and each update reaches both processes (a redelivery landing on the other one).
      const customer = stand.user(TELEGRAM_ID, { firstName: 'Inès', languageCode: 'fr' });
      const chargeId = customer.paidAtTelegram({ payload, totalAmount: STARS });
      const updates = Array.from({ length: UPDATES }, () => customer.successfulPaymentUpdate({ payload, currency: 'XTR', totalAmount: STARS, chargeId }));
      const statuses = await Promise.all(updates.flatMap((update) => shops.map((shop) => deliver(shop, secret, update))));
      expect(statuses).toEqual(Array.from({ length: 2 * UPDATES }, () => 200));

      const [row] = await queryRows<{ status: string; charge: string; balance: string; credits: string }>(
        db,
        sql`select d.status, d.telegram_payment_charge_id as charge, u.balance_cents::text as balance,
                   (select count(*)::text from ledger_entries l where l.kind = 'deposit' and l.reference_id = d.id::text) as credits
            from deposits d join users u on u.id = d.user_id where d.id = ${deposit.id}`,
      );
      // 800 Stars at 0,013 € = 10,40 €, credited once.
      expect(row).toEqual({ status: 'completed', charge: chargeId, balance: '1040', credits: '1' });
      expect((await checkLedger(db)).problems).toEqual([]);

      // The customer is told once, by whichever process's job runner took the notice.
      const told = await customer.waitForMessage((m) => (m.text ?? '').includes('Dépôt confirmé'), 30_000);
      expect(told.text).toContain('10,40');
      await new Promise((r) => setTimeout(r, 2_000));
      expect(customer.messages().filter((m) => (m.text ?? '').includes('Dépôt confirmé'))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
