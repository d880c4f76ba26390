// Refused imports leave nothing on sale: a form announcing more than the limit is refused before it is read, a file that
// passes the limit without announcing it fails the creation whole, and a restock cut off says how many numbers it kept.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '../../../tests/support/wallet-fixtures';
import { suiteApp } from '../../../tests/support/suite-fixtures';

/** The test shop's upload limit: 256 KiB, about 15,000 numbers (the real one is 100 MB). */
const LIMIT = 256 * 1024;

/** A multipart body as a browser sends it: text fields first, then the file. */
async function form(fields: Record<string, string>, file: { name: string; content: string }) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  data.append('file', new Blob([file.content], { type: 'text/plain' }), file.name);
  const request = new Request('http://local/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') as string };
}

/** North American fiction numbers (555-01xx) across area codes: synthetic, never real lines. */
const fiction = (count: number) => Array.from({ length: count }, (_, i) => `+1 ${200 + Math.floor(i / 100)} 555 0${100 + (i % 100)}`).join('\n');

describe('refused imports', () => {
  const t = suiteApp({ uploadLimitBytes: LIMIT });
  let url: string;
  let us: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    us = (await t.app.inject({ method: 'POST', url: '/api/countries', headers: t.auth, payload: { name: 'États-Unis', code: 'US', flag: '🇺🇸', continent: 'amerique' } })).json().id;
  });

  const listsNamed = (name: string) => countOf(t.database.db, sql`select count(*) as n from numlists where name = ${name}`);
  const numbersInStock = () => countOf(t.database.db, sql`select count(*) as n from numlist_numbers`);

  /** Sends the body in 16 KiB chunks without a length (chunked transfer), as a client streaming a file does. */
  const sendChunked = (path: string, body: Buffer, contentType: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...t.auth, 'content-type': contentType },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < body.length; at += 16 * 1024) controller.enqueue(body.subarray(at, at + 16 * 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

  it('refuses a form announcing more than the limit at once, before reading it, and creates no list', async () => {
    const { payload, contentType } = await form({ name: 'Annoncée trop grosse', countryId: String(us) }, { name: 'n.txt', content: fiction(1_000) });
    const started = performance.now();
    // 200 MB announced; only the first bytes are ever sent.
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest(`${url}/api/numlists`, {
        method: 'POST',
        headers: { ...t.auth, 'content-type': contentType, 'content-length': String(200 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write(payload);
    });
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: 'Fichier trop volumineux : 256 Ko au plus' });
    expect(answer.connection).toBe('close');
    expect(elapsed).toBeLessThan(3_000);
    expect(await listsNamed('Annoncée trop grosse')).toBe(0);
  });

  it('refuses a JSON body announcing more than its limit at once', async () => {
    const started = performance.now();
    const answer = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${url}/api/numlists`, {
        method: 'POST',
        headers: { ...t.auth, 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"name":"JSON trop gros","text":"');
    });
    expect(answer).toBe(413);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await listsNamed('JSON trop gros')).toBe(0);
  });

  it('leaves no list when a file sent without a length passes the limit midway', async () => {
    const before = await numbersInStock();
    // About 30,000 numbers (510 KB): the first 5,000-number batches are in the database when the limit is reached.
    const { payload, contentType } = await form({ name: 'Trop grosse', countryId: String(us) }, { name: 'big.txt', content: fiction(30_000) });
    expect(payload.length).toBeGreaterThan(1.5 * LIMIT);
    const res = await sendChunked('/api/numlists', payload, contentType);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(await listsNamed('Trop grosse')).toBe(0);
    expect(await numbersInStock()).toBe(before);
    // Under the limit, the same way, it is created whole.
    const small = await form({ name: 'Assez petite', countryId: String(us) }, { name: 'small.txt', content: fiction(10_000) });
    const created = await sendChunked('/api/numlists', small.payload, small.contentType);
    expect(created.status).toBe(201);
    expect(((await created.json()) as { addedNumbers: number }).addedNumbers).toBe(10_000);
  });

  it('says in its answer and in the audit log how many numbers a restock cut off by the limit kept', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/numlists', headers: t.auth, payload: { name: 'Réassort coupé', countryId: us, text: '+1 250 555 0100\n+1 250 555 0101' } });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().numlist.id as number;
    const { payload, contentType } = await form({}, { name: 'restock.txt', content: fiction(30_000) });
    const res = await sendChunked(`/api/numlists/${id}/restock`, payload, contentType);
    expect(res.status).toBe(413);
    const body = (await res.json()) as { code: string; message: string; keptNumbers: number };
    const inList = await countOf(t.database.db, sql`select count(*) as n from numlist_numbers where numlist_id = ${id}`);
    // The list's own two numbers are among the 30,000 (area 250): they count as duplicates, not as kept.
    expect(body.keptNumbers).toBeGreaterThan(0);
    expect(body.keptNumbers).toBe(inList - 2);
    expect(body.code).toBe('UPLOAD_TOO_LARGE');
    expect(body.message.replace(/[\u202f\u00a0]/g, ' ')).toBe(
      `Fichier trop volumineux : 256 Ko au plus — ${body.keptNumbers.toLocaleString('fr-FR').replace(/[\u202f\u00a0]/g, ' ')} numéros ajoutés avant l’arrêt restent dans la numlist`,
    );
    const [audit] = (
      await t.database.db.execute(sql`select details from audit_log where action = 'numlist.restock' and entity_id = ${String(id)} order by id desc limit 1`)
    ).rows as Array<{ details: Record<string, unknown> }>;
    expect(audit.details).toMatchObject({ partial: true, keptNumbers: body.keptNumbers, added: body.keptNumbers, reason: 'UPLOAD_TOO_LARGE' });
  });
});
