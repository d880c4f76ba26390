// The packs admins define per operator (shop_packs), as the Mini App and the bot's quantity buttons read them.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import type { PackDefinition } from './packs';

export type OperatorPack = PackDefinition & { categoryId: number | null };

/** Per operator, its active packs in the admin's order (a null category: for every category of the operator). */
export async function definedPacks(db: Executor, operatorIds: number[]): Promise<Map<number, OperatorPack[]>> {
  const packs = new Map<number, OperatorPack[]>();
  if (operatorIds.length === 0) return packs;
  // One array parameter rather than one per id: the categories level asks for every operator on sale at once.
  const ids = `{${[...new Set(operatorIds)].map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await queryRows<{ operator_id: number; category_id: number | null; quantity: number; name: string | null }>(
    db,
    sql`select operator_id, category_id, quantity, name from shop_packs
        where is_active and operator_id = any(${ids}::int[])
        order by operator_id, sort_order, quantity, id`,
  );
  for (const r of rows) {
    const operatorId = Number(r.operator_id);
    const pack = { categoryId: r.category_id == null ? null : Number(r.category_id), quantity: Number(r.quantity), name: r.name };
    const list = packs.get(operatorId);
    if (list) list.push(pack);
    else packs.set(operatorId, [pack]);
  }
  return packs;
}

/**
 * The packs that apply to one category of the operator, in the admin's order: those of that category and those of every
 * category; when both have the same quantity, the category's own (its name) wins.
 */
export function packsForCategory(packs: OperatorPack[], categoryId: number | null): PackDefinition[] {
  const own = new Set(packs.filter((p) => p.categoryId !== null && p.categoryId === categoryId).map((p) => p.quantity));
  return packs
    .filter((p) => (p.categoryId === null ? !own.has(p.quantity) : p.categoryId === categoryId))
    .map(({ quantity, name }) => ({ quantity, name }));
}

/**
 * The bot's quantity buttons for an operator: the quantities of its active packs (any category, since the bot sells the
 * operator's lists together), in the admin's order; null when it has none (the bot's presets then).
 */
export async function packQuantitiesOf(db: Executor, operatorId: number): Promise<number[] | null> {
  const packs = (await definedPacks(db, [operatorId])).get(operatorId) ?? [];
  if (packs.length === 0) return null;
  return [...new Set(packs.map((p) => p.quantity))];
}
