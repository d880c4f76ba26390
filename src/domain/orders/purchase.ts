// The purchase engine: one function for the bot, the shop page and the back office. One transaction, all or nothing.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError, isDeadlock, isUniqueViolation, notFound } from '../errors';
import { getSaleSettings } from '../settings/shop-settings';
import { stockCheckRequest } from '../stock/stock-alerts';
import { eventStatement, money } from '../webhooks/events';
import { purchaseProofRequest } from './purchase-proofs';
import { availableNumbersOf, FOLD_AFTER, foldSaleTallies, numlistsInStock } from '../stock/sale-tallies';
import { pickFromList, pickNumbers, tallyTaken, tallyTakenBy } from '../stock/take-numbers';
import { insufficientBalance } from '../wallet/ledger';
import { formatEuros, microsToCents } from '../wallet/money';
import { checkBalance, checkQuantity, checkStock, outOfStock } from './order-rules';
import type { AppliedPromotion } from '../promotions/discount';
import { buyerFactsFor, type Candidate, normalizeCode, type PromotionFactsRow, promotionFactsColumns, readPromotionFacts, selectPromotion } from '../promotions/selection';
import { drawnLists, plannedMicros } from '../offers/pricing';
import { abuseRulesColumn, checkPurchaseRate, countingRefusals } from '../abuse/rules';
import { customerBlocked } from '../abuse/blocking';
import { readAbuseRules } from '../../contracts/abuse';
import { type DeliveredOrder, deliveredOrder, findOrderByKey, getOrder, type Order } from './read';

export { MAX_PURCHASE_QUANTITY } from './order-rules';

/**
 * From one numlist, or from an operator's active numlists; `categoryId` (the Mini App's packs) keeps to the operator's
 * lists of that category (null: its lists without one); left out, every category (the bot).
 */
export type PurchaseSource = { numlistId: number } | { countryId: number; operatorId: number; categoryId?: number | null };

export type PurchaseInput = PurchaseSource & {
  userId: number;
  quantity: number;
  /** The same key twice (a double tap on "confirm", a retried request) returns the first order, charged once. */
  idempotencyKey: string;
  /** Who placed the order, audited in the purchase's own transaction (a replay writes nothing again). */
  audit?: PurchaseAudit;
  /**
   * A job queue that delivers the order elsewhere (the Mini App's file, sent to the bot chat): its job is written by the
   * purchase's own statement, so it exists exactly when the order does, and a replay queues nothing again.
   */
  deliveryQueue?: string;
  /**
   * A promo code the customer typed. The best promotion in force applies whether or not one is given (at most one per
   * order); a code that cannot apply refuses the order (PROMO_CODE_*), so the price charged is the price shown.
   */
  promoCode?: string | null;
  /**
   * One more condition, checked under the buyer's row lock once the cost is known and before anything is written: a
   * pending checkout's order refuses a cost other than the one the customer saw, or an order of the same offer placed
   * since (decision 0136). It throws to refuse; a replay of the key returns its order before it is asked.
   */
  precondition?: (tx: Tx, order: { costCents: number; operatorId: number | null }) => Promise<void>;
};

/**
 * The audit row of an order: the back office passes the admin buying for a customer ('order.create_for_user'); the
 * bot and the Mini App pass the customer and their own action the same way.
 */
type PurchaseAudit = { actorUserId: number | null; action: string };

/** numbers: those delivered, in sale order (also kept in order_numbers for re-download). */
export type PurchaseResult = DeliveredOrder & {
  /** True when the idempotency key had already bought: nothing was charged this time. */
  replayed: boolean;
};

type SourceList = { id: number; available: number; unitPriceMicros: number | null; categoryId: number | null; categoryName: string | null };
type Source = {
  lists: SourceList[];
  promotions: Candidate[];
  operatorId: number | null;
  operatorName: string | null;
  countryId: number | null;
  countryName: string | null;
  countryFlag: string | null;
};

