import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, countOf, createCustomer } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { createDeposit, creditDeposit } from '../../domain/wallet/deposits';
import { suiteApp, suiteTestAdmin } from '../../../tests/support/suite-fixtures';
import { expectAnswer } from '../../../tests/support/api-answers';

describe('users API', () => {
  const t = suiteApp();
  const testAdmin = suiteTestAdmin(t);

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: t.auth, ...(payload === undefined ? {} : { payload: payload as object }) });

  describe('create', () => {
    it('creates a user with the spec defaults: opening balance 1.20, language fr, not admin', async () => {
      const res = await api('POST', '/api/users', { username: 'nouveau', telegramId: '123456789' });
      expectAnswer(res, 201, { username: 'nouveau', telegramId: 123456789, balance: '1.20', totalDeposits: '0.00', totalPurchases: '0.00', isAdmin: false, isActive: true, language: 'fr' });
      const [row] = await queryRows<{ opening: string; balance: string }>(
        t.database.db,
        sql`select opening_balance_cents as opening, balance_cents as balance from users where username = 'nouveau'`,
      );
      expect(Number(row.opening)).toBe(120);
      expect(Number(row.balance)).toBe(120);
      // The opening balance is not a ledger row, and the books hold.
      expect((await checkLedger(t.database.db)).ok).toBe(true);
    });

    it('accepts a balance as text or number, a language among the fourteen, an admin with a password who can sign in', async () => {
      const res = await api('POST', '/api/users', { username: 'gerant', balance: '12,5', isAdmin: true, language: 'uk', password: 'motdepasse-long' });
      expectAnswer(res, 201, { balance: '12.50', isAdmin: true, language: 'uk' });
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'gerant', password: 'motdepasse-long' } });
      expect(login.statusCode).toBe(200);
      expect((await api('POST', '/api/users', { username: 'zero', balance: 0 })).json()).toMatchObject({ balance: '0.00' });
    });

    it.each([
      [{ username: '' }, 'username', "Nom d'utilisateur requis"],
      [{}, 'username', "Nom d'utilisateur requis"],
      [{ username: 'a b' }, 'username', "Le nom d'utilisateur ne peut pas contenir d'espace"],
      [{ username: 'x'.repeat(65) }, 'username', "Nom d'utilisateur trop long (64 caractères au plus)"],
      // Amounts: the field says what is wrong (issue 9); the message stays 'Veuillez entrer un montant valide' (below).
      [{ username: 'ok1', balance: 'abc' }, 'balance', 'Montant invalide : écrivez par exemple 12,50'],
      [{ username: 'ok2', balance: '-1' }, 'balance', 'Montant invalide : écrivez par exemple 12,50'],
      [{ username: 'ok3', balance: '1.234' }, 'balance', 'Montant ambigu : « 1.234 » peut se lire 1234 € ou 1,23 €. Écrivez 1234 ou 1,23'],
      [{ username: 'ok8', balance: '1,255' }, 'balance', 'Montant ambigu : « 1,255 » peut se lire 1255 € ou 1,25 €. Écrivez 1255 ou 1,25'],
      [{ username: 'ok4', language: 'xx' }, 'language', 'Langue non prise en charge'],
      [{ username: 'ok5', telegramId: '12ab' }, 'telegramId', 'Identifiant Telegram invalide'],
      [{ username: 'ok6', isAdmin: 'oui' }, 'isAdmin', 'Valeur invalide'],
      [{ username: 'ok7', password: 'court' }, 'password', 'Mot de passe : 8 caractères au moins'],
    ])('refuses %j with a message on %s', async (payload, field, message) => {
      const res = await api('POST', '/api/users', payload);
      expectAnswer(res, 400, { code: 'VALIDATION_FAILED', fields: { [field]: message } });
      if (field === 'balance') expect(res.json().message).toBe('Veuillez entrer un montant valide');
    });

    it('reads the opening balance the French way: "1 250,50" is 1 250,50 €', async () => {
      const res = await api('POST', '/api/users', { username: 'solde-fr', balance: '1 250,50' });
      expectAnswer(res, 201, { balance: '1250.50' });
    });

    it('answers 409 for a username taken (whatever the case) or a Telegram id taken', async () => {
      await api('POST', '/api/users', { username: 'Doublon', telegramId: 555 });
      const same = await api('POST', '/api/users', { username: 'doublon' });
      expectAnswer(same, 409, { code: 'USERNAME_TAKEN', message: "Ce nom d'utilisateur existe déjà", fields: { username: "Ce nom d'utilisateur existe déjà" } });
      const tg = await api('POST', '/api/users', { username: 'autre', telegramId: 555 });
      expectAnswer(tg, 409, { code: 'TELEGRAM_ID_TAKEN', message: 'Cet identifiant Telegram est déjà utilisé' });
    });

    it('refuses a customer login name (tg_ and digits, any case) on create and rename with 400, and keeps a customer editable', async () => {
      const reserved = "Les noms « tg_ » suivis de chiffres sont réservés aux clients Telegram : choisissez-en un autre";
      for (const username of ['tg_555000011', 'TG_555000011', 'Tg_1_2']) {
        const res = await api('POST', '/api/users', { username });
        expectAnswer(res, 400, { message: reserved, fields: { username: reserved } });
      }
      expect(await countOf(t.database.db, sql`select count(*) as n from users where lower(username) like 'tg\_555000011%'`)).toBe(0);
      // Names that only look alike are anyone's.
      for (const username of ['tg_alice', 'tg555', 'tg_12a']) expect((await api('POST', '/api/users', { username })).statusCode, username).toBe(201);

      const other = (await api('POST', '/api/users', { username: 'renommee' })).json();
      const rename = await api('PUT', `/api/users/${other.id}`, { username: 'tg_555000011' });
      expect(rename.statusCode).toBe(400);
      expect(rename.json()).toEqual({ code: 'USERNAME_RESERVED', message: reserved, fields: { username: reserved } });

      // A customer's own tg_ name, sent back unchanged by the edit form, is no choice of the admin's.
      const [customer] = await queryRows<{ id: number }>(
        t.database.db,
        sql`insert into users (username, telegram_id) values ('tg_555000012', 555000012) returning id`,
      );
      const edit = await api('PUT', `/api/users/${customer.id}`, { username: 'tg_555000012', firstName: 'Léa' });
      expectAnswer(edit, 200, { username: 'tg_555000012', firstName: 'Léa' });
    });

    it('writes an audit row naming the admin', async () => {
      await api('POST', '/api/users', { username: 'audite' });
      const [row] = await queryRows<{ actor_user_id: number; action: string }>(
        t.database.db,
        sql`select actor_user_id, action from audit_log where action = 'user.create' and details->>'username' = 'audite'`,
      );
      expect(row).toEqual({ actor_user_id: testAdmin.id, action: 'user.create' });
    });
  });

  describe('edit and delete', () => {
    it('edits fields, ignores a balance (credits go through the ledger), and 409s on a taken name', async () => {
      const id = (await api('POST', '/api/users', { username: 'edit-me' })).json().id;
      const res = await api('PUT', `/api/users/${id}`, { firstName: 'Jeanne', lastName: 'Martin', language: 'en', balance: '999.00', isAdmin: true });
      expectAnswer(res, 200, { firstName: 'Jeanne', lastName: 'Martin', language: 'en', balance: '1.20', isAdmin: true });
      expect((await api('PUT', `/api/users/${id}`, { username: 'ADMIN' })).statusCode).toBe(409);
      expect((await api('PUT', `/api/users/${id}`, { language: 'klingon' })).json().fields).toEqual({ language: 'Langue non prise en charge' });
      expect((await api('PUT', '/api/users/999999', { firstName: 'x' })).statusCode).toBe(404);
    });

    it("refuses an admin's removing their own admin rights or account", async () => {
      const res = await api('PUT', `/api/users/${testAdmin.id}`, { isAdmin: false });
      expectAnswer(res, 409, { code: 'CANNOT_DEMOTE_SELF' });
      expect(res.json().message).toMatch(/propres droits/);
      const del = await api('DELETE', `/api/users/${testAdmin.id}`);
      expect(del.statusCode).toBe(409);
      expect(del.json().code).toBe('CANNOT_DELETE_SELF');
      expect(del.json().message).toBe('Vous ne pouvez pas supprimer votre propre compte');
    });

    it('deletes a user without money history, and deactivates one with it', async () => {
      const fresh = (await api('POST', '/api/users', { username: 'sans-historique' })).json().id;
      const del = await api('DELETE', `/api/users/${fresh}`);
      expect(del.json()).toMatchObject({ success: true, outcome: 'deleted', message: 'Utilisateur supprimé' });
      expect(await countOf(t.database.db, sql`select count(*) as n from users where id = ${fresh}`)).toBe(0);

      const customer = (await api('POST', '/api/users', { username: 'avec-historique' })).json().id;
      await api('POST', `/api/users/${customer}/add-credit`, { amount: '5' });
      const res = await api('DELETE', `/api/users/${customer}`);
      expect(res.json()).toMatchObject({ success: true, outcome: 'deactivated' });
      expect((await api('GET', `/api/users/${customer}`)).json()).toMatchObject({ isActive: false, balance: '6.20' });
      expect((await checkLedger(t.database.db)).ok).toBe(true);
      expect((await api('DELETE', '/api/users/999999')).statusCode).toBe(404);
    });
  });

  describe('credit', () => {
    it('adds credit: balance, ledger row, transaction and audit row with the admin', async () => {
      const id = await createCustomer(t.database.db, { balanceCents: 120 });
      const res = await api('POST', `/api/users/${id}/add-credit`, { amount: '12.50' });
      expectAnswer(res, 200, {
        success: true,
        user: { id, balance: '13.70', totalDeposits: '0.00' },
        ledgerEntry: { kind: 'admin_credit', amount: '12.50', balanceAfter: '13.70', referenceType: 'admin', actorUserId: testAdmin.id, actorUsername: 'admin' },
      });
      const [audit] = await queryRows<{ actor_user_id: number; details: { amount: string } }>(
        t.database.db,
        sql`select actor_user_id, details from audit_log where action = 'user.add_credit' and entity_id = ${String(id)}`,
      );
      expect(audit).toMatchObject({ actor_user_id: testAdmin.id, details: { amount: '12.50', balanceAfter: '13.70' } });
      const [txn] = await queryRows<{ type: string; status: string }>(t.database.db, sql`select type, status from transactions where user_id = ${id}`);
      expect(txn).toEqual({ type: 'admin_credit', status: 'completed' });
    });

    it('removes credit, and refuses to remove more than the balance with a clear message', async () => {
      const id = await createCustomer(t.database.db, { balanceCents: 1000, username: 'paul' });
      const ok = await api('POST', `/api/users/${id}/remove-credit`, { amount: '2.5' });
      expect(ok.json()).toMatchObject({ user: { balance: '7.50' }, ledgerEntry: { kind: 'admin_debit', amount: '-2.50', balanceAfter: '7.50' } });
      const tooMuch = await api('POST', `/api/users/${id}/remove-credit`, { amount: '7.51' });
      expectAnswer(tooMuch, 402, { code: 'INSUFFICIENT_BALANCE', message: 'Solde insuffisant : impossible de retirer 7.51 €, le solde de paul est de 7.50 €', details: { balance: '7.50' } });
      expect(await balanceOf(t.database.db, id)).toBe(750);
      const all = await api('POST', `/api/users/${id}/remove-credit`, { amount: '7.50' });
      expect(all.json().user.balance).toBe('0.00');
    });

    it.each([['abc'], ['0'], ['0.00'], ['-5'], ['1.234'], [''], ['1e3'], [null]])('refuses the amount %j with "Veuillez entrer un montant valide"', async (amount) => {
      const id = await createCustomer(t.database.db, { balanceCents: 500 });
      for (const action of ['add-credit', 'remove-credit']) {
        const res = await api('POST', `/api/users/${id}/${action}`, { amount });
        expectAnswer(res, 400, { code: 'VALIDATION_FAILED', message: 'Veuillez entrer un montant valide' });
      }
      expect((await api('POST', `/api/users/${id}/add-credit`, {})).json().message).toBe('Veuillez entrer un montant valide');
      expect(await balanceOf(t.database.db, id)).toBe(500);
    });

    it('reads amounts the French way: "12,50" credits 12,50 €, "1 250,00" credits 1 250 €, "1,250" is refused as ambiguous', async () => {
      const id = await createCustomer(t.database.db, { balanceCents: 0 });
      const comma = await api('POST', `/api/users/${id}/add-credit`, { amount: '12,50' });
      expectAnswer(comma, 200, { user: { balance: '12.50' }, ledgerEntry: { amount: '12.50' } });
      expect(await balanceOf(t.database.db, id)).toBe(1250);
      const grouped = await api('POST', `/api/users/${id}/add-credit`, { amount: '1 250,00' });
      expect(grouped.json()).toMatchObject({ user: { balance: '1262.50' }, ledgerEntry: { amount: '1250.00' } });
      const refused = await Promise.all(['add-credit', 'remove-credit'].map((action) => api('POST', `/api/users/${id}/${action}`, { amount: '1,250' })));
      const ambiguity = 'Montant ambigu : « 1,250 » peut se lire 1250 € ou 1,25 €. Écrivez 1250 ou 1,25';
      const body = { code: 'VALIDATION_FAILED', message: 'Veuillez entrer un montant valide', fields: { amount: ambiguity } };
      expect(refused.map((r) => [r.statusCode, r.json()])).toEqual([
        [400, body],
        [400, body],
      ]);
      expect(await balanceOf(t.database.db, id)).toBe(126_250);
      const debit = await api('POST', `/api/users/${id}/remove-credit`, { amount: '0,5' });
      expect(debit.json()).toMatchObject({ user: { balance: '1262.00' }, ledgerEntry: { kind: 'admin_debit', amount: '-0.50' } });
    });

    it('keeps the reason on the ledger row and in the audit row, and shows it in the user\'s ledger', async () => {
      const id = await createCustomer(t.database.db, { balanceCents: 1000 });
      const res = await api('POST', `/api/users/${id}/remove-credit`, { amount: '2,00', reason: '  Geste commercial annulé  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().ledgerEntry).toMatchObject({ kind: 'admin_debit', amount: '-2.00', reason: 'Geste commercial annulé' });
      const [audit] = await queryRows<{ details: Record<string, unknown> }>(
        t.database.db,
        sql`select details from audit_log where action = 'user.remove_credit' and entity_id = ${String(id)}`,
      );
      expect(audit.details).toMatchObject({ amount: '2.00', balanceAfter: '8.00', reason: 'Geste commercial annulé' });
      await api('POST', `/api/users/${id}/add-credit`, { amount: '1', reason: '   ' });
      const details = (await api('GET', `/api/users/${id}`)).json();
      expect(details.ledger.map((e: { reason: string | null }) => e.reason)).toEqual([null, 'Geste commercial annulé']);
      const tooLong = await api('POST', `/api/users/${id}/add-credit`, { amount: '1', reason: 'x'.repeat(201) });
      expectAnswer(tooLong, 400, { code: 'VALIDATION_FAILED', fields: { reason: 'Motif : 200 caractères au plus' } });
      expect((await api('POST', `/api/users/${id}/add-credit`, { amount: '1', reason: 'x'.repeat(200) })).statusCode).toBe(200);
      expect(await balanceOf(t.database.db, id)).toBe(1000);
    });

    it('accepts the amount as a number too, and 404s on an unknown user', async () => {
      const id = await createCustomer(t.database.db, { balanceCents: 0 });
      expect((await api('POST', `/api/users/${id}/add-credit`, { amount: 3 })).json().user.balance).toBe('3.00');
      expect((await api('POST', '/api/users/999999/add-credit', { amount: '1' })).statusCode).toBe(404);
    });

    it('never overdraws under concurrent debits', async () => {
      const id = await createCustomer(t.database.db, { balanceCents: 1000 });
      const results = await Promise.all(Array.from({ length: 15 }, () => api('POST', `/api/users/${id}/remove-credit`, { amount: '1.00' })));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(await balanceOf(t.database.db, id)).toBe(0);
      expect((await checkLedger(t.database.db)).ok).toBe(true);
    });
  });

  describe('lists', () => {
    let ids: number[];
    beforeAll(async () => {
      const db = t.database.db;
      ids = [
        await createCustomer(db, { username: 'liste_riche', balanceCents: 90_000, firstName: 'Élodie', lastName: 'Riche', telegramId: 42_424_242 }),
        await createCustomer(db, { username: 'liste_moyen', balanceCents: 50_000, firstName: 'Marc', lastName: 'Moyen' }),
        await createCustomer(db, { username: 'liste_pauvre', balanceCents: 0, firstName: 'Zoé', lastName: 'Pauvre' }),
      ];
      // 400 € deposited (total deposits 400.00), less than the others' balances.
      await createDeposit(db, { userId: ids[2], provider: 'test', providerPaymentId: 'liste-1', crypto: 'btc', amountCents: 40_000 });
      await creditDeposit(db, { provider: 'test', providerPaymentId: 'liste-1' });
    });

    it('sorts by balance (default) then by total deposits, descending, with the spec fields and paging', async () => {
      const res = await api('GET', '/api/users/with-stats?search=liste_');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.map((u: { id: number }) => u.id)).toEqual(ids);
      expect(body.data[0]).toMatchObject({
        id: ids[0],
        username: 'liste_riche',
        telegramId: 42_424_242,
        firstName: 'Élodie',
        lastName: 'Riche',
        balance: '900.00',
        totalDeposits: '0.00',
        isAdmin: false,
      });
      expect(body.pagination).toEqual({ total: 3, totalPages: 1, page: 1, pageSize: 10 });
      const byDeposits = (await api('GET', '/api/users/with-stats?search=liste_&sort=deposits')).json();
      expect(byDeposits.data[0].id).toBe(ids[2]);
    });

    it('searches case-insensitively over username, Telegram id, first and last name', async () => {
      const search = async (q: string) =>
        (await api('GET', `/api/users/with-stats?search=${encodeURIComponent(q)}`)).json().data.map((u: { username: string }) => u.username);
      expect(await search('LISTE_RICHE')).toEqual(['liste_riche']);
      expect(await search('4242')).toEqual(['liste_riche']);
      expect(await search('élodie')).toEqual(['liste_riche']);
      expect(await search('MOYEN')).toEqual(['liste_moyen']);
      expect(await search('zoé')).toEqual(['liste_pauvre']);
      // Wildcards are literal: "_" matches an underscore, not any character.
      expect(await search('liste%')).toEqual([]);
    });

    it('pages with 10, 50 or 100 per page and refuses other sizes', async () => {
      const db = t.database.db;
      for (let i = 0; i < 12; i++) await createCustomer(db, { username: `page_${String(i).padStart(2, '0')}`, balanceCents: 1000 + i });
      const p1 = (await api('GET', '/api/users/with-stats?search=page_&pageSize=10')).json();
      expect(p1.pagination).toEqual({ total: 12, totalPages: 2, page: 1, pageSize: 10 });
      expect(p1.data[0].username).toBe('page_11');
      const p2 = (await api('GET', '/api/users/with-stats?search=page_&pageSize=10&page=2')).json();
      expect(p2.data.map((u: { username: string }) => u.username)).toEqual(['page_01', 'page_00']);
      expect((await api('GET', '/api/users/with-stats?search=page_&pageSize=50')).json().data).toHaveLength(12);
      const bad = await api('GET', '/api/users/with-stats?pageSize=25');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Taille de page invalide (10, 50 ou 100)');
      expect((await api('GET', '/api/users/with-stats?sort=name')).json().message).toBe('Tri invalide (balance ou deposits)');
      expect((await api('GET', '/api/users/with-stats?page=0')).json().message).toBe('Page invalide');
    });

    it('lists ids and usernames, and shows one user with the latest ledger rows', async () => {
      const names = (await api('GET', '/api/users')).json();
      expect(names).toEqual(expect.arrayContaining([{ id: ids[0], username: 'liste_riche' }]));
      expect(Object.keys(names[0]).sort()).toEqual(['id', 'username']);
      expect((await api('GET', '/api/users?search=liste_&limit=2')).json()).toHaveLength(2);
      const details = (await api('GET', `/api/users/${ids[2]}`)).json();
      expect(details).toMatchObject({ username: 'liste_pauvre', openingBalance: '0.00', balance: '400.00', totalDeposits: '400.00', purchaseCount: 0, depositCount: 1 });
      expect(details.ledger[0]).toMatchObject({ kind: 'deposit', amount: '400.00', balanceAfter: '400.00', referenceType: 'deposit' });
      expect((await api('GET', '/api/users/999999')).statusCode).toBe(404);
      expect((await api('GET', '/api/users/abc')).statusCode).toBe(400);
    });
  });

  it('requires an admin session', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/with-stats'],
      ['GET', '/api/users'],
      ['POST', '/api/users/1/add-credit'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
