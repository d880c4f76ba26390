// The API's error format: { code, message } with the right status, never a stack trace, never a 500 for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';

describe('error format', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