/**
 * Buys `quantity` numbers for a user, from one numlist or from an operator's active numlists (oldest first).
 * Checks, in order: quantity ≥ the minimum (QUANTITY_TOO_SMALL, details.minimum); then, holding the buyer's row lock,
 * the idempotency key (a replay returns the first order, whatever else changed), the source exists and is on sale
 * (NOT_FOUND), the buyer's account is active (ACCOUNT_DEACTIVATED) and not blocked (CUSTOMER_BLOCKED), the anti-abuse purchase rate
 * (PURCHASE_RATE_LIMITED, decision 0142), stock (OUT_OF_STOCK: available, minimum), balance
 * (INSUFFICIENT_BALANCE: neededCents, balanceCents). The lock serialises one buyer's purchases and makes the key check exact under READ
 * COMMITTED. Then one statement debits the balance only if it covers the cost and writes the transaction, the history
 * row, the ledger row and, when given, the audit row; last, the numbers are taken (FOR UPDATE SKIP LOCKED), written to the order and
 * tallied against their lists (sale-tallies.ts: no row every buyer of a list writes). From one list that is four statements inside the transaction and one settings read before
 * it: every statement is a round trip (PostgreSQL) or a turn of the event loop (PGlite).
 *
 * The same statement queues the sale's follow-ups as jobs: a stock check of the operator (low-stock alerts) and, when
 * turned on, the proof channel's post.
 *
 * Price: each number costs its numlist's unit price (override) or the shop's; the order's cost is the exact sum,
 * rounded half-up to the cent once. An order drawing from several lists is recorded against the first one.
 */
export async function purchase(db: Db, input: PurchaseInput): Promise<PurchaseResult> {
  const key = input.idempotencyKey?.trim();
  if (!key || key.length > 200) throw new DomainError('INVALID_IDEMPOTENCY_KEY', { length: key?.length ?? 0, maximum: 200 });
  const { minimumQuantity: minimum, unitPriceMicros: shopPrice } = await getSaleSettings(db);
  const { quantity } = input;
  checkQuantity(quantity, minimum, shopPrice);

  for (let attempt = 1; ; attempt++) {
    let outcome: { replayOf: number } | Bought;
    try {
      // A refusal by a block or an anti-abuse rule is counted for the reports once the transaction has rolled back.
      outcome = await countingRefusals(db, () => db.transaction((tx) => buyInTransaction(tx, input, key, quantity, minimum, shopPrice)));
    } catch (error) {
      // Belt and braces: should two requests with one key ever both reach the insert, the unique index decides.
      if (isUniqueViolation(error, 'purchase_history_idempotency_uq')) {
        const winner = await findOrderByKey(db, input.userId, key);
        if (winner) return { ...(await deliveredOrder(db, winner)), replayed: true };
      }
      if ((error instanceof PlanChanged || isDeadlock(error)) && attempt < 3) continue;
      if (error instanceof PlanChanged) throw new DomainError('STOCK_CHANGED', { attempts: attempt });
      throw error;
    }
    if ('replayOf' in outcome) {
      const order = await getOrder(db, outcome.replayOf);
      if (!order) throw notFound('order', { id: outcome.replayOf });
      return { ...(await deliveredOrder(db, order)), replayed: true };
    }
    // After the commit, in a transaction of its own: the sale is final whatever the fold does, and a fold that fails
    // changes no count (the next sale past FOLD_AFTER folds again), so its error is not the customer's.
    for (const numlistId of outcome.toFold) await foldSaleTallies(db, numlistId).catch(() => 0);
    return outcome.result;
  }
}

/** A purchase made, and the lists whose sale tallies it found past FOLD_AFTER (see sale-tallies.ts). */
type Bought = { result: PurchaseResult; toFold: number[] };

/** The lists a concurrent buyer emptied first had another price: the planned charge is wrong, so start over. */
class PlanChanged extends Error {}

/**
 * The transaction. The buyer's row is locked first (one buyer's purchases run one after the other); the numbers are
 * taken and tallied on this connection's row for the list, so buyers of one list never wait for each other's commit.
 */
