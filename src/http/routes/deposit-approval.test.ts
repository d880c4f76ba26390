// Approving a deposit a provider handles asks the provider first (the NOWPayments and BTCPay stand-ins): paid is credited,
// partially paid shows and credits the share, unpaid is refused without a second confirmation and audited with it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { type BtcpayStandIn, startBtcpayStandIn } from '../../../tests/support/btcpay-stand-in';
import { type NowpaymentsStandIn, startNowpaymentsStandIn } from '../../../tests/support/nowpayments-stand-in';
import { balanceOf, createCustomer } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { createDeposit } from '../../domain/wallet/deposits';
import { startTopUp } from '../../domain/wallet/top-up';

describe('approving a provider deposit (NOWPayments)', () => {
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

  const topUp = async (amountCents: number) => {
    const userId = await createCustomer(t.database.db, { balanceCents: 0 });
    const { deposit, payment } = await startTopUp(t.database.db, t.app.payments, { userId, crypto: 'BTC', amountCents });
    if (!payment) throw new Error('no provider payment');
    return { userId, deposit, paymentId: payment.providerPaymentId };
  };
  const status = (id: number) => t.app.inject({ method: 'GET', url: `/api/deposits/${id}/provider-status`, headers: t.auth });
  const approve = (id: number, body?: object) =>
    t.app.inject({ method: 'POST', url: `/api/deposits/${id}/approve`, headers: t.auth, ...(body ? { payload: body } : {}) });
  const auditOf = async (id: number) =>
    (
      await queryRows<{ details: Record<string, unknown> }>(
        t.database.db,
        sql`select details from audit_log where action = 'deposit.approve' and entity_id = ${String(id)}`,
      )
    ).map((r) => r.details);

  it('credits a deposit the provider says is paid, with what the provider says', async () => {
    const { userId, deposit, paymentId } = await topUp(2000);
    np.setStatus(paymentId, 'finished', { actually_paid: 0.0004 });
    const seen = await status(deposit.id);
    expect(seen.json()).toEqual({
      provider: { verdict: 'paid', providerStatus: 'finished', amount: '20.00', credit: '20.00', paid: '20.00', paidShare: '100.00', needsConfirmation: false },
    });
    const res = await approve(deposit.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: '20.00', provider: { provider: { verdict: 'paid' } } });
    expect(await balanceOf(t.database.db, userId)).toBe(2000);
    expect(await auditOf(deposit.id)).toEqual([expect.objectContaining({ providerVerdict: 'paid', providerStatus: 'finished', credited: '20.00' })]);
  });

  it('shows the share of a partially paid deposit and credits that share', async () => {
    const { userId, deposit, paymentId } = await topUp(5000);
    // 0.00025 BTC of the 0.001 asked: a quarter, 12.50 €.
    np.setStatus(paymentId, 'partially_paid', { actually_paid: 0.00025 });
    expect((await status(deposit.id)).json()).toEqual({
      provider: { verdict: 'partial', providerStatus: 'partially_paid', amount: '50.00', credit: '12.50', paid: '12.50', paidShare: '25.00', needsConfirmation: false },
    });
    const res = await approve(deposit.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: '12.50' });
    expect(await balanceOf(t.database.db, userId)).toBe(1250);
  });

  it('refuses an unpaid deposit without the second confirmation, credits it with it, and audits that', async () => {
    const { userId, deposit } = await topUp(3000);
    expect((await status(deposit.id)).json()).toEqual({
      provider: { verdict: 'unpaid', providerStatus: 'waiting', amount: '30.00', credit: '30.00', paid: null, paidShare: null, needsConfirmation: true },
    });
    const refused = await approve(deposit.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'DEPOSIT_NOT_PAID',
      message: 'Le prestataire indique que ce dépôt n’est pas payé (statut « waiting ») : confirmez pour créditer 30.00 € quand même',
      details: { verdict: 'unpaid', providerStatus: 'waiting', amount: '30.00', credit: '30.00', paid: null },
    });
    expect(await balanceOf(t.database.db, userId)).toBe(0);
    expect(await auditOf(deposit.id)).toEqual([]);
    // confirmUnpaid: false is no confirmation.
    expect((await approve(deposit.id, { confirmUnpaid: false })).statusCode).toBe(409);

    const confirmed = await approve(deposit.id, { confirmUnpaid: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ credited: '30.00', provider: { provider: { verdict: 'unpaid' } } });
    expect(await balanceOf(t.database.db, userId)).toBe(3000);
    expect(await auditOf(deposit.id)).toEqual([
      expect.objectContaining({ providerVerdict: 'unpaid', providerStatus: 'waiting', confirmedUnpaid: true, credited: '30.00' }),
    ]);
    // Once credited, nothing more.
    expect((await approve(deposit.id, { confirmUnpaid: true })).json()).toMatchObject({ code: 'DEPOSIT_ALREADY_PROCESSED' });
  });

  it('asks again at approval: a deposit unpaid when the dialog opened and paid since is credited without the confirmation', async () => {
    const { userId, deposit, paymentId } = await topUp(1500);
    expect((await status(deposit.id)).json().provider.verdict).toBe('unpaid');
    np.setStatus(paymentId, 'finished', { actually_paid: 0.0003 });
    expect((await approve(deposit.id)).statusCode).toBe(200);
    expect(await balanceOf(t.database.db, userId)).toBe(1500);
  });

  it('says when the provider cannot be asked, and credits only with the confirmation', async () => {
    const { userId, deposit } = await topUp(1000);
    np.down();
    try {
      expect((await status(deposit.id)).json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      expect((await approve(deposit.id)).json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      expect(await balanceOf(t.database.db, userId)).toBe(0);
      const confirmed = await approve(deposit.id, { confirmUnpaid: true });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await balanceOf(t.database.db, userId)).toBe(1000);
      expect(await auditOf(deposit.id)).toEqual([expect.objectContaining({ providerVerdict: 'unknown', confirmedUnpaid: true })]);
    } finally {
      np.up();
    }
  });

  it('keeps today’s flow for a manual deposit: no provider to ask, credited at once', async () => {
    const userId = await createCustomer(t.database.db, { balanceCents: 0 });
    const { deposit } = await createDeposit(t.database.db, { userId, provider: 'manual', crypto: 'manual', amountCents: 800 });
    expect((await status(deposit.id)).json()).toEqual({ provider: null });
    const res = await approve(deposit.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.database.db, userId)).toBe(800);
  });

  it('applies the same check through the transactions API', async () => {
    const { userId, deposit } = await topUp(900);
    const url = `/api/transactions/${deposit.transactionId}/approve`;
    expect((await t.app.inject({ method: 'POST', url, headers: t.auth })).json()).toMatchObject({ code: 'DEPOSIT_NOT_PAID' });
    expect((await t.app.inject({ method: 'POST', url, headers: t.auth, payload: { confirmUnpaid: true } })).statusCode).toBe(200);
    expect(await balanceOf(t.database.db, userId)).toBe(900);
  });
});

