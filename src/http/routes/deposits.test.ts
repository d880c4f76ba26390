// The Dépôts API: tabs, figures, and admins' approvals and rejections credited once, whatever races them.
import { describe, expect, it } from 'vitest';
import { balanceOf, createCustomer } from '../../../tests/support/wallet-fixtures';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { createDeposit, failDeposit, markDepositForReview } from '../../domain/wallet/deposits';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('deposits API', () => {
  const t = suiteApp();
  let seq = 0;

  const deposit = async (amountCents: number, userId?: number) => {
    const owner = userId ?? (await createCustomer(t.database.db, { balanceCents: 0 }));
    const { deposit: d } = await createDeposit(t.database.db, { userId: owner, provider: 'manual', providerPaymentId: `m-${++seq}`, crypto: 'BTC', amountCents });
    return d;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth });
  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: t.auth });

  it('lists each tab with its label and gives the four figures', async () => {
    const waiting = await deposit(1000);
    const credited = await deposit(2500);
    const failed = await deposit(700);
    await post(`/api/deposits/${credited.id}/approve`);
    await failDeposit(t.database.db, { depositId: failed.id });
    const pending = (await get('/api/deposits?tab=pending')).json();
    expect(pending.data.map((d: { id: number }) => d.id)).toContain(waiting.id);
    expect(pending.data.find((d: { id: number }) => d.id === waiting.id)).toMatchObject({ amount: '10.00', statusLabel: 'En attente', crypto: 'BTC' });
    const done = (await get('/api/deposits?tab=completed')).json();
    expect(done.data.find((d: { id: number }) => d.id === credited.id)).toMatchObject({ amount: '25.00', statusLabel: 'Réussi' });
    expect((await get('/api/deposits?tab=failed')).json().data.find((d: { id: number }) => d.id === failed.id)?.statusLabel).toBe('Échoué');
    const stats = (await get('/api/deposits/stats')).json();
    expect(stats.completed).toEqual({ count: 1, amount: '25.00' });
    expect(stats.today).toEqual({ count: 1, amount: '25.00' });
    expect(stats.pending).toEqual({ count: 1, amount: '10.00' });
    expect(stats.failed).toEqual({ count: 1, amount: '7.00' });
    expect((await get('/api/deposits?tab=nope')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/deposits' })).statusCode).toBe(401);
  });

  it('credits once when two admins approve at once, and refuses a second approval or a rejection afterwards', async () => {
    const d = await deposit(1500);
    const answers = await Promise.all([post(`/api/deposits/${d.id}/approve`), post(`/api/deposits/${d.id}/approve`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t.database.db, d.userId)).toBe(1500);
    const again = await post(`/api/deposits/${d.id}/reject`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'DEPOSIT_ALREADY_PROCESSED']);
  });

  it('credits the share actually paid of a deposit held for review', async () => {
    const d = await deposit(5000);
    await markDepositForReview(t.database.db, { depositId: d.id }, { reason: 'partial', paidCents: 1234, paidAmount: '0.0002', providerStatus: 'partially_paid' });
    const row = (await get('/api/deposits?tab=pending')).json().data.find((x: { id: number }) => x.id === d.id);
    expect(row).toMatchObject({ reviewReason: 'partial', paid: '12.34', paidCrypto: '0.0002' });
    expect((await post(`/api/deposits/${d.id}/approve`)).json()).toMatchObject({ credited: '12.34' });
    expect(await balanceOf(t.database.db, d.userId)).toBe(1234);
  });

  it('rejects a pending deposit without touching the balance, and the books stay balanced', async () => {
    const d = await deposit(900);
    expect((await post(`/api/deposits/${d.id}/reject`)).statusCode).toBe(200);
    expect((await get('/api/deposits?tab=failed')).json().data.some((x: { id: number }) => x.id === d.id)).toBe(true);
    expect(await balanceOf(t.database.db, d.userId)).toBe(0);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
