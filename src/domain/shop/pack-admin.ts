// Admins' packs per operator (the « Produits » page): list with the figures the Mini App shows, add, change, remove, order; audited.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopSettings } from '../../contracts/settings';
import type { Executor } from '../../db/client';
import { categories, countries, operators, shopPacks } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError, isUniqueViolation, notFound } from '../errors';
import { checkQuantity, MAX_PURCHASE_QUANTITY } from '../orders/order-rules';
import { getShopSettings } from '../settings/shop-settings';
import { type OfferLists, offerLists, type ShopCategoryRef, type ShopProduct, shopProductOf, shopProducts } from './catalogue';
import { packsForCategory } from './pack-definitions';
import { isSellable, packsOf } from './packs';

export type StoredPack = typeof shopPacks.$inferSelect;

/** How a pack sells in one category of its operator now; onSale false: below the shop's minimum, the Mini App hides it. */
type PackOffer = { category: ShopCategoryRef; priceCents: number; stock: number; lowStock: boolean; onSale: boolean };
export type AdminPack = StoredPack & { categoryName: string | null; offers: PackOffer[] };

export type OperatorPacks = {
  operator: { id: number; name: string; countryName: string | null; countryFlag: string | null };
  minimumQuantity: number;
  maximumQuantity: number;
  packs: AdminPack[];
  /** What the Mini App sells for the operator now, per category in stock. */
  preview: Array<{ category: ShopCategoryRef; usesPresets: boolean; products: ShopProduct[] }>;
};

export type PackInput = { categoryId: number | null; quantity: number; name: string | null; isActive: boolean };
type Actor = { actorUserId: number | null };

async function operatorOf(db: Executor, operatorId: number) {
  const [row] = await db
    .select({ id: operators.id, name: operators.name, countryId: operators.countryId, countryName: countries.name, countryFlag: countries.flag })
    .from(operators)
    .leftJoin(countries, eq(countries.id, operators.countryId))
    .where(eq(operators.id, operatorId));
  if (!row) throw notFound('operator', { id: operatorId });
  return row;
}

/** A pack of one category prices and stocks from that category's lists; a pack of every category, from each of them. */
function offersOfPack(pack: StoredPack, lists: OfferLists[], categoryName: string | null, settings: ShopSettings): PackOffer[] {
  const groups = pack.categoryId === null ? lists : lists.filter((o) => o.category.id === pack.categoryId);
  const sold = groups.length > 0 ? groups : [{ category: { id: pack.categoryId, name: categoryName }, lists: [] }];
  return sold.map((group) => {
    // Below the shop's minimum the Mini App hides it: still show its figures, flagged as not on sale.
    const [figures] = packsOf(group.lists, [{ quantity: pack.quantity, name: pack.name }], { ...settings, minimumQuantity: 1 });
    const product = shopProductOf(figures, settings);
    return { category: group.category, priceCents: product.priceCents, stock: product.stock, lowStock: product.lowStock, onSale: isSellable(pack.quantity, settings) };
  });
}

/** An operator's packs (inactive ones too) in the admin's order, with how each sells now, and the Mini App's view of it. */
export async function listOperatorPacks(db: Executor, operatorId: number): Promise<OperatorPacks> {
  const operator = await operatorOf(db, operatorId);
  const [stored, { offers, settings }] = await Promise.all([
    db
      .select({ pack: shopPacks, categoryName: categories.name })
      .from(shopPacks)
      .leftJoin(categories, eq(categories.id, shopPacks.categoryId))
      .where(eq(shopPacks.operatorId, operatorId))
      .orderBy(asc(shopPacks.sortOrder), asc(shopPacks.quantity), asc(shopPacks.id)),
    offerLists(db, { operatorId }),
  ]);
  const packs = stored.map(({ pack, categoryName }) => ({ ...pack, categoryName, offers: offersOfPack(pack, offers, categoryName, settings) }));
  const active = stored.filter((s) => s.pack.isActive).map((s) => s.pack);
  const preview =
    operator.countryId === null
      ? []
      : await Promise.all(
          offers.map(async (offer) => ({
            category: offer.category,
            usesPresets: !packsForCategory(active, offer.category.id).some((p) => isSellable(p.quantity, settings)),
            products: (await shopProducts(db, offer.category.id, offer.country.id, operatorId)).products,
          })),
        );
  return {
    operator: { id: operator.id, name: operator.name, countryName: operator.countryName, countryFlag: operator.countryFlag },
    minimumQuantity: settings.minimumQuantity,
    maximumQuantity: MAX_PURCHASE_QUANTITY,
    packs,
    preview,
  };
}

