import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countOf, createCatalogue, createCustomer, createNumlist, scratchDatabase, setSetting } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { checkRollups } from '../rollups/rollups';
import { checkLedger } from './check-ledger';
import { createDeposit } from './deposits';
import { availableNumbersOf } from '../stock/sale-tallies';
import { suiteApp } from '../../../tests/support/suite-fixtures';

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('ledger check', () => {
  const t = suiteApp();

  it('holds after 1,000 concurrent purchases, credits, debits and deposit approvals, with stock exact and no number sold twice', async () => {
    const db = t.database.db;
    const rnd = random(20_251_121);
    const pick = <T>(items: T[]) => items[Math.floor(rnd() * items.length)];
    // Small orders, so the fiction ranges (20,000 numbers) can supply the whole run.
    await setSetting(db, 'minimum_purchase_quantity', '10');
    const c = await createCatalogue(db);
    const lists = [
      await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 4000, createdAt: new Date('2024-01-01') }),
      await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 4000, offset: 4000, unitPriceMicros: 5000, createdAt: new Date('2024-02-01') }),
      await createNumlist(db, { countryId: c.countryId, operatorId: c.operatorId, count: 600, offset: 8000, createdAt: new Date('2024-03-01') }),
    ];
    const stockBefore = 8600;
    const users = await Promise.all(Array.from({ length: 25 }, (_, i) => createCustomer(db, { balanceCents: Math.floor(rnd() * 400) + (i % 5) * 10 })));
    const deposits: number[] = [];
    for (let i = 0; i < 40; i++) {
      const { deposit } = await createDeposit(db, { userId: pick(users), provider: 'mix', providerPaymentId: `mix-${i}`, crypto: 'btc', amountCents: 600 + i });
      deposits.push(deposit.transactionId as number);
    }

    const ops: Array<() => Promise<{ statusCode: number }>> = [];
    for (let i = 0; i < 1000; i++) {
      const r = rnd();
      const userId = pick(users);
      if (r < 0.55) {
        const source = rnd() < 0.5 ? { numlistId: pick(lists) } : { countryId: c.countryId, operatorId: c.operatorId };
        const payload = { userId, quantity: 10 + Math.floor(rnd() * 21), idempotencyKey: `mix-${rnd() < 0.05 ? 'dup' : i}-${userId}`, ...source };
        ops.push(() => t.app.inject({ method: 'POST', url: '/api/orders', headers: t.auth, payload }));
      } else if (r < 0.75) {
        ops.push(() =>
          t.app.inject({ method: 'POST', url: `/api/users/${userId}/add-credit`, headers: t.auth, payload: { amount: (rnd() * 2).toFixed(2).replace('0.00', '0.01') } }),
        );
      } else if (r < 0.96) {
        ops.push(() =>
          t.app.inject({ method: 'POST', url: `/api/users/${userId}/remove-credit`, headers: t.auth, payload: { amount: (rnd() * 1.5 + 0.01).toFixed(2) } }),
        );
      } else {
        const txn = pick(deposits);
        ops.push(() => t.app.inject({ method: 'POST', url: `/api/transactions/${txn}/${rnd() < 0.8 ? 'approve' : 'reject'}`, headers: t.auth }));
      }
    }
    const results = await Promise.all(ops.map((op) => op()));
    const unexpected = results.filter((r) => ![200, 201, 402, 409].includes(r.statusCode));
    expect(unexpected).toEqual([]);
    // The mix must actually exercise each path, refusals included.
    expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThan(100);
    expect(results.filter((r) => r.statusCode === 402).length).toBeGreaterThan(10);

    const report = await checkLedger(db);
    expect(report.problems).toEqual([]);
    expect(report.ledgerEntries).toBeGreaterThan(500);
    const sold = await countOf(db, sql`select coalesce(sum(quantity), 0) as n from purchase_history`);
    expect(await countOf(db, sql`select count(*) as n from order_numbers`)).toBe(sold);
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers`)).toBe(stockBefore - sold);
    expect(await countOf(db, sql`select sum(${availableNumbersOf()}) as n from numlists`)).toBe(stockBefore - sold);
    expect(await countOf(db, sql`select count(*) as n from (select number from order_numbers group by number having count(*) > 1) d`)).toBe(0);
    expect(await countOf(db, sql`select count(*) as n from users where balance_cents < 0`)).toBe(0);
    await setSetting(db, 'minimum_purchase_quantity', '100');
    // A thousand transactions on a busy machine: PGlite runs them one at a time (beside two other test files).
  }, 120_000);

  it('names the user and the check when the books are wrong', async () => {
    const db = t.database.db;
    const victim = await createCustomer(db, { balanceCents: 500, username: 'falsifie' });
    await t.app.inject({ method: 'POST', url: `/api/users/${victim}/add-credit`, headers: t.auth, payload: { amount: '1.00' } });
    expect((await checkLedger(db)).ok).toBe(true);

    // A balance changed behind the ledger's back.
    await db.execute(sql`update users set balance_cents = balance_cents + 1 where id = ${victim}`);
    let report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual({ userId: victim, username: 'falsifie', check: 'balance', expected: 600, actual: 601, unit: 'cents' });
    await db.execute(sql`update users set balance_cents = balance_cents - 1 where id = ${victim}`);

    // Totals that do not match the ledger.
    await db.execute(sql`update users set total_deposits_cents = 700, total_purchases_cents = 5 where id = ${victim}`);
    report = await checkLedger(db);
    expect(report.problems.map((p) => p.check).sort()).toEqual(['total_deposits', 'total_purchases']);
    await db.execute(sql`update users set total_deposits_cents = 0, total_purchases_cents = 0 where id = ${victim}`);

    // A ledger row whose balance_after breaks the chain.
    const [entry] = await queryRows<{ id: string }>(db, sql`select id from ledger_entries where user_id = ${victim}`);
    await db.execute(sql`update ledger_entries set balance_after_cents = 999 where id = ${entry.id}`);
    report = await checkLedger(db);
    expect(report.problems).toEqual([expect.objectContaining({ userId: victim, check: 'running_balance', reference: `ledger #${entry.id}` })]);
    await db.execute(sql`update ledger_entries set balance_after_cents = 600 where id = ${entry.id}`);

    // An order without its ledger row, and a deposit marked completed without a credit.
    const order = await createCustomer(db, { balanceCents: 0, username: 'sans_ecriture' });
    await db.execute(sql`insert into purchase_history (user_id, quantity, price_cents, unit_price_micros) values (${order}, 100, 60, 6000)`);
    const { deposit } = await createDeposit(db, { userId: order, provider: 'test', providerPaymentId: 'ghost', crypto: 'btc', amountCents: 600 });
    await db.execute(sql`update deposits set status = 'completed' where id = ${deposit.id}`);
    report = await checkLedger(db);
    expect(report.problems.map((p) => [p.username, p.check])).toEqual([
      ['sans_ecriture', 'order_ledger'],
      ['sans_ecriture', 'order_numbers'],
      ['sans_ecriture', 'deposit_ledger'],
    ]);
    await db.execute(sql`delete from purchase_history where user_id = ${order}`);
    await db.execute(sql`update deposits set status = 'pending' where id = ${deposit.id}`);
    expect((await checkLedger(db)).ok).toBe(true);
    expect(await checkRollups(db)).toEqual([]);
  });
});

describe('npm run check:ledger', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-ledger.ts'], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('exits 0 on sound books and 1 naming the offending user otherwise', async () => {
    const scratch = await scratchDatabase('autoshop_ledger');
    try {
      let database = await scratch.open();
      await database.migrate();
      const user = await createCustomer(database.db, { balanceCents: 250, username: 'compte_juste' });
      await database.close();

      const ok = run(scratch.env);
      expect(ok.stderr).toBe('');
      expect(ok.status).toBe(0);
      expect(ok.stdout).toMatch(/OK: for every user, balance = opening balance \+ ledger/);

      database = await scratch.open();
      await database.db.execute(sql`update users set balance_cents = 9999 where id = ${user}`);
      await database.close();
      const bad = run(scratch.env);
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain(`user #${user} (compte_juste) balance: expected 2.50, found 99.99`);
    } finally {
      await scratch.drop();
    }
  }, 120_000); // two runs of the script, each a Node start, tsx and a database open: 7 s quiet, past 30 s under CI load
});