async function buyInTransaction(
  tx: Tx,
  input: PurchaseInput,
  key: string,
  quantity: number,
  minimum: number,
  shopPrice: number,
): Promise<{ replayOf: number } | Bought> {
  // The anti-abuse rules are read by the lock's own statement (no round trip more per purchase).
  const buyers = await queryRows<{
    balance_cents: string | number;
    telegram_id: string | number | null;
    telegram_username: string | null;
    is_active: boolean;
    blocked: boolean;
    created_at: string | Date;
    abuse_rules: string | null;
  }>(
    tx,
    sql`select balance_cents, telegram_id, telegram_username, is_active, blocked_at is not null as blocked, created_at,
      ${abuseRulesColumn} as abuse_rules from users where id = ${input.userId} for update`,
  );
  const buyer = buyers[0];
  if (!buyer) throw notFound('user', { id: input.userId });
  // A new statement after the lock: an order committed meanwhile with this key is visible now (READ COMMITTED).
  const { earlierOrderId, source } = await resolveSource(tx, input, key);
  if (earlierOrderId != null) return { replayOf: earlierOrderId };
  if (!buyer.is_active) throw new DomainError('ACCOUNT_DEACTIVATED', { userId: input.userId });
  // Under the buyer's row lock: a block (an update of this row) cannot slip between this check and the sale.
  if (buyer.blocked) throw customerBlocked(input.userId);
  await checkPurchaseRate(tx, input.userId, new Date(buyer.created_at), readAbuseRules(buyer.abuse_rules));
  if (!source) {
    throw 'numlistId' in input && input.numlistId != null
      ? notFound('numlist', { id: input.numlistId })
      : notFound('operator', { id: (input as { operatorId: number }).operatorId });
  }
  const available = source.lists.reduce((sum, l) => sum + l.available, 0);
  checkStock(available, quantity, minimum);
  const balance = Number(buyer.balance_cents);
  const micros = plannedMicros(source.lists, quantity, shopPrice);
  const code = normalizeCode(input.promoCode);
  // The buyer's facts (first purchase? uses of a code?) cost a query only when a promotion in force needs them.
  const buyerFacts = await buyerFactsFor(tx, input.userId, source.promotions);
  const promotion = selectPromotion(
    source.promotions,
    {
      countryId: source.countryId,
      operatorId: source.operatorId,
      categoryIds: drawnLists(source.lists, quantity).map((l) => l.categoryId),
      quantity,
      baseMicros: micros,
    },
    buyerFacts,
    code,
  );
  const cost = promotion ? promotion.priceCents : microsToCents(micros);
  await input.precondition?.(tx, { costCents: cost, operatorId: source.operatorId });
  checkBalance(cost, balance);
  const promotionCode = promotion?.promotion.code ?? null;

  let first = source.lists.find((l) => l.available > 0) ?? source.lists[0];
  const unitPriceMicros = Math.round(micros / quantity);
  // The transaction keeps facts, not a sentence: its description is rendered when shown, in the reader's language.
  const metadata = {
    quantity,
    operatorName: source.operatorName,
    countryName: source.countryName,
    idempotencyKey: key,
    ...(promotion ? { promotionName: promotion.promotion.name, discountCents: promotion.discountCents } : {}),
  };
  const telegramId = buyer.telegram_id == null ? null : Number(buyer.telegram_id);
  const rows = await queryRows<{ balance_cents: string | number; purchase_id: number; purchase_date: string | Date; transaction_id: number }>(
    tx,
    sql`
    with ${promotionUse(promotion)} debit as (
      update users
      set balance_cents = balance_cents - ${cost}::bigint,
          total_purchases_cents = total_purchases_cents + ${cost}::bigint,
          last_activity = now()
      where id = ${input.userId} and balance_cents - ${cost}::bigint >= 0${promotionTaken(promotion)}
      returning id, balance_cents
    ), txn as (
      insert into transactions (user_id, type, amount_cents, status, metadata, completed_at)
      select id, 'purchase', ${cost}::bigint, 'completed', ${JSON.stringify(metadata)}::jsonb, now()
      from debit
      returning id
    ), ph as (
      insert into purchase_history (user_id, telegram_id, telegram_username, operator_id, country_id, quantity, price_cents,
        unit_price_micros, operator_name, country_name, country_flag, category_id, category_name, numlist_id,
        transaction_id, idempotency_key, status, promotion_id, promotion_name, promo_code, discount_cents, promotion_use_taken)
      select ${input.userId}, ${telegramId}::bigint, ${buyer.telegram_username}, ${source.operatorId}::int, ${source.countryId}::int,
             ${quantity}::int, ${cost}::bigint, ${unitPriceMicros}::int, ${source.operatorName}, ${source.countryName},
             ${source.countryFlag}, ${first.categoryId}::int, ${first.categoryName}, ${first.id}::int, txn.id, ${key}, 'completed',
             ${promotion?.promotion.id ?? null}::int, ${promotion?.promotion.name ?? null}, ${promotionCode}, ${promotion?.discountCents ?? 0}::bigint,
             ${promotion?.promotion.maxUses != null}
      from txn
      returning id, purchase_date
    ), ledger as (
      insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, reference_type, reference_id)
      select debit.id, 'purchase', ${-cost}::bigint, debit.balance_cents, 'order', ph.id::text from debit, ph
    )${auditStatement(input.audit, input.userId, quantity, cost, promotion)}${stockCheckRequest(source.operatorId, 'ph')}${purchaseProofRequest('ph')}${deliveryRequest(input.deliveryQueue)},
    ${orderCompletedEvent(input.userId, telegramId, quantity, cost, source, promotionCode)}
    select debit.balance_cents, ph.id as purchase_id, ph.purchase_date, txn.id as transaction_id from debit, ph, txn`,
  );
  const row = rows[0];
  // The balance cannot fall short while the buyer's row lock is held (the SQL condition is the guarantee all the same):
  // a missing row with a limited promotion is its last use taken by another buyer first.
  if (!row && promotion?.promotion.maxUses != null) {
    throw new DomainError('PROMO_CODE_USED_UP', { code: promotionCode, maxUses: promotion.promotion.maxUses });
  }
  if (!row) throw insufficientBalance(cost, balance);
  const purchaseId = Number(row.purchase_id);

  let numbers: string[];
  let tallies: Tallied[];
  if (source.lists.length === 1) {
    ({ numbers, tallies } = await takeAndDeliver(tx, first.id, quantity, purchaseId, minimum));
  } else {
    const taken = await takeFrom(tx, source, quantity, minimum);
    const priceOf = new Map(source.lists.map((l) => [l.id, l.unitPriceMicros ?? shopPrice]));
    const takenMicros = taken.reduce((sum, t) => sum + t.numbers.length * (priceOf.get(t.numlistId) ?? shopPrice), 0);
    // Concurrent buyers emptied a list first and the next one has another price: the charge would be wrong.
    if (microsToCents(takenMicros) !== microsToCents(micros)) throw new PlanChanged();
    if (taken[0].numlistId !== first.id) {
      first = source.lists.find((l) => l.id === taken[0].numlistId) ?? first;
      await tx.execute(
        sql`update purchase_history set numlist_id = ${first.id}, category_id = ${first.categoryId}::int, category_name = ${first.categoryName} where id = ${purchaseId}`,
      );
    }
    numbers = taken.flatMap((t) => t.numbers);
    tallies = await queryRows<Tallied>(tx, sql`
      with tallied as (${tallyTaken(taken)}), delivered as (
        insert into order_numbers (purchase_id, number)
        select ${purchaseId}::int, n.number from unnest(string_to_array(${numbers.join('\n')}, E'\\n')) with ordinality as n(number, position)
        order by n.position
      )
      select numlist_id, tallied from tallied`);
  }
  const order: Order = {
    id: purchaseId,
    userId: input.userId,
    transactionId: Number(row.transaction_id),
    quantity,
    priceCents: cost,
    unitPriceMicros,
    operatorId: source.operatorId,
    operatorName: source.operatorName,
    countryId: source.countryId,
    countryName: source.countryName,
    countryFlag: source.countryFlag,
    categoryId: first.categoryId,
    categoryName: first.categoryName,
    numlistId: first.id,
    status: 'completed',
    refundedQuantity: 0,
    refundedCents: 0,
    purchaseDate: new Date(row.purchase_date),
    idempotencyKey: key,
    promotionId: promotion?.promotion.id ?? null,
    promotionName: promotion?.promotion.name ?? null,
    promoCode: promotionCode,
    discountCents: promotion?.discountCents ?? 0,
  };
  const toFold = tallies.filter((t) => Number(t.tallied) >= FOLD_AFTER).map((t) => Number(t.numlist_id));
  return { result: { order, numbers, balanceCents: Number(row.balance_cents), replayed: false }, toFold };
}