/** The shop's minimum and the purchase maximum, as a purchase of that quantity would be refused. */
async function checkPackQuantity(db: Executor, quantity: number) {
  const settings = await getShopSettings(db);
  checkQuantity(quantity, settings.minimumQuantity, settings.unitPriceMicros);
}

async function checkCategory(db: Executor, categoryId: number | null) {
  if (categoryId === null) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new DomainError('INVALID_REFERENCES', { missing: ['category'] });
}

async function refuseDuplicate(db: Executor, operatorId: number, categoryId: number | null, quantity: number, exceptId?: number) {
  const [clash] = await db
    .select({ id: shopPacks.id })
    .from(shopPacks)
    .where(
      and(
        eq(shopPacks.operatorId, operatorId),
        sql`coalesce(${shopPacks.categoryId}, 0) = ${categoryId ?? 0}`,
        eq(shopPacks.quantity, quantity),
        exceptId ? sql`${shopPacks.id} <> ${exceptId}` : undefined,
      ),
    );
  if (clash) throw duplicatePack(categoryId, quantity);
}
const duplicatePack = (categoryId: number | null, quantity: number) => new DomainError('DUPLICATE_PACK', { categoryId, quantity });

/** Two admins adding the same pack at once: the unique index refuses the second, said as the duplicate it is. */
async function asDuplicate<T>(input: { categoryId: number | null; quantity: number }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePack(input.categoryId, input.quantity);
    throw error;
  }
}

const auditDetails = (p: StoredPack) => ({ operatorId: p.operatorId, categoryId: p.categoryId, quantity: p.quantity, name: p.name, isActive: p.isActive });

export async function createPack(db: Executor, input: PackInput & { operatorId: number }, actor: Actor): Promise<StoredPack> {
  await operatorOf(db, input.operatorId);
  await checkCategory(db, input.categoryId);
  await checkPackQuantity(db, input.quantity);
  await refuseDuplicate(db, input.operatorId, input.categoryId, input.quantity);
  return asDuplicate(input, () =>
    db.transaction(async (tx) => {
      // New packs come last in the operator's order.
      const [row] = await tx
        .insert(shopPacks)
        .values({
          ...input,
          sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from shop_packs where operator_id = ${input.operatorId})`,
        })
        .returning();
      await recordAudit(tx, { ...actor, action: 'pack.create', entityType: 'shop_pack', entityId: row.id, details: auditDetails(row) });
      return row;
    }),
  );
}

export async function updatePack(db: Executor, id: number, input: Partial<PackInput>, actor: Actor): Promise<StoredPack> {
  const [current] = await db.select().from(shopPacks).where(eq(shopPacks.id, id));
  if (!current) throw notFound('pack', { id });
  const next = { categoryId: input.categoryId === undefined ? current.categoryId : input.categoryId, quantity: input.quantity ?? current.quantity };
  if (input.categoryId !== undefined) await checkCategory(db, next.categoryId);
  if (input.quantity !== undefined) await checkPackQuantity(db, next.quantity);
  if (input.categoryId !== undefined || input.quantity !== undefined) await refuseDuplicate(db, current.operatorId, next.categoryId, next.quantity, id);
  return asDuplicate(next, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(shopPacks)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(shopPacks.id, id))
        .returning();
      if (!row) throw notFound('pack', { id });
      await recordAudit(tx, { ...actor, action: 'pack.update', entityType: 'shop_pack', entityId: id, details: { before: auditDetails(current), after: auditDetails(row) } });
      return row;
    }),
  );
}

export async function deletePack(db: Executor, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(shopPacks).where(eq(shopPacks.id, id)).returning();
    if (!row) throw notFound('pack', { id });
    await recordAudit(tx, { ...actor, action: 'pack.delete', entityType: 'shop_pack', entityId: id, details: auditDetails(row) });
  });
}

/** The operator's packs in this order (ids of other operators ignored; packs left out keep their place after these). */
export async function reorderPacks(db: Executor, operatorId: number, ids: number[], actor: Actor): Promise<void> {
  await operatorOf(db, operatorId);
  await db.transaction(async (tx) => {
    const packs = await tx.select({ id: shopPacks.id }).from(shopPacks).where(eq(shopPacks.operatorId, operatorId)).orderBy(asc(shopPacks.sortOrder), asc(shopPacks.quantity), asc(shopPacks.id)).for('update');
    const own = new Set(packs.map((p) => p.id));
    const listed = [...new Set(ids)].filter((id) => own.has(id));
    const order = [...listed, ...packs.map((p) => p.id).filter((id) => !listed.includes(id))];
    for (const [i, id] of order.entries()) await tx.update(shopPacks).set({ sortOrder: i }).where(eq(shopPacks.id, id));
    await recordAudit(tx, { ...actor, action: 'pack.reorder', entityType: 'operator', entityId: operatorId, details: { order } });
  });
}
