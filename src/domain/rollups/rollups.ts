// Daily rollups of sales and money for closed UTC days, so the dashboard and history summaries never scan every order.
import { type SQL, sql } from 'drizzle-orm';
import { STARS_PROVIDER } from '../../contracts/payments';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { isActiveCustomer } from '../../db/schema';
import { checkWindows, moveWindowedSale, moveWindows } from './customer-windows';

/**
 * A day is closed (and may be rolled up) once it ended this long ago: a purchase or deposit is dated by its
 * transaction's start, so one still open across midnight must have committed before its day is summed.
 */
const CLOSE_DELAY = sql`interval '15 minutes'`;
/** Days summed per transaction when catching up, so no statement runs long (PGlite shares the process). */
const CHUNK_DAYS = 31;

/** The shop's day of a timestamp (UTC), and the instant a day starts: every report and figure counts days this way. */
export const utcDay = (column: SQL) => sql`((${column}) at time zone 'UTC')::date`;
export const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;
/** The instant a day given as YYYY-MM-DD starts. */
export const atDayStart = (day: string) => dayStart(sql`${day}::date`);

async function currentState(db: Executor, lock: 'update' | 'share' | null): Promise<string | null> {
  const lockClause = lock === 'update' ? sql` for update` : lock === 'share' ? sql` for share` : sql``;
  const rows = await queryRows<{ d: string }>(db, sql`select rolled_up_until::text as d from rollup_state where id = 1${lockClause}`);
  return rows[0]?.d ?? null;
}

/**
 * Rolls up every closed day not rolled up yet, one chunk of days per transaction. Cheap when up to date (two reads);
 * called by the readers, so whichever instance reads first after midnight does the day's work. Concurrent callers
 * queue on the state row's lock and find the work done.
 */
export async function refreshRollups(db: Db): Promise<void> {
  const [now] = await queryRows<{ boundary: string; until: string | null; windows: string | null }>(
    db,
    sql`select ((now() at time zone 'UTC') - ${CLOSE_DELAY})::date::text as boundary,
               (select rolled_up_until::text from rollup_state where id = 1) as until,
               (select windows_until::text from rollup_state where id = 1) as windows`,
  );
  const { boundary, until } = now;
  if (until !== null && until >= boundary && now.windows === until) return;
  if (until === null) {
    // First run: start at the earliest day that holds data (or at the boundary on an empty shop).
    await db.execute(sql`
      insert into rollup_state (id, rolled_up_until)
      select 1, least(
        ${boundary}::date,
        (select ${utcDay(sql`min(purchase_date)`)} from purchase_history),
        (select ${utcDay(sql`min(completed_at)`)} from deposits where status = 'completed'),
        (select ${utcDay(sql`min(created_at)`)} from transactions))
      on conflict (id) do nothing`);
  }
  for (;;) {
    const more = await db.transaction(async (tx) => {
      const from = await currentState(tx, 'update');
      if (from === null || from >= boundary) return false;
      const rows = await queryRows<{ d: string }>(tx, sql`select least(${from}::date + ${CHUNK_DAYS}::int, ${boundary}::date)::text as d`);
      const to = rows[0].d;
      await tx.execute(sql`
        insert into sales_daily (day, status, country_id, operator_id, category_id, orders, numbers, amount_cents)
        select ${utcDay(sql`purchase_date`)}, status, coalesce(country_id, 0), coalesce(operator_id, 0), coalesce(category_id, 0),
               count(*), sum(quantity), sum(price_cents)
        from purchase_history
        where purchase_date >= ${dayStart(sql`${from}::date`)} and purchase_date < ${dayStart(sql`${to}::date`)}
        group by 1, 2, 3, 4, 5
        on conflict (day, status, country_id, operator_id, category_id) do update
        set orders = sales_daily.orders + excluded.orders, numbers = sales_daily.numbers + excluded.numbers,
            amount_cents = sales_daily.amount_cents + excluded.amount_cents`);
      await tx.execute(sql`
        insert into promotion_sales_daily (day, status, promotion_id, orders, amount_cents, discount_cents)
        select ${utcDay(sql`purchase_date`)}, status, promotion_id, count(*), sum(price_cents), sum(discount_cents)
        from purchase_history
        where promotion_id is not null and purchase_date >= ${dayStart(sql`${from}::date`)} and purchase_date < ${dayStart(sql`${to}::date`)}
        group by 1, 2, 3
        on conflict (day, status, promotion_id) do update
        set orders = promotion_sales_daily.orders + excluded.orders, amount_cents = promotion_sales_daily.amount_cents + excluded.amount_cents,
            discount_cents = promotion_sales_daily.discount_cents + excluded.discount_cents`);
      await tx.execute(sql`
        insert into money_daily (day, deposits_count, deposits_cents, transactions_count)
        select coalesce(d.day, t.day), coalesce(d.n, 0), coalesce(d.cents, 0), coalesce(t.n, 0)
        from (
          select ${utcDay(sql`completed_at`)} as day, count(*)::int as n, sum(amount_cents) as cents
          from deposits
          where status = 'completed' and completed_at >= ${dayStart(sql`${from}::date`)} and completed_at < ${dayStart(sql`${to}::date`)}
          group by 1
        ) d
        full join (
          select ${utcDay(sql`created_at`)} as day, count(*)::int as n
          from transactions
          where created_at >= ${dayStart(sql`${from}::date`)} and created_at < ${dayStart(sql`${to}::date`)}
          group by 1
        ) t on t.day = d.day
        on conflict (day) do update
        set deposits_count = money_daily.deposits_count + excluded.deposits_count,
            deposits_cents = money_daily.deposits_cents + excluded.deposits_cents,
            transactions_count = money_daily.transactions_count + excluded.transactions_count`);
      await tx.execute(sql`
        insert into deposit_methods_daily (day, provider, crypto, deposits, amount_cents, stars)
        select ${utcDay(sql`completed_at`)}, provider, crypto, count(*)::int, sum(amount_cents), sum(${starsReceived(sql`deposits`)})
        from deposits
        where status = 'completed' and completed_at >= ${dayStart(sql`${from}::date`)} and completed_at < ${dayStart(sql`${to}::date`)}
        group by 1, 2, 3
        on conflict (day, provider, crypto) do update
        set deposits = deposit_methods_daily.deposits + excluded.deposits,
            amount_cents = deposit_methods_daily.amount_cents + excluded.amount_cents,
            stars = deposit_methods_daily.stars + excluded.stars`);
      await tx.execute(sql`update rollup_state set rolled_up_until = ${to}::date, updated_at = now() where id = 1`);
      return to < boundary;
    });
    if (!more) break;
  }
  // The per-customer windows follow the closed days (customer-windows.ts); in their own transaction, once a day.
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ until: string; windows: string | null }>(
      tx,
      sql`select rolled_up_until::text as until, windows_until::text as windows from rollup_state where id = 1 for update`,
    );
    if (!rows[0]) return;
    await tx.execute(sql`set local work_mem = '32MB'`);
    await moveWindows(tx, rows[0].windows, rows[0].until);
  });
}

