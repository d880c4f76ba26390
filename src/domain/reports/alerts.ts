// What the back office's bell shows: numlists on sale that can no longer fill an order, and deposits still waiting.
import { inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { deposits } from '../../db/schema';
import { OPEN_DEPOSIT_STATUSES, SELF_SETTLING_PROVIDERS } from '../wallet/deposits';
import { getSaleSettings } from '../settings/shop-settings';
import { numlistsInStock } from '../stock/sale-tallies';

/** At most this many lists are named; the count says how many there are in all. */
const ALERT_LIST_LIMIT = 10;

type EmptyingNumlist = {
  id: number;
  name: string;
  countryName: string | null;
  countryFlag: string | null;
  operatorName: string | null;
  availableNumbers: number;
};

export type Alerts = {
  /** The smallest order (setting): a list with fewer numbers cannot fill one. */
  minimumQuantity: number;
  /** Active numlists holding fewer numbers than the smallest order, emptiest first. */
  soldOut: { count: number; lists: EmptyingNumlist[] };
  /** Deposits the customer started that no payment has completed or failed yet. */
  pendingDeposits: { count: number; oldestAt: Date | null };
};

export async function getAlerts(db: Executor): Promise<Alerts> {
  const { minimumQuantity } = await getSaleSettings(db);
  const lists = await queryRows<{
    id: number;
    name: string;
    country_name: string | null;
    country_flag: string | null;
    operator_name: string | null;
    available_numbers: number;
    total: number;
  }>(
    db,
    sql`
    select n.id, n.name, c.name as country_name, c.flag as country_flag, o.name as operator_name, n.available as available_numbers,
           count(*) over ()::int as total
    from ${numlistsInStock} n
    left join countries c on c.id = n.country_id
    left join operators o on o.id = n.operator_id
    where n.is_active and n.available < ${minimumQuantity}
    order by n.available, n.name, n.id
    limit ${ALERT_LIST_LIMIT}`,
  );
  const [waiting] = await queryRows<{ count: number; oldest: string | Date | null }>(
    db,
    // What waits for an admin: a manual deposit, or money a provider could not settle by itself (partial, repeated);
    // a crypto deposit merely waiting for the chain is the provider's business, not the admin's.
    sql`select count(*)::int as count, min(created_at) as oldest from deposits
        where ${inArray(deposits.status, [...OPEN_DEPOSIT_STATUSES])}
          and (${notInArray(deposits.provider, [...SELF_SETTLING_PROVIDERS])} or review_reason is not null)`,
  );
  return {
    minimumQuantity,
    soldOut: {
      count: lists[0]?.total ?? 0,
      lists: lists.map((l) => ({
        id: l.id,
        name: l.name,
        countryName: l.country_name,
        countryFlag: l.country_flag,
        operatorName: l.operator_name,
        availableNumbers: l.available_numbers,
      })),
    },
    pendingDeposits: { count: waiting?.count ?? 0, oldestAt: waiting?.oldest == null ? null : new Date(waiting.oldest) },
  };
}
