import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { purchase } from '../../domain/orders/purchase';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { availableNumbersOf } from '../../domain/stock/sale-tallies';
import { suiteApp, suiteCatalogue } from '../../../tests/support/suite-fixtures';
import { expectAnswer } from '../../../tests/support/api-answers';

describe('purchase engine (POST /api/orders)', () => {
  const t = suiteApp();
  const cat = suiteCatalogue(() => t.database.db);
  let key = 0;
  const nextKey = () => `key-${++key}`;


  const order = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers: t.auth, payload: { idempotencyKey: nextKey(), ...payload } });

  /** A numlist of the test catalogue's operator (`offset` keeps each test's numbers apart) and a customer to buy from it. */
  async function listAndBuyer(list: Omit<Parameters<typeof createNumlist>[1], 'countryId' | 'operatorId'>, buyer: Parameters<typeof createCustomer>[1]) {
    const db = t.database.db;
    return { db, list: await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, ...list }), user: await createCustomer(db, buyer) };
  }

  it('charges 100 × 0.006 € = 0.60 € exactly, delivers 100 distinct numbers and writes every row', async () => {
    const { db, list, user } = await listAndBuyer({ categoryId: cat.categoryId, count: 300 }, { balanceCents: 120, telegramId: 7001, telegramUsername: 'alice' });
    const res = await order({ userId: user, numlistId: list, quantity: 100 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      balance: '0.60',
      replayed: false,
      order: { quantity: 100, price: '0.60', unitPrice: '0.006', status: 'completed', numlistId: list, telegramId: 7001, telegramUsername: 'alice' },
    });
    expect(new Set(body.numbers).size).toBe(100);
    expect(body.numbers[0]).toMatch(/^\+336399800\d\d$/);
    const id = body.order.id;
    expect(await countOf(db, sql`select count(*) as n from order_numbers where purchase_id = ${id}`)).toBe(100);
    expect(await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${list}`)).toBe(200);
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${list}`)).toBe(200);
    const [ledger] = await queryRows<{ kind: string; amount_cents: string; balance_after_cents: string; reference_id: string }>(
      db,
      sql`select kind, amount_cents, balance_after_cents, reference_id from ledger_entries where user_id = ${user}`,
    );
    expect(ledger).toMatchObject({ kind: 'purchase', reference_id: String(id) });
    expect(Number(ledger.amount_cents)).toBe(-60);
    expect(Number(ledger.balance_after_cents)).toBe(60);
    const [txn] = await queryRows<{ type: string; status: string; amount_cents: string }>(
      db,
      sql`select type, status, amount_cents from transactions where id = ${body.order.transactionId}`,
    );
    expect(txn).toMatchObject({ type: 'purchase', status: 'completed' });
    expect(Number(txn.amount_cents)).toBe(60);
    const [u] = await queryRows<{ p: string }>(db, sql`select total_purchases_cents as p from users where id = ${user}`);
    expect(Number(u.p)).toBe(60);
  });

  it('prices 1,000 × 0.005 € (a numlist override) at exactly 5.00 €, and rounds half-up to the cent', async () => {
    const { list, user } = await listAndBuyer({ count: 1500, offset: 2000, unitPriceMicros: 5000 }, { balanceCents: 1000 });
    const res = await order({ userId: user, numlistId: list, quantity: 1000 });
    expect(res.json()).toMatchObject({ order: { price: '5.00', unitPrice: '0.005' }, balance: '5.00' });
    // 101 × 0.005 € = 0.505 € → 0.51 € (half-up).
    const res2 = await order({ userId: user, numlistId: list, quantity: 101 });
    expect(res2.json()).toMatchObject({ order: { price: '0.51' }, balance: '4.49' });
  });

  it('follows the minimum-quantity setting and says what the minimum is', async () => {
    const { db, list, user } = await listAndBuyer({ count: 200, offset: 4000 }, { balanceCents: 10_000 });
    const res = await order({ userId: user, numlistId: list, quantity: 99 });
    expectAnswer(res, 400, { code: 'QUANTITY_TOO_SMALL', message: 'Quantité invalide, minimum 100 numéros (0.60 € minimum)', details: { minimum: 100 } });
    await setSetting(db, 'minimum_purchase_quantity', '150');
    try {
      const again = await order({ userId: user, numlistId: list, quantity: 120 });
      expect(again.json()).toMatchObject({ code: 'QUANTITY_TOO_SMALL', details: { minimum: 150 } });
    } finally {
      await setSetting(db, 'minimum_purchase_quantity', '100');
    }
    const bad = await order({ userId: user, numlistId: list, quantity: 'beaucoup' });
    expectAnswer(bad, 400, { code: 'VALIDATION_FAILED', fields: { quantity: 'Quantité invalide' } });
    expect(await balanceOf(db, user)).toBe(10_000);
  });

  it('refuses more than the stock with the available count and the minimum, charging nothing', async () => {
    const { db, list, user } = await listAndBuyer({ count: 150, offset: 4500 }, { balanceCents: 10_000 });
    const res = await order({ userId: user, numlistId: list, quantity: 200 });
    expectAnswer(res, 409, { code: 'OUT_OF_STOCK', message: 'Quantité non disponible. Maximum disponible : 150 numéros', details: { available: 150, minimum: 100 } });
    expect(await balanceOf(db, user)).toBe(10_000);
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${list}`)).toBe(150);
  });

  it('refuses a cost above the balance with the cost and the balance, taking no numbers', async () => {
    const { db, list, user } = await listAndBuyer({ count: 1000, offset: 5000 }, { balanceCents: 120 });
    const res = await order({ userId: user, numlistId: list, quantity: 1000 });
    expectAnswer(res, 402, { code: 'INSUFFICIENT_BALANCE', message: 'Solde insuffisant : il faut 6.00 €, le solde est de 1.20 €', details: { cost: '6.00', balance: '1.20' } });
    expect(await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${list}`)).toBe(1000);
    expect(await countOf(db, sql`select count(*) as n from ledger_entries where user_id = ${user}`)).toBe(0);
  });

  it("draws an operator's active numlists oldest first, across lists, and skips inactive ones", async () => {
    const db = t.database.db;
    const c = await createCatalogue(db);
    const old = await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 60, offset: 6000, createdAt: new Date('2024-01-01') });
    const inactive = await createNumlist(db, {
      countryId: c.countryId,
      operatorId: c.operatorId,
      count: 500,
      offset: 6100,
      isActive: false,
      createdAt: new Date('2024-02-01'),
    });
    const newer = await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 500, offset: 6700, createdAt: new Date('2024-03-01') });
    const user = await createCustomer(db, { balanceCents: 1000 });
    const res = await order({ userId: user, countryId: c.countryId, operatorId: c.operatorId, quantity: 100 });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ numlistId: old, operatorId: c.operatorId, countryId: c.countryId, countryFlag: '🇫🇷' });
    expect(await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${old}`)).toBe(0);
    expect(await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${newer}`)).toBe(460);
    expect(await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${inactive}`)).toBe(500);
    // Stock counts only active lists.
    const tooMany = await order({ userId: user, countryId: c.countryId, operatorId: c.operatorId, quantity: 461 });
    expect(tooMany.json()).toMatchObject({ code: 'OUT_OF_STOCK', details: { available: 460 } });
    // A country that is not the operator's, an unknown numlist, an inactive one: not found.
    expect((await order({ userId: user, countryId: c.otherCountryId, operatorId: c.operatorId, quantity: 100 })).statusCode).toBe(404);
    expect((await order({ userId: user, numlistId: 999_999, quantity: 100 })).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Numlist introuvable' });
    expect((await order({ userId: user, numlistId: inactive, quantity: 100 })).statusCode).toBe(404);
  });

  it('charges each list its own price when an order spans lists', async () => {
    const db = t.database.db;
    const c = await createCatalogue(db);
    await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 50, offset: 7300, unitPriceMicros: 5000, createdAt: new Date('2024-01-01') });
    await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 100, offset: 7400, createdAt: new Date('2024-02-01') });
    const user = await createCustomer(db, { balanceCents: 100 });
    const res = await order({ userId: user, countryId: c.countryId, operatorId: c.operatorId, quantity: 101 });
    // 50 × 0.005 + 51 × 0.006 = 0.25 + 0.306 = 0.556 → 0.56
    expect(res.json()).toMatchObject({ order: { price: '0.56' }, balance: '0.44' });
  });

  it('records the list the numbers actually came from, and starts over when another buyer changed the price', async () => {
    const db = t.database.db;
    const c = await createCatalogue(db);
    // The oldest list's count says 100, but another buyer has just taken its numbers (its rows are gone).
    const emptied = await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 100, offset: 7500, createdAt: new Date('2024-01-01') });
    await db.execute(sql`delete from numlist_numbers where numlist_id = ${emptied}`);
    const next = await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 200, offset: 16_300, createdAt: new Date('2024-02-01') });
    const user = await createCustomer(db, { balanceCents: 1000 });
    const res = await order({ userId: user, countryId: c.countryId, operatorId: c.operatorId, quantity: 100 });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ numlistId: next, price: '0.60' });
    const [row] = await queryRows<{ numlist_id: number }>(db, sql`select numlist_id from purchase_history where id = ${res.json().order.id}`);
    expect(row.numlist_id).toBe(next);

    // Same, but the next list costs less: the planned charge is wrong, so the purchase starts over (and here, with a
    // count that stays wrong, gives up cleanly after three tries, charging nothing).
    const c2 = await createCatalogue(db);
    const ghost = await createNumlist(db, { countryId: c2.countryId, operatorId: c2.operatorId, count: 100, offset: 7900, createdAt: new Date('2024-01-01') });
    await db.execute(sql`delete from numlist_numbers where numlist_id = ${ghost}`);
    await createNumlist(db, { countryId: c2.countryId, operatorId: c2.operatorId, count: 200, offset: 16_500, unitPriceMicros: 5000, createdAt: new Date('2024-02-01') });
    const before = await balanceOf(db, user);
    const conflict = await order({ userId: user, countryId: c2.countryId, operatorId: c2.operatorId, quantity: 100 });
    expectAnswer(conflict, 409, { code: 'STOCK_CHANGED', message: 'Le stock vient de changer, veuillez réessayer' });
    expect(await balanceOf(db, user)).toBe(before);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('returns the first order for a repeated idempotency key and charges once', async () => {
    const { db, list, user } = await listAndBuyer({ count: 300, offset: 7600 }, { balanceCents: 100 });
    const payload = { userId: user, numlistId: list, quantity: 100, idempotencyKey: 'double-tap' };
    const first = await t.app.inject({ method: 'POST', url: '/api/orders', headers: t.auth, payload });
    const second = await t.app.inject({ method: 'POST', url: '/api/orders', headers: t.auth, payload });
    expect(first.statusCode).toBe(201);
    expectAnswer(second, 200, { replayed: true, order: { id: first.json().order.id }, balance: '0.40' });
    expect(second.json().numbers).toEqual(first.json().numbers);
    // Even when the balance could no longer pay for it, the replay answers with the first order.
    expect(await balanceOf(db, user)).toBe(40);
    // Concurrent duplicates: one order.
    const concurrentKey = { userId: user, numlistId: list, quantity: 100, idempotencyKey: 'race' };
    await t.app.inject({ method: 'POST', url: `/api/users/${user}/add-credit`, headers: t.auth, payload: { amount: '10' } });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: '/api/orders', headers: t.auth, payload: concurrentKey })),
    );
    const ids = new Set(results.map((r) => r.json().order.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await balanceOf(db, user)).toBe(40 + 1000 - 60);
    expect(await countOf(db, sql`select count(*) as n from purchase_history where user_id = ${user}`)).toBe(2);
  });

  it('serves 50 simultaneous purchases by one user whose balance covers 10: exactly 10 succeed', async () => {
    const { db, list, user } = await listAndBuyer({ count: 6000, offset: 8000 }, { balanceCents: 600 });
    const results = await Promise.all(Array.from({ length: 50 }, () => order({ userId: user, numlistId: list, quantity: 100 })));
    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.statusCode === 402 && r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balanceOf(db, user)).toBe(0);
    expect(await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${list}`)).toBe(5000);
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${list}`)).toBe(5000);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('sells no number twice when 20 users buy from one list at once, and the stock count stays exact', async () => {
    const db = t.database.db;
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 1500, offset: 14_000 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(db, { balanceCents: 500 })));
    // 20 × 100 = 2,000 asked for, 1,500 in stock: 15 are served, 5 are told what is left.
    const results = await Promise.all(buyers.map((userId) => order({ userId, numlistId: list, quantity: 100 })));
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok, results.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(15);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'OUT_OF_STOCK')).toBe(true);
    const sold = ok.flatMap((r) => r.json().numbers as string[]);
    expect(sold).toHaveLength(1500);
    expect(new Set(sold).size).toBe(1500);
    expect(await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${list}`)).toBe(0);
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${list}`)).toBe(0);
    expect(
      await countOf(db, sql`select count(*) as n from (select number from order_numbers group by number having count(*) > 1) d`),
    ).toBe(0);
  });

  it('refuses a deactivated buyer and an unknown one', async () => {
    const { db, list, user } = await listAndBuyer({ count: 100, offset: 16_000 }, { balanceCents: 1000 });
    await db.execute(sql`update users set is_active = false where id = ${user}`);
    const refused = await order({ userId: user, numlistId: list, quantity: 100 });
    expectAnswer(refused, 403, { code: 'ACCOUNT_DEACTIVATED', message: 'Ce compte est désactivé' });
    expect((await order({ userId: 987_654, numlistId: list, quantity: 100 })).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Utilisateur introuvable',
    });
    expect(await countOf(db, sql`select ${availableNumbersOf()} as n from numlists where id = ${list}`)).toBe(100);
  });

  it("writes an admin order's audit row inside the purchase: one per order, none for a replay or a purchase that failed", async () => {
    const db = t.database.db;
    const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where username = 'admin'`);
    const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 300, offset: 16_600 });
    const user = await createCustomer(db, { balanceCents: 1000 });
    const audits = () =>
      queryRows<{ actor_user_id: number | null; entity_type: string; entity_id: string; details: Record<string, unknown> }>(
        db,
        sql`select actor_user_id, entity_type, entity_id, details from audit_log
            where action = 'order.create_for_user' and details->>'userId' = ${String(user)} order by id`,
      );
    // Delivery fails after the debit, the order, the ledger row and the audit row were written: all of it rolls back.
    await db.execute(sql.raw(`create function fail_delivery() returns trigger language plpgsql as $$ begin raise exception 'delivery failed'; end $$`));
    await db.execute(sql`create trigger fail_delivery before insert on order_numbers for each statement execute function fail_delivery()`);
    try {
      expect((await order({ userId: user, numlistId: list, quantity: 100, idempotencyKey: 'audit-1' })).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_delivery on order_numbers`);
      await db.execute(sql`drop function fail_delivery()`);
    }
    expect(await audits()).toEqual([]);
    expect(await countOf(db, sql`select count(*) as n from purchase_history where user_id = ${user}`)).toBe(0);
    expect(await balanceOf(db, user)).toBe(1000);

    const first = await order({ userId: user, numlistId: list, quantity: 100, idempotencyKey: 'audit-1' });
    expect(first.statusCode).toBe(201);
    const replay = await order({ userId: user, numlistId: list, quantity: 100, idempotencyKey: 'audit-1' });
    expect(replay.json()).toMatchObject({ replayed: true, order: { id: first.json().order.id } });
    // The same key sent five times at once: one order, one audit row.
    const racing = await Promise.all(Array.from({ length: 5 }, () => order({ userId: user, numlistId: list, quantity: 100, idempotencyKey: 'audit-2' })));
    expect(new Set(racing.map((r) => r.json().order.id)).size).toBe(1);
    expect(await audits()).toEqual([
      { actor_user_id: admin.id, entity_type: 'purchase', entity_id: String(first.json().order.id), details: { userId: user, quantity: 100, price: '0.60' } },
      { actor_user_id: admin.id, entity_type: 'purchase', entity_id: String(racing[0].json().order.id), details: { userId: user, quantity: 100, price: '0.60' } },
    ]);
    // The engine called without an actor (as the demo seed does) writes no audit row.
    await purchase(db, { userId: user, numlistId: list, quantity: 100, idempotencyKey: 'no-actor' });
    expect(await audits()).toHaveLength(2);
  });

  it('validates the request body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: t.auth, payload: { userId: 1, quantity: 100, idempotencyKey: 'x' } });
    expectAnswer(res, 400, { message: 'Choisissez une numlist, ou un pays et un opérateur' });
    const noKey = await t.app.inject({ method: 'POST', url: '/api/orders', headers: t.auth, payload: { userId: 1, quantity: 100, numlistId: 1 } });
    expect(noKey.json()).toMatchObject({ fields: { idempotencyKey: "Clé d'idempotence requise" } });
  });
});
