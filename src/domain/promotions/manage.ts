// The back office's promotions: list, create, edit, activate, end, and the price of a sample order under one.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { camelColumns, queryRows } from '../../db/query';
import type { PromotionConditions, PromotionTier } from '../../db/schema/promotions';
import { recordAudit } from '../audit/record';
import { operatorOffer } from '../offers/on-sale';
import { DomainError, isUniqueViolation, notFound } from '../errors';
import { drawnLists, plannedMicros } from '../offers/pricing';
import { microsToCents } from '../wallet/money';
import { applyPromotion, conditionsMet, type PromotionType } from './discount';
import { normalizeCode, PROMO_CODE_PATTERN } from './selection';

/** scheduled: not started yet; active: in force; ended: past its end date; inactive: switched off by an admin. */
type PromotionStatus = 'scheduled' | 'active' | 'ended' | 'inactive';

export type PromotionInput = {
  name: string;
  description: string | null;
  type: PromotionType;
  value: number;
  tiers: PromotionTier[];
  isActive: boolean;
  startDate: Date | null;
  endDate: Date | null;
  conditions: PromotionConditions;
  code: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
};

export type Promotion = PromotionInput & {
  id: number;
  status: PromotionStatus;
  usesCount: number;
  /** Orders placed with it and what it took off them in all (refunded orders included: the discount was given). */
  orders: number;
  discountCents: number;
  createdAt: Date;
  updatedAt: Date;
};

type Raw = {
  id: number;
  name: string;
  description: string | null;
  type: PromotionType;
  value: string | number;
  tiers: PromotionTier[] | string;
  is_active: boolean;
  start_date: string | Date | null;
  end_date: string | Date | null;
  conditions: PromotionConditions | string;
  code: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses_count: number;
  status: PromotionStatus;
  orders: string | number;
  discount_cents: string | number;
  created_at: string | Date;
  updated_at: string | Date;
};

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const date = (v: string | Date | null) => (v == null ? null : new Date(v));

/** The promotion's columns taken as they come; toPromotion converts the rest. */
const PROMOTION_AS_READ = ['id', 'name', 'description', 'type', 'is_active', 'code', 'max_uses', 'max_uses_per_customer', 'uses_count', 'status'] as const;

function toPromotion(r: Raw): Promotion {
  return {
    ...camelColumns(r, PROMOTION_AS_READ),
    value: Number(r.value),
    tiers: json(r.tiers),
    startDate: date(r.start_date),
    endDate: date(r.end_date),
    conditions: json(r.conditions),
    orders: Number(r.orders),
    discountCents: Number(r.discount_cents),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

const selectPromotions = sql`
  select p.id, p.name, p.description, p.type, p.value, p.tiers, p.is_active, p.start_date, p.end_date, p.conditions, p.code,
         p.max_uses, p.max_uses_per_customer, p.uses_count, p.created_at, p.updated_at,
         case when not p.is_active then 'inactive'
              when p.end_date is not null and p.end_date <= now() then 'ended'
              when p.start_date is not null and p.start_date > now() then 'scheduled'
              else 'active' end as status,
         coalesce(u.orders, 0) as orders, coalesce(u.discount_cents, 0) as discount_cents
  from promotions p
  left join lateral (
    select count(*) as orders, sum(discount_cents) as discount_cents from purchase_history where promotion_id = p.id
  ) u on true`;

/** Every promotion, those in force first, then the newest. */
export async function listPromotions(db: Executor): Promise<Promotion[]> {
  const rows = await queryRows<Raw>(
    db,
    sql`${selectPromotions} order by case when p.is_active and (p.end_date is null or p.end_date > now()) then 0 else 1 end, p.id desc`,
  );
  return rows.map(toPromotion);
}

export async function getPromotion(db: Executor, id: number): Promise<Promotion> {
  const [row] = await queryRows<Raw>(db, sql`${selectPromotions} where p.id = ${id}`);
  if (!row) throw notFound('promotion', { id });
  return toPromotion(row);
}

/**
 * The domain's own checks (the contract has read the form): PROMOTION_INVALID with a reason (value, tiers, dates), a
 * code of the wrong shape as PROMOTION_INVALID (code). Returns the input as stored (code upper-case, tiers sorted).
 */
function checkPromotion(input: PromotionInput): PromotionInput {
  const { type, value } = input;
  if (type === 'percentage' && !(Number.isSafeInteger(value) && value >= 1 && value <= 10_000)) throw invalid('value');
  if (type === 'fixed' && !(Number.isSafeInteger(value) && value >= 1)) throw invalid('value');
  const tiers = type === 'tiers' ? [...input.tiers].sort((a, b) => a.fromQuantity - b.fromQuantity) : [];
  if (type === 'tiers') {
    const ok = (t: PromotionTier) => Number.isSafeInteger(t.fromQuantity) && t.fromQuantity >= 1 && Number.isSafeInteger(t.unitPriceMicros) && t.unitPriceMicros >= 0;
    if (tiers.length === 0 || !tiers.every(ok) || new Set(tiers.map((t) => t.fromQuantity)).size !== tiers.length) throw invalid('tiers');
  }
  if (input.startDate && input.endDate && input.endDate <= input.startDate) throw invalid('dates');
  const code = normalizeCode(input.code);
  if (code && !PROMO_CODE_PATTERN.test(code)) throw invalid('code');
  return { ...input, value: type === 'tiers' ? 0 : value, tiers, code };
}

const invalid = (reason: string) => new DomainError('PROMOTION_INVALID', { reason });

function values(p: PromotionInput) {
  return sql`${p.name}, ${p.description}, ${p.type}, ${p.value}::bigint, ${JSON.stringify(p.tiers)}::jsonb, ${p.isActive},
    ${p.startDate?.toISOString() ?? null}::timestamptz, ${p.endDate?.toISOString() ?? null}::timestamptz,
    ${JSON.stringify(p.conditions)}::jsonb, ${p.code}, ${p.maxUses}::int, ${p.maxUsesPerCustomer}::int`;
}

async function withCodeCheck<T>(work: () => Promise<T>, code: string | null): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'promotions_code_uq')) throw new DomainError('PROMO_CODE_TAKEN', { code });
    throw error;
  }
}

