// A pending checkout's order once its deposit is credited (decision 0136), as the job places it: the cases where it can
// no longer be placed as shown, and its safety against a crash and against two workers at once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopPayments } from '../../../tests/support/app';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { SHOP_DELIVERY_QUEUE } from '../shop/buy';
import { checkLedger } from '../wallet/check-ledger';
import { CHECKOUT_ORDERS_QUEUE } from '../wallet/deposit-checkouts';
import { saveStarsSettings } from '../wallet/stars';
import { creditStarsPayment, startStarsTopUp } from '../wallet/stars-top-up';
import { cancelCheckout, placeCheckoutOrder, startCheckoutPayment, starsCovering } from './checkout-payment';
import { purchase } from './purchase';
import { blockCustomer } from '../abuse/blocking';

let telegramIds = 880_000;

describe('pending checkouts', () => {
  const database = suiteDatabase();

  /** A customer with `balanceCents` short of 2 000 numbers (12,00 €) of a fresh operator; their Stars checkout started. */
  async function started(balanceCents: number, quantity = 2000) {
    const db = database.db;
    await saveStarsSettings(db, { enabled: true, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 }, { actorUserId: null });
    const catalogue = await createCatalogue(db);
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 5000, offset: 30_000 + telegramIds });
    const telegramId = ++telegramIds;
    const userId = await createCustomer(db, { balanceCents, telegramId });
    const key = `bot:test${telegramId}`;
    const checkout = await startCheckoutPayment(db, shopPayments(db, { btcpay: {}, nowpayments: {} }), {
      userId,
      countryId: catalogue.countryId,
      operatorId: catalogue.operatorId,
      quantity,
      idempotencyKey: key,
      channel: 'bot',
      seenCostCents: (quantity * 6000) / 10_000,
      method: { kind: 'stars' },
    });
    /** Telegram's successful payment of the checkout's invoice. */
    const pay = (chargeId = `stx${telegramId}`) =>
      creditStarsPayment(db, {
        payload: checkout.stars?.payload ?? '',
        currency: 'XTR',
        totalAmount: checkout.stars?.stars ?? 0,
        telegramUserId: telegramId,
        chargeId,
      });
    const place = () => placeCheckoutOrder(db, checkout.checkout.id, { deliveryQueue: SHOP_DELIVERY_QUEUE });
    return { db, catalogue, userId, telegramId, key, checkout, pay, place };
  }

  it('asks for whole Stars worth at least the missing amount (Stars convert rounding down)', () => {
    const value = { starValueMicroEuros: 13_000 };
    expect(starsCovering(1080, value)).toBe(831);
    expect(starsCovering(600, value)).toBe(462);
    expect(starsCovering(13, value)).toBe(10);
    expect(starsCovering(1, { starValueMicroEuros: 1_000_000 })).toBe(1);
  });

  it('refuses to start when the balance covers the order, or for a cost other than the one shown', async () => {
    const db = database.db;
    const catalogue = await createCatalogue(db);
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 500, offset: 60_000 });
    const userId = await createCustomer(db, { balanceCents: 5000 });
    const order = { userId, countryId: catalogue.countryId, operatorId: catalogue.operatorId, quantity: 200, idempotencyKey: 'bot:enough', channel: 'bot' as const };
    const payments = shopPayments(db, { btcpay: {}, nowpayments: {} });
    await expect(startCheckoutPayment(db, payments, { ...order, seenCostCents: 120, method: { kind: 'stars' } })).rejects.toMatchObject({ code: 'CHECKOUT_NOT_NEEDED' });
    await expect(startCheckoutPayment(db, payments, { ...order, seenCostCents: 100, method: { kind: 'stars' } })).rejects.toMatchObject({
      code: 'PRICE_CHANGED',
      data: { seenCents: 100, costCents: 120 },
    });
    // No crypto provider configured: nothing to pay with, nothing recorded.
    const poor = await createCustomer(db, { balanceCents: 0 });
    await expect(startCheckoutPayment(db, payments, { ...order, userId: poor, seenCostCents: 120, method: { kind: 'crypto', crypto: 'BTC' } })).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(await countOf(db, sql`select count(*) as n from pending_checkouts where user_id in (${userId}, ${poor})`)).toBe(0);
  });

  it('queues the order in the credit itself, and two workers placing it at once place one order', async () => {
    const c = await started(120);
    expect(c.checkout.checkout).toMatchObject({ status: 'pending', costCents: 1200, missingCents: 1080, unitPriceMicros: 6000 });
    expect(c.checkout.deposit?.amountCents).toBe(1080);
    expect(await c.place()).toBeNull();
    await c.pay();
    // The job exists from the credit's commit: a crash right after it loses nothing.
    expect(await countOf(c.db, sql`select count(*) as n from jobs where queue = ${CHECKOUT_ORDERS_QUEUE} and key = ${`deposit:${c.checkout.deposit?.id}`}`)).toBe(1);
    const outcomes = await Promise.all([c.place(), c.place(), c.place()]);
    expect(outcomes.map((o) => o?.checkout.status)).toEqual(['placed', 'placed', 'placed']);
    expect(await countOf(c.db, sql`select count(*) as n from purchase_history where user_id = ${c.userId}`)).toBe(1);
    // One delivery job, written by the purchase's own statement.
    expect(await countOf(c.db, sql`select count(*) as n from jobs j join purchase_history p on j.key = 'order:' || p.id where p.user_id = ${c.userId} and j.queue = ${SHOP_DELIVERY_QUEUE}`)).toBe(1);
    expect(await balanceOf(c.db, c.userId)).toBe(0);
    expect((await checkLedger(c.db)).problems).toEqual([]);
  });

  it('places nothing when the customer ordered the same offer meanwhile', async () => {
    const c = await started(120);
    // Money from elsewhere (a Stars top-up), then the same offer bought directly.
    const topUp = await startStarsTopUp(c.db, { userId: c.userId, stars: 1000 });
    await creditStarsPayment(c.db, { payload: topUp.payload, currency: 'XTR', totalAmount: 1000, telegramUserId: c.telegramId, chargeId: `other${c.telegramId}` });
    await purchase(c.db, { userId: c.userId, countryId: c.catalogue.countryId, operatorId: c.catalogue.operatorId, quantity: 100, idempotencyKey: 'bot:direct' });
    await c.pay();
    const outcome = await c.place();
    expect(outcome?.checkout).toMatchObject({ status: 'not_placed', reason: 'ORDERED_MEANWHILE', orderId: null });
    expect(outcome?.balanceCents).toBe(120 + 1300 - 60 + 1080);
    expect(await countOf(c.db, sql`select count(*) as n from purchase_history where user_id = ${c.userId}`)).toBe(1);
  });

  it('places nothing for a customer blocked after the checkout started: the payment stays on the balance (decision 0142)', async () => {
    const c = await started(120);
    await blockCustomer(c.db, { userId: c.userId, reason: 'Abus', actorUserId: null });
    await c.pay();
    const outcome = await c.place();
    expect(outcome?.checkout).toMatchObject({ status: 'not_placed', reason: 'CUSTOMER_BLOCKED', orderId: null });
    expect(outcome?.balanceCents).toBe(120 + (outcome?.creditedCents ?? 0));
    expect(await countOf(c.db, sql`select count(*) as n from purchase_history where user_id = ${c.userId}`)).toBe(0);
  });

  it('places nothing when the balance was spent meanwhile on another offer', async () => {
    const c = await started(1000);
    expect(c.checkout.checkout.missingCents).toBe(200);
    // 2,00 € missing, paid as the 6,00 € minimum deposit; meanwhile 6,00 € spent elsewhere.
    expect(c.checkout.deposit?.amountCents).toBe(600);
    const elsewhere = await createNumlist(c.db, { countryId: c.catalogue.otherCountryId, operatorId: c.catalogue.otherOperatorId, count: 2000, offset: 70_000 + c.telegramId });
    await purchase(c.db, { userId: c.userId, numlistId: elsewhere, quantity: 1000, idempotencyKey: 'bot:elsewhere' });
    await c.pay();
    const outcome = await c.place();
    expect(outcome?.checkout).toMatchObject({ status: 'not_placed', reason: 'INSUFFICIENT_BALANCE' });
    expect(outcome).toMatchObject({ creditedCents: 600, balanceCents: 1000 - 600 + 600 });
    expect((await checkLedger(c.db)).problems).toEqual([]);
  });

  it('expires with its payment: a payment seen in time and confirmed late places the order, one seen late does not', async () => {
    const inTime = await started(120);
    await inTime.pay();
    // A crypto payment detected before the invoice's expiry, confirmed after it (the chain's confirmations).
    await inTime.db.execute(sql`update pending_checkouts set expires_at = now() - interval '1 minute' where id = ${inTime.checkout.checkout.id}`);
    await inTime.db.execute(sql`update deposits set detected_at = now() - interval '2 minutes' where id = ${inTime.checkout.deposit?.id}`);
    expect((await inTime.place())?.checkout.status).toBe('placed');

    const late = await started(120);
    await late.db.execute(sql`update pending_checkouts set expires_at = now() - interval '1 minute' where id = ${late.checkout.checkout.id}`);
    await late.pay();
    const outcome = await late.place();
    expect(outcome?.checkout.status).toBe('expired');
    expect(outcome).toMatchObject({ creditedCents: 1080, balanceCents: 1200 });
    expect(await countOf(late.db, sql`select count(*) as n from purchase_history where user_id = ${late.userId}`)).toBe(0);
  });

  it('places nothing when the offer was closed meanwhile', async () => {
    const c = await started(120);
    await c.db.execute(sql`update operators set is_active = false where id = ${c.catalogue.operatorId}`);
    await c.pay();
    expect((await c.place())?.checkout).toMatchObject({ status: 'not_placed', reason: 'NOT_FOUND' });
    expect(await balanceOf(c.db, c.userId)).toBe(1200);
  });

  it('cancels only a waiting checkout, only the customer\'s own; a payment credited before the job ran then buys nothing', async () => {
    const c = await started(120);
    await c.pay();
    await expect(cancelCheckout(c.db, { userId: c.userId, checkoutId: c.checkout.checkout.id })).resolves.toMatchObject({ status: 'cancelled' });
    await expect(cancelCheckout(c.db, { userId: c.userId, checkoutId: c.checkout.checkout.id })).rejects.toMatchObject({
      code: 'CHECKOUT_CLOSED',
      data: { status: 'cancelled' },
    });
    // Another customer cannot touch it.
    const other = await createCustomer(c.db, { balanceCents: 0 });
    await expect(cancelCheckout(c.db, { userId: other, checkoutId: c.checkout.checkout.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await c.place())?.checkout.status).toBe('cancelled');
    expect(await balanceOf(c.db, c.userId)).toBe(1200);
  });
});
