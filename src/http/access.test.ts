// Walks every registered route and proves who may call it; then proves each kind of caller (admin, customer, provider).
import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../tests/support/app';
import { createTestDatabase } from '../../tests/support/db';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../domain/users/passwords';
import { customerOf } from './plugins/auth';
import { providerAccess } from './access/kinds';
import { hmacSignature, webhookRoutes } from './access/provider';
import { suiteApp } from '../../tests/support/suite-fixtures';

const BOT_TOKEN = '123456:AAH-test-token-for-init-data-0001';
const OTHER_BOT_TOKEN = '654321:AAH-another-bots-token-000000002';
const WEBHOOK_SECRET = 'provider-webhook-secret';

/**
 * Mini App init data signed as Telegram does (core.telegram.org/bots/webapps, "Validating data received via the
 * Mini App"): secret = HMAC-SHA256(key "WebAppData", bot token); hash = HMAC-SHA256(secret, the sorted key=value lines).
 * Written here from the specification, independently of the library the server uses.
 */
function signInitData(fields: Record<string, string>, botToken: string, authDate: Date): string {
  const all = { ...fields, auth_date: String(Math.floor(authDate.getTime() / 1000)) };
  const checkString = Object.entries(all)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...all, hash }).toString();
}

const telegramUser = { id: 777000111, first_name: 'Camille', username: 'camille_t', language_code: 'fr' };
const initDataFor = (user: object, options: { token?: string; ageSeconds?: number } = {}) =>
  signInitData(
    { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: JSON.stringify(user) },
    options.token ?? BOT_TOKEN,
    new Date(Date.now() - (options.ageSeconds ?? 60) * 1000),
  );
const tma = (initData: string) => ({ authorization: `tma ${initData}` });

/**
 * The only public routes: sign-in, health and readiness, the metrics (guarded by their own token), and (later) the
 * public shop catalogue. The web build's files too.
 */
