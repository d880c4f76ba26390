// Deposits: created once per provider payment, credited once whatever the provider does; the minimum follows the shop's setting.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, countOf, createCustomer, setSetting } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { renderDomainError } from '../../http/plugins/errors';
import { DomainError } from '../errors';
import { checkLedger } from './check-ledger';
import { createDeposit, creditDeposit, failDeposit } from './deposits';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('deposit minimum', () => {
  const t = suiteApp();

  const refusal = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return { code: (error as DomainError).code, data: (error as DomainError).data };
  };

  it('refuses less than 6 € by default, then follows the setting', async () => {
    const db = t.database.db;
    const userId = await createCustomer(db, { balanceCents: 0 });
    const deposit = (id: string, amountCents: number) => createDeposit(db, { userId, provider: 'test', providerPaymentId: id, crypto: 'btc', amountCents });

    expect(await refusal(deposit('a', 599))).toEqual({ code: 'DEPOSIT_TOO_SMALL', data: { amountCents: 599, minimumCents: 600, maximumCents: 1_000_000 } });
    expect((await deposit('b', 600)).created).toBe(true);

    await setSetting(db, 'minimum_deposit_cents', '1000');
    expect(await refusal(deposit('c', 999))).toEqual({ code: 'DEPOSIT_TOO_SMALL', data: { amountCents: 999, minimumCents: 1000, maximumCents: 1_000_000 } });
    expect((await deposit('d', 1000)).deposit.amountCents).toBe(1000);

    await setSetting(db, 'minimum_deposit_cents', '100');
    expect((await deposit('e', 100)).created).toBe(true);
  });

  it('refuses more than 10,000 € by default (a forged 9,999,999.99 € too), then follows the maximum setting; nothing is recorded', async () => {
    const db = t.database.db;
    const userId = await createCustomer(db, { balanceCents: 0 });
    const deposit = (id: string, amountCents: number) => createDeposit(db, { userId, provider: 'test', providerPaymentId: id, crypto: 'btc', amountCents });
    const before = await countOf(db, sql`select count(*) as n from deposits where user_id = ${userId}`);

    const forged = await refusal(deposit('max-a', 999_999_999));
    expect(forged).toEqual({ code: 'DEPOSIT_TOO_LARGE', data: { amountCents: 999_999_999, minimumCents: 100, maximumCents: 1_000_000 } });
    expect(renderDomainError(new DomainError(forged.code, forged.data)).body).toEqual({
      code: 'DEPOSIT_TOO_LARGE',
      message: 'Montant trop élevé : 9999999.99 €, le dépôt maximum est de 10000.00 €',
      fields: { amount: 'Maximum 10000.00 €' },
      details: { maximum: '10000.00' },
    });
    expect(await refusal(deposit('max-b', 1_000_001))).toMatchObject({ code: 'DEPOSIT_TOO_LARGE' });
    expect((await deposit('max-c', 1_000_000)).created).toBe(true);

    await setSetting(db, 'maximum_deposit_cents', '5000');
    expect(await refusal(deposit('max-d', 5001))).toEqual({ code: 'DEPOSIT_TOO_LARGE', data: { amountCents: 5001, minimumCents: 100, maximumCents: 5000 } });
    expect((await deposit('max-e', 5000)).created).toBe(true);
    expect(await countOf(db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(before + 2);
  });
});

describe('deposits', () => {
  const t = suiteApp();

  it('creates a pending deposit with its pending transaction (crypto and payment id in the metadata)', async () => {
    const user = await createCustomer(t.database.db, { balanceCents: 0 });
    const { deposit, created } = await createDeposit(t.database.db, { userId: user, provider: 'test', providerPaymentId: 'p-1', crypto: 'usdt', amountCents: 2500 });
    expect(created).toBe(true);
    expect(deposit).toMatchObject({ status: 'pending', amountCents: 2500 });
    const [txn] = await queryRows<{ type: string; status: string; metadata: Record<string, unknown> }>(
      t.database.db,
      sql`select type, status, metadata from transactions where id = ${deposit.transactionId}`,
    );
    expect(txn).toMatchObject({ type: 'deposit', status: 'pending', metadata: { crypto: 'usdt', paymentId: 'p-1' } });
    const again = await createDeposit(t.database.db, { userId: user, provider: 'test', providerPaymentId: 'p-1', crypto: 'usdt', amountCents: 2500 });
    expect(again).toMatchObject({ created: false, deposit: { id: deposit.id } });
    expect(await balanceOf(t.database.db, user)).toBe(0);
  });

  it('refuses a deposit under 6 €', async () => {
    const user = await createCustomer(t.database.db, { balanceCents: 0 });
    const error = await createDeposit(t.database.db, { userId: user, provider: 'test', providerPaymentId: 'small', crypto: 'btc', amountCents: 599 }).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ code: 'DEPOSIT_TOO_SMALL', data: { amountCents: 599, minimumCents: 600, maximumCents: 1_000_000 } });
    expect(renderDomainError(error)).toEqual({
      status: 400,
      body: {
        code: 'DEPOSIT_TOO_SMALL',
        message: 'Veuillez entrer un montant valide (minimum 6.00 €)',
        fields: { amount: 'Minimum 6.00 €' },
        details: { minimum: '6.00' },
      },
    });
  });

  it('credits a deposit once per provider payment id, however many times (and at once) the provider confirms', async () => {
    const db = t.database.db;
    const user = await createCustomer(db, { balanceCents: 120 });
    await createDeposit(db, { userId: user, provider: 'test', providerPaymentId: 'p-2', crypto: 'btc', amountCents: 1000 });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => creditDeposit(db, { provider: 'test', providerPaymentId: 'p-2' })));
    expect(outcomes.filter((o) => o.credited)).toHaveLength(1);
    expect(await balanceOf(db, user)).toBe(1120);
    const [u] = await queryRows<{ d: string }>(db, sql`select total_deposits_cents as d from users where id = ${user}`);
    expect(Number(u.d)).toBe(1000);
    expect(await countOf(db, sql`select count(*) as n from ledger_entries where user_id = ${user} and kind = 'deposit'`)).toBe(1);
    await expect(creditDeposit(db, { provider: 'test', providerPaymentId: 'unknown' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('still credits an expired (failed) deposit when the provider confirms it, but never fails a credited one', async () => {
    const db = t.database.db;
    const user = await createCustomer(db, { balanceCents: 0 });
    await createDeposit(db, { userId: user, provider: 'test', providerPaymentId: 'late', crypto: 'eth', amountCents: 600 });
    await failDeposit(db, { provider: 'test', providerPaymentId: 'late', reason: 'expired' });
    expect((await creditDeposit(db, { provider: 'test', providerPaymentId: 'late' })).credited).toBe(true);
    expect(await balanceOf(db, user)).toBe(600);
    const error = await failDeposit(db, { provider: 'test', providerPaymentId: 'late' }).catch((e) => e);
    expect(error).toMatchObject({ code: 'DEPOSIT_ALREADY_CREDITED' });
    expect(renderDomainError(error).body).toEqual({ code: 'DEPOSIT_ALREADY_CREDITED', message: 'Ce dépôt a déjà été crédité' });
  });
});
