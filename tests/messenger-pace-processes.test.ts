// One pace across shop processes (decision 0134): two real shop processes on one PostgreSQL, both answering customers
// through webhooks at once against one Bot API stand-in, never put more than BROADCAST_RATE into any one-second window
// together; a 429 given to one of them pauses the other too.
import { describe, expect, it } from 'vitest';
import type { ApiCall } from './support/bot-api-stand-in';
import { busiestSecond } from './support/busiest-second';
import type { Started } from './support/shop-process';
import { suiteShopProcesses } from './support/shop-processes';

const RATE = 20;
const RETRY_AFTER_S = 3;
/** Customers talking to each process at once (each waits for the bot's answer before writing again). */
const CUSTOMERS = 8;
/** Each process's customers, by chat id: who sent a call is told by its chat. */
const FIRST_CHAT = [910_000, 920_000];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the pace of two shop processes on one PostgreSQL', () => {
  const processes = suiteShopProcesses('autoshop_pace', { standIn: true });
  const shops: Started[] = [];

  it('keeps both under one rate together, and a 429 to one pauses both', async (context) => {
    processes.skipUnlessRun(context);
    await processes.open();
    const stand = processes.standIn;
    const env = {
      // Webhook mode: every process answers the updates it is given (polling would run the bot in one process only).
      PUBLIC_URL: 'https://shop.example.test',
      SEED: 'none',
      ADMIN_PASSWORD: 'pace-test-password',
      BROADCAST_RATE: String(RATE),
    };
    // One first, so the second does not race it to create the schema; then the second while the first runs.
    shops.push(await processes.start(env));
    shops.push(await processes.start(env));
    const secret = (await stand.waitFor(() => stand.webhook()?.secretToken, 20_000)) as string;

    let updateId = 1;
    let running = true;
    const post = (shop: Started, chatId: number) => {
      const id = updateId++;
      const from = { id: chatId, is_bot: false, first_name: 'Pace', language_code: 'fr' };
      const message = { message_id: id, date: Math.floor(Date.now() / 1000), chat: { ...from, type: 'private' }, from, text: '/start', entities: [{ offset: 0, length: 6, type: 'bot_command' }] };
      return fetch(`${shop.url}telegram/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
        body: JSON.stringify({ update_id: id, message }),
      });
    };
    const customer = async (shop: Started, chatId: number) => {
      while (running) {
        const answer = await post(shop, chatId);
        // 503: the bot of that process is still starting.
        if (answer.status !== 200) await sleep(100);
      }
    };
    const talking = shops.flatMap((shop, s) => Array.from({ length: CUSTOMERS }, (_, i) => customer(shop, FIRST_CHAT[s] + i)));

    const sends = () => stand.calls('sendMessage');
    const of = (s: number) => (c: ApiCall) => (c.chatId ?? 0) >= FIRST_CHAT[s] && (c.chatId ?? 0) < FIRST_CHAT[s] + CUSTOMERS;
    const started = Date.now();
    // Both processes busy for a few seconds: each alone could send the whole rate.
    await stand.waitFor(() => Date.now() - started > 6_000 && sends().filter(of(0)).length >= 15 && sends().filter(of(1)).length >= 15, 30_000);
    stand.failNext('sendMessage', { status: 429, retryAfter: RETRY_AFTER_S });
    const refused = await stand.waitFor(() => sends().find((c) => c.failed === 429), 10_000);
    await sleep(RETRY_AFTER_S * 1000 + 1_500);
    running = false;
    await Promise.all(talking);

    const calls = sends();
    // Both sent, and together never more than the rate in any second (the refused call counted too).
    expect(calls.filter(of(0)).length).toBeGreaterThan(15);
    expect(calls.filter(of(1)).length).toBeGreaterThan(15);
    expect(busiestSecond(calls)).toBeLessThanOrEqual(RATE);

    // The other process heard of the 429 at once (LISTEN; its heartbeat within a second otherwise) and sent nothing
    // more until retry_after had passed; in between at most the calls it had on their way.
    const other = refused.chatId !== undefined && of(0)(refused) ? of(1) : of(0);
    const heardBy = refused.at + 500;
    const early = calls.filter((c) => other(c) && c.at > heardBy && c.at < refused.at + RETRY_AFTER_S * 1000);
    expect(early.length, 'calls of the other process during the pause').toBeLessThanOrEqual(2);
    expect(calls.filter((c) => other(c) && c.at >= refused.at + RETRY_AFTER_S * 1000).length).toBeGreaterThan(0);
  }, 120_000);
});
