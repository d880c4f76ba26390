// Deposits: the minimum follows the shop's setting (minimum_deposit_cents, 6 € by default), read at each deposit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createCustomer, setSetting } from '../../../tests/support/wallet-fixtures';
import { DomainError } from '../errors';
import { createDeposit } from './deposits';

describe('deposit minimum', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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

    expect(await refusal(deposit('a', 599))).toEqual({ code: 'DEPOSIT_TOO_SMALL', data: { amountCents: 599, minimumCents: 600 } });
    expect((await deposit('b', 600)).created).toBe(true);

    await setSetting(db, 'minimum_deposit_cents', '1000');
    expect(await refusal(deposit('c', 999))).toEqual({ code: 'DEPOSIT_TOO_SMALL', data: { amountCents: 999, minimumCents: 1000 } });
    expect((await deposit('d', 1000)).deposit.amountCents).toBe(1000);

    await setSetting(db, 'minimum_deposit_cents', '100');
    expect((await deposit('e', 100)).created).toBe(true);
  });
});
