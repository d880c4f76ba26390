// BTCPay Server end to end: an invoice made through the Greenfield API, then its webhooks, signed over the raw
// indented bytes, repeated, reordered, forged; partial, over, late and hand-settled payments.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { checkLedger } from '../../src/domain/wallet/check-ledger';
import { type Deposit, findDeposit } from '../../src/domain/wallet/deposits';
import { reconcileDeposits } from '../../src/jobs/deposit-reconciliation';
import { startTopUp, topUpCryptos } from '../../src/domain/wallet/top-up';
import { createTestApp, type TestApp } from '../support/app';
import { type BtcpayStandIn, startBtcpayStandIn } from '../support/btcpay-stand-in';
import { balanceOf, countOf, createCustomer } from '../support/wallet-fixtures';

describe('BTCPay Server top-ups', () => {
  let t: TestApp;
  let bp: BtcpayStandIn;
  beforeAll(async () => {
    bp = await startBtcpayStandIn();
    // NOWPayments configured too: BTCPay, when configured, is the one customers pay through.
    t = await createTestApp({ config: { payments: { btcpay: bp.settings, nowpayments: { apiKey: 'np-unused', ipnSecret: 'unused' } } } });
  });
  afterAll(async () => {
    await t.close();
    await bp.close();
  });

  const db = () => t.database.db;
  const topUp = async (amountCents = 1000, crypto = 'BTC-CHAIN') => {
    const userId = await createCustomer(db(), { balanceCents: 0 });
    const { deposit, payment } = await startTopUp(db(), t.app.payments, { userId, crypto, amountCents });
    if (!payment) throw new Error('no provider payment');
    return { userId, deposit, payment, invoiceId: payment.providerPaymentId };
  };
  const post = (hook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/webhooks/btcpay', headers: hook.headers, payload: hook.body });
  const reload = async (deposit: Deposit) => (await findDeposit(db(), { depositId: deposit.id })) as Deposit;
  const ledgerRows = (deposit: Deposit) =>
    countOf(db(), sql`select count(*) as n from ledger_entries where reference_type = 'deposit' and reference_id = ${String(deposit.id)}`);
  /** Pays the invoice in full with on-chain BTC and lets BTCPay settle it. */
  const settle = (invoiceId: string) => {
    bp.pay(invoiceId, 'BTC-CHAIN', bp.methods(invoiceId)[0].amount);
    bp.setStatus(invoiceId, 'Settled');
  };

  it("offers the store's payment methods, BTCPay first among configured providers", async () => {
    expect(await topUpCryptos(t.app.payments)).toEqual([
      { code: 'BTC-CHAIN', label: 'BTC' },
      { code: 'BTC-LN', label: 'BTC Lightning' },
      { code: 'LTC-CHAIN', label: 'LTC' },
    ]);
  });

  it('makes a euro invoice with the deposit id, gives every method its address, then detects and credits once', async () => {
    const { userId, deposit, payment, invoiceId } = await topUp(1000, 'LTC-CHAIN');
    const invoice = bp.invoice(invoiceId);
    expect([invoice.amount, invoice.currency, invoice.metadata.depositId]).toEqual(['10.00', 'EUR', deposit.id]);
    expect(payment.checkoutUrl).toBe(invoice.checkoutLink);
    // The chosen method first, with the amount BTCPay computed and its wallet link; the others follow.
    const ltc = bp.methods(invoiceId).find((m) => m.paymentMethodId === 'LTC-CHAIN');
    expect(payment.methods[0]).toMatchObject({ crypto: 'LTC', address: ltc?.destination, amount: '0.125', paymentUri: ltc?.paymentLink });
    expect(payment.methods.map((m) => m.crypto)).toEqual(['LTC', 'BTC']);
    expect(await reload(deposit)).toMatchObject({ payAddress: ltc?.destination, payAmount: '0.125', crypto: 'LTC', checkoutUrl: invoice.checkoutLink });

    bp.pay(invoiceId, 'LTC-CHAIN', '0.125');
    bp.setStatus(invoiceId, 'Processing');
    const detected = await post(bp.webhook(invoiceId, 'InvoiceProcessing'));
    expect([detected.statusCode, detected.json().outcome]).toEqual([200, 'detected']);
    expect((await reload(deposit)).status).toBe('detected');

    bp.setStatus(invoiceId, 'Settled');
    // The body's metadata is tampered with: the shop asks BTCPay for the invoice and credits its 10 €.
    const credited = await post(bp.webhook(invoiceId, 'InvoiceSettled', { metadata: { depositId: deposit.id, amount: '900' } }));
    expect([credited.statusCode, credited.json().outcome]).toEqual([200, 'credited']);
    expect(await balanceOf(db(), userId)).toBe(1000);
    expect(await reload(deposit)).toMatchObject({ status: 'completed', paidAmount: '0.125 LTC', providerStatus: 'Settled' });
  });

  it('activates a lazy Lightning method so the customer gets its invoice', async () => {
    const { payment, invoiceId } = await topUp(600, 'BTC-LN');
    expect(payment.methods[0].crypto).toBe('BTC Lightning');
    expect(payment.methods[0].address).toMatch(/^lnbc/);
    expect(payment.methods[0].paymentUri).toBe(`lightning:${payment.methods[0].address}`);
    expect(bp.methods(invoiceId).every((m) => m.activated)).toBe(true);
  });

  it('credits once when 1,000 copies of the settled webhook arrive at once', async () => {
    const { userId, deposit, invoiceId } = await topUp(2500);
    settle(invoiceId);
    const hook = bp.webhook(invoiceId, 'InvoiceSettled');
    const answers = await Promise.all(Array.from({ length: 1000 }, () => post(hook)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(answers.filter((a) => a.json().outcome === 'credited')).toHaveLength(1);
    expect(await balanceOf(db(), userId)).toBe(2500);
    expect(await ledgerRows(deposit)).toBe(1);
    expect(await countOf(db(), sql`select count(*) as n from payment_deliveries where provider_payment_id = ${invoiceId}`)).toBe(1);
    // A thousand concurrent requests: on a machine busy with other test files they can outlast the default 30 s.
  }, 120_000);

  it('credits once when different deliveries of every event race each other', async () => {
    const { userId, deposit, invoiceId } = await topUp(1500);
    settle(invoiceId);
    const hooks = ['InvoiceReceivedPayment', 'InvoiceProcessing', 'InvoiceSettled', 'InvoicePaymentSettled'].flatMap((type) =>
      Array.from({ length: 25 }, () => bp.webhook(invoiceId, type)),
    );
    const answers = await Promise.all(hooks.map(post));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().outcome === 'credited')).toHaveLength(1);
    expect(await balanceOf(db(), userId)).toBe(1500);
    expect(await ledgerRows(deposit)).toBe(1);
  });

  it('stays credited when "processing" arrives after "settled"', async () => {
    const { userId, deposit, invoiceId } = await topUp(1200);
    settle(invoiceId);
    expect((await post(bp.webhook(invoiceId, 'InvoiceSettled'))).json().outcome).toBe('credited');
    // BTCPay is asked again: it says Settled, so the late "processing" credits nothing more.
    expect((await post(bp.webhook(invoiceId, 'InvoiceProcessing'))).json().outcome).toBe('already_credited');
    expect((await reload(deposit)).status).toBe('completed');
    expect(await balanceOf(db(), userId)).toBe(1200);
  });

  it('refuses a forged, re-serialised or unsigned webhook with 401 and changes nothing', async () => {
    const { userId, deposit, invoiceId } = await topUp(1000);
    settle(invoiceId);
    const genuine = bp.webhook(invoiceId, 'InvoiceSettled');
    // The same JSON, compact: BTCPay signed the indented bytes, so this is not what it sent.
    expect((await post({ body: JSON.stringify(JSON.parse(genuine.body)), headers: genuine.headers })).statusCode).toBe(401);
    expect((await post({ body: genuine.body, headers: { ...genuine.headers, 'btcpay-sig': `sha256=${'ab'.repeat(32)}` } })).statusCode).toBe(401);
    expect((await post({ body: genuine.body, headers: { ...genuine.headers, 'btcpay-sig': genuine.headers['btcpay-sig'].slice(7) } })).statusCode).toBe(401);
    expect((await post({ body: genuine.body, headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    expect(await balanceOf(db(), userId)).toBe(0);
    expect((await reload(deposit)).status).toBe('pending');
    expect((await post(genuine)).json().outcome).toBe('credited');
  });

  it('credits what arrived on an over-payment, across two payment methods', async () => {
    const { userId, invoiceId } = await topUp(1000);
    // 0.0002 BTC (10 €) on chain, then 0.05 LTC (4 €) more.
    bp.pay(invoiceId, 'BTC-CHAIN', '0.0002');
    bp.pay(invoiceId, 'LTC-CHAIN', '0.05');
    bp.setStatus(invoiceId, 'Settled', 'PaidOver');
    expect((await post(bp.webhook(invoiceId, 'InvoiceSettled', { overPaid: true }))).json().outcome).toBe('credited');
    expect(await balanceOf(db(), userId)).toBe(1400);
  });

  it('holds a partial payment of an expired invoice for an admin, with the share paid', async () => {
    const { userId, deposit, invoiceId } = await topUp(1000);
    bp.pay(invoiceId, 'BTC-CHAIN', '0.00005');
    // Still open: the customer may pay the rest.
    expect((await post(bp.webhook(invoiceId, 'InvoiceReceivedPayment'))).json().outcome).toBe('waiting');
    bp.setStatus(invoiceId, 'Expired', 'PaidPartial');
    expect((await post(bp.webhook(invoiceId, 'InvoiceExpired', { partiallyPaid: true }))).json().outcome).toBe('review');
    expect(await reload(deposit)).toMatchObject({ status: 'pending', reviewReason: 'partial', paidCents: 250, paidAmount: '0.00005 BTC' });
    expect(await balanceOf(db(), userId)).toBe(0);
    // The admin approves: the share paid is credited, once, whatever comes after.
    const approve = () => t.app.inject({ method: 'POST', url: `/api/deposits/${deposit.id}/approve`, headers: t.auth });
    const answers = await Promise.all([approve(), approve(), post(bp.webhook(invoiceId, 'InvoiceExpired'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    expect(await balanceOf(db(), userId)).toBe(250);
    expect(await ledgerRows(deposit)).toBe(1);
  });

  it('fails an expired unpaid invoice, then holds a late payment in full for an admin; settling it by hand credits', async () => {
    const { userId, deposit, invoiceId } = await topUp(1000);
    bp.setStatus(invoiceId, 'Expired');
    expect((await post(bp.webhook(invoiceId, 'InvoiceExpired'))).json().outcome).toBe('failed');
    expect((await reload(deposit)).status).toBe('failed');

    bp.pay(invoiceId, 'BTC-CHAIN', '0.0002');
    bp.setStatus(invoiceId, 'Expired', 'PaidLate');
    expect((await post(bp.webhook(invoiceId, 'InvoiceReceivedPayment', { afterExpiration: true }))).json().outcome).toBe('review');
    expect(await reload(deposit)).toMatchObject({ status: 'pending', reviewReason: 'late', paidCents: 1000 });
    expect(await balanceOf(db(), userId)).toBe(0);

    // The merchant marks the invoice settled in BTCPay: the invoice's amount is credited.
    bp.setStatus(invoiceId, 'Settled', 'Marked');
    expect((await post(bp.webhook(invoiceId, 'InvoiceSettled', { manuallyMarked: true }))).json().outcome).toBe('credited');
    expect(await balanceOf(db(), userId)).toBe(1000);
    expect((await reload(deposit)).status).toBe('completed');
  });

  it('fails an invalid invoice', async () => {
    const { deposit, invoiceId } = await topUp(1000);
    bp.setStatus(invoiceId, 'Invalid', 'Marked');
    expect((await post(bp.webhook(invoiceId, 'InvoiceInvalid', { manuallyMarked: true }))).json().outcome).toBe('failed');
    expect(await reload(deposit)).toMatchObject({ status: 'failed', providerStatus: 'Invalid (Marked)' });
  });

  it('answers 503 while BTCPay is unreachable (BTCPay then redelivers), and credits on the redelivery', async () => {
    const { userId, invoiceId } = await topUp(1000);
    settle(invoiceId);
    const hook = bp.webhook(invoiceId, 'InvoiceSettled');
    bp.down();
    try {
      expect((await post(hook)).statusCode).toBe(503);
    } finally {
      bp.up();
    }
    expect(await balanceOf(db(), userId)).toBe(0);
    expect((await post(hook)).json().outcome).toBe('credited');
    expect(await balanceOf(db(), userId)).toBe(1000);
  });

  it('says the service is unavailable when BTCPay refuses the invoice, and records the deposit failed', async () => {
    const userId = await createCustomer(db(), { balanceCents: 0 });
    bp.down();
    try {
      await expect(startTopUp(db(), t.app.payments, { userId, crypto: 'BTC-CHAIN', amountCents: 1000 })).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    } finally {
      bp.up();
    }
    const [row] = await queryRows<{ status: string }>(db(), sql`select status from deposits where user_id = ${userId}`);
    expect(row.status).toBe('failed');
  });

  it('credits an invoice whose webhook never came, on the reconciliation run', async () => {
    const { userId, deposit, invoiceId } = await topUp(1800);
    settle(invoiceId);
    const report = await reconcileDeposits(db(), t.app.payments, pino({ level: 'silent' }));
    expect(report.credited).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(db(), userId)).toBe(1800);
    expect((await reload(deposit)).status).toBe('completed');
  });

  it('records a webhook for an invoice the shop never made and credits nothing; a body naming no invoice is ignored', async () => {
    const body = JSON.stringify({ deliveryId: 'unknown-1', type: 'InvoiceSettled', invoiceId: 'NotOurs123', storeId: bp.storeId, metadata: { depositId: 999999 } }, null, 2);
    bp.down();
    try {
      // Unknown to the shop: BTCPay is not even asked.
      const answer = await post({ body, headers: bp.sign(body) });
      expect([answer.statusCode, answer.json().outcome]).toEqual([200, 'unknown_payment']);
    } finally {
      bp.up();
    }
    const [row] = await queryRows<{ raw_body: string }>(db(), sql`select raw_body from payment_deliveries where provider_payment_id = 'NotOurs123'`);
    expect(row.raw_body).toBe(body);
    const ping = JSON.stringify({ deliveryId: 'ping-1', type: 'PayoutCreated', storeId: bp.storeId }, null, 2);
    expect((await post({ body: ping, headers: bp.sign(ping) })).statusCode).toBe(200);
  });

  it('leaves the books balanced', async () => {
    expect((await checkLedger(db())).ok).toBe(true);
  });
});