/**
 * Keeps sales_daily true when a rolled-up order changes status (a refund): its figures move from one status row to
 * the other. Runs in the refund's transaction; the share lock on the state row makes it wait for a rollup in progress.
 */
export async function moveRolledUpSale(tx: Executor, purchaseId: number, from: string, to: string): Promise<void> {
  const until = await currentState(tx, 'share');
  if (until === null) return;
  await tx.execute(sql`
    with p as (
      select ${utcDay(sql`purchase_date`)} as day, coalesce(country_id, 0) as country_id, coalesce(operator_id, 0) as operator_id,
             coalesce(category_id, 0) as category_id, quantity, price_cents
      from purchase_history
      where id = ${purchaseId} and purchase_date < ${dayStart(sql`${until}::date`)}
    ), out as (
      update sales_daily s set orders = s.orders - 1, numbers = s.numbers - p.quantity, amount_cents = s.amount_cents - p.price_cents
      from p
      where s.day = p.day and s.status = ${from} and s.country_id = p.country_id and s.operator_id = p.operator_id
        and s.category_id = p.category_id
    )
    insert into sales_daily (day, status, country_id, operator_id, category_id, orders, numbers, amount_cents)
    select day, ${to}, country_id, operator_id, category_id, 1, quantity, price_cents from p
    on conflict (day, status, country_id, operator_id, category_id) do update
    set orders = sales_daily.orders + 1, numbers = sales_daily.numbers + excluded.numbers,
        amount_cents = sales_daily.amount_cents + excluded.amount_cents`);
  await tx.execute(sql`
    with p as (
      select ${utcDay(sql`purchase_date`)} as day, promotion_id, price_cents, discount_cents
      from purchase_history
      where id = ${purchaseId} and promotion_id is not null and purchase_date < ${dayStart(sql`${until}::date`)}
    ), out as (
      update promotion_sales_daily s
      set orders = s.orders - 1, amount_cents = s.amount_cents - p.price_cents, discount_cents = s.discount_cents - p.discount_cents
      from p
      where s.day = p.day and s.status = ${from} and s.promotion_id = p.promotion_id
    )
    insert into promotion_sales_daily (day, status, promotion_id, orders, amount_cents, discount_cents)
    select day, ${to}, promotion_id, 1, price_cents, discount_cents from p
    on conflict (day, status, promotion_id) do update
    set orders = promotion_sales_daily.orders + 1, amount_cents = promotion_sales_daily.amount_cents + excluded.amount_cents,
        discount_cents = promotion_sales_daily.discount_cents + excluded.discount_cents`);
  await moveWindowedSale(tx, purchaseId, from, to);
}

