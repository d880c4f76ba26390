// Proves the books: for every user, balance = opening balance + sum of the ledger, and the totals match it.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { formatEuros } from './money';

export type LedgerProblem = {
  userId: number;
  username: string | null;
  /** balance | total_deposits | total_purchases | negative_balance | running_balance | order_ledger | order_numbers | deposit_ledger */
  check: string;
  expected: string;
  actual: string;
  /** The ledger row, order or deposit concerned, when the problem is about one. */
  reference?: string;
};

export type LedgerReport = {
  ok: boolean;
  usersChecked: number;
  ledgerEntries: number;
  problems: LedgerProblem[];
};

/**
 * Checks, reading only:
 * - balance = opening balance + sum(ledger), and never negative;
 * - total_deposits = sum of 'deposit' rows; total_purchases = -(sum of 'purchase' and 'refund' rows), i.e. net sales;
 * - each ledger row's balance_after = opening + the running sum up to it (the chain is unbroken);
 * - every order has exactly one 'purchase' row of minus its price (and one 'refund' row of its price if refunded),
 *   and as many delivered numbers as its quantity;
 * - every completed deposit was credited exactly once, with its amount, and no other deposit was credited.
 * At most `limit` problems of each kind are listed.
 */
export async function checkLedger(db: Executor, limit = 100): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  const counts = await queryRows<{ users: number; entries: string | number }>(db, 
    sql`select (select count(*)::int from users) as users, (select count(*) from ledger_entries) as entries`,
  );

  const totals = await queryRows<{
    id: number;
    username: string;
    opening: string | number;
    balance: string | number;
    deposits: string | number;
    purchases: string | number;
    ledger_sum: string | number;
    ledger_deposits: string | number;
    ledger_purchases: string | number;
  }>(db, sql`
    with sums as (
      select user_id, sum(amount_cents) as total,
             coalesce(sum(amount_cents) filter (where kind = 'deposit'), 0) as deposits,
             -coalesce(sum(amount_cents) filter (where kind in ('purchase', 'refund')), 0) as purchases
      from ledger_entries group by user_id
    )
    select u.id, u.username, u.opening_balance_cents as opening, u.balance_cents as balance,
           u.total_deposits_cents as deposits, u.total_purchases_cents as purchases,
           coalesce(s.total, 0) as ledger_sum, coalesce(s.deposits, 0) as ledger_deposits, coalesce(s.purchases, 0) as ledger_purchases
    from users u left join sums s on s.user_id = u.id
    where u.balance_cents <> u.opening_balance_cents + coalesce(s.total, 0)
       or u.balance_cents < 0
       or u.total_deposits_cents <> coalesce(s.deposits, 0)
       or u.total_purchases_cents <> coalesce(s.purchases, 0)
    order by u.id
    limit ${limit}`);
  for (const r of totals) {
    const balance = Number(r.balance);
    const expected = Number(r.opening) + Number(r.ledger_sum);
    if (balance !== expected) {
      problems.push({ userId: r.id, username: r.username, check: 'balance', expected: formatEuros(expected), actual: formatEuros(balance) });
    }
    if (balance < 0) problems.push({ userId: r.id, username: r.username, check: 'negative_balance', expected: '≥ 0.00', actual: formatEuros(balance) });
    if (Number(r.deposits) !== Number(r.ledger_deposits)) {
      problems.push({
        userId: r.id,
        username: r.username,
        check: 'total_deposits',
        expected: formatEuros(Number(r.ledger_deposits)),
        actual: formatEuros(Number(r.deposits)),
      });
    }
    if (Number(r.purchases) !== Number(r.ledger_purchases)) {
      problems.push({
        userId: r.id,
        username: r.username,
        check: 'total_purchases',
        expected: formatEuros(Number(r.ledger_purchases)),
        actual: formatEuros(Number(r.purchases)),
      });
    }
  }

  const chain = await queryRows<{ user_id: number; username: string; id: string | number; after: string | number; expected: string | number }>(db, sql`
    select l.user_id, u.username, l.id, l.balance_after_cents as after, u.opening_balance_cents + l.running as expected
    from (
      select user_id, id, balance_after_cents, sum(amount_cents) over (partition by user_id order by id) as running
      from ledger_entries
    ) l join users u on u.id = l.user_id
    where l.balance_after_cents <> u.opening_balance_cents + l.running or l.balance_after_cents < 0
    order by l.user_id, l.id
    limit ${limit}`);
  for (const r of chain) {
    problems.push({
      userId: r.user_id,
      username: r.username,
      check: 'running_balance',
      expected: formatEuros(Number(r.expected)),
      actual: formatEuros(Number(r.after)),
      reference: `ledger #${r.id}`,
    });
  }

  const orders = await queryRows<{ id: number; user_id: number; username: string | null; expected: string | number; actual: string | number }>(db, sql`
    with l as (
      select reference_id, sum(amount_cents) filter (where kind = 'purchase') as paid, count(*) filter (where kind = 'purchase') as n_paid,
             sum(amount_cents) filter (where kind = 'refund') as refunded, count(*) filter (where kind = 'refund') as n_refunded
      from ledger_entries where reference_type = 'order' group by reference_id
    )
    select ph.id, ph.user_id, u.username,
           (case when ph.status = 'refunded' then 0 else -ph.price_cents end) as expected,
           coalesce(l.paid, 0) + coalesce(l.refunded, 0) as actual
    from purchase_history ph
    left join l on l.reference_id = ph.id::text
    left join users u on u.id = ph.user_id
    where coalesce(l.n_paid, 0) <> 1
       or l.paid <> -ph.price_cents
       or coalesce(l.n_refunded, 0) <> (case when ph.status = 'refunded' then 1 else 0 end)
       or (ph.status = 'refunded' and l.refunded <> ph.price_cents)
    order by ph.id
    limit ${limit}`);
  for (const r of orders) {
    problems.push({
      userId: r.user_id,
      username: r.username,
      check: 'order_ledger',
      expected: formatEuros(Number(r.expected)),
      actual: formatEuros(Number(r.actual)),
      reference: `order #${r.id}`,
    });
  }

  const delivered = await queryRows<{ id: number; user_id: number; username: string | null; quantity: number; rows: string | number }>(
    db,
    sql`
    select ph.id, ph.user_id, u.username, ph.quantity, coalesce(n.rows, 0) as rows
    from purchase_history ph
    left join (select purchase_id, count(*) as rows from order_numbers group by purchase_id) n on n.purchase_id = ph.id
    left join users u on u.id = ph.user_id
    where coalesce(n.rows, 0) <> ph.quantity
    order by ph.id
    limit ${limit}`,
  );
  for (const r of delivered) {
    problems.push({
      userId: r.user_id,
      username: r.username,
      check: 'order_numbers',
      expected: `${r.quantity} numéros`,
      actual: `${Number(r.rows)} numéros`,
      reference: `order #${r.id}`,
    });
  }

  const deposits = await queryRows<{ id: number; user_id: number; username: string | null; expected: string | number; actual: string | number }>(db, sql`
    with l as (
      select reference_id, sum(amount_cents) as credited, count(*) as n
      from ledger_entries where reference_type = 'deposit' and kind = 'deposit' group by reference_id
    )
    select d.id, d.user_id, u.username,
           (case when d.status = 'completed' then d.amount_cents else 0 end) as expected, coalesce(l.credited, 0) as actual
    from deposits d
    left join l on l.reference_id = d.id::text
    left join users u on u.id = d.user_id
    where coalesce(l.n, 0) <> (case when d.status = 'completed' then 1 else 0 end)
       or coalesce(l.credited, 0) <> (case when d.status = 'completed' then d.amount_cents else 0 end)
    order by d.id
    limit ${limit}`);
  for (const r of deposits) {
    problems.push({
      userId: r.user_id,
      username: r.username,
      check: 'deposit_ledger',
      expected: formatEuros(Number(r.expected)),
      actual: formatEuros(Number(r.actual)),
      reference: `deposit #${r.id}`,
    });
  }

  return {
    ok: problems.length === 0,
    usersChecked: Number(counts[0]?.users ?? 0),
    ledgerEntries: Number(counts[0]?.entries ?? 0),
    problems,
  };
}
