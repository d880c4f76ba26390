import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { availableNumbersOf } from '../../domain/stock/sale-tallies';
import { suiteApp } from '../../../tests/support/suite-fixtures';

/** A multipart body as a browser sends it: text fields first, then the file. */
async function multipart(fields: Record<string, string>, file?: { name: string; content: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file.content], { type: file.type ?? 'text/plain' }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') as string } };
}

describe('numlists API', () => {
  const t = suiteApp();
  let gb: number;
  let fr: number;
  let ee: number;
  let o2: number;
  let orange: number;
  let sms: number;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth, ...(payload ? { payload } : {}) });
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const stockOf = async (id: number) =>
    (await rows<{ n: string }>(sql`select '+' || number::text as n from numlist_numbers where numlist_id = ${id} order by sort_key, number`)).map((r) => r.n);
  const countsOf = async (id: number) => {
    const [r] = await rows<{ total: number; available: number; real: number }>(
      sql`select total_numbers as total, ${availableNumbersOf()} as available, (select count(*)::int from numlist_numbers where numlist_id = ${id}) as real from numlists where id = ${id}`,
    );
    return { total: Number(r.total), available: Number(r.available), real: Number(r.real) };
  };
  const create = async (body: object) => {
    const res = await api('POST', '/api/numlists', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const uk = (from: number, count: number) => Array.from({ length: count }, (_, i) => `+447700${900000 + from + i}`);

  beforeAll(async () => {
    gb = (await api('POST', '/api/countries', { name: 'Royaume-Uni', code: 'GB', flag: '🇬🇧', continent: 'europe' })).json().id;
    fr = (await api('POST', '/api/countries', { name: 'France', code: 'FR', flag: '🇫🇷', continent: 'europe' })).json().id;
    ee = (await api('POST', '/api/operators', { name: 'EE', countryId: gb })).json().id;
    o2 = (await api('POST', '/api/operators', { name: 'O2', countryId: gb })).json().id;
    orange = (await api('POST', '/api/operators', { name: 'Orange', countryId: String(fr) })).json().id;
    sms = (await api('POST', '/api/categories', { name: 'SMS', description: 'Campagnes SMS', icon: 'sms' })).json().id;
  });

  it('creates a numlist from a messy pasted list with an exact report', async () => {
    await api('POST', '/api/suppressions', { numbers: ['+447700900099'], reason: 'opposition' });
    const text = [
      '+447700900001',
      '+44 7700 900002',
      '00447700900003',
      '07700 900004',
      '07700-900-005',
      '+44 (0)7700 900006',
      '447700900007',
      '',
      '   ',
      '+447700900001',
      '0044 7700 900002',
      'hello world',
      '12',
      '+33639980001',
      '+447700900099',
    ].join('\n');
    const body = await create({ name: 'UK EE SMS', countryId: gb, operatorId: ee, categoryId: sms, text, source: 'Fichier client', consentBasis: 'Opt-in', unitPrice: '0.006' });
    expect(body.report).toEqual({ added: 7, duplicates: 2, invalid: 3, suppressed: 1, invalidExamples: ['hello world', '12', '+33639980001'] });
    expect(body.addedNumbers).toBe(7);
    expect(body.numlist).toMatchObject({
      name: 'UK EE SMS',
      countryName: 'Royaume-Uni',
      countryCode: 'GB',
      operatorName: 'EE',
      categoryName: 'SMS',
      source: 'Fichier client',
      consentBasis: 'Opt-in',
      unitPrice: '0.006',
      totalNumbers: 7,
      availableNumbers: 7,
      isActive: true,
    });
    expect(await stockOf(body.numlist.id)).toEqual(uk(1, 7));
    const [audit] = await rows<{ action: string; details: { added: number } }>(
      sql`select action, details from audit_log where entity_type = 'numlist' and entity_id = ${String(body.numlist.id)}`,
    );
    expect(audit).toMatchObject({ action: 'numlist.create', details: { added: 7, duplicates: 2, invalid: 3, suppressed: 1 } });
  });

  it('imports an uploaded CSV (first column, quotes, ; delimiter, header) and .txt by streaming multipart', async () => {
    const csv = [
      'numero;nom;commentaire',
      '"+44 7700 900010";"Dupont; Jean";"un ""bon"" client"',
      '"07700 900011";Martin;"sur',
      'deux lignes"',
      '+447700900010;doublon;x',
      '"pas un numéro";z;w',
    ].join('\r\n');
    const form = await multipart({ name: 'UK O2 fichier', countryId: String(gb), operatorId: String(o2), categoryId: '', isActive: 'false' }, { name: 'clients.csv', content: csv, type: 'text/csv' });
    const res = await t.app.inject({ method: 'POST', url: '/api/numlists', headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.report).toEqual({ added: 2, duplicates: 1, invalid: 1, suppressed: 0, invalidExamples: ['pas un numéro'] });
    expect(body.numlist).toMatchObject({ operatorName: 'O2', categoryId: null, categoryName: null, isActive: false, availableNumbers: 2 });

    const txt = await multipart({ strict: 'false' }, { name: 'restock.TXT', content: '\ufeff+447700900012\r\n07700 900013\r\n+447700900010\r\n' });
    const restock = await t.app.inject({ method: 'POST', url: `/api/numlists/${body.numlist.id}/restock`, headers: { ...t.auth, ...txt.headers }, payload: txt.payload });
    expect(restock.statusCode, restock.body).toBe(200);
    expect(restock.json()).toMatchObject({ addedNumbers: 2, report: { added: 2, duplicates: 1, invalid: 0, suppressed: 0 }, numlist: { availableNumbers: 4, totalNumbers: 4 } });
    expect(await stockOf(body.numlist.id)).toEqual(['+447700900010', '+447700900011', '+447700900012', '+447700900013']);
  });

  it('streams a big upload (over the 1 MB JSON limit) through many batches with exact counts', async () => {
    const count = 80_000;
    const lines: string[] = [];
    const expected: string[] = [];
    // North American fiction numbers 555-01xx across 800 area codes: synthetic, never real lines.
    for (let i = 0; i < count; i++) {
      const [area, line] = [200 + Math.floor(i / 100), 100 + (i % 100)];
      lines.push(`+1 ${area} 555 0${line}`);
      expected.push(`+1${area}5550${line}`);
    }
    lines.push(lines[0], 'garbage');
    const us = (await api('POST', '/api/countries', { name: 'États-Unis', code: 'US', flag: '🇺🇸', continent: 'amerique' })).json().id;
    const form = await multipart({ name: 'US big', countryId: String(us) }, { name: 'big.txt', content: lines.join('\r\n') });
    expect(form.payload.length).toBeGreaterThan(1024 * 1024);
    const res = await t.app.inject({ method: 'POST', url: '/api/numlists', headers: { ...t.auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().report).toMatchObject({ added: count, duplicates: 1, invalid: 1, suppressed: 0 });
    expect(await countsOf(res.json().numlist.id)).toEqual({ total: count, available: count, real: count });
    const download = await api('GET', `/api/numlists/${res.json().numlist.id}/download`);
    expect(download.body).toBe(`${expected.join('\n')}\n`);
  });

  it('refuses an upload that is neither .txt nor .csv, and a file in another field', async () => {
    const xls = await multipart({ name: 'x' }, { name: 'numbers.xlsx', content: 'PK…' });
    const res = await t.app.inject({ method: 'POST', url: '/api/numlists', headers: { ...t.auth, ...xls.headers }, payload: xls.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Format de fichier non pris en charge/);
    const lists = await rows<{ n: number }>(sql`select count(*)::int as n from numlists where name = 'x'`);
    expect(Number(lists[0].n)).toBe(0);
  });

  it('answers 400 with a clear French message to a malformed upload (no boundary, no parts, a truncated file part)', async () => {
    const { numlist } = await create({ name: 'UK malformed', countryId: gb, numbers: uk(150, 1) });
    const good = await multipart({ name: 'UK malformed upload', countryId: String(gb) }, { name: 'n.txt', content: `${uk(160, 3).join('\n')}\n` });
    const boundary = good.headers['content-type'].split('boundary=')[1];
    const text = good.payload.toString('latin1');
    const cut = text.indexOf('+447700900161');
    const cases: Array<[string, Record<string, string>, Buffer]> = [
      ['no boundary', { 'content-type': 'multipart/form-data' }, good.payload],
      ['no parts (no delimiter in the body)', good.headers, Buffer.from('numbers=+447700900160\r\n')],
      ['no parts (a part that never starts)', good.headers, Buffer.from(`--${boundary}\r\n`)],
      ['a truncated file part', good.headers, Buffer.from(text.slice(0, cut), 'latin1')],
    ];
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from numlists`);
    for (const url of ['/api/numlists', `/api/numlists/${numlist.id}/restock`]) {
      for (const [what, headers, payload] of cases) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...t.auth, ...headers }, payload });
        expect(res.statusCode, `${url}, ${what}: ${res.body}`).toBe(400);
        expect(res.json(), `${url}, ${what}`).toMatchObject({ code: 'MALFORMED_UPLOAD', message: expect.stringMatching(/^Envoi de fichier illisible/) });
      }
    }
    expect(await rows(sql`select count(*)::int as n from numlists`)).toEqual(before);
    expect(await countsOf(numlist.id)).toEqual({ total: 1, available: 1, real: 1 });
  });

  it('restocks from JSON numbers after the numbers already in stock, with addedNumbers and the report', async () => {
    const { numlist } = await create({ name: 'UK EE restock', countryId: gb, operatorId: ee, numbers: uk(100, 3) });
    const res = await api('POST', `/api/numlists/${numlist.id}/restock`, { numbers: [...uk(103, 2), uk(100, 1)[0], 'garbage'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ addedNumbers: 2, report: { added: 2, duplicates: 1, invalid: 1, suppressed: 0 } });
    expect(await stockOf(numlist.id)).toEqual(uk(100, 5));
    expect(await countsOf(numlist.id)).toEqual({ total: 5, available: 5, real: 5 });
  });

  it('answers "Aucun numéro à ajouter" when nothing is left to add, with the report', async () => {
    const { numlist } = await create({ name: 'UK EE nothing', countryId: gb, operatorId: ee, numbers: uk(200, 2) });
    const empty = await api('POST', `/api/numlists/${numlist.id}/restock`, { text: '\n   \n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'NOTHING_TO_IMPORT', message: 'Aucun numéro à ajouter' });
    const dup = await api('POST', `/api/numlists/${numlist.id}/restock`, { numbers: uk(200, 2) });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ code: 'NOTHING_TO_IMPORT', details: { report: { added: 0, duplicates: 2, invalid: 0, suppressed: 0 } } });
    // A creation whose numbers are all refused creates nothing.
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from numlists`);
    const res = await api('POST', '/api/numlists', { name: 'Rien', countryId: gb, text: 'abc\ndef' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.report).toMatchObject({ added: 0, invalid: 2 });
    expect(await rows(sql`select count(*)::int as n from numlists`)).toEqual(before);
    // With no numbers at all, the list is created empty, to be restocked later.
    const created = await create({ name: 'Vide', countryId: gb });
    expect(created).toMatchObject({ addedNumbers: 0, numlist: { totalNumbers: 0, availableNumbers: 0 } });
  });

  it('rejects fiction ranges in strict mode', async () => {
    const { numlist } = await create({ name: 'UK strict', countryId: gb, numbers: uk(300, 1) });
    const res = await api('POST', `/api/numlists/${numlist.id}/restock`, { numbers: uk(301, 3), strict: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.report).toMatchObject({ added: 0, invalid: 3 });
    expect((await api('POST', `/api/numlists/${numlist.id}/restock`, { numbers: uk(301, 3) })).json().addedNumbers).toBe(3);
  });

  it('validates the numlist fields with clear messages', async () => {
    const cases: Array<[object, string, string]> = [
      [{}, 'name', 'Le nom est requis'],
      [{ name: '  ' }, 'name', 'Le nom est requis'],
      [{ name: 'x', countryId: 999_999 }, 'countryId', 'Pays introuvable'],
      [{ name: 'x', countryId: gb, operatorId: orange }, 'operatorId', "Cet opérateur n'appartient pas au pays choisi"],
      [{ name: 'x', categoryId: 999_999 }, 'categoryId', 'Catégorie introuvable'],
      [{ name: 'x', unitPrice: 'abc' }, 'unitPrice', 'Prix par numéro invalide : un montant en euros avec au plus 6 décimales (ex. 0.006)'],
      [{ name: 'x', unitPrice: '0' }, 'unitPrice', 'Le prix par numéro doit être supérieur à 0'],
      [{ name: 'x', numbers: 'nope' }, 'numbers', 'numbers doit être une liste de textes'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('POST', '/api/numlists', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('updates metadata, and 404s unknown lists on every operation', async () => {
    const { numlist } = await create({ name: 'Meta', countryId: gb, operatorId: ee });
    const res = await api('PUT', `/api/numlists/${numlist.id}`, { name: 'Meta 2', isActive: false, unitPrice: '0.0075', source: 'Salon 2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Meta 2', isActive: false, unitPrice: '0.0075', source: 'Salon 2026', operatorName: 'EE' });
    expect((await api('PUT', `/api/numlists/${numlist.id}`, { unitPrice: null })).json().unitPrice).toBeNull();
    for (const [method, url] of [
      ['GET', '/api/numlists/999999'],
      ['PUT', '/api/numlists/999999'],
      ['DELETE', '/api/numlists/999999'],
      ['POST', '/api/numlists/999999/clear'],
      ['POST', '/api/numlists/999999/shuffle'],
      ['POST', '/api/numlists/999999/remove-duplicates'],
      ['POST', '/api/numlists/999999/restock'],
      ['GET', '/api/numlists/999999/download'],
    ] as const) {
      const r = await api(method, url, method === 'POST' && url.endsWith('restock') ? { numbers: uk(1, 1) } : method === 'PUT' ? { name: 'x' } : undefined);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expect(r.json(), `${method} ${url}`).toEqual({ code: 'NOT_FOUND', message: 'Numlist introuvable' });
    }
  });

  it('clears a list (remainingNumbers 0), with the audit row', async () => {
    const { numlist } = await create({ name: 'To clear', countryId: gb, numbers: uk(400, 20) });
    const res = await t.app.inject({ method: 'POST', url: `/api/numlists/${numlist.id}/clear`, headers: { ...t.auth, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removedNumbers: 20, remainingNumbers: 0 });
    expect(await countsOf(numlist.id)).toEqual({ total: 0, available: 0, real: 0 });
    const audit = await rows<{ action: string; actor: number }>(
      sql`select action, actor_user_id as actor from audit_log where entity_id = ${String(numlist.id)} and action = 'numlist.clear'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].actor).toBeTypeOf('number');
  });

  it('refuses a second bulk operation on a list while one holds it, and takes over a hold left by a dead process', async () => {
    const { numlist } = await create({ name: 'Held', countryId: gb, numbers: uk(600, 30) });
    // A shuffle in another process holds the list (its token, for another minute).
    await t.database.db.execute(
      sql`update numlists set stock_operation = 'shuffle:elsewhere', stock_operation_until = now() + interval '1 minute' where id = ${numlist.id}`,
    );
    for (const action of ['clear', 'shuffle', 'remove-duplicates']) {
      const refused = await api('POST', `/api/numlists/${numlist.id}/${action}`);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json(), action).toEqual({
        code: 'STOCK_OPERATION_RUNNING',
        message: 'Un mélange est en cours sur cette numlist : réessayez quand elle sera terminée',
      });
    }
    expect(await countsOf(numlist.id)).toEqual({ total: 30, available: 30, real: 30 });
    // The process died: its hold ran out, the next operation takes the list and frees it when done.
    await t.database.db.execute(sql`update numlists set stock_operation_until = now() - interval '1 second' where id = ${numlist.id}`);
    expect((await api('POST', `/api/numlists/${numlist.id}/clear`)).json()).toEqual({ removedNumbers: 30, remainingNumbers: 0 });
    expect(await rows(sql`select stock_operation, stock_operation_until from numlists where id = ${numlist.id}`)).toEqual([
      { stock_operation: null, stock_operation_until: null },
    ]);
  });

  it('shuffles in place: same numbers, new order', async () => {
    const numbers = uk(500, 300);
    const { numlist } = await create({ name: 'To shuffle', countryId: gb, numbers });
    const res = await api('POST', `/api/numlists/${numlist.id}/shuffle`);
    expect(res.json()).toEqual({ shuffledNumbers: 300 });
    const after = await stockOf(numlist.id);
    expect(after).not.toEqual(numbers);
    expect([...after].sort()).toEqual([...numbers].sort());
    expect(await countsOf(numlist.id)).toEqual({ total: 300, available: 300, real: 300 });
    // A restock after a shuffle is sold after the shuffled numbers.
    await api('POST', `/api/numlists/${numlist.id}/restock`, { numbers: uk(800, 1) });
    expect((await stockOf(numlist.id)).at(-1)).toBe(uk(800, 1)[0]);
  });

  it('removes the numbers another numlist also sells, keeping every other number', async () => {
    const a = (await create({ name: 'Dup A', countryId: gb, numbers: uk(900, 10) })).numlist.id;
    const b = (await create({ name: 'Dup B', countryId: gb, numbers: [...uk(905, 10), '+447700900950'] })).numlist.id;
    const res = await api('POST', `/api/numlists/${b}/remove-duplicates`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removedNumbers: 5, remainingNumbers: 6, inOtherNumlists: 5, alreadySold: 0 });
    expect(await stockOf(b)).toEqual([...uk(910, 5), '+447700900950']);
    expect(await stockOf(a)).toEqual(uk(900, 10));
    expect(await countsOf(b)).toEqual({ total: 6, available: 6, real: 6 });
    // Nothing left to remove: the multiset stays as it is.
    expect((await api('POST', `/api/numlists/${b}/remove-duplicates`)).json()).toMatchObject({ removedNumbers: 0, remainingNumbers: 6 });
  });

  it('also removes numbers a buyer already received', async () => {
    const c = (await create({ name: 'Dup sold', countryId: gb, numbers: uk(960, 4) })).numlist.id;
    const [buyer] = await rows<{ id: number }>(sql`insert into users (username) values ('buyer-dup') returning id`);
    const [order] = await rows<{ id: number }>(
      sql`insert into purchase_history (user_id, quantity, price_cents, unit_price_micros) values (${buyer.id}, 2, 1, 6000) returning id`,
    );
    await t.database.db.execute(sql`insert into order_numbers (purchase_id, number) values (${order.id}, ${uk(960, 1)[0]}), (${order.id}, ${uk(962, 1)[0]})`);
    const res = await api('POST', `/api/numlists/${c}/remove-duplicates`);
    expect(res.json()).toEqual({ removedNumbers: 2, remainingNumbers: 2, inOtherNumlists: 0, alreadySold: 2 });
    expect(await stockOf(c)).toEqual([uk(961, 1)[0], uk(963, 1)[0]]);
  });

  it('downloads the numbers as <name>.txt, one per line, in sale order', async () => {
    const numbers = uk(600, 50);
    const { numlist } = await create({ name: 'Été: liste/UK "A"', countryId: gb, numbers });
    const res = await api('GET', `/api/numlists/${numlist.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ete_liste_UK_A.txt"; filename*=UTF-8''${encodeURIComponent('Été: liste/UK "A".txt')}`,
    );
    expect(res.body).toBe(`${numbers.join('\n')}\n`);
    const empty = (await create({ name: 'Vide DL', countryId: gb })).numlist.id;
    expect((await api('GET', `/api/numlists/${empty}/download`)).body).toBe('');
  });

  it('deletes a list with its numbers, and clear-restock deletes every list of a country and operator', async () => {
    const { numlist } = await create({ name: 'To delete', countryId: gb, numbers: uk(700, 5) });
    const res = await api('DELETE', `/api/numlists/${numlist.id}`);
    expect(res.json()).toEqual({ success: true, deletedNumbers: 5 });
    expect(await stockOf(numlist.id)).toEqual([]);
    expect((await api('GET', `/api/numlists/${numlist.id}`)).statusCode).toBe(404);

    const op = (await api('POST', '/api/operators', { name: 'Vodafone UK', countryId: gb })).json().id;
    await create({ name: 'VF 1', countryId: gb, operatorId: op, numbers: uk(710, 3) });
    await create({ name: 'VF 2', countryId: gb, operatorId: op, numbers: uk(720, 4) });
    const other = (await create({ name: 'VF other', countryId: gb, operatorId: ee, numbers: uk(730, 1) })).numlist.id;
    const cleared = await api('POST', '/api/numlists/clear-restock', { countryId: gb, operatorId: op });
    expect(cleared.json()).toEqual({ deletedNumlists: 2, deletedNumbers: 7 });
    expect((await api('GET', `/api/numlists/${other}`)).statusCode).toBe(200);
    const mismatch = await api('POST', '/api/numlists/clear-restock', { countryId: fr, operatorId: op });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Cet opérateur n'appartient pas au pays choisi");
    const missing = await api('POST', '/api/numlists/clear-restock', { countryId: gb });
    expect(missing.json().fields).toEqual({ operatorId: "L'opérateur est requis" });
  });

  it('lists numlists with server-side search over name, country, operator and category, and pages', async () => {
    const res = await api('GET', '/api/numlists/cached?page=1&pageSize=6');
    const body = res.json();
    expect(body.data).toHaveLength(6);
    expect(body.pagination).toMatchObject({ page: 1, pageSize: 6 });
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 6));
    const bySearch = async (search: string) =>
      (await api('GET', `/api/numlists/cached?search=${encodeURIComponent(search)}&pageSize=100`)).json().data.map((n: { name: string }) => n.name);
    expect(await bySearch('o2')).toEqual(['UK O2 fichier']);
    expect(await bySearch('sms')).toEqual(['UK EE SMS']);
    expect((await bySearch('royaume')).length).toBeGreaterThan(5);
    expect(await bySearch('%')).toEqual([]);
    await create({ name: 'Orange FR', countryId: fr, operatorId: orange, numbers: ['06 39 98 00 01'] });
    expect(await bySearch('france')).toEqual(['Orange FR']);
    const page2 = (await api('GET', '/api/numlists/cached?page=2&pageSize=6')).json();
    expect(page2.data.map((n: { id: number }) => n.id)).not.toContain(body.data[0].id);
    expect((await api('GET', '/api/numlists/cached?page=0')).statusCode).toBe(400);
  });

  it('wrote an audit row with the acting admin for every stock change', async () => {
    const actions = await rows<{ action: string; actor: number | null }>(
      sql`select distinct action, actor_user_id as actor from audit_log where entity_type = 'numlist' order by action`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'numlist.clear',
      'numlist.create',
      'numlist.delete',
      'numlist.remove_duplicates',
      'numlist.restock',
      'numlist.shuffle',
      'numlist.update',
    ]);
    expect(actions.every((a) => typeof a.actor === 'number')).toBe(true);
  });

  it('keeps counts exact under concurrent restocks, a clear and sales', async () => {
    const { numlist } = await create({ name: 'Concurrent', countryId: gb, numbers: uk(1000, 100) });
    const { pickNumbers, tallyTaken } = await import('../../domain/stock/take-numbers');
    const sale = (quantity: number) =>
      t.database.db.transaction(async (tx) => {
        const taken = await pickNumbers(tx, [numlist.id], quantity);
        await tx.execute(tallyTaken(taken));
      });
    const results = await Promise.allSettled([
      api('POST', `/api/numlists/${numlist.id}/restock`, { numbers: uk(1100, 200) }),
      api('POST', `/api/numlists/${numlist.id}/restock`, { numbers: uk(1150, 200) }),
      api('POST', `/api/numlists/${numlist.id}/clear`),
      sale(30),
      sale(30),
    ]);
    for (const r of results.slice(0, 3)) expect(r.status === 'fulfilled' && (r.value as { statusCode: number }).statusCode).toBe(200);
    // A sale may find the list just cleared: then it is refused as out of stock, never half-done.
    for (const r of results.slice(3)) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'OUT_OF_STOCK' });
    const counts = await countsOf(numlist.id);
    expect(counts.available).toBe(counts.real);
    // Every number the two restocks brought is either in stock, sold, or cleared: never twice in the list.
    const stock = await stockOf(numlist.id);
    expect(new Set(stock).size).toBe(stock.length);
  });
});