/** `fromDay` / `toDay` (YYYY-MM-DD, both included) keep a report's days only, so it reads no older rollup rows. */
export type SalesFilter = { status?: string; operatorId?: number; countryId?: number; fromDay?: string; toDay?: string };

/**
 * Every sale as rows of (day, status, country_id, operator_id, category_id, orders, numbers, amount_cents): the
 * rollup for closed days plus purchase_history read live from the first day not rolled up. Use inside one statement
 * (a CTE), so both halves come from one snapshot. Filters are applied inside each half.
 */
export function salesRows(filter: SalesFilter = {}): SQL {
  const rolled: SQL[] = [sql`true`];
  const live: SQL[] = [sql`ph.purchase_date >= ${dayStart(sql`st.until`)}`];
  if (filter.status) {
    rolled.push(sql`s.status = ${filter.status}`);
    live.push(sql`ph.status = ${filter.status}`);
  }
  if (filter.operatorId != null) {
    rolled.push(sql`s.operator_id = ${filter.operatorId}`);
    live.push(sql`ph.operator_id = ${filter.operatorId}`);
  }
  if (filter.countryId != null) {
    rolled.push(sql`s.country_id = ${filter.countryId}`);
    live.push(sql`ph.country_id = ${filter.countryId}`);
  }
  if (filter.fromDay) {
    rolled.push(sql`s.day >= ${filter.fromDay}::date`);
    live.push(sql`ph.purchase_date >= ${dayStart(sql`${filter.fromDay}::date`)}`);
  }
  if (filter.toDay) {
    rolled.push(sql`s.day <= ${filter.toDay}::date`);
    live.push(sql`ph.purchase_date < ${dayStart(sql`${filter.toDay}::date + 1`)}`);
  }
  return sql`
    select s.day, s.status, s.country_id, s.operator_id, s.category_id, s.orders::bigint as orders, s.numbers, s.amount_cents
    from sales_daily s, st where s.day < st.until and ${sql.join(rolled, sql` and `)}
    union all
    select ${utcDay(sql`ph.purchase_date`)}, ph.status, coalesce(ph.country_id, 0), coalesce(ph.operator_id, 0),
           coalesce(ph.category_id, 0), 1::bigint, ph.quantity::bigint, ph.price_cents
    from purchase_history ph, st where ${sql.join(live, sql` and `)}`;
}

/**
 * Orders with a promotion as rows of (day, status, promotion_id, orders, amount_cents, discount_cents):
 * promotion_sales_daily for closed days plus the orders read live from the first day not rolled up; days as in
 * SalesFilter (both required).
 */
export function promotionRows(days: { status: string; fromDay: string; toDay: string }): SQL {
  return sql`
    select s.day, s.status, s.promotion_id, s.orders::bigint as orders, s.amount_cents, s.discount_cents
    from promotion_sales_daily s, st
    where s.day < st.until and s.status = ${days.status} and s.day >= ${days.fromDay}::date and s.day <= ${days.toDay}::date
    union all
    select ${utcDay(sql`ph.purchase_date`)}, ph.status, ph.promotion_id, 1::bigint, ph.price_cents, ph.discount_cents
    from purchase_history ph, st
    where ph.promotion_id is not null and ph.status = ${days.status} and ph.purchase_date >= ${dayStart(sql`st.until`)}
      and ph.purchase_date >= ${dayStart(sql`${days.fromDay}::date`)} and ph.purchase_date < ${dayStart(sql`${days.toDay}::date + 1`)}`;
}

