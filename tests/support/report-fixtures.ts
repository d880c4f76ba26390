// Reports test data: two countries and categories, fourteen customers, orders and deposits spread over 50 days
// (rolled-up days and today), with the totals the report tests compute by hand.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { purchase } from '../../src/domain/orders/purchase';
import { refundPurchase } from '../../src/domain/orders/refund';
import { addDays, dayOf } from '../../src/domain/reports/report-period';
import { createDeposit, creditDeposit, failDeposit } from '../../src/domain/wallet/deposits';
import { createCatalogue, createCustomer, createNumlist } from './wallet-fixtures';

/**
 * What is seeded, k days ago (noon UTC; today's rows keep their real time), 0.006 € a number:
 * - orders: Alice 500 FR/SMS (3.00 €, day 3), 1000 UK/Data (6.00 €, day 10), 200 UK (1.20 €, day 40); Bob 100 FR (0.60 €,
 *   today), 200 UK (1.20 €, day 20), 1000 FR (6.00 €, day 2, refunded, its refund dated day 1); Carol 300 FR (1.80 €,
 *   day 8); c1…c10 100 FR each (0.60 €, day 1);
 * - deposits: Alice 10.00 € btcpay/btc (day 5) and 7.00 € (today), Bob 20.00 € nowpayments/usdttrc20 (day 1), Carol
 *   30.00 € btcpay/ltc (day 9) and 15.00 € (day 45); Bob 40.00 € pending and 50.00 € failed (today);
 * - customers registered 50 days ago, but Dave (no activity) 3 days ago;
 * - numlists: FR 5000, UK 5000, an inactive UK 700, and 300 at 0.01 € elsewhere.
 */
export async function seedReportShop(db: Db): Promise<Record<string, number>> {
  const id: Record<string, number> = {};
  const today = dayOf(new Date());
  const daysAgo = (k: number) => sql`${`${addDays(today, -k)}T12:00:00Z`}::timestamptz`;
  const fr = await createCatalogue(db, { country: 'France', operator: 'Orange', category: 'SMS' });
  const uk = await createCatalogue(db, { country: 'Royaume-Uni', operator: 'Vodafone', category: 'Data' });
  id.fr = fr.countryId;
  id.uk = uk.countryId;
  id.sms = fr.categoryId;
  id.data = uk.categoryId;
  const frList = await createNumlist(db, { countryId: fr.countryId, operatorId: fr.operatorId, categoryId: fr.categoryId, count: 5000 });
  const ukList = await createNumlist(db, { countryId: uk.countryId, operatorId: uk.operatorId, categoryId: uk.categoryId, count: 5000, offset: 5000 });
  await createNumlist(db, { countryId: uk.countryId, operatorId: uk.operatorId, count: 700, offset: 10000, isActive: false });
  await createNumlist(db, { countryId: fr.otherCountryId, operatorId: fr.otherOperatorId, count: 300, offset: 11000, unitPriceMicros: 10_000 });

  for (const name of ['alice', 'bob', 'carol', 'dave']) id[name] = await createCustomer(db, { username: name, balanceCents: 10_000 });
  for (let i = 1; i <= 10; i++) id[`c${i}`] = await createCustomer(db, { username: `c${i}`, balanceCents: 1000 });
  // Everyone registered 50 days ago but Dave, 3 days ago.
  await db.execute(sql`update users set created_at = ${daysAgo(50)} where not is_admin`);
  await db.execute(sql`update users set created_at = ${daysAgo(3)} where id = ${id.dave}`);

  const buy = async (key: string, who: string, list: number, quantity: number, ago: number) => {
    const r = await purchase(db, { userId: id[who], numlistId: list, quantity, idempotencyKey: key });
    id[key] = r.order.id;
    if (ago) {
      await db.execute(sql`update purchase_history set purchase_date = ${daysAgo(ago)} where id = ${r.order.id}`);
      await db.execute(sql`update transactions set created_at = ${daysAgo(ago)} where id = ${r.order.transactionId}`);
    }
  };
  // 0.006 € a number: 100 numbers cost 0.60 €.
  await buy('a-3', 'alice', frList, 500, 3); // 3.00 €
  await buy('a-10', 'alice', ukList, 1000, 10); // 6.00 €
  await buy('b-0', 'bob', frList, 100, 0); // 0.60 €, today
  await buy('b-20', 'bob', ukList, 200, 20); // 1.20 €
  await buy('c-8', 'carol', frList, 300, 8); // 1.80 €
  await buy('a-40', 'alice', ukList, 200, 40); // 1.20 €
  await buy('b-2', 'bob', frList, 1000, 2); // 6.00 €, refunded below
  for (let i = 1; i <= 10; i++) await buy(`c${i}-1`, `c${i}`, frList, 100, 1); // 0.60 € each
  const { refundTransactionId } = await refundPurchase(db, { purchaseId: id['b-2'], actorUserId: null });
  await db.execute(sql`update transactions set created_at = ${daysAgo(1)} where id = ${refundTransactionId}`);

  const deposit = async (key: string, who: string, cents: number, ago: number, outcome: 'credit' | 'fail' | 'pending', provider = 'btcpay', crypto = 'btc') => {
    const { deposit: d } = await createDeposit(db, { userId: id[who], provider, providerPaymentId: key, crypto, amountCents: cents });
    if (outcome === 'credit') await creditDeposit(db, { provider, providerPaymentId: key });
    if (outcome === 'fail') await failDeposit(db, { provider, providerPaymentId: key });
    if (ago) {
      await db.execute(sql`update deposits set created_at = ${daysAgo(ago)}, completed_at = ${daysAgo(ago)} + interval '10 minutes' where id = ${d.id}`);
      await db.execute(sql`update transactions set created_at = ${daysAgo(ago)} where id = ${d.transactionId}`);
    }
  };
  await deposit('d-a-5', 'alice', 1000, 5, 'credit');
  await deposit('d-b-1', 'bob', 2000, 1, 'credit', 'nowpayments', 'usdttrc20');
  await deposit('d-a-0', 'alice', 700, 0, 'credit');
  await deposit('d-c-9', 'carol', 3000, 9, 'credit', 'btcpay', 'ltc');
  await deposit('d-c-45', 'carol', 1500, 45, 'credit');
  await deposit('d-b-pending', 'bob', 4000, 0, 'pending');
  await deposit('d-b-failed', 'bob', 5000, 0, 'fail');
  return id;
}