export async function createPromotion(db: Db, input: PromotionInput, actorUserId: number | null): Promise<Promotion> {
  const p = checkPromotion(input);
  const id = await withCodeCheck(
    () =>
      db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into promotions (name, description, type, value, tiers, is_active, start_date, end_date, conditions, code, max_uses,
                max_uses_per_customer, created_by)
              values (${values(p)}, ${actorUserId}::int) returning id`,
        );
        await recordAudit(tx, { actorUserId, action: 'promotion.create', entityType: 'promotion', entityId: row.id, details: { name: p.name } });
        return row.id;
      }),
    p.code,
  );
  return getPromotion(db, id);
}

/** Edits every field; the uses already counted stay (a limit lowered under them lets no further order use it). */
export async function updatePromotion(db: Db, id: number, input: PromotionInput, actorUserId: number | null): Promise<Promotion> {
  const p = checkPromotion(input);
  await withCodeCheck(
    () =>
      db.transaction(async (tx) => {
        const rows = await queryRows<{ id: number }>(
          tx,
          sql`update promotions set name = ${p.name}, description = ${p.description}, type = ${p.type}, value = ${p.value}::bigint,
                tiers = ${JSON.stringify(p.tiers)}::jsonb, is_active = ${p.isActive},
                start_date = ${p.startDate?.toISOString() ?? null}::timestamptz, end_date = ${p.endDate?.toISOString() ?? null}::timestamptz,
                conditions = ${JSON.stringify(p.conditions)}::jsonb, code = ${p.code}, max_uses_per_customer = ${p.maxUsesPerCustomer}::int,
                max_uses = case when ${p.maxUses}::int is null then null else greatest(${p.maxUses}::int, uses_count) end,
                updated_at = now()
              where id = ${id} returning id`,
        );
        if (!rows[0]) throw notFound('promotion', { id });
        await recordAudit(tx, { actorUserId, action: 'promotion.update', entityType: 'promotion', entityId: id, details: { name: p.name } });
      }),
    p.code,
  );
  return getPromotion(db, id);
}

/** Switched on again; one past its end date starts again without an end (the admin may then set one). */
export async function activatePromotion(db: Db, id: number, actorUserId: number | null): Promise<Promotion> {
  return setState(db, id, actorUserId, 'promotion.activate', sql`is_active = true, end_date = case when end_date <= now() then null else end_date end`);
}

/** Ended now: switched off, and its end date brought to now if it was later (the history keeps the orders it gave). */
export async function endPromotion(db: Db, id: number, actorUserId: number | null): Promise<Promotion> {
  return setState(db, id, actorUserId, 'promotion.end', sql`is_active = false, end_date = least(coalesce(end_date, now()), now())`);
}

async function setState(db: Db, id: number, actorUserId: number | null, action: string, set: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(tx, sql`update promotions set ${set}, updated_at = now() where id = ${id} returning id`);
    if (!rows[0]) throw notFound('promotion', { id });
    await recordAudit(tx, { actorUserId, action, entityType: 'promotion', entityId: id });
  });
  return getPromotion(db, id);
}

/** The preview of a sample order: what it costs now, and with this promotion alone (its dates, code and limits aside). */
export type PromotionPreview = {
  baseCents: number;
  priceCents: number;
  discountCents: number;
  /** False when the order does not meet the promotion's conditions (a first purchase is assumed). */
  conditionsMet: boolean;
  operatorName: string;
  countryName: string;
  countryFlag: string;
  available: number;
};

export async function previewPromotion(
  db: Executor,
  input: PromotionInput,
  sample: { countryId: number; operatorId: number; quantity: number },
): Promise<PromotionPreview> {
  const p = checkPromotion(input);
  const offer = await operatorOffer(db, sample.countryId, sample.operatorId);
  // Beyond the stock, the missing numbers are priced at the shop's price: a figure to show, as the packs do.
  const lists = [...offer.lists, { available: sample.quantity, unitPriceMicros: null, categoryId: null }];
  const baseMicros = plannedMicros(lists, sample.quantity, offer.shopPriceMicros);
  const order = {
    countryId: sample.countryId,
    operatorId: sample.operatorId,
    categoryIds: drawnLists(lists, sample.quantity).map((l) => l.categoryId),
    quantity: sample.quantity,
    baseMicros,
  };
  const met = conditionsMet(p.conditions, order, { hasOrdered: false, usesOf: new Map() });
  const applied = met ? applyPromotion({ ...p, id: 0, usesCount: 0 }, order) : null;
  const baseCents = microsToCents(baseMicros);
  return {
    baseCents,
    priceCents: applied?.priceCents ?? baseCents,
    discountCents: applied?.discountCents ?? 0,
    conditionsMet: met,
    operatorName: offer.operatorName,
    countryName: offer.countryName,
    countryFlag: offer.countryFlag,
    available: offer.available,
  };
}
