// The API's error format: { code, message } with the right status, never a stack trace, never a 500 for bad input.
import { createHmac } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { signInitData, tmaHeader } from '../../tests/support/init-data';
import { suiteApp } from '../../tests/support/suite-fixtures';

describe('error format', () => {
  const t = suiteApp();

  const login = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json', ...headers } });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await login('{"username": "admin",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_JSON', message: 'JSON invalide' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await login(JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Requête trop volumineuse' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: 'x', headers: { 'content-type': 'application/x-nope' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers wrong types with 400 naming the field', async () => {
    const res = await login(JSON.stringify({ username: 42, password: ['x'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: expect.any(String), password: expect.any(String) } });
  });

  it('answers an unknown /api path with 404 JSON, signed in or not', async () => {
    for (const headers of [{}, t.auth]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Route introuvable' });
    }
  });

  it('carries a request id on every answer, and keeps a sane one the client sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health once the database is migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers every route that takes a body with a 4xx and our error format to malformed uploads and JSON, never a 500', async () => {
    // Every admin route that takes a body, with a made-up id (a real record is not needed to reach the body parsers).
    const withBody = t.app.registeredRoutes.filter(
      (r) => r.access === 'admin' && ['POST', 'PUT', 'PATCH'].includes(r.method) && r.url.startsWith('/api/'),
    );
    expect(withBody.length).toBeGreaterThan(20);
    const boundary = 'walk-boundary';
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="n.txt"\r\nContent-Type: text/plain\r\n\r\n+4477009001`;
    const badBodies: Array<[string, Record<string, string>, string]> = [
      ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'numbers=+447700900160'],
      ['multipart without a part', { 'content-type': `multipart/form-data; boundary=${boundary}` }, 'no delimiter here'],
      ['multipart with a truncated file part', { 'content-type': `multipart/form-data; boundary=${boundary}` }, filePart],
      ['malformed JSON', { 'content-type': 'application/json' }, '{"name": '],
    ];
    for (const route of withBody) {
      const url = route.url.replace(/:\w+/g, '1');
      for (const [what, headers, payload] of badBodies) {
        const res = await t.app.inject({ method: route.method as 'POST', url, headers: { ...t.auth, ...headers }, payload });
        expect(res.statusCode, `${route.method} ${route.url}, ${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${route.method} ${route.url}, ${what}: ${res.body}`).toBeLessThan(500);
        expect(res.json(), `${route.method} ${route.url}, ${what}`).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
  });
});

/**
 * Every registered route, walked with ids no row can have (past PostgreSQL's integer) in each id position — path
 * parameters, id filters of a query, id fields of a body, the Mini App's composite product id — and with bodies nested
 * 5,000 deep: each answers a 4xx in our error format, never a 500.
 */
describe('every route with out-of-range ids and deep bodies', () => {
  const BOT_TOKEN = '123456:walk-token';
  const IPN_SECRET = 'walk-ipn-secret';
  // Just past PostgreSQL's integer, and 2³² + 1 (which a 32-bit wrap would read as 1).
  const BAD_IDS = ['2147483648', '4294967297'];
  const ID_QUERY_KEYS = ['userId', 'countryId', 'operatorId', 'categoryId', 'numlistId', 'category', 'country', 'operator'];
  /** Any key that names a record: `id`, `…Id`, `…Ids`, `ids`. */
  const isIdKey = (key: string) => /^(id|ids)$|Ids?$/.test(key);
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  let t: TestApp;
  let customerAuth: { authorization: string };
  const f = { country: 0, operator: 0, category: 0, numlist: 0, user: 0, promotion: 0, pack: 0 };
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        telegramBotToken: BOT_TOKEN,
        payments: {
          btcpay: { url: 'http://127.0.0.1:9', apiKey: 'k', storeId: 's', webhookSecret: 'walk-btcpay-secret' },
          nowpayments: { apiUrl: 'http://127.0.0.1:9', apiKey: 'k', ipnSecret: IPN_SECRET },
        } as never,
      },
    });
    customerAuth = tmaHeader(signInitData({ id: 555000123, first_name: 'Walk' }, BOT_TOKEN));
    const create = async (url: string, payload: unknown) => {
      const res = await t.app.inject({ method: 'POST', url, headers: t.auth, payload: payload as never });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`);
      const answer = res.json();
      return (answer.id ?? answer.numlist.id) as number;
    };
    f.country = await create('/api/countries', { name: 'Royaume-Uni', code: 'GB', flag: '🇬🇧', continent: 'europe' });
    f.operator = await create('/api/operators', { name: 'Vodafone', countryId: f.country });
    f.category = await create('/api/categories', { name: 'SMS', description: 'Numéros SMS', icon: 'sms' });
    f.numlist = await create('/api/numlists', {
      name: 'Walk',
      countryId: f.country,
      operatorId: f.operator,
      categoryId: f.category,
      numbers: Array.from({ length: 20 }, (_, i) => `+4477009001${String(i).padStart(2, '0')}`),
    });
    f.user = await create('/api/users', { username: 'walker', password: 'walker-password-1', telegramId: '555000124' });
    f.promotion = await create('/api/promotions', { name: 'Walk', type: 'percentage', value: '10' });
    f.pack = await create('/api/shop-packs', { operatorId: f.operator, categoryId: null, quantity: 100 });
  });
  afterAll(() => t.close());

  /** A body each id-carrying route accepts (checked below), whose id fields the walk then replaces one by one. */
  const samples = (): Record<string, Record<string, unknown>> => {
    const order = { userId: f.user, quantity: 100, countryId: f.country, operatorId: f.operator, categoryId: f.category };
    const promotion = { name: 'Walk', type: 'percentage', value: '10', conditions: { countryIds: [f.country], operatorIds: [f.operator], categoryIds: [f.category] } };
    return {
      'POST /api/orders': { ...order, idempotencyKey: 'walk-order-1' },
      'POST /api/orders/quote': order,
      'POST /api/operators': { name: 'EE', countryId: f.country },
      'PUT /api/operators/:id': { countryId: f.country },
      'POST /api/numlists': { name: 'Walk 2', countryId: f.country, operatorId: f.operator, categoryId: f.category, numbers: ['+447700900190'] },
      'PUT /api/numlists/:id': { countryId: f.country, operatorId: f.operator, categoryId: f.category },
      'POST /api/numlists/clear-restock': { countryId: f.country, operatorId: f.operator },
      'POST /api/promotions': promotion,
      'PUT /api/promotions/:id': promotion,
      'POST /api/promotions/preview': { promotion, countryId: f.country, operatorId: f.operator, quantity: 100 },
      'POST /api/shop-packs': { operatorId: f.operator, categoryId: f.category, quantity: 200 },
      'PUT /api/shop-packs/:id': { categoryId: f.category },
      'POST /api/shop-packs/reorder': { operatorId: f.operator, ids: [f.pack] },
      'POST /api/telegram/simulator': { userId: f.user, input: { kind: 'text', text: '/start' } },
      'POST /api/shop/purchase': { productId: `0-${f.operator}-100`, idempotencyKey: 'walk-purchase-1' },
      'POST /api/settings': { key: `operators_order_${f.country}`, value: `[${f.operator}]` },
      'POST /api/settings/order': { key: `operators_order_${f.country}`, value: [f.operator] },
    };
  };
  /** The same body with one id position set to `bad` (composite ids and keys keep their shape). */
  function withBadId(body: Record<string, unknown>, bad: string): Array<[string, Record<string, unknown>]> {
    const variants: Array<[string, Record<string, unknown>]> = [];
    const walk = (value: Record<string, unknown>, set: (v: Record<string, unknown>) => Record<string, unknown>, path: string) => {
      for (const [key, v] of Object.entries(value)) {
        const replace = (nv: unknown) => set({ ...value, [key]: nv });
        if (key === 'productId') {
          variants.push([`${path}${key}=${bad}-1-10`, replace(`${bad}-1-10`)], [`${path}${key}=0-${bad}-10`, replace(`0-${bad}-10`)]);
        } else if (key === 'key' && typeof v === 'string' && v.startsWith('operators_order_')) {
          variants.push([`${path}${key}`, replace(`operators_order_${bad}`)]);
        } else if (isIdKey(key) && Array.isArray(v)) {
          variants.push([`${path}${key}[]`, replace([Number(bad)])], [`${path}${key}[] as text`, replace([bad])]);
        } else if (isIdKey(key)) {
          variants.push([`${path}${key}`, replace(Number(bad))], [`${path}${key} as text`, replace(bad)]);
        } else if (v && typeof v === 'object' && !Array.isArray(v)) {
          walk(v as Record<string, unknown>, (nv) => replace(nv), `${path}${key}.`);
        }
      }
    };
    walk(body, (v) => v, '');
    return variants;
  }

  const headersOf = (access: string) => (access === 'customer' ? customerAuth : t.auth);
  // Logging out would end the walk's session; it takes no id and no body worth walking.
  const walked = () => t.app.registeredRoutes.filter((r) => r.url !== '/api/auth/logout');

  it('has a sample body the route accepts for every route with an id in its body', async () => {
    for (const [route, body] of Object.entries(samples())) {
      const [method, url] = route.split(' ');
      expect(walked().some((r) => r.method === method && r.url === url), route).toBe(true);
      const access = walked().find((r) => r.method === method && r.url === url)?.access ?? 'admin';
      const res = await t.app.inject({ method: method as 'POST', url: url.replace(':id', String(url.includes('promotions') ? f.promotion : url.includes('shop-packs') ? f.pack : url.includes('numlists') ? f.numlist : f.operator)), headers: headersOf(access), payload: body });
      // Accepted by the contract (a domain refusal, such as a balance too small, still proves the ids were read).
      expect(res.json()?.code, `${route}: ${res.body}`).not.toBe('VALIDATION_FAILED');
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('answers 4xx, never 500, to an out-of-range id in any path, query or body position of every route', { timeout: 300_000 }, async () => {
    const routes = walked();
    expect(routes.length).toBeGreaterThan(100);
    const bodies = samples();
    // Every failure is listed (not only the first), so a regression names all the positions it reaches.
    const failures = new Set<string>();
    // A response that breaks off mid-stream (a download failing after its headers) counts as a server error too.
    const send = (options: InjectOptions) =>
      t.app.inject(options).then(
        (res) => ({ statusCode: res.statusCode, body: res.body }),
        (error: Error) => ({ statusCode: 599, body: error.message }),
      );
    const check = (res: { statusCode: number; body: string }, what: string, { clientError }: { clientError: boolean }) => {
      if (res.statusCode >= 500 || (clientError && res.statusCode < 400)) failures.add(`${what} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    };
    for (const route of routes) {
      const headers = headersOf(route.access);
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      for (const bad of BAD_IDS) {
        // Path parameters.
        if (route.url.includes(':')) {
          const url = route.url.replace(/:\w+/g, bad);
          const res = await send({ method: route.method as 'GET', url, headers, ...(takesBody ? { payload: {} } : {}) });
          check(res, `${route.method} ${route.url} path`, { clientError: true });
        }
        // Known id filters of a query, one at a time, beside valid ones (the Mini App's lists need all three); one
        // value is enough here, the query filters reading ids through the same schemas as the bodies.
        if (route.method === 'GET' && bad === BAD_IDS[0]) {
          const valid = { category: '0', country: String(f.country), operator: String(f.operator), operatorId: String(f.operator) };
          for (const key of ID_QUERY_KEYS) {
            const query = new URLSearchParams({ ...valid, [key]: bad }).toString();
            const res = await send({ method: 'GET', url: `${route.url.replace(/:\w+/g, '1')}?${query}`, headers });
            check(res, `GET ${route.url} ?${key}`, { clientError: false });
          }
        }
        // Id fields of a body: each position of the route's sample, or a body of every id field for the others.
        if (takesBody && route.access !== 'provider') {
          const sample = bodies[`${route.method} ${route.url}`];
          const url = route.url.replace(/:\w+/g, '1');
          // A route without a sample gets every id field name at once (most ignore them: anything below 500 will do).
          const generic = Object.fromEntries([...ID_QUERY_KEYS, 'id', 'ids', 'productId'].map((k) => [k, 1]));
          for (const [where, payload] of withBadId(sample ?? generic, bad)) {
            const res = await send({ method: route.method as 'POST', url, headers, payload });
            check(res, `${route.method} ${route.url} body ${where.replace(bad, 'N')}`, { clientError: Boolean(sample) });
          }
        }
      }
    }
    expect([...failures]).toEqual([]);
  });

  it('answers 400 JSON_TOO_DEEP to a body nested 5,000 deep on every route that reads JSON, and 401 to an unsigned one on the webhooks', async () => {
    for (const route of walked().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const url = route.url.replace(/:\w+/g, '1');
      for (const payload of [deepArray(5000), deepObject(5000)]) {
        const headers = { ...headersOf(route.access), 'content-type': 'application/json' };
        const res = await t.app.inject({ method: route.method as 'POST', url, headers, payload });
        if (route.access === 'provider') {
          expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(401);
        } else {
          expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
          expect(res.json(), `${route.method} ${route.url}`).toEqual({ code: 'JSON_TOO_DEEP', message: 'JSON trop imbriqué (32 niveaux au plus)' });
        }
      }
    }
  });

  it('answers 401 to an unsigned or badly signed IPN of any shape, 5,000 deep included, on both payment webhooks', async () => {
    const signatures = [
      { 'x-nowpayments-sig': 'ab'.repeat(64), 'btcpay-sig': `sha256=${'ab'.repeat(32)}` },
      { 'x-nowpayments-sig': 'not hex', 'btcpay-sig': 'sha256=' },
      {},
    ];
    for (const url of ['/webhooks/nowpayments', '/webhooks/btcpay']) {
      for (const payload of [deepArray(5000), deepObject(5000), deepObject(33), '{"payment_id": 1', 'not json', '']) {
        for (const sig of signatures) {
          const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...sig }, payload });
          expect(res.statusCode, `${url} ${payload.slice(0, 12)}… ${JSON.stringify(sig).slice(0, 30)}: ${res.body}`).toBe(401);
        }
      }
    }
  });

  it('reads a signed BTCPay notice nested too deep as unreadable (400), and a NOWPayments one as unsigned (401)', async () => {
    const btcpayBody = deepObject(5000);
    const btcpaySig = `sha256=${createHmac('sha256', 'walk-btcpay-secret').update(btcpayBody).digest('hex')}`;
    const btcpay = await t.app.inject({ method: 'POST', url: '/webhooks/btcpay', headers: { 'content-type': 'application/json', 'btcpay-sig': btcpaySig }, payload: btcpayBody });
    expect([btcpay.statusCode, btcpay.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    // NOWPayments signs the sorted JSON: a body past the depth bound cannot be checked, so it is not NOWPayments'.
    const nowBody = deepObject(40);
    const nowSig = createHmac('sha512', IPN_SECRET).update(nowBody).digest('hex');
    const now = await t.app.inject({ method: 'POST', url: '/webhooks/nowpayments', headers: { 'content-type': 'application/json', 'x-nowpayments-sig': nowSig }, payload: nowBody });
    expect(now.statusCode).toBe(401);
  });
});
