import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { availableNumbersOf } from '../../domain/stock/sale-tallies';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('suppression list and erasure', () => {
  const t = suiteApp();
  let gb: number;
  let listA: number;
  let listB: number;
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const stock = async (id: number) =>
    (await rows<{ n: string }>(sql`select '+' || number::text as n from numlist_numbers where numlist_id = ${id} order by sort_key`)).map((r) => r.n);
  const counts = async (id: number) => (await api('GET', `/api/numlists/${id}`)).json();

  beforeAll(async () => {
    gb = (await api('POST', '/api/countries', { name: 'Royaume-Uni', code: 'GB', flag: '🇬🇧' })).json().id;
    listA = (await api('POST', '/api/numlists', { name: 'A', countryId: gb, numbers: ['+447700900001', '+447700900002', '+447700900003'] })).json().numlist.id;
    listB = (await api('POST', '/api/numlists', { name: 'B', countryId: gb, numbers: ['+447700900002', '+447700900004'] })).json().numlist.id;
  });

  it('suppressing numbers takes them out of every numlist at once, counts adjusted', async () => {
    const res = await api('POST', '/api/suppressions', {
      numbers: ['+44 7700 900002', '07700 900003', '+447700900002', 'n/a'],
      reason: 'Demande STOP',
      countryCode: 'gb',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 2, alreadySuppressed: 1, invalid: 1, invalidExamples: ['n/a'], removedFromStock: 3 });
    expect(await stock(listA)).toEqual(['+447700900001']);
    expect(await stock(listB)).toEqual(['+447700900004']);
    expect(await counts(listA)).toMatchObject({ totalNumbers: 1, availableNumbers: 1 });
    expect(await counts(listB)).toMatchObject({ totalNumbers: 1, availableNumbers: 1 });
    // Already there: nothing new, nothing removed.
    expect((await api('POST', '/api/suppressions', { number: '+447700900003' })).json()).toMatchObject({ added: 0, alreadySuppressed: 1 });
  });

  it('imports skip suppressed numbers and count them', async () => {
    const res = await api('POST', `/api/numlists/${listA}/restock`, { text: '+447700900002\n+447700900003\n+447700900005' });
    expect(res.json().report).toMatchObject({ added: 1, suppressed: 2, duplicates: 0 });
    expect(await stock(listA)).toEqual(['+447700900001', '+447700900005']);
  });

  it('lists the suppression list newest first, searchable by digits, with who added it', async () => {
    const res = await api('GET', '/api/suppressions?search=900003');
    expect(res.json()).toEqual({
      data: [{ number: '+447700900003', reason: 'Demande STOP', createdAt: expect.any(String), createdBy: 'admin' }],
      pagination: { total: 1, totalPages: 1, page: 1, pageSize: 50 },
    });
    expect((await api('GET', '/api/suppressions?page=1&pageSize=1')).json().pagination).toEqual({ total: 2, totalPages: 2, page: 1, pageSize: 1 });
  });

  it('validates additions: national forms need a country, empty input is refused', async () => {
    const national = await api('POST', '/api/suppressions', { number: '07700 900009' });
    expect(national.statusCode).toBe(400);
    expect(national.json()).toMatchObject({ code: 'NO_VALID_NUMBER', message: 'Aucun numéro valide' });
    const empty = await api('POST', '/api/suppressions', { numbers: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'NOTHING_TO_IMPORT', message: 'Aucun numéro à ajouter' });
    expect((await api('POST', '/api/suppressions', { number: '+447700900009', countryCode: 'GBR' })).json().fields).toEqual({
      countryCode: 'Code pays invalide (2 lettres, ex. FR)',
    });
    // An empty country field (a form left blank) means no country: international forms still go through.
    const blankCountry = await api('POST', '/api/suppressions', { number: '+447700900019', countryCode: '  ' });
    expect(blankCountry.statusCode).toBe(200);
    expect(blankCountry.json()).toMatchObject({ added: 1, invalid: 0 });
  });

  it('removes a number from the list (so it can be imported again), 404 when absent', async () => {
    expect((await api('DELETE', `/api/suppressions/${encodeURIComponent('+447700900003')}`)).json()).toEqual({ success: true });
    const again = await api('DELETE', '/api/suppressions/447700900003');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Ce numéro n'est pas dans la liste d'opposition");
    expect((await api('DELETE', '/api/suppressions/abc')).statusCode).toBe(400);
    expect((await api('POST', `/api/numlists/${listA}/restock`, { numbers: ['+447700900003'] })).json().addedNumbers).toBe(1);
  });

  it('erases a number on request: out of all stock, suppressed, audited with the admin', async () => {
    await api('POST', `/api/numlists/${listB}/restock`, { numbers: ['+447700900001'] });
    const res = await api('POST', '/api/numbers/erase', { number: '+44 7700 900001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ number: '+447700900001', removedFromNumlists: 2, suppressed: true });
    expect(await stock(listA)).not.toContain('+447700900001');
    expect(await stock(listB)).not.toContain('+447700900001');
    const [audit] = await rows<{ action: string; entity_id: string; username: string }>(
      sql`select a.action, a.entity_id, u.username from audit_log a join users u on u.id = a.actor_user_id where a.action = 'number.erase'`,
    );
    expect(audit).toEqual({ action: 'number.erase', entity_id: '+447700900001', username: 'admin' });
    expect((await api('POST', `/api/numlists/${listA}/restock`, { numbers: ['+447700900001'] })).json().details.report).toMatchObject({ suppressed: 1 });
    expect((await api('POST', '/api/numbers/erase', { number: '' })).json().fields).toEqual({ number: 'Le numéro est requis' });
    expect((await api('POST', '/api/numbers/erase', { number: 'hello' })).statusCode).toBe(400);
  });

  it('keeps counts equal to the rows for every list after all of this', async () => {
    const lists = await rows<{ ok: boolean }>(
      sql`select ${availableNumbersOf(sql`l`)} = (select count(*) from numlist_numbers n where n.numlist_id = l.id) as ok from numlists l`,
    );
    expect(lists.every((l) => l.ok)).toBe(true);
  });
});
