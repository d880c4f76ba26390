// Blocking over HTTP (decision 0142): the back office blocks and unblocks with a reason (bad input refused, audited, two
// admins at once), the rules' settings (checked, off by default, not through the generic settings), the report; and the
// Mini App's customer routes refusing a blocked customer with a clear 403 until unblocked.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ABUSE_RULE_DEFAULTS } from '../../contracts/abuse';
import { seedBotToken } from '../../domain/settings/bot-config';
import { startBotApiStandIn } from '../../../tests/support/bot-api-stand-in';
import { signInitData, tmaHeader } from '../../../tests/support/init-data';
import { openForSuite } from '../../../tests/support/suite-fixtures';
import { countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { createTestApp } from '../../../tests/support/app';
import { expectFieldRefusals } from '../../../tests/support/api-answers';

const shop = openForSuite(
  async () => {
    const standIn = await startBotApiStandIn();
    const t = await createTestApp({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url } });
    await seedBotToken(t.database.db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username });
    const cat = await createCatalogue(t.database.db, { operator: 'Bloqueo' });
    await createNumlist(t.database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 500, offset: 9_000 });
    return { standIn, t, cat };
  },
  async ({ standIn, t }) => {
    await t.close();
    await standIn.close();
  },
);

let nextTelegramId = 781_000_000;
async function customer(balanceCents = 5_000) {
  const user = { id: ++nextTelegramId, first_name: 'Mallory' };
  const userId = await createCustomer(shop.t.database.db, { balanceCents, telegramId: user.id, firstName: user.first_name });
  return { userId, headers: tmaHeader(signInitData(user, shop.standIn.token)) };
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  shop.t.app.inject({ method, url, headers: shop.t.auth, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('blocking from the back office', () => {
  it('blocks with a reason, refuses bad input, shows the block on the user, unblocks; both audited', async () => {
    const { userId } = await customer();
    expect((await shop.t.app.inject({ method: 'POST', url: `/api/users/${userId}/block`, payload: { reason: 'x' } })).statusCode).toBe(401);
    const empty = await inject('POST', `/api/users/${userId}/block`, { reason: '   ' });
    expectFieldRefusals(empty, { reason: 'Indiquez la raison du blocage' });
    expect((await inject('POST', `/api/users/${userId}/block`, { reason: 'r'.repeat(301) })).json().fields).toEqual({ reason: '300 caractères au maximum' });
    expect((await inject('POST', '/api/users/99999999/block', { reason: 'Fraude' })).statusCode).toBe(404);
    const [admin] = (await inject('GET', '/api/users?search=admin')).json() as Array<{ id: number }>;
    const self = await inject('POST', `/api/users/${admin.id}/block`, { reason: 'Fraude' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Un compte administrateur ne peut pas être bloqué');

    const blocked = await inject('POST', `/api/users/${userId}/block`, { reason: '  Rétrofacturations  ' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ reason: 'Rétrofacturations', blockedBy: 'admin' });
    expect((await inject('GET', `/api/users/${userId}/block`)).json()).toMatchObject({ reason: 'Rétrofacturations' });
    expect((await inject('GET', `/api/users/${userId}`)).json()).toMatchObject({ blocked: true });

    expect((await inject('DELETE', `/api/users/${userId}/block`)).json()).toEqual({ success: true, unblocked: true });
    expect((await inject('GET', `/api/users/${userId}/block`)).json()).toBeNull();
    expect((await inject('GET', `/api/users/${userId}`)).json()).toMatchObject({ blocked: false });
    expect(await countOf(shop.t.database.db, sql`select count(*) as n from audit_log where entity_type = 'user' and entity_id = ${String(userId)} and action in ('customer.block', 'customer.unblock')`)).toBe(2);
  });

  it('two admins blocking at once: one block, audited once per change', async () => {
    const { userId } = await customer();
    const [a, b] = await Promise.all([
      inject('POST', `/api/users/${userId}/block`, { reason: 'Spam' }),
      inject('POST', `/api/users/${userId}/block`, { reason: 'Spam' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await countOf(shop.t.database.db, sql`select count(*) as n from audit_log where action = 'customer.block' and entity_id = ${String(userId)}`)).toBe(1);
    await inject('DELETE', `/api/users/${userId}/block`);
  });

  it('saves the rules (checked), keeps them out of the generic settings, and reports blocks and refusals', async () => {
    expect((await inject('GET', '/api/abuse-rules')).json()).toEqual(ABUSE_RULE_DEFAULTS);
    const bad = await inject('PUT', '/api/abuse-rules', { ...ABUSE_RULE_DEFAULTS, purchaseRate: { enabled: true, maxPurchases: 0, accountAgeDays: 1.5 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['purchaseRate.accountAgeDays', 'purchaseRate.maxPurchases']);
    const rules = { ...ABUSE_RULE_DEFAULTS, unpaidTopUps: { enabled: true, maxPerDay: 2 } };
    expect((await inject('PUT', '/api/abuse-rules', rules)).json()).toEqual(rules);
    expect((await inject('POST', '/api/settings', { key: 'abuse_rules', value: '{}' })).json()).toMatchObject({ code: 'SETTING_RESERVED' });
    await inject('PUT', '/api/abuse-rules', ABUSE_RULE_DEFAULTS);

    const { userId, headers } = await customer();
    await inject('POST', `/api/users/${userId}/block`, { reason: 'Fraude à la carte' });
    await shop.t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers, payload: { productId: `${shop.cat.categoryId}-${shop.cat.operatorId}-100`, idempotencyKey: 'report-key-1' } });
    const report = await inject('GET', '/api/reports/abuse?period=today');
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.blocked).toEqual(expect.arrayContaining([expect.objectContaining({ userId, reason: 'Fraude à la carte', blockedBy: 'admin' })]));
    expect(body.blockedCount).toBeGreaterThanOrEqual(1);
    expect(body.refusals.map((r: { rule: string }) => r.rule)).toEqual(['blocked', 'purchase_rate', 'unpaid_top_ups', 'referral_reward']);
    expect((await inject('GET', '/api/reports/abuse?period=custom&from=2026-01-02&to=2026-01-01')).statusCode).toBe(400);
  });
});

describe('the Mini App for a blocked customer', () => {
  it('refuses every customer route with a clear 403 (nothing bought, nothing recorded), and unblocking restores it', async () => {
    const { userId, headers } = await customer();
    const { cat } = shop;
    const productId = `${cat.categoryId}-${cat.operatorId}-100`;
    expect((await shop.t.app.inject({ method: 'GET', url: '/api/shop/me', headers })).statusCode).toBe(200);
    await inject('POST', `/api/users/${userId}/block`, { reason: 'Abus' });

    const calls = [
      { method: 'GET' as const, url: '/api/shop/me' },
      { method: 'POST' as const, url: '/api/shop/purchase', payload: { productId, idempotencyKey: 'blocked-mini-1' } },
      { method: 'GET' as const, url: `/api/shop/prices?category=${cat.categoryId}&country=${cat.countryId}&operator=${cat.operatorId}` },
      { method: 'POST' as const, url: '/api/shop/stars/top-up', payload: { stars: 500 } },
      { method: 'POST' as const, url: '/api/shop/checkout', payload: { productId, idempotencyKey: 'blocked-mini-2', method: 'stars', price: '0.60' } },
    ];
    for (const call of calls) {
      const res = await shop.t.app.inject({ ...call, headers });
      expect([call.url, res.statusCode, res.json().code]).toEqual([call.url, 403, 'CUSTOMER_BLOCKED']);
      expect(res.json().message).toBe('Ce compte client est bloqué par la boutique');
    }
    expect(await countOf(shop.t.database.db, sql`select count(*) as n from purchase_history where user_id = ${userId}`)).toBe(0);
    expect(await countOf(shop.t.database.db, sql`select count(*) as n from deposits where user_id = ${userId}`)).toBe(0);

    await inject('DELETE', `/api/users/${userId}/block`);
    expect((await shop.t.app.inject({ method: 'GET', url: '/api/shop/me', headers })).statusCode).toBe(200);
    const bought = await shop.t.app.inject({ method: 'POST', url: '/api/shop/purchase', headers, payload: { productId, idempotencyKey: 'after-mini-1' } });
    expect(bought.statusCode).toBe(200);
  });
});
