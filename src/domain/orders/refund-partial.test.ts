// Refunds of part of an order: by count or by the numbers pasted, at the price paid, each number once, under races.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionInput } from '../../../tests/support/promotion-fixtures';
import { balanceOf, countOf, createCustomer, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { suiteCatalogue, suiteDatabase } from '../../../tests/support/suite-fixtures';
import { DomainError } from '../errors';
import { createPromotion } from '../promotions/manage';
import { checkLedger } from '../wallet/check-ledger';
import { purchase } from './purchase';
import { refundOrder, type RefundInput } from './refund';

const database = suiteDatabase();
const cat = suiteCatalogue(() => database.db);
let list: number;
let key = 0;

beforeAll(async () => {
  await setSetting(database.db, 'minimum_purchase_quantity', '1');
  // 1 cent a number; a 10 % code makes 100 numbers cost 0.90 € (not a multiple of the quantity).
  list = await createNumlist(database.db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 6000, unitPriceMicros: 10_000 });
  await createPromotion(database.db, promotionInput({ name: 'TEN', value: 1000, code: 'TEN', conditions: { countryIds: [cat.countryId] } }), null);
});

const buy = async (quantity: number, promoCode?: string) => {
  const userId = await createCustomer(database.db, { balanceCents: 10_000 });
  const done = await purchase(database.db, { userId, numlistId: list, quantity, idempotencyKey: `partial-${++key}`, promoCode });
  return { userId, order: done.order, numbers: done.numbers };
};
const refund = (purchaseId: number, over: Partial<RefundInput> = {}) =>
  refundOrder(database.db, { purchaseId, selection: { kind: 'all' }, reason: 'duplicate', actorUserId: null, ...over });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof DomainError ? { code: e.code, details: e.data } : e),
  );
const orderRow = async (id: number) =>
  (await database.db.execute(sql`select status, refunded_quantity, refunded_cents from purchase_history where id = ${id}`)).rows[0] as Record<string, unknown>;
/** A support ticket of the customer's, about the order (or none). */
const ticketOf = async (userId: number, orderId: number | null) =>
  Number(
    ((await database.db.execute(sql`insert into support_tickets (user_id, order_id, language) values (${userId}, ${orderId}, 'fr') returning id`)).rows[0] as { id: number }).id,
  );
const ledgerOk = async () => expect((await checkLedger(database.db)).problems).toEqual([]);

