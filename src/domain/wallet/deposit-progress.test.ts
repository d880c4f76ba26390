// A provider's states applied to a deposit in any order, repeated and concurrently, and raced with admins: one credit.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, countOf, createCustomer } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { checkLedger } from './check-ledger';
import { applyPaymentState } from './deposit-progress';
import { approveDeposit, createDeposit, type Deposit, findDeposit, rejectDeposit } from './deposits';
import type { PaymentState } from './payment-state';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

describe('applyPaymentState', () => {
  const database = suiteDatabase();
  let payment = 0;

  const newDeposit = async (amountCents = 1000, balanceCents = 0) => {
    const userId = await createCustomer(database.db, { balanceCents });
    const { deposit } = await createDeposit(database.db, { userId, provider: 'btcpay', providerPaymentId: `inv-${++payment}`, crypto: 'BTC', amountCents });
    return deposit;
  };
  const reload = async (deposit: Deposit) => (await findDeposit(database.db, { depositId: deposit.id })) as Deposit;
  const apply = async (deposit: Deposit, state: PaymentState) => applyPaymentState(database.db, await reload(deposit), state);
  const paid = (creditCents: number): PaymentState => ({ kind: 'paid', providerStatus: 'Settled', creditCents, paidAmount: '0.00012' });
  const notices = (deposit: Deposit, event: string) =>
    countOf(database.db, sql`select count(*) as n from jobs where queue = 'deposit-notices' and key = ${`${deposit.id}:${event}`}`);
  const ledgerRows = (deposit: Deposit) => countOf(database.db, sql`select count(*) as n from ledger_entries where reference_type = 'deposit' and reference_id = ${String(deposit.id)}`);

  it('credits once when the same confirmation arrives 200 times at once, racing an admin approval', async () => {
    const deposit = await newDeposit(1000, 120);
    const outcomes = await Promise.all([
      ...Array.from({ length: 200 }, () => apply(deposit, paid(1000))),
      approveDeposit(database.db, deposit.id, deposit.userId).then(
        () => 'approved',
        (e: { code?: string }) => e.code,
      ),
    ]);
    const credits = outcomes.filter((o) => o === 'credited' || o === 'approved');
    expect(credits).toHaveLength(1);
    expect(await balanceOf(database.db, deposit.userId)).toBe(1120);
    expect(await ledgerRows(deposit)).toBe(1);
    expect(await notices(deposit, 'credited')).toBe(1);
    expect((await reload(deposit)).status).toBe('completed');
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('ends completed whatever order the states come in: settled, then detected, then expired', async () => {
    const deposit = await newDeposit(2500);
    expect(await apply(deposit, paid(2500))).toBe('credited');
    expect(await apply(deposit, { kind: 'detected', providerStatus: 'Processing' })).toBe('unchanged');
    expect(await apply(deposit, { kind: 'expired', providerStatus: 'Expired' })).toBe('unchanged');
    expect(await apply(deposit, paid(2500))).toBe('already_credited');
    const after = await reload(deposit);
    expect(after.status).toBe('completed');
    expect(await balanceOf(database.db, deposit.userId)).toBe(2500);
    // The customer was never told "detected" after the credit.
    expect(await notices(deposit, 'detected')).toBe(0);
  });

  it('tells the customer once that the payment was detected, however often the provider says so', async () => {
    const deposit = await newDeposit();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => apply(deposit, { kind: 'detected', providerStatus: 'Processing' })));
    expect(outcomes.filter((o) => o === 'detected').length).toBeGreaterThanOrEqual(1);
    expect((await reload(deposit)).status).toBe('detected');
    expect(await notices(deposit, 'detected')).toBe(1);
  });

  it('credits the provider amount, not the amount asked (an over-payment), and keeps what was asked', async () => {
    const deposit = await newDeposit(1000);
    await apply(deposit, paid(1234));
    const after = await reload(deposit);
    expect([after.amountCents, after.requestedCents]).toEqual([1234, 1000]);
    expect(await balanceOf(database.db, deposit.userId)).toBe(1234);
    const [txn] = await queryRows<{ amount_cents: string; status: string }>(database.db, sql`select amount_cents, status from transactions where id = ${after.transactionId}`);
    expect([Number(txn.amount_cents), txn.status]).toEqual([1234, 'completed']);
  });

  it('holds a partial payment for an admin, survives the expiry, and the approval credits the share paid', async () => {
    const deposit = await newDeposit(5000);
    expect(await apply(deposit, { kind: 'review', reviewReason: 'partial', providerStatus: 'Expired/PaidPartial', paidCents: 2100, paidAmount: '0.0003' })).toBe('review');
    expect(await apply(deposit, { kind: 'expired', providerStatus: 'Expired' })).toBe('unchanged');
    const held = await reload(deposit);
    expect([held.status, held.reviewReason, held.paidCents]).toEqual(['pending', 'partial', 2100]);
    expect(await balanceOf(database.db, deposit.userId)).toBe(0);
    await approveDeposit(database.db, deposit.id, deposit.userId);
    expect(await balanceOf(database.db, deposit.userId)).toBe(2100);
    expect((await reload(deposit)).amountCents).toBe(2100);
  });

  it('credits a payment that arrived after the deposit expired', async () => {
    const deposit = await newDeposit(1500);
    expect(await apply(deposit, { kind: 'expired', providerStatus: 'Expired' })).toBe('failed');
    expect((await reload(deposit)).status).toBe('failed');
    expect(await apply(deposit, paid(1500))).toBe('credited');
    expect(await balanceOf(database.db, deposit.userId)).toBe(1500);
  });

  it('lets one of an approval and a rejection racing each other win, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const deposit = await newDeposit(700);
      const settled = await Promise.allSettled([approveDeposit(database.db, deposit.id, deposit.userId), rejectDeposit(database.db, deposit.id, deposit.userId)]);
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
      const after = await reload(deposit);
      expect(await balanceOf(database.db, deposit.userId)).toBe(after.status === 'completed' ? 700 : 0);
    }
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
