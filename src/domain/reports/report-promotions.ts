// What promotions gave away over a period against the one before: the discount, the orders with a promotion, and per
// promotion its orders, discount and revenue, from the daily rollups (promotion_sales_daily) plus today's orders.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { type Trend, trend as trendOf } from './dashboard';
import type { ReportPeriod } from './report-period';
import { promotionRows, refreshRollups, rollupStateCte } from '../rollups/rollups';

type PromotionRow = {
  promotionId: number;
  /** The promotion's name now (a renamed promotion keeps one row), else the name its last order recorded. */
  name: string | null;
  orders: number;
  discountCents: number;
  revenueCents: number;
};

export type PromotionsReport = {
  period: ReportPeriod;
  /** Completed orders only: a refunded order gave nothing away. */
  discountCents: Trend;
  promotedOrders: Trend;
  /** Promotions used in the current period, the largest discount first. */
  rows: PromotionRow[];
};

export async function getPromotionsReport(db: Db, period: ReportPeriod): Promise<PromotionsReport> {
  await refreshRollups(db);
  const rows = await queryRows<{ promotion_id: number; name: string | null; current: boolean; orders: string; discount: string; revenue: string }>(
    db,
    sql`
    with ${rollupStateCte},
    promoted as (${promotionRows({ status: 'completed', fromDay: period.previous.from, toDay: period.current.to })}),
    g as (
      select promotion_id, day >= ${period.current.from}::date as current,
             sum(orders)::text as orders, sum(discount_cents)::text as discount, sum(amount_cents)::text as revenue
      from promoted group by 1, 2
    )
    select g.promotion_id, coalesce(p.name,
             (select ph.promotion_name from purchase_history ph where ph.promotion_id = g.promotion_id order by ph.id desc limit 1)) as name,
           g.current, g.orders, g.discount, g.revenue
    from g left join promotions p on p.id = g.promotion_id`,
  );
  const sum = (current: boolean, figure: 'orders' | 'discount') => rows.filter((r) => r.current === current).reduce((s, r) => s + Number(r[figure]), 0);
  return {
    period,
    discountCents: trendOf(sum(true, 'discount'), sum(false, 'discount')),
    promotedOrders: trendOf(sum(true, 'orders'), sum(false, 'orders')),
    rows: rows
      .filter((r) => r.current)
      .map((r) => ({
        promotionId: Number(r.promotion_id),
        name: r.name,
        orders: Number(r.orders),
        discountCents: Number(r.discount),
        revenueCents: Number(r.revenue),
      }))
      .sort((a, b) => b.discountCents - a.discountCents || b.orders - a.orders || (a.name ?? '').localeCompare(b.name ?? '', 'fr')),
  };
}