const isAllowedPublic = (method: string, url: string) =>
  (method === 'POST' && (url === '/api/auth/login' || url === '/api/auth/logout')) ||
  (method === 'GET' && (url === '/healthz' || url === '/readyz' || url === '/metrics' || url.startsWith('/api/shop/'))) ||
  // The API's OpenAPI document and its reference page (decision 0148).
  (method === 'GET' && (url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/'))) ||
  (method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/webhooks/') && url !== '/healthz' && url.includes('.'));

const concrete = (url: string, id = '1') => url.replace(/:(\w+)/g, (_m, name) => (name === 'number' ? '%2B33639980001' : id));

describe('access guard on every registered route', () => {
  const t = suiteApp({ config: { telegramBotToken: BOT_TOKEN } });
  let customerAuth: { authorization: string };
  beforeAll(async () => {
    await t.database.db.insert(users).values({ username: 'client', passwordHash: await hashPassword('client-pass-1') });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'client', password: 'client-pass-1' } });
    customerAuth = { authorization: `Bearer ${res.json().token}` };
  });

  const routes = (kind: string) => t.app.registeredRoutes.filter((r) => r.access === kind);
  const label = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

  it('declares every route with a known kind, and public only the routes meant to be public', () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(10);
    for (const route of t.app.registeredRoutes) expect(['public', 'admin', 'customer', 'provider']).toContain(route.access);
    expect(routes('public').filter((r) => !isAllowedPublic(r.method, r.url)).map(label)).toEqual([]);
    expect(routes('public').map(label)).toEqual(expect.arrayContaining(['POST /api/auth/login', 'POST /api/auth/logout', 'GET /healthz']));
    // Every other /api route is for admins (customer routes will live under /api/shop/).
    const api = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/shop/'));
    expect(api.filter((r) => r.access !== 'admin' && !isAllowedPublic(r.method, r.url)).map(label)).toEqual([]);
    // Providers under /webhooks/; Telegram's webhook path is fixed by issue 10's contract (POST /telegram/webhook).
    const isWebhookPath = (url: string) => url.startsWith('/webhooks/') || url === '/telegram/webhook';
    expect(routes('provider').filter((r) => !isWebhookPath(r.url)).map(label)).toEqual([]);
  });

  it('answers 401 JSON to a signed-out visitor on every admin route', async () => {
    expect(routes('admin').length).toBeGreaterThan(10);
    for (const route of routes('admin')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), payload: {} });
      expect({ route: label(route), status: res.statusCode, body: res.json() }).toEqual({
        route: label(route),
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Authentification requise' },
      });
    }
  });

  it('answers 401 to a forged or expired token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 JSON to a signed-in customer on every admin route', async () => {
    for (const route of routes('admin')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: customerAuth, payload: {} });
      expect({ route: label(route), status: res.statusCode, code: res.json().code }).toEqual({ route: label(route), status: 403, code: 'FORBIDDEN' });
    }
  });

  it('answers 401 to a Telegram customer with valid init data on every admin route', async () => {
    for (const route of routes('admin')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: tma(initDataFor(telegramUser)), payload: {} });
      expect({ route: label(route), status: res.statusCode }).toEqual({ route: label(route), status: 401 });
    }
  });

  it('answers 401 on every customer route without init data, or with an admin session instead', async () => {
    for (const route of routes('customer')) {
      for (const headers of [{}, t.auth, tma('user=%7B%22id%22%3A1%7D&auth_date=1&hash=00')]) {
        const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, payload: {} });
        expect({ route: label(route), status: res.statusCode }).toEqual({ route: label(route), status: 401 });
      }
    }
  });

  it('answers 401 on every provider route without a signature, even to an admin', async () => {
    for (const route of routes('provider')) {
      const res = await t.app.inject({ method: route.method as 'POST', url: concrete(route.url), headers: t.auth, payload: '{}' });
      expect({ route: label(route), status: res.statusCode }).toEqual({ route: label(route), status: 401 });
    }
  });

  it('refuses 0x10, 1e3, 1.5 and 16abc as an id on every route with an :id, with a 400 naming the id', async () => {
    const withId = t.app.registeredRoutes.filter((r) => r.access === 'admin' && r.url.includes(':id'));
    expect(withId.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of withId) {
      for (const badId of ['0x10', '1e3', '1.5', '16abc']) {
        const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url, badId), headers: t.auth, payload: {} });
        const body = res.headers['content-type']?.toString().includes('json') ? res.json() : {};
        if (res.statusCode !== 400 || !body.fields?.id) failures.push(`${label(route)} ${badId} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('access kinds on a built app', () => {
  let database: Database;
  let app: FastifyInstance;
  let botToken: string | undefined = BOT_TOKEN;
  /** The body the webhook handler last received. */
  const webhook: { received?: Buffer } = {};
  const lastReceived = (): Buffer | undefined => webhook.received;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ config: testConfig(), db: database.db, logger: false, webDir: '/nonexistent', telegramBotToken: async () => botToken });
    app.get('/api/shop/test/me', { config: { access: 'customer' } }, async (request) => ({ customer: customerOf(request) }));
    app.post('/api/test/echo', { config: { access: 'public' } }, async (request) => ({ body: request.body }));
    await app.register(
      webhookRoutes(async (webhooks) => {
        webhooks.post(
          '/webhooks/test-provider',
          { config: { access: providerAccess('test-provider', hmacSignature({ header: 'x-test-signature', key: () => WEBHOOK_SECRET })) } },
          async (request) => {
            webhook.received = request.body as Buffer;
            return { ok: true };
          },
        );
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('customer: Telegram Mini App init data', () => {
    const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/shop/test/me?telegramId=1', headers });

    it('gives the route the Telegram user that Telegram signed', async () => {
      const res = await me(tma(initDataFor(telegramUser)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ customer: { telegramId: 777000111, firstName: 'Camille', username: 'camille_t', languageCode: 'fr' } });
    });

    it('accepts init data up to 24 hours old and refuses it after', async () => {
      expect((await me(tma(initDataFor(telegramUser, { ageSeconds: 23 * 3600 })))).statusCode).toBe(200);
      const expired = await me(tma(initDataFor(telegramUser, { ageSeconds: 24 * 3600 + 60 })));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentification requise' });
    });

    it('refuses init data whose user was changed after signing', async () => {
      const params = new URLSearchParams(initDataFor(telegramUser));
      params.set('user', JSON.stringify({ ...telegramUser, id: 1 }));
      expect((await me(tma(params.toString()))).statusCode).toBe(401);
      const redated = new URLSearchParams(initDataFor(telegramUser, { ageSeconds: 30 * 3600 }));
      redated.set('auth_date', String(Math.floor(Date.now() / 1000)));
      expect((await me(tma(redated.toString()))).statusCode).toBe(401);
    });

    it('refuses init data signed with another bot token, without a hash, or without a user', async () => {
      expect((await me(tma(initDataFor(telegramUser, { token: OTHER_BOT_TOKEN })))).statusCode).toBe(401);
      const unsigned = new URLSearchParams(initDataFor(telegramUser));
      unsigned.delete('hash');
      expect((await me(tma(unsigned.toString()))).statusCode).toBe(401);
      const noUser = signInitData({ query_id: 'x' }, BOT_TOKEN, new Date());
      expect((await me(tma(noUser))).statusCode).toBe(401);
    });

    it('refuses a missing header, another scheme, or an admin session', async () => {
      expect((await me({})).statusCode).toBe(401);
      expect((await me({ authorization: 'tma ' })).statusCode).toBe(401);
      expect((await me({ authorization: `Bearer ${initDataFor(telegramUser)}` })).statusCode).toBe(401);
      expect((await me({ 'x-telegram-user-id': '777000111' })).statusCode).toBe(401);
    });

    it('reads the bot token at each call: none configured refuses everyone, a new token takes effect at once', async () => {
      try {
        botToken = undefined;
        expect((await me(tma(initDataFor(telegramUser)))).statusCode).toBe(401);
        botToken = OTHER_BOT_TOKEN;
        expect((await me(tma(initDataFor(telegramUser)))).statusCode).toBe(401);
        expect((await me(tma(initDataFor(telegramUser, { token: OTHER_BOT_TOKEN })))).statusCode).toBe(200);
      } finally {
        botToken = BOT_TOKEN;
      }
    });

    it('takes the configured TELEGRAM_BOT_TOKEN when buildApp is given no token source', async () => {
      const db = await createTestDatabase();
      const plain = await buildTestApp({ config: testConfig({ telegramBotToken: BOT_TOKEN }), db: db.db, logger: false, webDir: '/nonexistent' });
      plain.get('/api/shop/test/me', { config: { access: 'customer' } }, async (request) => customerOf(request));
      try {
        const ok = await plain.inject({ method: 'GET', url: '/api/shop/test/me', headers: tma(initDataFor(telegramUser)) });
        expect(ok.json()).toMatchObject({ telegramId: 777000111 });
        const other = await plain.inject({ method: 'GET', url: '/api/shop/test/me', headers: tma(initDataFor(telegramUser, { token: OTHER_BOT_TOKEN })) });
        expect(other.statusCode).toBe(401);
      } finally {
        await plain.close();
        await db.close();
      }
    });
  });

  describe('provider: webhook signed over the raw body', () => {
    const sign = (body: string | Buffer, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(body).digest('hex');
    const post = (body: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/webhooks/test-provider', payload: body, headers: { 'content-type': 'application/json', ...headers } });
    // Indented, with a key order and spacing JSON.stringify would not reproduce: only the raw bytes match the signature.
    const body = '{\n    "update_id": 42,\n    "payload": { "amount": "12.50",  "asset": "USDT" }\n}\n';

    it('accepts a valid signature and hands the handler the exact bytes that were signed', async () => {
      delete webhook.received;
      const res = await post(body, { 'x-test-signature': sign(body) });
      expect(res.statusCode).toBe(200);
      expect(webhook.received).toBeInstanceOf(Buffer);
      expect(lastReceived()?.equals(Buffer.from(body))).toBe(true);
      // Upper-case hex is the same signature.
      expect((await post(body, { 'x-test-signature': sign(body).toUpperCase() })).statusCode).toBe(200);
    });

    it('keeps any content type raw, bytes that are not UTF-8 included', async () => {
      delete webhook.received;
      const bytes = Buffer.from([0x7b, 0xff, 0x00, 0xfe, 0x7d]);
      const res = await app.inject({
        method: 'POST',
        url: '/webhooks/test-provider',
        payload: bytes,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-signature': sign(bytes) },
      });
      expect(res.statusCode).toBe(200);
      expect(lastReceived()?.equals(bytes)).toBe(true);
    });

    it('refuses a wrong signature, one over the re-serialised JSON, another secret, or none', async () => {
      delete webhook.received;
      const reserialised = JSON.stringify(JSON.parse(body));
      const attempts: Record<string, string>[] = [
        { 'x-test-signature': sign(`${body} `) },
        { 'x-test-signature': sign(reserialised) },
        { 'x-test-signature': sign(body, 'another-secret') },
        { 'x-test-signature': sign(body).slice(0, 32) },
        { 'x-test-signature': '' },
        {},
      ];
      for (const headers of attempts) {
        const res = await post(body, headers);
        expect({ headers, status: res.statusCode, body: res.json() }).toEqual({
          headers,
          status: 401,
          body: { code: 'UNAUTHENTICATED', message: 'Authentification requise' },
        });
      }
      expect(webhook.received).toBeUndefined();
    });

    it('leaves the JSON parser of every other route as it was', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: body, headers: { 'content-type': 'application/json' } });
      expect(res.json()).toEqual({ body: JSON.parse(body) });
    });
  });

  describe('the back office build', () => {
    it('serves its files and pages publicly, and keeps the API behind them guarded', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'autoshop-web-'));
      await mkdir(join(dir, 'assets'));
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>AutoShop</title>');
      await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)');
      const db = await createTestDatabase();
      const web = await buildTestApp({ config: testConfig(), db: db.db, logger: false, webDir: dir });
      try {
        await web.ready();
        const files = web.registeredRoutes.filter((r) => r.url === '/assets/app.js' || r.url === '/index.html');
        expect(files.map((r) => `${r.method} ${r.url} ${r.access}`).sort()).toEqual(['GET /assets/app.js public', 'GET /index.html public']);
        const asset = await web.inject({ method: 'GET', url: '/assets/app.js' });
        expect(asset.statusCode).toBe(200);
        // Hashed build files are kept by browsers; the page naming them is asked for again each time.
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await web.inject({ method: 'HEAD', url: '/assets/app.js' })).statusCode).toBe(200);
        const page = await web.inject({ method: 'GET', url: '/login' });
        expect(page.body).toContain('AutoShop');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect((await web.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
      } finally {
        await web.close();
        await db.close();
        await rm(dir, { recursive: true, force: true });
      }
    });
  });

  describe('declaration mistakes fail at start-up', () => {
    it('refuses a provider route outside webhookRoutes, and an unknown access', async () => {
      const db = await createTestDatabase();
      try {
        const outside = await buildTestApp({ config: testConfig(), db: db.db, logger: false, webDir: '/nonexistent' });
        expect(() =>
          outside.post('/webhooks/raw-less', { config: { access: providerAccess('x', () => true) } }, async () => ({})),
        ).toThrow(/webhookRoutes/);
        expect(() => outside.get('/api/typo', { config: { access: 'pubic' as 'public' } }, async () => ({}))).toThrow(/unknown route access/);
        await outside.close();
      } finally {
        await db.close();
      }
    });
  });
});
