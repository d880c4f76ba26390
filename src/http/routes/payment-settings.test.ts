// The payment providers' settings in the back office: secrets never returned, changes count at once, audited, tested.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { type BtcpayStandIn, startBtcpayStandIn } from '../../../tests/support/btcpay-stand-in';
import { queryRows } from '../../db/query';

describe('payment settings API', () => {
  let t: TestApp;
  let bp: BtcpayStandIn;
  beforeAll(async () => {
    bp = await startBtcpayStandIn();
    t = await createTestApp({ config: { publicUrl: 'https://shop.example', payments: { btcpay: bp.settings, nowpayments: {} } } });
  });
  afterAll(async () => {
    await t.close();
    await bp.close();
  });

  const get = () => t.app.inject({ method: 'GET', url: '/api/payments/settings', headers: t.auth });
  const put = (provider: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/payments/settings/${provider}`, headers: t.auth, payload });
  const probe = (provider: string) => t.app.inject({ method: 'POST', url: `/api/payments/settings/${provider}/test`, headers: t.auth });
  type View = { active: string | null; providers: Array<{ provider: string; configured: boolean; active: boolean; webhookUrl: string; fields: Array<{ name: string; value: string | null; source: string }> }> };
  const providerOf = (view: View, name: string) => view.providers.find((p) => p.provider === name);
  const field = (view: View, provider: string, name: string) => providerOf(view, provider)?.fields.find((f) => f.name === name);

  it('shows what is in use, from the environment, with the secrets masked and the webhook addresses', async () => {
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    const view = answer.json() as View;
    expect(view.active).toBe('btcpay');
    expect(providerOf(view, 'btcpay')).toMatchObject({ configured: true, active: true, webhookUrl: 'https://shop.example/webhooks/btcpay' });
    expect(field(view, 'btcpay', 'url')).toEqual({ name: 'url', secret: false, value: bp.url, source: 'env' });
    expect(field(view, 'btcpay', 'apiKey')).toEqual({ name: 'apiKey', secret: true, value: `•••• ${bp.settings.apiKey?.slice(-4)}`, source: 'env' });
    expect(field(view, 'nowpayments', 'apiUrl')).toMatchObject({ value: 'https://api.nowpayments.io/v1', source: 'default' });
    expect(field(view, 'nowpayments', 'ipnSecret')).toMatchObject({ value: null, source: 'none' });
    expect(answer.body).not.toContain(bp.settings.apiKey);
    expect(answer.body).not.toContain(bp.settings.webhookSecret);
  });

  it('saves a provider: configured at once, secrets kept out of the answer and of the audit log', async () => {
    const answer = await put('nowpayments', { apiKey: 'np-live-key-0123456789', ipnSecret: 'ipn-secret-abcdefghij' });
    expect(answer.statusCode).toBe(200);
    const view = answer.json() as View;
    expect(providerOf(view, 'nowpayments')).toMatchObject({ configured: true, active: false });
    expect(field(view, 'nowpayments', 'apiKey')).toMatchObject({ value: '•••• 6789', source: 'saved' });
    expect(answer.body).not.toContain('np-live-key');
    const [audit] = await queryRows<{ details: { fields: string[] }; actor_user_id: number | null }>(
      t.database.db,
      sql`select details, actor_user_id from audit_log where action = 'payment_settings.update' order by id desc limit 1`,
    );
    expect(audit.details.fields.sort()).toEqual(['apiKey', 'ipnSecret']);
    expect(audit.actor_user_id).not.toBeNull();
    expect(JSON.stringify(audit)).not.toContain('np-live-key');
  });

  it("clearing BTCPay's address makes NOWPayments the provider customers pay through", async () => {
    const view = (await put('btcpay', { url: '' })).json() as View;
    expect(view.active).toBe('nowpayments');
    expect(providerOf(view, 'btcpay')?.configured).toBe(false);
    expect(field(view, 'btcpay', 'url')).toMatchObject({ value: null, source: 'none' });
    expect((await t.app.payments.active())?.name).toBe('nowpayments');
    // Back again: the saved address, BTCPay first.
    expect(((await put('btcpay', { url: bp.url })).json() as View).active).toBe('btcpay');
  });

  it('refuses an address that is not http(s), and an unknown provider, in French', async () => {
    const bad = await put('btcpay', { url: 'ftp://btcpay.example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('https://');
    expect((await put('stripe', { apiKey: 'x' })).statusCode).toBe(400);
    expect(field((await get()).json() as View, 'btcpay', 'url')?.value).toBe(bp.url);
  });

  it("tests the connection: the provider's payment methods, its refusal, or an incomplete configuration", async () => {
    expect((await probe('btcpay')).json()).toEqual({ ok: true, methods: ['BTC', 'BTC Lightning', 'LTC'] });
    bp.down();
    try {
      const down = (await probe('btcpay')).json();
      expect(down.ok).toBe(false);
      expect(down.message).toContain('503');
    } finally {
      bp.up();
    }
    await put('nowpayments', { apiKey: '' });
    const incomplete = await probe('nowpayments');
    expect([incomplete.statusCode, incomplete.json().code]).toEqual([409, 'PAYMENT_PROVIDER_NOT_CONFIGURED']);
  });

  it('is for signed-in admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/payments/settings/btcpay', payload: { url: '' } })).statusCode).toBe(401);
  });
  it('saves the Telegram Stars settings exactly, audited, and refuses what makes no sense', async () => {
    const stars = (payload?: Record<string, unknown>) =>
      t.app.inject({ method: payload ? 'PUT' : 'GET', url: '/api/payments/settings/stars', headers: t.auth, ...(payload ? { payload } : {}) });
    expect((await stars()).json()).toMatchObject({ enabled: false, starValueEuros: '0.013', starValueMicroEuros: 13000, minimumStars: 1, maximumStars: 10000 });
    const saved = await stars({ enabled: true, starValueEuros: '0,0125', minimumStars: 100, maximumStars: 50000 });
    expect(saved.statusCode).toBe(200);
    // 6 € minimum deposit = 480 Stars at 0,0125 €; 10 000 € maximum = 800 000 Stars, over the 50 000 set.
    expect(saved.json()).toEqual({
      enabled: true,
      starValueEuros: '0.0125',
      starValueMicroEuros: 12500,
      minimumStars: 100,
      maximumStars: 50000,
      customerMinimumStars: 480,
      customerMaximumStars: 50000,
    });
    const audits = await queryRows<{ entity_id: string }>(t.database.db, sql`select entity_id from audit_log where action = 'setting.update' and entity_id like 'star%' order by id`);
    expect(audits.map((a) => a.entity_id).sort()).toEqual(['star_value_micro_euros', 'stars_enabled', 'stars_maximum_per_payment', 'stars_minimum_per_payment']);
    for (const bad of [
      { enabled: true, starValueEuros: '0,0000001', minimumStars: 1, maximumStars: 10 },
      { enabled: true, starValueEuros: '0', minimumStars: 1, maximumStars: 10 },
      { enabled: true, starValueEuros: '0.013', minimumStars: 20, maximumStars: 10 },
      { enabled: true, starValueEuros: '0.013', minimumStars: 1.5, maximumStars: 10 },
    ]) {
      expect((await stars(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await stars()).json()).toMatchObject({ starValueEuros: '0.0125', minimumStars: 100 });
    // The generic settings route cannot go around these checks.
    const generic = await t.app.inject({ method: 'POST', url: '/api/settings', headers: t.auth, payload: { key: 'star_value_micro_euros', value: '0' } });
    expect(generic.statusCode).toBeGreaterThanOrEqual(400);
  });
});
