// The /telegram page's API: the token checked with getMe against the Bot API stand-in, masked, start/stop; bot admins; help texts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotApiStandIn, startBotApiStandIn } from '../../../tests/support/bot-api-stand-in';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { getBotConfig } from '../../domain/settings/bot-config';
import { queryRows } from '../../db/query';
import { helpMessageFor } from '../../domain/settings/help-messages';
import { expectAnswer } from '../../../tests/support/api-answers';

describe('bot configuration API', () => {
  let standIn: BotApiStandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startBotApiStandIn();
    t = await createTestApp({ config: { telegramApiRoot: standIn.url, telegramBotToken: undefined } });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => t.app.inject({ method, url, headers: t.auth, payload: payload as never });

  it('says Non configuré until a token is stored; refuses an empty, malformed or rejected token and stores nothing', async () => {
    expect((await api('GET', '/api/telegram/status')).json()).toMatchObject({ configured: false, active: false, token: null });
    const empty = await api('POST', '/api/telegram/configure', { token: '  ' });
    expectAnswer(empty, 400, { code: 'VALIDATION_FAILED', message: 'Token requis' });
    expect((await api('POST', '/api/telegram/configure', { token: 'hello' })).json().message).toMatch(/Token invalide/);
    const rejected = await api('POST', '/api/telegram/configure', { token: '123456789:WRONG-token-for-the-stand-in_0000000' });
    expectAnswer(rejected, 400, { code: 'BOT_TOKEN_REJECTED', fields: { token: 'Token refusé par Telegram' } });
    expect((await getBotConfig(t.database.db)).token).toBeNull();
    expect((await api('POST', '/api/telegram/start')).json()).toMatchObject({ code: 'BOT_NOT_CONFIGURED' });
  });

  it('stores a token Telegram accepts, shows it masked, and starts and stops', async () => {
    const res = await api('POST', '/api/telegram/configure', { token: ` ${standIn.token} ` });
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json();
    expect(status).toMatchObject({ configured: true, active: true, botUsername: standIn.botInfo.username });
    expect(status.token).not.toContain(standIn.token.split(':')[1]);
    expect(status.token).toMatch(/^123456789:•+\w{4}$/);
    expect(JSON.stringify((await api('GET', '/api/settings')).json())).not.toContain(standIn.token);
    expect((await api('POST', '/api/telegram/stop')).json()).toMatchObject({ configured: true, active: false });
    expect((await api('POST', '/api/telegram/start')).json()).toMatchObject({ configured: true, active: true });
  });

  it('answers 502 when Telegram cannot be reached', async () => {
    const offline = await createTestApp({ config: { telegramApiRoot: 'http://127.0.0.1:9', telegramBotToken: undefined } });
    try {
      const res = await offline.app.inject({ method: 'POST', url: '/api/telegram/configure', headers: offline.auth, payload: { token: standIn.token } });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('TELEGRAM_UNREACHABLE');
    } finally {
      await offline.close();
    }
  });

  it('adds, lists and deletes bot admins; refuses an empty, malformed or duplicate chat id', async () => {
    expect((await api('POST', '/api/admin-settings', { telegramChatId: ' ' })).json()).toMatchObject({ message: 'Chat ID requis' });
    expect((await api('POST', '/api/admin-settings', { telegramChatId: 'abc' })).statusCode).toBe(400);
    const added = await api('POST', '/api/admin-settings', { telegramChatId: '123456789', isMainAdmin: true, permissions: [] });
    expectAnswer(added, 201, { telegramChatId: 123456789, isMainAdmin: true });
    expect((await api('POST', '/api/admin-settings', { telegramChatId: 123456789 })).json()).toMatchObject({ code: 'BOT_ADMIN_EXISTS' });
    await api('POST', '/api/admin-settings', { telegramChatId: '-1001234' });
    expect((await api('GET', '/api/admin-settings')).json().map((a: { telegramChatId: number }) => a.telegramChatId)).toEqual([123456789, -1001234]);
    expect((await api('GET', '/api/telegram/status')).json().adminCount).toBe(2);
    expect((await api('DELETE', '/api/admin-settings/-1001234')).statusCode).toBe(200);
    expect((await api('DELETE', '/api/admin-settings/-1001234')).statusCode).toBe(404);
    expect((await api('GET', '/api/admin-settings')).json()).toHaveLength(1);
  });

  it("changes a bot admin's permissions, audited; refuses an unknown permission and an unknown admin", async () => {
    await api('POST', '/api/admin-settings', { telegramChatId: '555000111', permissions: ['reports'] });
    const changed = await api('PATCH', '/api/admin-settings/555000111', { permissions: ['credits', 'broadcasts', 'credits'] });
    expectAnswer(changed, 200, { telegramChatId: 555000111, isMainAdmin: false, permissions: ['credits', 'broadcasts'] });
    const bad = await api('PATCH', '/api/admin-settings/555000111', { permissions: ['everything'] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Permission inconnue']);
    expect((await api('PATCH', '/api/admin-settings/999', { isMainAdmin: true })).statusCode).toBe(404);
    const [audit] = await queryRows<{ details: { before: { permissions: string[] }; after: { permissions: string[] } } }>(
      t.database.db,
      sql`select details from audit_log where action = 'bot_admin.update' order by id desc limit 1`,
    );
    expect([audit.details.before.permissions, audit.details.after.permissions]).toEqual([['reports'], ['credits', 'broadcasts']]);
  });

  it('puts the built-in welcome back when the custom one is removed, audited', async () => {
    expect((await api('POST', '/api/settings', { key: 'custom_welcome_message', value: 'Salut !' })).statusCode).toBe(200);
    const removed = await api('DELETE', '/api/settings/welcome-message');
    expect(removed.json()).toEqual({ key: 'custom_welcome_message', value: null });
    const keys = (await api('GET', '/api/settings')).json().map((s: { key: string }) => s.key);
    expect(keys).not.toContain('custom_welcome_message');
    expect((await api('DELETE', '/api/settings/welcome-message')).statusCode).toBe(200);
    const audit = await t.database.db.execute(sql`select details from audit_log where action = 'setting.remove'`);
    expect(JSON.stringify(audit)).toContain('Salut !');
  });

  it('keeps a help text per language, each read by its own language only (decision 0125), an empty one removed', async () => {
    expect((await api('POST', '/api/settings/help-message', { value: '<b>Aide</b>' })).json()).toMatchObject({ key: 'help_message', value: '<b>Aide</b>' });
    expect((await api('POST', '/api/settings/help-message', { language: 'en', value: '<b>Help</b>' })).json()).toMatchObject({ key: 'help_message_en' });
    expect((await api('POST', '/api/settings/help-message', { language: 'xx', value: 'x' })).statusCode).toBe(400);
    const all = (await api('GET', '/api/settings/help-messages')).json();
    expect(all).toMatchObject({ fr: '<b>Aide</b>', en: '<b>Help</b>', ja: null });
    expect(Object.keys(all)).toHaveLength(14);
    expect(await api('GET', '/api/settings/texts/help').then((r) => r.json())).toEqual(all);
    // A Japanese reader gets the bot's built-in guide in Japanese, not the French text.
    expect(await helpMessageFor(t.database.db, 'ja')).toBeNull();
    await api('POST', '/api/settings/help-message', { language: 'en', value: '' });
    expect(await helpMessageFor(t.database.db, 'en')).toBeNull();
    // French may be removed too: French readers then get the built-in French guide.
    expect((await api('POST', '/api/settings/texts/help', { language: 'fr', value: '' })).json()).toMatchObject({ key: 'help_message', value: null });
    expect(await helpMessageFor(t.database.db, 'fr')).toBeNull();
  });

  it('keeps a welcome per language and refuses manual top-ups without French instructions', async () => {
    expect((await api('POST', '/api/settings/texts/welcome', { language: 'en', value: '  <b>Hi</b> ' })).json()).toMatchObject({ key: 'custom_welcome_message_en' });
    expect((await api('GET', '/api/settings/texts/welcome')).json()).toMatchObject({ fr: null, en: '<b>Hi</b>', de: null });
    expect((await api('GET', '/api/settings/texts/greeting')).statusCode).toBe(400);
    expect((await api('POST', '/api/settings/texts/welcome', { language: 'en', value: 'x'.repeat(4097) })).statusCode).toBe(400);

    const refused = await api('PUT', '/api/settings/manual-topups', { enabled: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('instructions de paiement en français');
    expect((await api('GET', '/api/settings/manual-topups')).json()).toEqual({ enabled: false });
    // Nor through the generic settings call.
    expect((await api('POST', '/api/settings', { key: 'manual_topups_enabled', value: 'true' })).statusCode).toBe(400);
    await api('POST', '/api/settings/texts/manual-topup', { language: 'en', value: 'Pay by transfer' });
    expect((await api('PUT', '/api/settings/manual-topups', { enabled: true })).statusCode).toBe(409);
    await api('POST', '/api/settings/texts/manual-topup', { language: 'fr', value: 'Payez par virement' });
    expect((await api('PUT', '/api/settings/manual-topups', { enabled: true })).json()).toEqual({ enabled: true });
    // While on, the French instructions stay.
    expect((await api('POST', '/api/settings/texts/manual-topup', { language: 'fr', value: '' })).statusCode).toBe(409);
    expect((await api('PUT', '/api/settings/manual-topups', { enabled: false })).json()).toEqual({ enabled: false });
    expect((await api('POST', '/api/settings/texts/manual-topup', { language: 'fr', value: '' })).statusCode).toBe(200);
  });

  it('never ends with manual top-ups on and no French instructions, whatever 100 parallel switches and removals do', async () => {
    for (let round = 0; round < 3; round++) {
      await api('PUT', '/api/settings/manual-topups', { enabled: false });
      await api('POST', '/api/settings/texts/manual-topup', { language: 'fr', value: 'Payez par virement' });
      const calls = Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? api('PUT', '/api/settings/manual-topups', { enabled: true })
          : api('POST', '/api/settings/texts/manual-topup', { language: 'fr', value: '' }),
      );
      const answers = await Promise.all(calls);
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
      const enabled = (await api('GET', '/api/settings/manual-topups')).json().enabled;
      const french = (await api('GET', '/api/settings/texts/manual-topup')).json().fr;
      expect(enabled && !french, `round ${round}: on without instructions`).toBe(false);
    }
  }, 120_000);

  it('refuses a help text Telegram would refuse as HTML, saying where (400), and keeps the saved one', async () => {
    await api('POST', '/api/settings/help-message', { value: '<b>Aide</b>' });
    const unclosed = await api('POST', '/api/settings/help-message', { value: 'Bonjour\n<b>non fermé' });
    expectAnswer(unclosed, 400, { code: 'TELEGRAM_HTML_INVALID', message: 'Telegram refuserait ce texte : balise <b> non fermée, ligne 2, colonne 1 (caractère 9)', fields: { value: 'balise <b> non fermée, ligne 2, colonne 1 (caractère 9)' } });
    const crossed = await api('POST', '/api/settings/help-message', { language: 'en', value: '<b><i>x</b></i>' });
    expect(crossed.json().message).toBe('Telegram refuserait ce texte : balise fermante </b> alors que <i> est encore ouverte, ligne 1, colonne 8 (caractère 8)');
    const unknown = await api('POST', '/api/settings/help-message', { value: '😀 <div>x</div>' });
    expect(unknown.json().message).toBe('Telegram refuserait ce texte : balise <div> non prise en charge par Telegram, ligne 1, colonne 3 (caractère 3)');
    expect((await api('POST', '/api/settings/help-message', { value: '5 < 6' })).statusCode).toBe(400);
    expect(await helpMessageFor(t.database.db, 'fr')).toBe('<b>Aide</b>');
    const fine = await api('POST', '/api/settings/help-message', { value: '<b>Aide</b> <a href="https://t.me/x">lien</a> 5 &lt; 6 <tg-spoiler>s</tg-spoiler>' });
    expect(fine.statusCode).toBe(200);
  });
});
