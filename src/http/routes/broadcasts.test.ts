// The Diffusions API: the audience counts, a broadcast created once per request key, the French refusals, the
// history with its figures, cancel, and no access without a session.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('broadcasts API', () => {
  const t = suiteApp();
  beforeAll(async () => {
    // 10 customers: 2 buyers, 3 depositors, 4 in English, 3 inactive for 60 days, 1 who blocked the bot.
    await t.database.db.execute(sql`
      insert into users (username, telegram_id, language, total_purchases_cents, total_deposits_cents, last_activity, bot_blocked_at)
      select 'tg_' || g, 730000000 + g, case when g <= 4 then 'en' else 'fr' end,
             case when g in (1, 2) then 600 else 0 end, case when g in (2, 3, 4) then 1000 else 0 end,
             case when g in (5, 6, 7) then now() - interval '60 days' else now() end,
             case when g = 10 then now() else null end
      from generate_series(1, 10) g`);
  });

  const get = (url: string, headers = t.auth) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: t.auth, payload: payload as object });

  it('counts each audience before sending (the blocked customer and the admin never in it)', async () => {
    const count = async (q: string) => (await get(`/api/broadcasts/audience?${q}`)).json().count;
    expect(await count('kind=all')).toBe(9);
    expect(await count('kind=buyers')).toBe(2);
    expect(await count('kind=depositors')).toBe(3);
    expect(await count('kind=language&language=en')).toBe(4);
    expect(await count('kind=inactive&days=30')).toBe(3);
    expect(await count('kind=inactive&days=90')).toBe(0);
    expect((await get('/api/broadcasts/audience?kind=inactive&days=0')).statusCode).toBe(400);
    expect((await get('/api/broadcasts/audience?kind=language&language=xx')).statusCode).toBe(400);
    const missing = await get('/api/broadcasts/audience?kind=language');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choisissez une langue');
    expect((await get('/api/broadcasts/audience?kind=all', {} as typeof t.auth)).statusCode).toBe(401);
  });

  it('refuses an empty, a too long or an audience-less message, in French', async () => {
    const empty = await post('/api/broadcasts', { message: '<b>  </b>', audience: { kind: 'all' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Message vide');
    const long = await post('/api/broadcasts', { message: 'a'.repeat(4097), audience: { kind: 'all' } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Message trop long : 4097 caractères/);
    // Tags do not count: 4,096 visible characters in bold pass.
    const bold = await post('/api/broadcasts', { message: `<b>${'a'.repeat(4096)}</b>`, audience: { kind: 'inactive', days: 30 }, requestKey: 'bold-0001' });
    expect(bold.statusCode).toBe(201);
    await post(`/api/broadcasts/${bold.json().id}/cancel`);
    const variant = await post('/api/broadcasts', { message: 'Bonjour', variants: { en: 'x'.repeat(5000) }, audience: { kind: 'all' } });
    expect(variant.json().message).toMatch(/Message trop long \(anglais\)/);
    const nobody = await post('/api/broadcasts', { message: 'Bonjour', audience: { kind: 'inactive', days: 90 } });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toBe('Aucun client dans cette audience : rien à envoyer');
  });

  it('creates one broadcast per request key, shows it in the history with its figures, and cancels it', async () => {
    const body = { message: 'Promo <blink>!</blink>', variants: { en: 'Sale', de: '' }, audience: { kind: 'buyers' }, requestKey: 'key-12345678' };
    const [a, b] = await Promise.all([post('/api/broadcasts', body), post('/api/broadcasts', body)]);
    expect(a.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
    expect(a.json()).toMatchObject({
      message: 'Promo &lt;blink&gt;!&lt;/blink&gt;',
      variants: { en: 'Sale' },
      audienceLabel: 'Clients ayant acheté',
      status: 'preparing',
      statusLabel: 'En préparation',
      sentBy: 'admin',
      sent: 0,
    });
    const list = (await get('/api/broadcasts')).json().items;
    expect(list[0].id).toBe(a.json().id);
    expect((await get(`/api/broadcasts/${a.json().id}`)).json().id).toBe(a.json().id);
    const cancelled = await post(`/api/broadcasts/${a.json().id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', statusLabel: 'Annulée' });
    const again = await post(`/api/broadcasts/${a.json().id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect((await get('/api/broadcasts/999999')).statusCode).toBe(404);
  });
});
