// Per-customer sums over the closed days of each report preset (customer_windows): built, slid day by day, kept right by refunds, checked.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { PRESET_DAYS } from '../../contracts/reports';

export type WindowKind = 'sales' | 'deposits' | 'deposits_before';

/**
 * A window of `span` closed days ending `lag` days before the state's day `u`: days [u − lag − span, u − lag − 1].
 * For a preset of N days ending today (u = today): the current period's closed days are span N − 1, lag 0 (today is
 * read live); the previous period is span N, lag N − 1 (all closed). Top customers need the current sales only (the
 * ten's previous spend is read per customer); deposits need the depositors of both periods.
 */
export type WindowDef = { kind: WindowKind; days: number; span: number; lag: number };

/** Presets of a day are cheap to read from the rows and get no window. */
const WINDOW_DAYS = Object.values(PRESET_DAYS)
  .filter((n) => n > 1)
  .sort((a, b) => a - b);

const WINDOWS: WindowDef[] = WINDOW_DAYS.flatMap((n) => [
  { kind: 'sales' as const, days: n, span: n - 1, lag: 0 },
  { kind: 'deposits' as const, days: n, span: n - 1, lag: 0 },
  { kind: 'deposits_before' as const, days: n, span: n, lag: n - 1 },
]);

/** The instant a day (a date expression) starts, UTC (as rollups.ts counts days). */
const startOf = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;
const dayMinus = (day: string, n: number) => sql`(${day}::date - ${n}::int)`;

/** (user_id, value) of the rows a window kind counts, dated in [from, to). */
function sourceRows(kind: WindowKind, from: SQL, to: SQL, sign: 1 | -1 = 1): SQL {
  if (kind === 'sales') {
    return sql`select user_id, ${sign}::int as n, ${sign}::bigint * price_cents as cents from purchase_history
               where status = 'completed' and purchase_date >= ${from} and purchase_date < ${to}`;
  }
  return sql`select user_id, ${sign}::int as n, ${sign}::bigint * amount_cents as cents from deposits
             where status = 'completed' and completed_at >= ${from} and completed_at < ${to}`;
}

/** Start and end instants of a window at state day `until`. */
function windowBounds(w: WindowDef, until: string): { from: SQL; to: SQL } {
  return { from: startOf(dayMinus(until, w.lag + w.span)), to: startOf(dayMinus(until, w.lag)) };
}

/** Deletes a window's emptied rows and takes them off its size. */
async function dropEmpty(tx: Executor, w: { kind: string; days: number }): Promise<void> {
  await tx.execute(sql`
    with gone as (delete from customer_windows where kind = ${w.kind} and days = ${w.days} and count <= 0 returning 1)
    update customer_window_sizes set customers = customers - (select count(*)::int from gone) where kind = ${w.kind} and days = ${w.days}`);
}

/** Counts a window's rows into its size (after a rebuild or a slide: once a day). */
async function recount(tx: Executor, w: { kind: string; days: number }): Promise<void> {
  await tx.execute(sql`
    insert into customer_window_sizes (kind, days, customers)
    select ${w.kind}, ${w.days}::int, count(*)::int from customer_windows where kind = ${w.kind} and days = ${w.days}
    on conflict (kind, days) do update set customers = excluded.customers`);
}

/** Rebuilds one window from the rows for state day `until`. */
async function rebuildWindow(tx: Executor, w: WindowDef, until: string): Promise<void> {
  const { from, to } = windowBounds(w, until);
  await tx.execute(sql`delete from customer_windows where kind = ${w.kind} and days = ${w.days}`);
  await tx.execute(sql`
    insert into customer_windows (kind, days, user_id, count, amount_cents)
    select ${w.kind}, ${w.days}::int, user_id, sum(n)::int, sum(cents) from (${sourceRows(w.kind, from, to)}) x group by user_id`);
  await recount(tx, w);
}

/**
 * Slides one window from state day `from` to `to` (later): adds the days entering, takes out the days leaving. Exact
 * whatever the distance, since the window held the rows' sum at `from`; costs the rows of both day ranges.
 */
async function slideWindow(tx: Executor, w: WindowDef, from: string, to: string): Promise<void> {
  const entering = sourceRows(w.kind, startOf(dayMinus(from, w.lag)), startOf(dayMinus(to, w.lag)), 1);
  const leaving = sourceRows(w.kind, startOf(dayMinus(from, w.lag + w.span)), startOf(dayMinus(to, w.lag + w.span)), -1);
  await tx.execute(sql`
    insert into customer_windows (kind, days, user_id, count, amount_cents)
    select ${w.kind}, ${w.days}::int, user_id, sum(n)::int, sum(cents) from (${entering} union all ${leaving}) x group by user_id
    on conflict (kind, days, user_id) do update
    set count = customer_windows.count + excluded.count, amount_cents = customer_windows.amount_cents + excluded.amount_cents`);
  await tx.execute(sql`delete from customer_windows where kind = ${w.kind} and days = ${w.days} and count <= 0`);
  await recount(tx, w);
}

