// A broadcast's deep link opened by one of its recipients, and what those customers bought within 7 days after:
// the figures that say what a broadcast sold (decision 0151).
import { eq, sql } from 'drizzle-orm';
import { ATTRIBUTION_DAYS } from '../../contracts/broadcasts';
import type { Executor } from '../../db/client';
import { operators } from '../../db/schema';
import { queryRows } from '../../db/query';
import { offerLists, type ShopCategoryRef, type ShopCountryRef, type ShopOperatorRef } from '../shop/catalogue';

/**
 * Records the first open of a broadcast's link by a customer it was sent to (later opens change nothing; a forwarded
 * link opened by someone else is not the broadcast's). Returns the operator's country, where the link leads, or null
 * when the operator is gone.
 */
export async function recordBroadcastOpen(
  db: Executor,
  open: { broadcastId: number; customerId: number; operatorId: number },
): Promise<{ recorded: boolean; countryId: number | null }> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`insert into broadcast_opens (broadcast_id, user_id, operator_id)
        select r.broadcast_id, r.user_id, ${open.operatorId}::int from broadcast_recipients r
        where r.broadcast_id = ${open.broadcastId} and r.user_id = ${open.customerId}
        on conflict do nothing
        returning user_id`,
  );
  const [operator] = await db.select({ countryId: operators.countryId }).from(operators).where(eq(operators.id, open.operatorId));
  return { recorded: rows.length > 0, countryId: operator?.countryId ?? null };
}

export type BroadcastSales = { opens: number; purchases: number; totalCents: number; buyers: number };

/** Opens, and the completed purchases of those who opened, from their open to 7 days after it. */
export async function broadcastSales(db: Executor, broadcastId: number): Promise<BroadcastSales> {
  const [row] = await queryRows<{ opens: string | number; purchases: string | number; total: string | number | null; buyers: string | number }>(
    db,
    sql`select (select count(*) from broadcast_opens where broadcast_id = ${broadcastId}) as opens,
               count(ph.id) as purchases, coalesce(sum(ph.price_cents), 0) as total, count(distinct ph.user_id) as buyers
        from broadcast_opens o
        join purchase_history ph on ph.user_id = o.user_id and ph.status = 'completed'
          and ph.purchase_date >= o.opened_at and ph.purchase_date < o.opened_at + ${ATTRIBUTION_DAYS}::int * interval '1 day'
        where o.broadcast_id = ${broadcastId}`,
  );
  return { opens: Number(row?.opens ?? 0), purchases: Number(row?.purchases ?? 0), totalCents: Number(row?.total ?? 0), buyers: Number(row?.buyers ?? 0) };
}

export type OperatorLanding = { category: ShopCategoryRef; country: ShopCountryRef; operator: ShopOperatorRef };

/**
 * Where the Mini App opens for a broadcast's link to an operator: its first category on sale (the Mini App's levels
 * are category → country → operator); null when nothing of it is on sale (the Mini App stays at its first level).
 */
export async function operatorLanding(db: Executor, operatorId: number): Promise<OperatorLanding | null> {
  const [offer] = (await offerLists(db, { operatorId })).offers;
  return offer ? { category: offer.category, country: offer.country, operator: offer.operator } : null;
}
