// Proves the books: for every user, balance = opening balance + sum of the ledger, and the totals match it.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/** The rows of a check's `bad` CTE (id, user_id, expected, actual) as problems, a reference like 'order #12' each. */
const badRowsReported = (problem: string, referenceKind: string, limit: number) => sql`
      select b.user_id, u.username, ${sql.raw(`'${problem}'`)} as problem, b.expected, b.actual, ${sql.raw(`'${referenceKind} #'`)} || b.id as reference
      from bad b left join users u on u.id = b.user_id
      order by b.id
      limit ${limit}`;

type LedgerCheck =
  | 'balance'
  | 'negative_balance'
  | 'total_deposits'
  | 'total_purchases'
  | 'running_balance'
  | 'order_ledger'
  | 'order_numbers'
  | 'deposit_ledger'
  | 'referral_ledger'
  | 'deposit_refund_ledger';

export type LedgerProblem = {
  userId: number;
  username: string | null;
  check: LedgerCheck;
  /** In `unit`: cents for money, a count of numbers for order_numbers. negative_balance expects at least 0. */
  expected: number;
  actual: number;
  unit: 'cents' | 'numbers';
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
 * The joins on a text reference (ledger_entries.reference_id = the order's or deposit's id as text) compute their
 * problems in a MATERIALIZED step before the ORDER BY … LIMIT: planned for the LIMIT, PostgreSQL expected to find
 * problems early and chose a nested loop over every pair, which on healthy books (no problem to stop at) took minutes at
 * 50,000 orders (found by the load test, bench/LOADTEST.md).
 *
 * Each check is one read-only query answering the same columns (user_id, username, problem, expected, actual, reference),
 * one row per problem, at most `limit`.
 */
const checks: Array<{ unit: LedgerProblem['unit']; query: (limit: number) => SQL }> = [
  {
    // balance = opening + sum(ledger) and never negative; total_deposits = net deposits ('deposit' and 'deposit_refund'
    // rows); total_purchases = net sales.
    unit: 'cents',
    query: (limit) => sql`
      with sums as (
        select user_id, sum(amount_cents) as total,
               coalesce(sum(amount_cents) filter (where kind in ('deposit', 'deposit_refund')), 0) as deposits,
               -coalesce(sum(amount_cents) filter (where kind in ('purchase', 'refund')), 0) as purchases
        from ledger_entries group by user_id
      )
      select u.id as user_id, u.username, c.problem, c.expected, c.actual, null as reference
      from users u left join sums s on s.user_id = u.id
      cross join lateral (values
        (1, 'balance', u.opening_balance_cents + coalesce(s.total, 0), u.balance_cents),
        (2, 'negative_balance', 0, u.balance_cents),
        (3, 'total_deposits', coalesce(s.deposits, 0), u.total_deposits_cents),
        (4, 'total_purchases', coalesce(s.purchases, 0), u.total_purchases_cents)
      ) as c(ord, problem, expected, actual)
      where case when c.problem = 'negative_balance' then c.actual < 0 else c.expected <> c.actual end
      order by u.id, c.ord
      limit ${limit}`,
  },
  {
    // Each ledger row's balance_after = opening + the running sum up to it: the chain is unbroken.
    unit: 'cents',
    query: (limit) => sql`
      select l.user_id, u.username, 'running_balance' as problem, u.opening_balance_cents + l.running as expected,
             l.balance_after_cents as actual, 'ledger #' || l.id as reference
      from (
        select user_id, id, balance_after_cents, sum(amount_cents) over (partition by user_id order by id) as running
        from ledger_entries
      ) l join users u on u.id = l.user_id
      where l.balance_after_cents <> u.opening_balance_cents + l.running or l.balance_after_cents < 0
      order by l.user_id, l.id
      limit ${limit}`,
  },
  {
    // Every order has exactly one 'purchase' row of minus its price, and one 'refund' row per refund (order_refunds) adding
    // up to what the order says was refunded, never more than its price; it is 'refunded' exactly when all its numbers are.
    unit: 'cents',
    query: (limit) => sql`
      with l as (
        select reference_id, sum(amount_cents) filter (where kind = 'purchase') as paid, count(*) filter (where kind = 'purchase') as n_paid,
               sum(amount_cents) filter (where kind = 'refund') as refunded, count(*) filter (where kind = 'refund') as n_refunded
        from ledger_entries where reference_type = 'order' group by reference_id
      ),
      r as (select purchase_id, count(*) as n, sum(amount_cents) as amount from order_refunds group by purchase_id),
      bad as materialized (
        select ph.id, ph.user_id, -ph.price_cents + ph.refunded_cents as expected,
               coalesce(l.paid, 0) + coalesce(l.refunded, 0) as actual
        from purchase_history ph
        left join l on l.reference_id = ph.id::text
        left join r on r.purchase_id = ph.id
        where coalesce(l.n_paid, 0) <> 1
           or l.paid <> -ph.price_cents
           or coalesce(l.n_refunded, 0) <> coalesce(r.n, 0)
           or coalesce(l.refunded, 0) <> ph.refunded_cents
           or coalesce(r.amount, 0) <> ph.refunded_cents
           or ph.refunded_cents > ph.price_cents
           or (ph.status = 'refunded') <> (ph.refunded_quantity = ph.quantity)
      )
      ${badRowsReported('order_ledger', 'order', limit)}`,
  },
  {
    // Every order delivered as many numbers as its quantity.
    unit: 'numbers',
    query: (limit) => sql`
      select ph.user_id, u.username, 'order_numbers' as problem, ph.quantity as expected, coalesce(n.rows, 0) as actual,
             'order #' || ph.id as reference
      from purchase_history ph
      left join (select purchase_id, count(*) as rows from order_numbers group by purchase_id) n on n.purchase_id = ph.id
      left join users u on u.id = ph.user_id
      where coalesce(n.rows, 0) <> ph.quantity
      order by ph.id
      limit ${limit}`,
  },
  {
    // Every completed deposit was credited exactly once, with its amount, and no other deposit was credited.
    unit: 'cents',
    query: (limit) => sql`
      with l as (
        select reference_id, sum(amount_cents) as credited, count(*) as n
        from ledger_entries where reference_type = 'deposit' and kind = 'deposit' group by reference_id
      ),
      bad as materialized (
        select d.id, d.user_id, (case when d.status = 'completed' then d.amount_cents else 0 end) as expected, coalesce(l.credited, 0) as actual
        from deposits d
        left join l on l.reference_id = d.id::text
        where coalesce(l.n, 0) <> (case when d.status = 'completed' then 1 else 0 end)
           or coalesce(l.credited, 0) <> (case when d.status = 'completed' then d.amount_cents else 0 end)
      )
      ${badRowsReported('deposit_ledger', 'deposit', limit)}`,
  },
  {
    // A Stars deposit being refunded or refunded was debited its amount once, net (a refund Telegram refused is debited
    // then credited back, net nothing, decision 0137); no other deposit was, and only a credited one is refunded.
    unit: 'cents',
    query: (limit) => sql`
      with l as (
        select reference_id, sum(amount_cents) as debited
        from ledger_entries where reference_type = 'deposit' and kind = 'deposit_refund' group by reference_id
      ),
      bad as materialized (
        select d.id, d.user_id, (case when d.refund_status is not null then -d.amount_cents else 0 end) as expected, coalesce(l.debited, 0) as actual
        from deposits d
        left join l on l.reference_id = d.id::text
        where coalesce(l.debited, 0) <> (case when d.refund_status is not null then -d.amount_cents else 0 end)
           or (d.refund_status is not null and d.status <> 'completed')
      )
      ${badRowsReported('deposit_refund_ledger', 'deposit', limit)}`,
  },
  {
    // Every referral reward was paid exactly once to its referrer, with its amount, and no other referral was paid.
    unit: 'cents',
    query: (limit) => sql`
      with l as (
        select user_id, reference_id, sum(amount_cents) as paid, count(*) as n
        from ledger_entries where kind = 'referral' group by user_id, reference_id
      )
      select coalesce(r.referrer_user_id, l.user_id) as user_id, u.username, 'referral_ledger' as problem,
             coalesce(r.reward_cents, 0) as expected, coalesce(l.paid, 0) as actual,
             'referral of user #' || coalesce(r.referred_user_id::text, l.reference_id) as reference
      from referrals r
      full join l on l.reference_id = r.referred_user_id::text and l.user_id = r.referrer_user_id
      left join users u on u.id = coalesce(r.referrer_user_id, l.user_id)
      where coalesce(l.n, 0) <> (case when coalesce(r.reward_cents, 0) > 0 then 1 else 0 end)
         or coalesce(l.paid, 0) <> coalesce(r.reward_cents, 0)
      order by 1
      limit ${limit}`,
  },
];

type ProblemRow = {
  user_id: number;
  username: string | null;
  problem: LedgerCheck;
  expected: string | number;
  actual: string | number;
  reference: string | null;
};

/** Runs every check, reading only. At most `limit` problems of each kind are listed. */
export async function checkLedger(db: Executor, limit = 100): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  const counts = await queryRows<{ users: number; entries: string | number }>(
    db,
    sql`select (select count(*)::int from users) as users, (select count(*) from ledger_entries) as entries`,
  );
  for (const { unit, query } of checks) {
    for (const r of await queryRows<ProblemRow>(db, query(limit))) {
      problems.push({
        userId: r.user_id,
        username: r.username,
        check: r.problem,
        expected: Number(r.expected),
        actual: Number(r.actual),
        unit,
        ...(r.reference ? { reference: r.reference } : {}),
      });
    }
  }
  return {
    ok: problems.length === 0,
    usersChecked: Number(counts[0]?.users ?? 0),
    ledgerEntries: Number(counts[0]?.entries ?? 0),
    problems,
  };
}