/** The same for money: (day, deposits_count, deposits_cents, transactions_count), rollup plus live; days as in SalesFilter. */
export function moneyRows(days: { fromDay?: string; toDay?: string } = {}): SQL {
  const rolled: SQL[] = [];
  const deposits: SQL[] = [];
  const transactions: SQL[] = [];
  if (days.fromDay) {
    rolled.push(sql` and m.day >= ${days.fromDay}::date`);
    deposits.push(sql` and d.completed_at >= ${dayStart(sql`${days.fromDay}::date`)}`);
    transactions.push(sql` and t.created_at >= ${dayStart(sql`${days.fromDay}::date`)}`);
  }
  if (days.toDay) {
    rolled.push(sql` and m.day <= ${days.toDay}::date`);
    deposits.push(sql` and d.completed_at < ${dayStart(sql`${days.toDay}::date + 1`)}`);
    transactions.push(sql` and t.created_at < ${dayStart(sql`${days.toDay}::date + 1`)}`);
  }
  return sql`
    select m.day, m.deposits_count::bigint as deposits_count, m.deposits_cents, m.transactions_count::bigint as transactions_count
    from money_daily m, st where m.day < st.until${sql.join(rolled)}
    union all
    select ${utcDay(sql`d.completed_at`)}, 1::bigint, d.amount_cents, 0::bigint
    from deposits d, st where d.status = 'completed' and d.completed_at >= ${dayStart(sql`st.until`)}${sql.join(deposits)}
    union all
    select ${utcDay(sql`t.created_at`)}, 0::bigint, 0::bigint, 1::bigint
    from transactions t, st where t.created_at >= ${dayStart(sql`st.until`)}${sql.join(transactions)}`;
}

/**
 * The Telegram Stars a completed deposit brought in: the Stars Telegram says were paid (its paid_amount, whole Stars),
 * 0 for any other method, or for a Stars deposit an admin credited without a payment (decision 0137).
 */
const starsReceived = (deposit: SQL) =>
  sql`(case when ${deposit}.provider = ${STARS_PROVIDER} and ${deposit}.paid_amount ~ '^[0-9]{1,12}$' then ${deposit}.paid_amount::bigint else 0 end)`;

/**
 * Completed deposits as rows of (provider, crypto, day, deposits, amount_cents, stars): deposit_methods_daily for
 * closed days plus the deposits read live from the first day not rolled up; days as in SalesFilter (both required).
 */
export function depositMethodRows(days: { fromDay: string; toDay: string }): SQL {
  return sql`
    select m.provider, m.crypto, m.day, m.deposits::bigint as deposits, m.amount_cents, m.stars
    from deposit_methods_daily m, st where m.day < st.until and m.day >= ${days.fromDay}::date and m.day <= ${days.toDay}::date
    union all
    select d.provider, d.crypto, ${utcDay(sql`d.completed_at`)}, 1::bigint, d.amount_cents, ${starsReceived(sql`d`)}
    from deposits d, st
    where d.status = 'completed' and d.completed_at >= ${dayStart(sql`st.until`)}
      and d.completed_at >= ${dayStart(sql`${days.fromDay}::date`)} and d.completed_at < ${dayStart(sql`${days.toDay}::date + 1`)}`;
}

/** The CTE every rollup reader starts with: `st.until`, the first day not rolled up. */
export const rollupStateCte = sql`st as (select coalesce((select rolled_up_until from rollup_state where id = 1), '1970-01-01'::date) as until)`;

export type RollupMismatch = {
  table: 'sales_daily' | 'money_daily' | 'promotion_sales_daily' | 'deposit_methods_daily' | 'customer_windows' | 'customer_counts';
  day: string;
  detail: string;
};

/**
 * The rows of a rolled-up table (its closed days) that differ from `live`, the same sums made again from the rows it
 * rolls up (a query that may read `st`): per day and `keys`, each side's `figures` as 'a/b/c'; a row on one side only
 * counts as zeros on the other. The names are the code's own, never a caller's input.
 */
async function rollupDifferences<K extends string>(
  db: Executor,
  table: string,
  live: SQL,
  keys: readonly K[],
  figures: readonly string[],
  limit: number,
): Promise<({ day: string; live: string; rolled: string } & Record<K, string | number>)[]> {
  const name = (column: string) => sql.identifier(column);
  const list = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));
  const side = (alias: 'l' | 'r') => list(figures.map((f) => sql`coalesce(${sql.raw(alias)}.${name(f)}, 0)`), ', ');
  return queryRows(
    db,
    sql`
    with ${rollupStateCte},
    live as (${live})
    select ${list([sql`coalesce(l.day, r.day)::text as day`, ...keys.map((k) => sql`coalesce(l.${name(k)}, r.${name(k)}) as ${name(k)}`)], ', ')},
           concat_ws('/', ${side('l')}) as live,
           concat_ws('/', ${side('r')}) as rolled
    from live l
    full join (select r.* from ${name(table)} r, st where r.day < st.until) r
      on ${list([sql`r.day = l.day`, ...keys.map((k) => sql`r.${name(k)} = l.${name(k)}`)], ' and ')}
    where ${list(figures.map((f) => sql`coalesce(l.${name(f)}, 0) <> coalesce(r.${name(f)}, 0)`), ' or ')}
    order by 1
    limit ${limit}`,
  );
}