const daysApart = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Brings every window to state day `until` (inside the caller's transaction, which holds the rollup state's row
 * lock). A window is slid when the days to add and remove are fewer than it holds, rebuilt otherwise (first run, or a
 * shop nobody read for weeks).
 */
export async function moveWindows(tx: Executor, windowsUntil: string | null, until: string): Promise<void> {
  if (windowsUntil === until) return;
  let rebuilt = false;
  for (const w of WINDOWS) {
    const gap = windowsUntil === null ? Number.POSITIVE_INFINITY : daysApart(windowsUntil, until);
    if (gap > 0 && gap * 2 < w.span && windowsUntil !== null) await slideWindow(tx, w, windowsUntil, until);
    else {
      await rebuildWindow(tx, w, until);
      rebuilt = true;
    }
  }
  await tx.execute(sql`update rollup_state set windows_until = ${until}::date where id = 1`);
  // Fresh statistics, or the planner takes a rebuilt window for a few rows (PGlite has no autovacuum).
  if (rebuilt) await tx.execute(sql`analyze customer_windows`);
}

/**
 * A rolled-up order changing status (a refund): its spend leaves (or enters) every sales window holding its day.
 * Runs in the refund's transaction, under the share lock moveRolledUpSale took on the state row.
 */
export async function moveWindowedSale(tx: Executor, purchaseId: number, from: string, to: string): Promise<void> {
  const sign = (to === 'completed' ? 1 : 0) - (from === 'completed' ? 1 : 0);
  if (sign === 0) return;
  const spans = sql.join(
    WINDOWS.filter((w) => w.kind === 'sales').map((w) => sql`(${w.days}::int, ${w.span}::int, ${w.lag}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into customer_windows (kind, days, user_id, count, amount_cents)
    select 'sales', w.days, p.user_id, ${sign}::int, ${sign}::bigint * p.price_cents
    from purchase_history p, rollup_state s, (values ${spans}) as w(days, span, lag)
    where p.id = ${purchaseId} and s.id = 1 and s.windows_until is not null
      and ((p.purchase_date at time zone 'UTC')::date) between s.windows_until - w.lag - w.span and s.windows_until - w.lag - 1
    on conflict (kind, days, user_id) do update
    set count = customer_windows.count + excluded.count, amount_cents = customer_windows.amount_cents + excluded.amount_cents`);
  for (const w of WINDOWS.filter((x) => x.kind === 'sales')) {
    if (sign < 0) await dropEmpty(tx, w);
    else await recount(tx, w); // a customer may have entered the window
  }
}

/** The window a report period can read, if any: it must start where the period starts and end where it ends or today begins. */
export function windowFor(kind: WindowKind, period: { from: string; to: string; days: number }, until: string): WindowDef | null {
  for (const w of WINDOWS) {
    if (w.kind !== kind || w.days !== period.days) continue;
    const first = addDay(until, -(w.lag + w.span));
    const last = addDay(until, -(w.lag + 1));
    // The days after the window ([until, to]) are read live, so only a window ending yesterday may leave some.
    if (first === period.from && (last === period.to || (w.lag === 0 && period.to >= until))) return w;
  }
  return null;
}

const addDay = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export type WindowMismatch = { kind: string; days: number; userId: number; detail: string };

/** Every window against the rows it sums (for checkRollups); empty when they agree or no window is built. */
export async function checkWindows(db: Executor, limit: number): Promise<WindowMismatch[]> {
  const [state] = await queryRows<{ until: string | null }>(db, sql`select windows_until::text as until from rollup_state where id = 1`);
  if (!state?.until) return [];
  const out: WindowMismatch[] = [];
  for (const w of WINDOWS) {
    const { from, to } = windowBounds(w, state.until);
    const rows = await queryRows<{ user_id: number; live: string; kept: string }>(
      db,
      sql`
      select coalesce(l.user_id, k.user_id) as user_id, concat_ws('/', coalesce(l.n, 0), coalesce(l.cents, 0)) as live,
             concat_ws('/', coalesce(k.count, 0), coalesce(k.amount_cents, 0)) as kept
      from (select user_id, sum(n) as n, sum(cents) as cents from (${sourceRows(w.kind, from, to)}) x group by user_id) l
      full join (select * from customer_windows where kind = ${w.kind} and days = ${w.days}) k on k.user_id = l.user_id
      where coalesce(l.n, 0) <> coalesce(k.count, 0) or coalesce(l.cents, 0) <> coalesce(k.amount_cents, 0)
      order by 1 limit ${limit}`,
    );
    for (const r of rows) out.push({ kind: w.kind, days: w.days, userId: r.user_id, detail: `count/cents ${r.live} in the rows, ${r.kept} kept` });
    const [size] = await queryRows<{ counted: number; kept: number | null }>(
      db,
      sql`select (select count(*)::int from customer_windows where kind = ${w.kind} and days = ${w.days}) as counted,
                 (select customers from customer_window_sizes where kind = ${w.kind} and days = ${w.days}) as kept`,
    );
    if (size.counted !== size.kept) out.push({ kind: w.kind, days: w.days, userId: 0, detail: `${size.counted} customers, size kept ${size.kept}` });
  }
  return out;
}