describe('refunding part of an order', () => {
  it('a count: the price paid for them (promotion included), the order partly refunded, a ledger row, an audit row, a notice job', async () => {
    const { userId, order } = await buy(100, 'TEN');
    expect(order.priceCents).toBe(90);
    const before = await balanceOf(database.db, userId);
    const ticketId = await ticketOf(userId, order.id);
    // Another customer's ticket, or none, is refused: the refund links only to the buyer's own.
    const stranger = await ticketOf(await createCustomer(database.db, { balanceCents: 0 }), null);
    for (const wrong of [stranger, 987_654]) {
      expect(await refusal(refund(order.id, { selection: { kind: 'count', count: 30 }, reason: 'other', ticketId: wrong }))).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await balanceOf(database.db, userId)).toBe(before);
    const done = await refund(order.id, { selection: { kind: 'count', count: 30 }, reason: 'other', note: 'ne répondent pas', ticketId });
    expect(done.refund).toMatchObject({ quantity: 30, amountCents: 27, suppressed: 0 });
    expect(done.refund.numbers).toHaveLength(30);
    expect(await balanceOf(database.db, userId)).toBe(before + 27);
    expect(done.balanceCents).toBe(before + 27);
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', refunded_quantity: 30 });
    expect(Number((await orderRow(order.id)).refunded_cents)).toBe(27);
    expect(done.order).toMatchObject({ status: 'completed', refundedQuantity: 30, refundedCents: 27 });
    expect(await countOf(database.db, sql`select count(*) as n from order_refunds where purchase_id = ${order.id} and ticket_id = ${ticketId} and note = 'ne répondent pas'`)).toBe(1);
    expect(await countOf(database.db, sql`select count(*) as n from audit_log where action = 'purchase.refund' and entity_id = ${String(order.id)}`)).toBe(1);
    expect(await countOf(database.db, sql`select count(*) as n from jobs where queue = 'refund-notices' and key = ${String(done.refund.id)}`)).toBe(1);
    await ledgerOk();
  });

  it('rounds on the running total: partial refunds never exceed the price, the last gets the remainder, then the order is refunded', async () => {
    const { order } = await buy(100, 'TEN');
    const amounts = [];
    amounts.push((await refund(order.id, { selection: { kind: 'count', count: 33 } })).refund.amountCents);
    amounts.push((await refund(order.id, { selection: { kind: 'count', count: 33 } })).refund.amountCents);
    expect((await orderRow(order.id)).status).toBe('completed');
    const last = await refund(order.id, { selection: { kind: 'all' } });
    amounts.push(last.refund.amountCents);
    expect(amounts).toEqual([29, 30, 31]);
    expect(amounts.reduce((a, b) => a + b)).toBe(90);
    expect(last.refund.quantity).toBe(34);
    expect(last.order.status).toBe('refunded');
    expect(await refusal(refund(order.id))).toMatchObject({ code: 'ORDER_ALREADY_REFUNDED' });
    await ledgerOk();
  });

  it('pasted numbers: each must belong to the order (the others are named, nothing changes), each is refunded once', async () => {
    const { userId, order, numbers } = await buy(10);
    const other = await buy(10);
    const before = await balanceOf(database.db, userId);
    const mixed = `${numbers[0]}\n${other.numbers[0]}\n+15550000000`;
    const refused = await refusal(refund(order.id, { selection: { kind: 'numbers', numbers: mixed } }));
    expect(refused).toMatchObject({ code: 'NUMBERS_NOT_IN_ORDER', details: { count: 2, numbers: [other.numbers[0], '+15550000000'] } });
    expect(await balanceOf(database.db, userId)).toBe(before);
    // Written as people paste them: spaces, 00 prefix, commas.
    const spaced = `${numbers[1].slice(0, 4)} ${numbers[1].slice(4)}, 00${numbers[2].slice(1)}`;
    const done = await refund(order.id, { selection: { kind: 'numbers', numbers: spaced } });
    expect(done.refund.numbers.sort()).toEqual([numbers[1], numbers[2]].sort());
    expect(done.refund.amountCents).toBe(2);
    const again = await refusal(refund(order.id, { selection: { kind: 'numbers', numbers: `${numbers[2]}\n${numbers[3]}` } }));
    expect(again).toMatchObject({ code: 'NUMBERS_ALREADY_REFUNDED', details: { numbers: [numbers[2]] } });
    expect(await refusal(refund(order.id, { selection: { kind: 'numbers', numbers: ' \n ,' } }))).toMatchObject({ code: 'NOTHING_TO_REFUND' });
    // A count then takes only numbers not refunded yet.
    const rest = await refund(order.id, { selection: { kind: 'count', count: 8 } });
    expect(rest.refund.numbers).not.toContain(numbers[1]);
    expect(rest.order.status).toBe('refunded');
    await ledgerOk();
  });

  it('refuses a count of 0 or more than is left, and an order of another customer', async () => {
    const { order } = await buy(5);
    expect(await refusal(refund(order.id, { selection: { kind: 'count', count: 0 } }))).toMatchObject({ code: 'REFUND_COUNT_INVALID', details: { left: 5 } });
    await refund(order.id, { selection: { kind: 'count', count: 2 } });
    expect(await refusal(refund(order.id, { selection: { kind: 'count', count: 4 } }))).toMatchObject({ code: 'REFUND_COUNT_INVALID', details: { count: 4, left: 3 } });
    const stranger = await createCustomer(database.db, { balanceCents: 0 });
    expect(await refusal(refund(order.id, { customerId: stranger }))).toMatchObject({ code: 'ORDER_OF_ANOTHER_CUSTOMER' });
    expect(await refusal(refund(999_999))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await orderRow(order.id)).refunded_quantity).toBe(2);
  });

  it('"dead" adds the refunded numbers to the suppression list by default; other reasons only when asked', async () => {
    const { order, numbers } = await buy(6);
    const dead = await refund(order.id, { selection: { kind: 'numbers', numbers: numbers[0] }, reason: 'dead' });
    expect(dead.refund.suppressed).toBe(1);
    const dup = await refund(order.id, { selection: { kind: 'numbers', numbers: numbers[1] }, reason: 'duplicate' });
    expect(dup.refund.suppressed).toBe(0);
    const asked = await refund(order.id, { selection: { kind: 'numbers', numbers: numbers[2] }, reason: 'wrong_target', suppress: true });
    expect(asked.refund.suppressed).toBe(1);
    const notAsked = await refund(order.id, { selection: { kind: 'numbers', numbers: numbers[3] }, reason: 'dead', suppress: false });
    expect(notAsked.refund.suppressed).toBe(0);
    const listed = (n: string) => countOf(database.db, sql`select count(*) as n from suppressed_numbers where number = ${n.slice(1)}::bigint`);
    expect([await listed(numbers[0]), await listed(numbers[1]), await listed(numbers[2]), await listed(numbers[3])]).toEqual([1, 0, 1, 0]);
  });
});

describe('races', () => {
  it('two admins refunding the same numbers at once refund them once', async () => {
    const { userId, order, numbers } = await buy(20);
    const before = await balanceOf(database.db, userId);
    const same = numbers.slice(0, 5).join('\n');
    const results = await Promise.allSettled([
      refund(order.id, { selection: { kind: 'numbers', numbers: same }, actorUserId: null }),
      refund(order.id, { selection: { kind: 'numbers', numbers: same }, actorUserId: null }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as DomainError).code).toBe('NUMBERS_ALREADY_REFUNDED');
    expect(await balanceOf(database.db, userId)).toBe(before + 5);
    expect(await countOf(database.db, sql`select count(*) as n from order_refund_numbers where purchase_id = ${order.id}`)).toBe(5);
    await ledgerOk();
  });

  it('100 refunds of one number at once on an order of 60: 60 pass, the rest are refused, the price is never exceeded', async () => {
    const { userId, order } = await buy(60, 'TEN');
    const before = await balanceOf(database.db, userId);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => refund(order.id, { selection: { kind: 'count', count: 1 } })));
    const passed = results.filter((r) => r.status === 'fulfilled');
    expect(passed).toHaveLength(60);
    const codes = new Set(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code] : [])));
    expect([...codes].every((c) => c === 'REFUND_COUNT_INVALID' || c === 'ORDER_ALREADY_REFUNDED')).toBe(true);
    expect(await balanceOf(database.db, userId)).toBe(before + order.priceCents);
    expect(await orderRow(order.id)).toMatchObject({ status: 'refunded', refunded_quantity: 60 });
    await ledgerOk();
  });
});