/**
 * Compares the rollups with the rows they sum (rolled-up days only), and the active-customer counter with the
 * users (day 'now'). Empty when they agree. A catalogue entry
 * deleted after its sales were rolled up (its id set to null in the orders) shows up here, harmlessly.
 */
export async function checkRollups(db: Executor, limit = 50): Promise<RollupMismatch[]> {
  const sales = await rollupDifferences(
    db,
    'sales_daily',
    sql`
      select ${utcDay(sql`purchase_date`)} as day, status, coalesce(country_id, 0) as country_id, coalesce(operator_id, 0) as operator_id,
             coalesce(category_id, 0) as category_id, count(*) as orders, sum(quantity) as numbers, sum(price_cents) as amount_cents
      from purchase_history, st where purchase_date < ${dayStart(sql`st.until`)}
      group by 1, 2, 3, 4, 5`,
    ['status', 'country_id', 'operator_id', 'category_id'],
    ['orders', 'numbers', 'amount_cents'],
    limit,
  );
  const money = await rollupDifferences(
    db,
    'money_daily',
    sql`
      select day, sum(dn) as deposits_count, sum(dc) as deposits_cents, sum(tn) as transactions_count from (
        select ${utcDay(sql`completed_at`)} as day, 1 as dn, amount_cents as dc, 0 as tn
        from deposits, st where status = 'completed' and completed_at < ${dayStart(sql`st.until`)}
        union all
        select ${utcDay(sql`created_at`)}, 0, 0, 1 from transactions, st where created_at < ${dayStart(sql`st.until`)}
      ) x group by day`,
    [],
    ['deposits_count', 'deposits_cents', 'transactions_count'],
    limit,
  );
  const methods = await rollupDifferences(
    db,
    'deposit_methods_daily',
    sql`
      select ${utcDay(sql`completed_at`)} as day, provider, crypto, count(*) as deposits, sum(amount_cents) as amount_cents,
             sum(${starsReceived(sql`deposits`)}) as stars
      from deposits, st where status = 'completed' and completed_at < ${dayStart(sql`st.until`)}
      group by 1, 2, 3`,
    ['provider', 'crypto'],
    ['deposits', 'amount_cents', 'stars'],
    limit,
  );
  const promotions = await rollupDifferences(
    db,
    'promotion_sales_daily',
    sql`
      select ${utcDay(sql`purchase_date`)} as day, status, promotion_id, count(*) as orders, sum(price_cents) as amount_cents,
             sum(discount_cents) as discount_cents
      from purchase_history, st where promotion_id is not null and purchase_date < ${dayStart(sql`st.until`)}
      group by 1, 2, 3`,
    ['status', 'promotion_id'],
    ['orders', 'amount_cents', 'discount_cents'],
    limit,
  );
  const windows = await checkWindows(db, limit);
  const [customers] = await queryRows<{ counted: number; kept: number | null }>(
    db,
    sql`select (select count(*)::int from users where ${isActiveCustomer}) as counted,
               (select active_customers from customer_counts where id = 1) as kept`,
  );
  const counterWrong = customers.kept !== customers.counted;
  return [
    ...(counterWrong
      ? [
          {
            table: 'customer_counts' as const,
            day: 'now',
            detail: `active customers: ${customers.counted} in users, ${customers.kept ?? 'no counter row'} kept`,
          },
        ]
      : []),
    ...sales.map((r) => ({
      table: 'sales_daily' as const,
      day: r.day,
      detail: `${r.status} country ${r.country_id} operator ${r.operator_id} category ${r.category_id}: orders/numbers/cents ${r.live} in the orders, ${r.rolled} rolled up`,
    })),
    ...money.map((r) => ({
      table: 'money_daily' as const,
      day: r.day,
      detail: `deposits/cents/transactions ${r.live} in the rows, ${r.rolled} rolled up`,
    })),
    ...methods.map((r) => ({
      table: 'deposit_methods_daily' as const,
      day: r.day,
      detail: `${r.provider}/${r.crypto}: deposits/cents/stars ${r.live} in the deposits, ${r.rolled} rolled up`,
    })),
    ...promotions.map((r) => ({
      table: 'promotion_sales_daily' as const,
      day: r.day,
      detail: `${r.status} promotion ${r.promotion_id}: orders/cents/discount ${r.live} in the orders, ${r.rolled} rolled up`,
    })),
    ...windows.map((w) => ({
      table: 'customer_windows' as const,
      day: 'window',
      detail: `${w.kind} ${w.days} days, customer ${w.userId}: ${w.detail}`,
    })),
  ];
}