/** A list's sale tally after a sale (tallySale's rows). */
type Tallied = { numlist_id: number; tallied: number };


/**
 * A promotion limited in uses takes one with a conditional update in the purchase's statement: two buyers at its last
 * use both reach it, the second waits for the first's row lock and then finds the count at the limit, so its debit
 * (which requires the use) writes nothing and the order is refused.
 */
function promotionUse(applied: AppliedPromotion | null) {
  if (applied?.promotion.maxUses == null) return sql``;
  return sql`promotion_use as (
      update promotions set uses_count = uses_count + 1
      where id = ${applied.promotion.id} and max_uses is not null and uses_count < max_uses
      returning id
    ),`;
}

function promotionTaken(applied: AppliedPromotion | null) {
  if (applied?.promotion.maxUses == null) return sql``;
  return sql` and exists (select 1 from promotion_use)`;
}

/** The order's delivery job as one more part of the purchase's statement, or nothing. */
function deliveryRequest(queue: string | undefined) {
  if (!queue) return sql``;
  return sql`, delivery as (
      insert into jobs (queue, key, payload, max_attempts)
      select ${queue}, 'order:' || ph.id, jsonb_build_object('orderId', ph.id), 8 from ph
      on conflict (queue, key) do nothing
    )`;
}

/**
 * The order.completed webhook event as one more part of the purchase's statement (the outbox: written with the order,
 * nothing when no endpoint subscribes). The numlist is the first drawn from, as the order row says.
 */
