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

describe('broadcasts API: filters, buttons, schedules and figures (decision 0151)', () => {
  const t = suiteApp();
  beforeAll(async () => {
    // 6 customers: balances 0, 10, 20, 30, 40, 50 €; the even ones speak English; 2 and 4 bought in France.
    await t.database.db.execute(sql`
      insert into users (username, telegram_id, language, balance_cents, opening_balance_cents)
      select 'tg_' || g, 740000000 + g, case when g % 2 = 0 then 'en' else 'fr' end, (g - 1) * 1000, (g - 1) * 1000
      from generate_series(1, 6) g`);
    await t.database.db.execute(sql`insert into countries (name, code, flag) values ('France', 'FR', '🇫🇷')`);
    await t.database.db.execute(sql`insert into operators (name, country_id) values ('Orange', (select id from countries where code = 'FR'))`);
    await t.database.db.execute(sql`
      insert into purchase_history (user_id, operator_id, country_id, quantity, price_cents, unit_price_micros)
      select u.id, (select id from operators where name = 'Orange'), (select id from countries where code = 'FR'), 100, 900, 9000
      from users u where u.username in ('tg_2', 'tg_4')`);
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth });
  const post = (url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: t.auth, payload: payload as object });
  const count = async (q: string) => (await get(`/api/broadcasts/audience?${q}`)).json().count;

  it('counts filters typed as the page sends them (euros, Paris dates), and refuses bad ones in French', async () => {
    const [{ id: france }] = (await t.database.db.execute<{ id: number }>(sql`select id from countries where code = 'FR'`)).rows;
    expect(await count('kind=all&minBalance=30')).toBe(3);
    expect(await count('kind=all&minBalance=30&language=en')).toBe(2);
    expect(await count(`kind=all&countryId=${france}`)).toBe(2);
    expect(await count(`kind=all&countryId=${france}&minBalance=25,50`)).toBe(1);
    expect(await count('kind=language&language=en&minBalance=30')).toBe(2);
    expect(await count('kind=all&registeredAfter=2000-01-01')).toBe(6);
    expect(await count('kind=all&lastPurchaseAfter=2999-01-01')).toBe(0);
    const badDate = await get('/api/broadcasts/audience?kind=all&registeredAfter=2026-02-31');
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(badDate.json())).toContain('Date invalide');
    expect((await get('/api/broadcasts/audience?kind=all&minBalance=abc')).statusCode).toBe(400);
  });

  it('schedules in Paris time, refuses the past and bad buttons, shows the filters, and gives the figures', async () => {
    const past = await post('/api/broadcasts', { message: 'x', audience: { kind: 'all' }, scheduledAt: '2020-01-01T10:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Cette date est passée : choisissez une date et une heure à venir (heure de Paris)');
    const badLink = await post('/api/broadcasts', { message: 'x', audience: { kind: 'all' }, buttons: [[{ kind: 'url', text: 'Site', url: 'javascript:1' }]] });
    expect(badLink.statusCode).toBe(400);
    const noOperator = await post('/api/broadcasts', {
      message: 'x',
      audience: { kind: 'all' },
      buttons: [[{ kind: 'operator', text: 'Acheter', operatorId: 99999, opens: 'bot' }]],
    });
    expect(noOperator.statusCode).toBe(400);
    expect(noOperator.json().message).toBe('Bouton « Acheter » : opérateur introuvable');

    const [{ id: orange }] = (await t.database.db.execute<{ id: number }>(sql`select id from operators where name = 'Orange'`)).rows;
    const created = await post('/api/broadcasts', {
      message: 'Soldes',
      audience: { kind: 'all', filters: { language: 'en', minBalance: '30', operatorId: orange, registeredAfter: '2026-01-15' } },
      buttons: [[{ kind: 'operator', text: 'Acheter', operatorId: orange, opens: 'app' }]],
      scheduledAt: '2099-12-01T18:30',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'scheduled',
      statusLabel: 'Programmée',
      scheduledAt: '2099-12-01T17:30:00.000Z',
      audienceLabel: 'Tous les clients · langue : anglais · opérateur acheté : Orange · inscrit depuis le 15/01/2026 · solde ≥ 30,00 €',
      buttons: [[{ kind: 'operator', text: 'Acheter', operatorId: orange, opens: 'app' }]],
    });
    const figures = await get(`/api/broadcasts/${created.json().id}/figures`);
    expect(figures.json()).toEqual({
      id: created.json().id,
      delivered: 0,
      blocked: 0,
      failed: 0,
      uncertain: 0,
      opens: 0,
      purchases: 0,
      purchasesTotal: '0.00',
      buyers: 0,
    });
    const cancelled = await post(`/api/broadcasts/${created.json().id}/cancel`);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await get('/api/broadcasts/999999/figures')).statusCode).toBe(404);
  });
});

describe('paid broadcasts in the back office', () => {
  it('shows the cost with the count and the bot’s Star balance, and refuses a paid broadcast the balance cannot pay for', async () => {
    const { startBotApiStandIn } = await import('../../../tests/support/bot-api-stand-in');
    const { createTestApp } = await import('../../../tests/support/app');
    const { storeBotToken } = await import('../../domain/settings/bot-config');
    const standIn = await startBotApiStandIn();
    const t = await createTestApp({ config: { telegramApiRoot: standIn.url } });
    try {
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth });
      const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/broadcasts', headers: t.auth, payload: payload as object });
      await t.database.db.execute(sql`
        insert into users (username, telegram_id, language) select 'tg_' || g, 740000000 + g, 'fr' from generate_series(1, 25) g`);
      // No bot yet: the balance cannot be read, and a paid broadcast cannot be checked.
      const noBot = await get('/api/broadcasts/stars');
      expect(noBot.statusCode).toBe(409);
      expect(noBot.json().message).toBe('Aucun token configuré : enregistrez d’abord le token du bot');
      await storeBotToken(t.database.db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username }, null);

      // 25 customers at 0.1 ⭐: 2.5, so 3 Stars.
      expect((await get('/api/broadcasts/audience?kind=all')).json()).toEqual({ count: 25, paidCost: 3 });
      standIn.setStarBalance(2);
      expect((await get('/api/broadcasts/stars')).json()).toEqual({ starsPerMessage: '0.1', perSecond: 1000, balance: 2 });
      const short = await post({ message: 'Promo', audience: { kind: 'all' }, paid: true, requestKey: 'paid-0001' });
      expect(short.statusCode).toBe(409);
      expect(short.json()).toMatchObject({ code: 'BROADCAST_STARS_SHORT', message: 'Solde d’étoiles insuffisant : l’envoi payant coûte 3 ⭐, le bot en a 2' });
      expect((await get('/api/broadcasts')).json().items).toHaveLength(0);
      // A wrong type for the choice is refused; free needs no Stars.
      expect((await post({ message: 'Promo', audience: { kind: 'all' }, paid: 'yes' })).statusCode).toBe(400);

      standIn.setStarBalance(3);
      const ok = await post({ message: 'Promo', audience: { kind: 'all' }, paid: true, requestKey: 'paid-0002' });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ paid: true, status: 'preparing' });
      const free = await post({ message: 'Promo', audience: { kind: 'all' }, requestKey: 'paid-0003' });
      expect(free.json()).toMatchObject({ paid: false });
    } finally {
      await t.close();
      await standIn.close();
    }
  });
});
