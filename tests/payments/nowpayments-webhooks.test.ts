// NOWPayments end to end: a top-up made through the provider's API, then its IPNs, signed, repeated, reordered, forged.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { checkLedger } from '../../src/domain/wallet/check-ledger';
import { type Deposit, findDeposit } from '../../src/domain/wallet/deposits';
import { reconcileDeposits } from '../../src/jobs/deposit-reconciliation';
import { startTopUp } from '../../src/domain/wallet/top-up';
import { createTestApp, type TestApp } from '../support/app';
import { type NowpaymentsStandIn, startNowpaymentsStandIn } from '../support/nowpayments-stand-in';
import { balanceOf, countOf, createCustomer } from '../support/wallet-fixtures';

describe('NOWPayments top-ups', () => {
  let t: TestApp;
  let np: NowpaymentsStandIn;
  beforeAll(async () => {
    np = await startNowpaymentsStandIn();
    t = await createTestApp({ config: { payments: { btcpay: {}, nowpayments: np.settings } } });
  });
  afterAll(async () => {
    await t.close();
    await np.close();
  });

  const db = () => t.database.db;
  const topUp = async (amountCents = 1000, crypto = 'BTC') => {
    const userId = await createCustomer(db(), { balanceCents: 0 });
    const { deposit, payment } = await startTopUp(db(), t.app.payments, { userId, crypto, amountCents });
    if (!payment) throw new Error('no provider payment');
    return { userId, deposit, payment, paymentId: payment.providerPaymentId };
  };
  const post = (ipn: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/webhooks/nowpayments', headers: ipn.headers, payload: ipn.body });
  const reload = async (deposit: Deposit) => (await findDeposit(db(), { depositId: deposit.id })) as Deposit;
  const ledgerRows = (deposit: Deposit) =>
    countOf(db(), sql`select count(*) as n from ledger_entries where reference_type = 'deposit' and reference_id = ${String(deposit.id)}`);

  it('makes the payment with the deposit id, then detects and credits the re-fetched price once', async () => {
    const { userId, deposit, payment, paymentId } = await topUp(1000, 'BTC');
    const sent = np.payment(paymentId);
    expect([sent.order_id, sent.price_amount, sent.pay_currency]).toEqual([String(deposit.id), 10, 'btc']);
    expect(payment.methods[0]).toMatchObject({ crypto: 'BTC', address: sent.pay_address, amount: '0.0002', paymentUri: `bitcoin:${sent.pay_address}?amount=0.0002` });
    expect((await reload(deposit)).payAddress).toBe(sent.pay_address);

    np.setStatus(paymentId, 'confirming', { actually_paid: 0.0002 });
    const detected = await post(np.ipn(paymentId));
    expect([detected.statusCode, detected.json().outcome]).toEqual([200, 'detected']);
    expect((await reload(deposit)).status).toBe('detected');

    np.setStatus(paymentId, 'finished');
    // The IPN claims 500 €: the shop asks NOWPayments and credits its 10 €.
    const credited = await post(np.ipn(paymentId, { price_amount: 500, actually_paid: 1 }));
    expect([credited.statusCode, credited.json().outcome]).toEqual([200, 'credited']);
    expect(await balanceOf(db(), userId)).toBe(1000);
    expect((await reload(deposit)).status).toBe('completed');
  });

  it('shows an XRP payment memo', async () => {
    const { payment, paymentId } = await topUp(1000, 'XRP');
    expect(payment.methods[0].extraId).toBe(np.payment(paymentId).payin_extra_id);
    expect(payment.methods[0].extraId).toMatch(/^\d{6}$/);
  });

  it('credits once when 1,000 copies of the finished IPN arrive at once', async () => {
    const { userId, deposit, paymentId } = await topUp(2500, 'ETH');
    np.setStatus(paymentId, 'finished');
    const ipn = np.ipn(paymentId);
    const answers = await Promise.all(Array.from({ length: 1000 }, () => post(ipn)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(answers.filter((a) => a.json().outcome === 'credited')).toHaveLength(1);
    expect(await balanceOf(db(), userId)).toBe(2500);
    expect(await ledgerRows(deposit)).toBe(1);
    expect(await countOf(db(), sql`select count(*) as n from payment_deliveries where provider_payment_id = ${paymentId}`)).toBe(1);
    // A thousand concurrent requests: on a machine busy with other test files they can outlast the default 30 s.
  }, 120_000);

  it('stays credited when "confirming" arrives after "finished"', async () => {
    const { userId, deposit, paymentId } = await topUp(1200, 'LTC');
    const confirming = np.ipn(paymentId, { payment_status: 'confirming' });
    np.setStatus(paymentId, 'finished');
    expect((await post(np.ipn(paymentId))).json().outcome).toBe('credited');
    expect((await post(confirming)).json().outcome).toBe('already_credited');
    expect((await reload(deposit)).status).toBe('completed');
    expect(await balanceOf(db(), userId)).toBe(1200);
  });

  it('refuses a forged or tampered IPN with 401 and changes nothing; key order and spacing do not matter', async () => {
    const { userId, deposit, paymentId } = await topUp(1000, 'BTC');
    np.setStatus(paymentId, 'finished');
    const genuine = np.ipn(paymentId);
    const tampered = { body: genuine.body.replace('"finished"', '"finished" ').replace('"price_amount":10', '"price_amount":900'), headers: genuine.headers };
    expect((await post(tampered)).statusCode).toBe(401);
    expect((await post({ body: genuine.body, headers: { ...genuine.headers, 'x-nowpayments-sig': 'ab'.repeat(64) } })).statusCode).toBe(401);
    expect((await post({ body: genuine.body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    expect(await balanceOf(db(), userId)).toBe(0);
    expect((await reload(deposit)).status).toBe('pending');
    // NOWPayments signs the sorted compact form: the same IPN indented is still genuine.
    expect((await post(np.ipn(paymentId, {}, { spaced: true }))).json().outcome).toBe('credited');
  });

  it('holds a partial payment for an admin with the share paid', async () => {
    const { userId, deposit, paymentId } = await topUp(1000, 'BTC');
    np.setStatus(paymentId, 'partially_paid', { actually_paid: 0.00005 });
    expect((await post(np.ipn(paymentId))).json().outcome).toBe('review');
    const held = await reload(deposit);
    expect([held.status, held.reviewReason, held.paidCents, held.paidAmount]).toEqual(['pending', 'partial', 250, '0.00005']);
    expect(await balanceOf(db(), userId)).toBe(0);
  });

  it('records a repeated payment to the same address as a new deposit waiting for an admin', async () => {
    const { userId, deposit, paymentId } = await topUp(1000, 'BTC');
    np.setStatus(paymentId, 'finished');
    await post(np.ipn(paymentId));
    const child = np.repeatPayment(paymentId, 0.0001);
    expect((await post(np.ipn(child.payment_id))).json().outcome).toBe('review');
    const repeat = await findDeposit(db(), { provider: 'nowpayments', providerPaymentId: String(child.payment_id) });
    expect(repeat).toMatchObject({ userId, parentDepositId: deposit.id, reviewReason: 'repeat', paidCents: 500, status: 'pending' });
    expect(await balanceOf(db(), userId)).toBe(1000);
  });

  it('fails an expired payment', async () => {
    const { deposit, paymentId } = await topUp(1000, 'BTC');
    np.setStatus(paymentId, 'expired');
    expect((await post(np.ipn(paymentId))).json().outcome).toBe('failed');
    expect((await reload(deposit)).status).toBe('failed');
  });

  it('answers 503 while NOWPayments is unreachable, and credits when the IPN comes again', async () => {
    const { userId, paymentId } = await topUp(1000, 'BTC');
    np.setStatus(paymentId, 'finished');
    const ipn = np.ipn(paymentId);
    np.down();
    try {
      expect((await post(ipn)).statusCode).toBe(503);
    } finally {
      np.up();
    }
    expect(await balanceOf(db(), userId)).toBe(0);
    expect((await post(ipn)).json().outcome).toBe('credited');
    expect(await balanceOf(db(), userId)).toBe(1000);
  });

  it('credits a payment whose IPN never came, on the reconciliation run', async () => {
    const { userId, deposit, paymentId } = await topUp(1800, 'BTC');
    np.setStatus(paymentId, 'finished');
    const report = await reconcileDeposits(db(), t.app.payments, pino({ level: 'silent' }));
    expect(report.credited).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(db(), userId)).toBe(1800);
    expect((await reload(deposit)).status).toBe('completed');
  });

  it('records an IPN for a payment the shop never made and credits nothing', async () => {
    const body = JSON.stringify({ payment_id: 42, payment_status: 'finished', price_amount: 100, order_id: '999999' });
    const answer = await post({ body, headers: np.sign(body) });
    expect([answer.statusCode, answer.json().outcome]).toEqual([200, 'unknown_payment']);
    const [row] = await queryRows<{ raw_body: string }>(db(), sql`select raw_body from payment_deliveries where provider_payment_id = '42'`);
    expect(row.raw_body).toBe(body);
  });

  it('leaves the books balanced', async () => {
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
