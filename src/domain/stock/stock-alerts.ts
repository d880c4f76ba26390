// Low-stock alerts: after a sale, is the operator still able to fill the minimum order? One alert per shortage.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { getSaleSettings } from '../settings/shop-settings';
import { eventStatement } from '../webhooks/events';
import { availableNumbersOf } from './sale-tallies';

/**
 * The job that checks an operator's stock after a sale; keyed per operator and database connection, so a burst of
 * sales makes one check per connection that sold.
 */
export const STOCK_CHECK_QUEUE = 'stock-check';

/**
 * The part of the purchase's statement that asks for the check (no extra round trip): a job per operator and
 * connection. When that job is already waiting or running, it is made due again and taken from its worker (who then
 * does not delete it on completion), so a sale committed after a running check read the stock is always checked once
 * more. Making it due again locks its row until the sale commits: with one row per operator, every buyer of the
 * operator queued for the one before's commit (decision 0115); with a row per connection (the server process id, as
 * the sale tallies), buyers on other connections never wait for it.
 */
export function stockCheckRequest(operatorId: number | null, after: string): SQL {
  if (operatorId == null) return sql``;
  return sql`, stock_check as (
      insert into jobs (queue, key, payload)
      select ${STOCK_CHECK_QUEUE}, ${`operator:${operatorId}:`} || pg_backend_pid(), ${JSON.stringify({ operatorId })}::jsonb from ${sql.raw(after)}
      on conflict (queue, key) do update
        set run_at = now(), locked_until = null, locked_by = null, attempts = 0, failed_at = null, last_error = null
    )`;
}

export type StockShortage = {
  operatorId: number;
  operatorName: string;
  countryName: string | null;
  countryFlag: string | null;
  availableNumbers: number;
  minimumQuantity: number;
};

/**
 * Checks an operator's stock (its active numlists) against the minimum order, and returns the shortage when admins
 * must be told of it now: once when stock falls short, and again only after it was restocked in between (stock is
 * then higher than the last check saw, since a sale only lowers it). Stock enough again forgets the shortage.
 * One statement decides, so two concurrent checks never both report the same shortage.
 */
export async function checkOperatorStock(db: Executor, operatorId: number): Promise<StockShortage | null> {
  const { minimumQuantity } = await getSaleSettings(db);
  const [row] = await queryRows<{
    operator_name: string;
    country_name: string | null;
    country_flag: string | null;
    available: number;
    alert: boolean | null;
  }>(
    db,
    sql`
    with stock as (
      select o.id, o.name as operator_name, c.name as country_name, c.flag as country_flag,
             coalesce((select sum(${availableNumbersOf(sql`n`)}) from numlists n where n.operator_id = o.id and n.is_active), 0)::int as available
      from operators o left join countries c on c.id = o.country_id
      where o.id = ${operatorId} and o.is_active
    ), enough as (
      delete from stock_alerts where operator_id = ${operatorId} and exists (select 1 from stock where available >= ${minimumQuantity})
    ), short as (
      insert into stock_alerts (operator_id, available_numbers)
      select id, available from stock where available < ${minimumQuantity}
      on conflict (operator_id) do update
        set available_numbers = excluded.available_numbers,
            alerted_at = case when stock_alerts.available_numbers < excluded.available_numbers then now() else stock_alerts.alerted_at end
      returning (xmax = 0 or alerted_at = now()) as alert
    ), ${eventStatement(
      'stock.low',
      sql`jsonb_build_object('operatorId', s.id, 'operatorName', s.operator_name, 'countryName', s.country_name, 'availableNumbers', s.available, 'minimumQuantity', ${minimumQuantity}::int)`,
      sql`(select stock.* from stock, short where short.alert) as s`,
    )}
    select stock.operator_name, stock.country_name, stock.country_flag, stock.available, (select alert from short) as alert from stock`,
  );
  if (!row?.alert) return null;
  return {
    operatorId,
    operatorName: row.operator_name,
    countryName: row.country_name,
    countryFlag: row.country_flag,
    availableNumbers: Number(row.available),
    minimumQuantity,
  };
}

/** Forgets a reported shortage whose alert could not be delivered, so the next check reports it again. */
export async function forgetStockAlert(db: Executor, operatorId: number): Promise<void> {
  await db.execute(sql`delete from stock_alerts where operator_id = ${operatorId}`);
}
