import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { purchase } from '../../domain/orders/purchase';
import { refundPurchase } from '../../domain/orders/refund';
import { createDeposit, creditDeposit } from '../../domain/wallet/deposits';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('transactions API: approve, reject and list', () => {
  const t = suiteApp();

  /** SPEC §7: approve/reject are sent with a JSON content type and no body. */
  const decide = (id: number, action: 'approve' | 'reject') =>
    t.app.inject({ method: 'POST', url: `/api/transactions/${id}/${action}`, headers: { ...t.auth, 'content-type': 'application/json' } });

  describe('approve and reject (POST /api/transactions/{id}/approve|reject)', () => {
    it('approves a pending deposit with an empty JSON body: credited, completed, audited', async () => {
      const db = t.database.db;
      const user = await createCustomer(db, { balanceCents: 120 });
      const { deposit } = await createDeposit(db, { userId: user, provider: 'test', providerPaymentId: 'a-1', crypto: 'ltc', amountCents: 1050 });
      const res = await decide(deposit.transactionId as number, 'approve');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        balance: '11.70',
        transaction: { id: deposit.transactionId, type: 'deposit', status: 'completed', amount: '10.50', crypto: 'ltc', paymentId: 'a-1' },
      });
      expect(res.json().transaction.completedAt).not.toBeNull();
      expect(await countOf(db, sql`select count(*) as n from audit_log where action = 'deposit.approve' and entity_id = ${String(deposit.id)}`)).toBe(1);
      const twice = await decide(deposit.transactionId as number, 'approve');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Ce dépôt a déjà été traité');
      expect(await balanceOf(db, user)).toBe(1170);
    });

    it('rejects a pending deposit: failed, no money moves; a rejected one cannot be approved afterwards', async () => {
      const db = t.database.db;
      const user = await createCustomer(db, { balanceCents: 120 });
      const { deposit } = await createDeposit(db, { userId: user, provider: 'test', providerPaymentId: 'r-1', crypto: 'btc', amountCents: 900 });
      const res = await decide(deposit.transactionId as number, 'reject');
      expect(res.json()).toMatchObject({ success: true, balance: '1.20', transaction: { status: 'failed' } });
      expect((await decide(deposit.transactionId as number, 'approve')).statusCode).toBe(409);
      expect(await balanceOf(db, user)).toBe(120);
    });

    it('credits once when two admins approve the same deposit at the same moment', async () => {
      const db = t.database.db;
      const user = await createCustomer(db, { balanceCents: 0 });
      const { deposit } = await createDeposit(db, { userId: user, provider: 'test', providerPaymentId: 'race', crypto: 'btc', amountCents: 700 });
      const results = await Promise.all(Array.from({ length: 6 }, () => decide(deposit.transactionId as number, 'approve')));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await balanceOf(db, user)).toBe(700);
    });

    it('refuses to approve what is not a deposit, and 404s on an unknown transaction', async () => {
      const user = await createCustomer(t.database.db, { balanceCents: 500 });
      await t.app.inject({ method: 'POST', url: `/api/users/${user}/add-credit`, headers: t.auth, payload: { amount: '1' } });
      const [txn] = await queryRows<{ id: number }>(t.database.db, sql`select id from transactions where user_id = ${user}`);
      const res = await decide(txn.id, 'approve');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Seuls les dépôts peuvent être approuvés ou rejetés');
      expect((await decide(999_999, 'reject')).statusCode).toBe(404);
    });
  });

  describe('list (GET /api/transactions)', () => {
    it('describes each kind of movement in French, rendered from the row\'s facts (no sentence is stored)', async () => {
      const db = t.database.db;
      const country = `Belgique-${Date.now()}`;
      const cat = await createCatalogue(db, { country, operator: 'Proximus' });
      const list = await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 100, offset: 17_000 });
      const user = await createCustomer(db, { balanceCents: 1000 });
      await createDeposit(db, { userId: user, provider: 'test', providerPaymentId: 'desc-1', crypto: 'usdt', amountCents: 600 });
      const { order } = await purchase(db, { userId: user, numlistId: list, quantity: 100, idempotencyKey: 'desc' });
      await refundPurchase(db, { purchaseId: order.id, actorUserId: null });
      for (const action of ['add-credit', 'remove-credit']) {
        await t.app.inject({ method: 'POST', url: `/api/users/${user}/${action}`, headers: t.auth, payload: { amount: '1' } });
      }
      const listed = (await t.app.inject({ method: 'GET', url: `/api/transactions?userId=${user}`, headers: t.auth })).json();
      expect(listed.data.map((x: { type: string; description: string }) => [x.type, x.description])).toEqual([
        ['admin_debit', 'Crédit retiré par un administrateur'],
        ['admin_credit', 'Crédit ajouté par un administrateur'],
        ['refund', `Remboursement de la commande #${order.id}`],
        ['purchase', `Achat de 100 numéros — Proximus (${country})`],
        ['deposit', 'Dépôt USDT'],
      ]);
      const columns = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from information_schema.columns where table_name = 'transactions' and column_name = 'description'`,
      );
      expect(columns[0].n).toBe(0);
    });

    it('lists newest first, filtered by type, status and user, paged', async () => {
      const db = t.database.db;
      const user = await createCustomer(db, { balanceCents: 0, username: 'liste_tx' });
      for (let i = 0; i < 3; i++) {
        await createDeposit(db, { userId: user, provider: 'test', providerPaymentId: `l-${i}`, crypto: 'btc', amountCents: 600 + i });
      }
      await creditDeposit(db, { provider: 'test', providerPaymentId: 'l-0' });
      const all = (await t.app.inject({ method: 'GET', url: `/api/transactions?userId=${user}`, headers: t.auth })).json();
      expect(all.data.map((x: { amount: string }) => x.amount)).toEqual(['6.02', '6.01', '6.00']);
      expect(all.data[0]).toMatchObject({ userId: user, username: 'liste_tx', type: 'deposit', status: 'pending', crypto: 'btc', paymentId: 'l-2' });
      expect(all.pagination).toEqual({ total: 3, totalPages: 1, page: 1, pageSize: 20 });
      const pending = (await t.app.inject({ method: 'GET', url: `/api/transactions?userId=${user}&type=deposit&status=pending`, headers: t.auth })).json();
      expect(pending.pagination.total).toBe(2);
      const searched = (await t.app.inject({ method: 'GET', url: '/api/transactions?search=LISTE_TX&status=completed', headers: t.auth })).json();
      expect(searched.data).toHaveLength(1);
      // Unfiltered, the total comes from the daily rollups plus today's rows (the dashboard test covers rolled-up days).
      const everything = (await t.app.inject({ method: 'GET', url: '/api/transactions', headers: t.auth })).json();
      expect(everything.pagination.total).toBe(await countOf(db, sql`select count(*) as n from transactions`));
      const bad = await t.app.inject({ method: 'GET', url: '/api/transactions?type=gift', headers: t.auth });
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Type invalide' });
      expect((await t.app.inject({ method: 'GET', url: '/api/transactions?pageSize=7', headers: t.auth })).json().message).toBe(
        'Taille de page invalide (20, 50 ou 100)',
      );
    });
  });
});
