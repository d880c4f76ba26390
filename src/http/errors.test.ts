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
});
