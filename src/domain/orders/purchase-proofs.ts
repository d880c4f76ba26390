// Proof of sales: each purchase, anonymised (operator, country, quantity, time; never the buyer or a number), posted to
// the proof channel when a bot admin turned it on.
import { type SQL, sql } from 'drizzle-orm';
import { SETTING_KEYS } from '../../contracts/settings';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

export const PURCHASE_PROOF_QUEUE = 'purchase-proof';

/**
 * The part of the purchase's statement that asks for the post (no extra round trip): a job keyed by the order, only
 * while proof posts are turned on.
 */
export function purchaseProofRequest(after: string): SQL {
  return sql`, proof_post as (
      insert into jobs (queue, key, payload)
      select ${PURCHASE_PROOF_QUEUE}, 'order:' || ${sql.raw(after)}.id, jsonb_build_object('orderId', ${sql.raw(after)}.id) from ${sql.raw(after)}
      where exists (select 1 from settings where key = ${SETTING_KEYS.proofPostsEnabled} and value = 'true')
      on conflict (queue, key) do nothing
    )`;
}

/** What the channel may know of a sale. */
export type PurchaseProof = { quantity: number; operatorName: string | null; countryName: string | null; countryFlag: string | null; purchasedAt: Date };

export async function purchaseProof(db: Executor, orderId: number): Promise<PurchaseProof | null> {
  const [row] = await queryRows<{
    quantity: number;
    operator_name: string | null;
    country_name: string | null;
    country_flag: string | null;
    purchase_date: string | Date;
  }>(
    db,
    sql`select quantity, operator_name, country_name, country_flag, purchase_date from purchase_history where id = ${orderId} and status = 'completed'`,
  );
  if (!row) return null;
  return {
    quantity: Number(row.quantity),
    operatorName: row.operator_name,
    countryName: row.country_name,
    countryFlag: row.country_flag,
    purchasedAt: new Date(row.purchase_date),
  };
}
