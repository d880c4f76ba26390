import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp, testConfig } from '../../tests/support/app';

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

// The headers of every response, through the real app (decision 0122); the browser tests check the pages run under them.
describe('security headers', () => {
  let t: TestApp;
  let webDir: string;
  /** The app over a web build (a stand-in index.html), as served at http and behind https. */
  let plain: FastifyInstance;
  let https: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    webDir = await mkdtemp(join(tmpdir(), 'autoshop-web-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>AutoShop</title><div id="root"></div>');
    await writeFile(join(webDir, 'boot.js'), '/* boot */');
    const build = (publicUrl?: string) =>
      buildTestApp({ config: testConfig({ publicUrl }), db: t.database.db, logger: false, webDir });
    [plain, https] = await Promise.all([build(undefined), build('https://shop.example.org')]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), https?.close()]);
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('sends the policy, nosniff, no referrer and frame refusal on back-office pages, assets, the API and refusals alike', async () => {
    const answers = await Promise.all([
      plain.inject({ method: 'GET', url: '/login' }),
      plain.inject({ method: 'GET', url: '/dashboard' }),
      plain.inject({ method: 'GET', url: '/boot.js' }),
      plain.inject({ method: 'GET', url: '/healthz' }),
      plain.inject({ method: 'GET', url: '/api/auth/me' }),
      plain.inject({ method: 'GET', url: '/api/nothing-here' }),
      plain.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody', password: 'x' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 401, 404, 401]);
    for (const answer of answers) {
      const csp = directivesOf(answer.headers['content-security-policy']);
      expect(csp).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'none'",
        'frame-ancestors': "'none'",
      });
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(answer.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("lets Telegram's web clients, and only them, frame the Mini App page (/shop), without X-Frame-Options", async () => {
    for (const url of ['/shop', '/shop/', '/shop?startapp=1']) {
      const res = await plain.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      const csp = directivesOf(res.headers['content-security-policy']);
      expect(csp['frame-ancestors']).toBe('https://web.telegram.org https://webk.telegram.org https://webz.telegram.org');
      expect(csp['script-src']).toBe("'self'");
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // The shop's API and every other page keep the refusal.
    const catalogue = await plain.inject({ method: 'GET', url: '/shopping' });
    expect(directivesOf(catalogue.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
  });

  it('adds HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    for (const url of ['/login', '/shop', '/api/auth/me']) {
      const res = await https.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(directivesOf(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
  });
});
