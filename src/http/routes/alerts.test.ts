import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCatalogue, createCustomer, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import type { Alerts } from '../../contracts/alerts';
import { purchase } from '../../domain/orders/purchase';
import { createDeposit, creditDeposit, failDeposit, markDepositForReview } from '../../domain/wallet/deposits';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('alerts (GET /api/alerts)', () => {
  const t = suiteApp();
  const alerts = async (): Promise<Alerts> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: t.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  };


  it('is quiet on a shop with full lists and no deposit waiting', async () => {
    const db = t.database.db;
    const cat = await createCatalogue(db, { country: 'Islande', operator: 'Siminn' });
    await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 500, name: 'Pleine' });
    expect(await alerts()).toEqual({ minimumQuantity: 100, soldOut: { count: 0, lists: [] }, pendingDeposits: { count: 0, oldestAt: null } });
  });

  it('names the active lists a sale brought under the smallest order, emptiest first, and follows the setting', async () => {
    const db = t.database.db;
    const cat = await createCatalogue(db, { country: 'Norvège', operator: 'Telenor' });
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 250, offset: 1000, name: 'Norvège A' });
    const empty = await createNumlist(db, { countryId: cat.countryId, operatorId: null, count: 0, name: 'Norvège vide' });
    await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 10, offset: 2000, name: 'Inactive', isActive: false });
    const buyer = await createCustomer(db, { balanceCents: 10_000 });
    await purchase(db, { userId: buyer, numlistId: list, quantity: 200, idempotencyKey: 'alerts-1' });

    const a = await alerts();
    expect(a.soldOut.count).toBe(2);
    expect(a.soldOut.lists).toEqual([
      { id: empty, name: 'Norvège vide', countryName: 'Norvège', countryFlag: expect.any(String), operatorName: null, availableNumbers: 0 },
      { id: list, name: 'Norvège A', countryName: 'Norvège', countryFlag: expect.any(String), operatorName: 'Telenor', availableNumbers: 50 },
    ]);

    // A smaller minimum order: 50 numbers can fill one again.
    await setSetting(db, 'minimum_purchase_quantity', '50');
    const lower = await alerts();
    expect(lower.minimumQuantity).toBe(50);
    expect(lower.soldOut.lists.map((l) => l.id)).toEqual([empty]);
    await setSetting(db, 'minimum_purchase_quantity', '100');
    await db.execute(sql`update numlists set is_active = false where id in (${list}, ${empty})`);
  });

  it('names ten lists at most and counts them all', async () => {
    const db = t.database.db;
    for (let i = 0; i < 12; i++) await createNumlist(db, { countryId: null, operatorId: null, count: 0, name: `Vide ${String(i).padStart(2, '0')}` });
    const a = await alerts();
    expect(a.soldOut.count).toBe(12);
    expect(a.soldOut.lists).toHaveLength(10);
    await db.execute(sql`update numlists set is_active = false where name like 'Vide %'`);
  });

  it('counts the deposits waiting for an admin (not those waiting for the chain), with the oldest one’s date', async () => {
    const db = t.database.db;
    const user = await createCustomer(db, { balanceCents: 0 });
    const deposit = (id: string) => createDeposit(db, { userId: user, provider: 'test', providerPaymentId: id, crypto: 'btc', amountCents: 1000 });
    const first = await deposit('alert-a');
    await db.execute(sql`update deposits set created_at = now() - interval '2 hours' where id = ${first.deposit.id}`);
    await deposit('alert-b');
    const paid = await deposit('alert-c');
    const failed = await deposit('alert-d');
    await creditDeposit(db, { provider: 'test', providerPaymentId: 'alert-c' });
    await failDeposit(db, { provider: 'test', providerPaymentId: 'alert-d' });
    expect(paid.created && failed.created).toBe(true);

    // A crypto deposit waiting for the chain is not the admin's to act on; one holding a partial payment is.
    await createDeposit(db, { userId: user, provider: 'nowpayments', providerPaymentId: 'alert-np-wait', crypto: 'btc', amountCents: 1000 });
    const partial = await createDeposit(db, { userId: user, provider: 'nowpayments', providerPaymentId: 'alert-np-part', crypto: 'btc', amountCents: 1000 });
    await markDepositForReview(db, { depositId: partial.deposit.id }, { reason: 'partial', paidCents: 400, paidAmount: '0.00001', providerStatus: 'partially_paid' });

    const a = await alerts();
    expect(a.pendingDeposits.count).toBe(3);
    const oldest = new Date(a.pendingDeposits.oldestAt as string).getTime();
    expect(Math.abs(Date.now() - 2 * 3600_000 - oldest)).toBeLessThan(60_000);
  });
});