function orderCompletedEvent(
  userId: number,
  telegramId: number | null,
  quantity: number,
  cost: number,
  source: { operatorId: number | null; operatorName: string | null; countryId: number | null; countryName: string | null },
  promoCode: string | null,
) {
  const facts = JSON.stringify({
    customerId: userId,
    telegramId,
    quantity,
    amount: money(cost),
    currency: 'EUR',
    operatorId: source.operatorId,
    operatorName: source.operatorName,
    countryId: source.countryId,
    countryName: source.countryName,
    promoCode,
  });
  return eventStatement('order.completed', sql`jsonb_build_object('orderId', ph.id, 'completedAt', ph.purchase_date) || ${facts}::jsonb`, sql`ph`);
}

/** The order's audit row as one more part of the purchase's statement (no extra round trip), or nothing. */
function auditStatement(audit: PurchaseAudit | undefined, userId: number, quantity: number, cost: number, applied: AppliedPromotion | null) {
  if (!audit) return sql``;
  const promotion = applied ? { promotion: applied.promotion.name, discount: formatEuros(applied.discountCents) } : {};
  const details = JSON.stringify({ userId, quantity, price: formatEuros(cost), ...promotion });
  return sql`, audit as (
      insert into audit_log (actor_user_id, action, entity_type, entity_id, details)
      select ${audit.actorUserId}::int, ${audit.action}, 'purchase', ph.id::text, ${details}::jsonb from ph
    )`;
}

/**
 * The usual sale, from one list: takes the numbers, writes them to the order and tallies the sale in one statement.
 * Left short by concurrent buyers, a second statement waits for the rows they hold (take-numbers.ts, `pickFromList`);
 * still short (they bought them), it throws and the transaction rolls back whole.
 */
async function takeAndDeliver(
  tx: Tx,
  numlistId: number,
  quantity: number,
  purchaseId: number,
  minimum: number,
): Promise<{ numbers: string[]; tallies: Tallied[] }> {
  const numbers: string[] = [];
  let tallied = 0;
  for (const wait of [false, true]) {
    const rows = await queryRows<{ number: string; tallied: number | null }>(
      tx,
      sql`
      with ${pickFromList(numlistId, quantity - numbers.length, { wait })},
      tallied as (${tallyTakenBy(numlistId, sql`select count(*) from picked`)}),
      delivered as (
        insert into order_numbers (purchase_id, number)
        select ${purchaseId}::int, '+' || number::text from picked order by sort_key
      )
      select '+' || number::text as number, (select tallied from tallied) as tallied from picked order by sort_key`,
    );
    numbers.push(...rows.map((r) => r.number));
    if (rows.length > 0) tallied = Number(rows[0]?.tallied ?? 0);
    if (numbers.length === quantity) break;
  }
  if (numbers.length < quantity) throw outOfStock(numbers.length, minimum);
  return { numbers, tallies: [{ numlist_id: numlistId, tallied }] };
}

