// The bot service: follows the stored configuration, polls through one process only, answers webhooks with the secret.
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { Bot } from 'grammy';
import { pruneReceivedUpdates, takeInUpdate } from '../domain/customers/received-updates';
import { getBotConfig, setBotEnabled, storeBotToken } from '../domain/settings/bot-config';
import { startBotHarness, type BotHarness } from '../../tests/support/bot-harness';
import { startBotApiStandIn } from '../../tests/support/bot-api-stand-in';
import { createTestDatabase } from '../../tests/support/db';
import { buildTestApp, testConfig } from '../../tests/support/app';
import { telegramBot } from './telegram-bot';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const answered = (h: BotHarness, chatId: number) => h.standIn.chat(chatId).length;
let cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of cleanup.reverse()) await close().catch(() => {});
  cleanup = [];
});

describe('telegram bot service', () => {
  it('polls through exactly one of two processes; the other takes over when it stops, without a 409', async () => {
    const h = await startBotHarness();
    cleanup.push(() => h.close());
    const second = await h.startAnother();
    await h.standIn.waitFor(() => h.bot.state().polling || second.state().polling);
    expect([h.bot.state().polling, second.state().polling].filter(Boolean)).toHaveLength(1);
    const first = h.bot.state().polling ? h.bot : second;
    const other = first === h.bot ? second : h.bot;

    const ana = h.standIn.user(701);
    await ana.send('/start');
    await ana.waitForMessage(() => true);
    await first.stop();
    await h.standIn.waitFor(() => other.state().polling, 10_000);
    await ana.send('/help');
    await h.standIn.waitFor(() => answered(h, 701) >= 2, 10_000);
    expect(answered(h, 701)).toBe(2);
    expect(h.standIn.calls('getUpdates').filter((c) => c.failed === 409)).toEqual([]);
  });

  it('starts when a token is stored, stops when turned off, without a restart', async () => {
    const standIn = await startBotApiStandIn();
    const database = await createTestDatabase();
    cleanup.push(() => standIn.close(), () => database.close());
    const config = testConfig({ telegramApiRoot: standIn.url, telegramBotToken: undefined });
    const service = telegramBot({ db: database.db, config, logger: pino({ level: 'silent' }) }, { refreshMs: 100, leaseMs: 1500 });
    await service.start();
    cleanup.push(() => service.stop());
    expect(service.state()).toMatchObject({ running: false, mode: null });

    const checked = await service.checkToken(standIn.token);
    await storeBotToken(database.db, checked, null);
    await service.refresh();
    expect(service.state()).toMatchObject({ running: true, mode: 'polling' });
    const bea = standIn.user(702);
    await bea.send('/start');
    await bea.waitForMessage(() => true);

    await setBotEnabled(database.db, false, null);
    // Another process's change: picked up by the periodic refresh.
    await standIn.waitFor(() => !service.state().running, 3000);
    await bea.send('/help');
    await new Promise((r) => setTimeout(r, 500));
    expect(standIn.chat(702)).toHaveLength(1);
  });

  it('keeps trying TELEGRAM_BOT_TOKEN while Telegram fails, and starts once it answers', async () => {
    const standIn = await startBotApiStandIn();
    const database = await createTestDatabase();
    cleanup.push(() => standIn.close(), () => database.close());
    standIn.failNext('getMe', { status: 500, description: 'Internal Server Error' }, 3);
    const config = testConfig({ telegramApiRoot: standIn.url, telegramBotToken: standIn.token });
    const service = telegramBot({ db: database.db, config, logger: pino({ level: 'silent' }) }, { refreshMs: 100, leaseMs: 1500 });
    await service.start();
    cleanup.push(() => service.stop());
    expect(service.state()).toMatchObject({ running: false });
    expect(service.state().error).toBeTruthy();
    await standIn.waitFor(() => service.state().running, 5000);
    expect(service.state().error).toBeNull();
    const dan = standIn.user(705);
    await dan.send('/start');
    await dan.waitForMessage(() => true);
  });

  it('stops polling without crashing when another program polls the same bot (409), and says why', async () => {
    const h = await startBotHarness();
    cleanup.push(() => h.close());
    await h.standIn.waitFor(() => h.bot.state().polling);
    // Someone else's program with the same token: Telegram answers the older getUpdates with 409.
    const intruder = new Bot(h.standIn.token, { client: { apiRoot: h.standIn.url } });
    intruder.catch(() => {});
    const intruding = intruder.start({ drop_pending_updates: false }).catch(() => {});
    cleanup.push(async () => {
      await intruder.stop();
      await intruding;
    });
    await h.standIn.waitFor(() => !h.bot.state().polling && h.bot.state().error, 10_000);
    expect(h.bot.state().error).toMatch(/409|Conflict/);
  });

  it('forgets update ids after a day', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    expect(await takeInUpdate(database.db, 1, 10)).toBe(true);
    expect(await takeInUpdate(database.db, 1, 10)).toBe(false);
    // Another bot's update 10 is another update.
    expect(await takeInUpdate(database.db, 2, 10)).toBe(true);
    await database.db.execute(sql`update telegram_updates set received_at = now() - interval '25 hours' where bot_id = 1`);
    expect(await pruneReceivedUpdates(database.db)).toBe(1);
    expect(await takeInUpdate(database.db, 1, 10)).toBe(true);
  });

  it('answers webhooks carrying the secret token and refuses the others', async () => {
    const standIn = await startBotApiStandIn();
    const database = await createTestDatabase();
    cleanup.push(() => standIn.close(), () => database.close());
    // The shop as main.ts wires it: the service is the app's bot, the server listens before the bot starts.
    const port = await freePort();
    const config = testConfig({ telegramApiRoot: standIn.url, telegramBotToken: standIn.token, publicUrl: `http://127.0.0.1:${port}` });
    const bot = telegramBot({ db: database.db, config, logger: pino({ level: 'silent' }) }, { refreshMs: 100 });
    const app = await buildTestApp({ config, db: database.db, logger: false, webDir: '/nonexistent', bot });
    await app.listen({ port, host: '127.0.0.1' });
    cleanup.push(() => app.close());
    await bot.start();
    cleanup.push(() => bot.stop());

    const hook = standIn.webhook();
    expect(hook?.url).toBe(`http://127.0.0.1:${port}/telegram/webhook`);
    expect(hook?.secretToken).toMatch(/^[0-9a-f]{48}$/);
    expect(bot.state()).toMatchObject({ running: true, mode: 'webhook', polling: false });

    const cleo = standIn.user(703);
    await cleo.send('/start');
    await cleo.waitForMessage(() => true);
    expect(standIn.webhookDeliveries().every((d) => d.status === 200)).toBe(true);

    // Telegram delivering the same update again (it did not see our answer): handled once.
    const [delivered] = standIn.updates().map((u) => u.update);
    const { webhookSecret } = await getBotConfig(database.db);
    const again = await app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': webhookSecret ?? '' },
      payload: delivered,
    });
    expect(again.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(standIn.chat(703)).toHaveLength(1);

    const update = { update_id: 99, message: { message_id: 1, date: 0, chat: { id: 704, type: 'private' }, from: { id: 704, is_bot: false, first_name: 'X' }, text: '/start' } };
    const wrong = await app.inject({ method: 'POST', url: '/telegram/webhook', headers: { 'x-telegram-bot-api-secret-token': 'nope' }, payload: update });
    expect(wrong.statusCode).toBe(401);
    const none = await app.inject({ method: 'POST', url: '/telegram/webhook', payload: update });
    expect(none.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    expect(standIn.chat(704)).toHaveLength(0);
  });
});