describe('approving a provider deposit (BTCPay)', () => {
  let t: TestApp;
  let bp: BtcpayStandIn;
  beforeAll(async () => {
    bp = await startBtcpayStandIn();
    t = await createTestApp({ config: { payments: { btcpay: bp.settings, nowpayments: { apiKey: 'np-unused', ipnSecret: 'unused' } } } });
  });
  afterAll(async () => {
    await t.close();
    await bp.close();
  });

  it('credits a settled invoice and refuses a new one without the confirmation', async () => {
    const userId = await createCustomer(t.database.db, { balanceCents: 0 });
    const paid = await startTopUp(t.database.db, t.app.payments, { userId, crypto: 'BTC-CHAIN', amountCents: 1000 });
    const unpaid = await startTopUp(t.database.db, t.app.payments, { userId, crypto: 'BTC-CHAIN', amountCents: 2000 });
    const invoiceId = paid.payment?.providerPaymentId as string;
    bp.pay(invoiceId, 'BTC-CHAIN', bp.methods(invoiceId)[0].amount);
    bp.setStatus(invoiceId, 'Settled');
    const approve = (id: number) => t.app.inject({ method: 'POST', url: `/api/deposits/${id}/approve`, headers: t.auth });
    expect((await approve(paid.deposit.id)).json()).toMatchObject({ credited: '10.00', provider: { provider: { verdict: 'paid', providerStatus: 'Settled' } } });
    expect((await approve(unpaid.deposit.id)).json()).toMatchObject({ code: 'DEPOSIT_NOT_PAID', details: { verdict: 'unpaid', providerStatus: 'New' } });
    expect(await balanceOf(t.database.db, userId)).toBe(1000);
  });
});