/** A sale drawing from several lists, oldest first. */
async function takeFrom(tx: Tx, source: Source, quantity: number, minimum: number) {
  try {
    return await pickNumbers(
      tx,
      source.lists.map((l) => l.id),
      quantity,
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'OUT_OF_STOCK') throw outOfStock(Number(error.data.available ?? 0), minimum);
    throw error;
  }
}

type SourceRow = {
  earlier_order_id: number | null;
  list_id: number | null;
  available_numbers: number | null;
  unit_price_micros: number | null;
  list_active: boolean | null;
  category_id: number | null;
  category_name: string | null;
  operator_id: number | null;
  operator_name: string | null;
  operator_active: boolean | null;
  country_id: number | null;
  country_name: string | null;
  country_flag: string | null;
  country_active: boolean | null;
};

/**
 * One statement: an order already placed with this key, and what the purchase draws from (the numlist, or the
 * operator with its active numlists holding stock, oldest first). `source` is null when the numlist or operator does
 * not exist or is not on sale (inactive, or an operator not of the given country).
 */
async function resolveSource(tx: Tx, input: PurchaseInput, key: string): Promise<{ earlierOrderId: number | null; source: Source | null }> {
  const earlier = sql`(select id from purchase_history where user_id = ${input.userId} and idempotency_key = ${key}) as earlier_order_id,
    ${promotionFactsColumns(normalizeCode(input.promoCode))}`;
  let rows: (SourceRow & PromotionFactsRow)[];
  if ('numlistId' in input && input.numlistId != null) {
    rows = await queryRows<SourceRow & PromotionFactsRow>(
      tx,
      sql`
      select ${earlier}, n.id as list_id, ${availableNumbersOf(sql`n`)} as available_numbers, n.unit_price_micros, n.is_active as list_active,
             n.category_id, cat.name as category_name, n.operator_id, o.name as operator_name, true as operator_active,
             n.country_id, c.name as country_name, c.flag as country_flag, true as country_active
      from (select 1) as one
      left join numlists n on n.id = ${input.numlistId}
      left join categories cat on cat.id = n.category_id
      left join operators o on o.id = n.operator_id
      left join countries c on c.id = n.country_id`,
    );
  } else {
    const { countryId, operatorId, categoryId } = input as { countryId: number; operatorId: number; categoryId?: number | null };
    const ofCategory =
      categoryId === undefined ? sql`` : categoryId === null ? sql` and category_id is null` : sql` and category_id = ${categoryId}::int`;
    rows = await queryRows<SourceRow & PromotionFactsRow>(
      tx,
      sql`
      select ${earlier}, n.id as list_id, n.available as available_numbers, n.unit_price_micros, n.is_active as list_active,
             n.category_id, cat.name as category_name, o.id as operator_id, o.name as operator_name, o.is_active as operator_active,
             c.id as country_id, c.name as country_name, c.flag as country_flag, c.is_active as country_active
      from (select 1) as one
      left join operators o on o.id = ${operatorId} and o.country_id = ${countryId}
      left join countries c on c.id = o.country_id
      left join lateral (
        select l.* from ${numlistsInStock} l
        where l.operator_id = o.id and l.country_id = c.id and l.is_active and l.available > 0${ofCategory}
        order by l.created_at, l.id
      ) n on true
      left join categories cat on cat.id = n.category_id
      order by n.created_at, n.id`,
    );
  }
  const head = rows[0];
  const earlierOrderId = head?.earlier_order_id == null ? null : Number(head.earlier_order_id);
  const onSale =
    head != null &&
    ('numlistId' in input && input.numlistId != null
      ? head.list_id != null && head.list_active === true
      : head.operator_id != null && head.operator_active === true && head.country_active === true);
  if (!onSale) return { earlierOrderId, source: null };
  return {
    earlierOrderId,
    source: {
      lists: rows
        .filter((r) => r.list_id != null)
        .map((r) => ({
          id: Number(r.list_id),
          available: Number(r.available_numbers),
          unitPriceMicros: r.unit_price_micros == null ? null : Number(r.unit_price_micros),
          categoryId: r.category_id,
          categoryName: r.category_name,
        })),
      operatorId: head.operator_id,
      operatorName: head.operator_name,
      countryId: head.country_id,
      countryName: head.country_name,
      countryFlag: head.country_flag,
      promotions: readPromotionFacts(head),
    },
  };
}
