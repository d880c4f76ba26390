// The Webhooks API: create (checked; the secret once), list without secrets, edit, disable, deliveries, resend, test
// event, delete; admins only; two admins creating at once.
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../tests/support/suite-fixtures';
import { WEBHOOK_EVENTS } from '../../contracts/webhooks';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/events';

describe('webhooks API', () => {
  const t = suiteApp();
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, auth = true) =>
    t.app.inject({ method, url, headers: auth ? t.auth : {}, payload: payload as never });

  it('refuses bad input with a clear message and nothing created', async () => {
    expect(WEBHOOK_EVENTS).toEqual(WEBHOOK_EVENT_TYPES);
    const bad = [
      [{ url: 'ftp://example.com/x', events: ['order.completed'] }, 'url', /http/],
      [{ url: 'not a url', events: ['order.completed'] }, 'url', /URL/],
      [{ url: 'javascript:alert(1)', events: ['order.completed'] }, 'url', /http/],
      [{ url: 'https://example.com/hook', events: [] }, 'events', /au moins un/],
      [{ url: 'https://example.com/hook', events: ['order.stolen'] }, 'events', /inconnu/],
      [{ url: 'https://example.com/hook' }, 'events', /au moins un/],
    ] as const;
    for (const [body, field, message] of bad) {
      const answer = await api('POST', '/api/webhooks', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      const json = answer.json();
      expect(json.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(json.fields ?? json), JSON.stringify(body)).toMatch(message);
      expect(Object.keys(json.fields ?? {}).some((k) => k.startsWith(field))).toBe(true);
    }
    expect((await api('GET', '/api/webhooks')).json().endpoints).toEqual([]);
    expect((await api('GET', '/api/webhooks', undefined, false)).statusCode).toBe(401);
    expect((await api('POST', '/api/webhooks', { url: 'https://example.com/h', events: ['order.completed'] }, false)).statusCode).toBe(401);
    expect((await api('PATCH', '/api/webhooks/999', { enabled: false })).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Webhook introuvable' });
    expect((await api('GET', '/api/webhooks/abc/deliveries')).statusCode).toBe(400);
    expect((await api('POST', '/api/webhooks/999/deliveries/1/resend')).statusCode).toBe(404);
  });

  it('creates an endpoint showing its secret once, edits, tests, resends and deletes it', async () => {
    // Two admins at once: two endpoints, two different secrets.
    const [a, b] = await Promise.all(
      ['https://hooks.example.com/a', 'https://hooks.example.com/b'].map((url) => api('POST', '/api/webhooks', { url, events: ['order.completed', 'order.completed', 'stock.low'] })),
    );
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const created = a.json();
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.secret).not.toBe(b.json().secret);
    expect(created.endpoint).toMatchObject({ url: 'https://hooks.example.com/a', events: ['order.completed', 'stock.low'], enabled: true });
    const listed = await api('GET', '/api/webhooks');
    expect(listed.json().endpoints).toHaveLength(2);
    expect(listed.body).not.toContain(created.secret);
    expect(listed.body).not.toContain('"secret"');
    const id = created.endpoint.id;

    expect((await api('PATCH', `/api/webhooks/${id}`, { url: 'gopher://x' })).statusCode).toBe(400);
    const edited = (await api('PATCH', `/api/webhooks/${id}`, { enabled: false, description: 'Comptabilité' })).json().endpoint;
    expect(edited).toMatchObject({ enabled: false, description: 'Comptabilité', url: 'https://hooks.example.com/a' });

    const test = (await api('POST', `/api/webhooks/${id}/test`)).json();
    expect(test.eventId).toMatch(/^[0-9a-f-]{36}$/);
    const deliveries = (await api('GET', `/api/webhooks/${id}/deliveries`)).json();
    expect(deliveries.deliveries).toMatchObject([{ type: 'webhook.test', status: 'pending', attempts: 0, eventId: test.eventId }]);
    expect((await api('POST', `/api/webhooks/${id}/deliveries/${deliveries.deliveries[0].id}/resend`)).json()).toEqual({ resent: true });
    expect((await api('GET', `/api/webhooks/${id}/deliveries`)).json().deliveries).toHaveLength(2);
    // Another endpoint's delivery cannot be resent through this one.
    expect((await api('POST', `/api/webhooks/${b.json().endpoint.id}/deliveries/${deliveries.deliveries[0].id}/resend`)).statusCode).toBe(404);

    expect((await api('DELETE', `/api/webhooks/${id}`)).json()).toEqual({ deleted: true });
    expect((await api('DELETE', `/api/webhooks/${id}`)).statusCode).toBe(404);
    expect((await api('GET', '/api/webhooks')).json().endpoints).toHaveLength(1);
  });
});
