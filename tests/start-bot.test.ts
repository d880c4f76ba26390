// `npm start` with TELEGRAM_BOT_TOKEN and TELEGRAM_API_ROOT: a real shop process whose bot a customer buys through.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BotApiStandIn, type StandInUser, startBotApiStandIn } from './support/bot-api-stand-in';
import { testDbKind } from './support/db';
import { startShop, stopShop } from './support/shop-process';

/** Taps the first button whose callback data starts with `prefix` (and whose label passes `label`), on the newest message having one. */
async function tapFirst(user: StandInUser, prefix: string, label: (text: string) => boolean = () => true) {
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith(prefix) && label(b.text)), 15_000);
  const message = [...user.messages()].reverse().find((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith(prefix) && label(b.text)));
  const button = message?.buttons.flat().find((b) => b.callbackData?.startsWith(prefix) && label(b.text));
  if (!message || !button?.callbackData) throw new Error(`no ${prefix} button`);
  await user.tapData(button.callbackData, message.messageId);
}

describe.runIf(testDbKind === 'pglite')('npm start with a bot token', () => {
  let dataDir: string | undefined;
  let standIn: BotApiStandIn | undefined;
  afterAll(async () => {
    await standIn?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the bot with the shop: a new customer registers, browses the demo catalogue and buys a file', async () => {
    standIn = await startBotApiStandIn();
    dataDir = await mkdtemp(join(tmpdir(), 'autoshop-bot-'));
    const shop = await startShop({ DATA_DIR: dataDir, TELEGRAM_BOT_TOKEN: standIn.token, TELEGRAM_API_ROOT: standIn.url });
    try {
      const zoe = standIn.user(880001, { firstName: 'Zoé', languageCode: 'fr' });
      await zoe.send('/start');
      await tapFirst(zoe, 'lang:fr');
      await tapFirst(zoe, 'shop');
      await tapFirst(zoe, 'cont:', (t) => t.startsWith('🟢'));
      await tapFirst(zoe, 'ctry:', (t) => t.includes('✅'));
      await tapFirst(zoe, 'op:', (t) => !t.includes('épuisé'));
      await tapFirst(zoe, 'qty:', (t) => t === '100');
      await tapFirst(zoe, 'buy:');
      const file = await zoe.waitForMessage((m) => m.document !== undefined, 15_000);
      const lines = file.document?.content.toString('utf8').trim().split('\n') ?? [];
      expect(lines).toHaveLength(100);
      expect(lines.every((l) => /^\+\d{8,15}$/.test(l))).toBe(true);
      // The demo's seeded deposits and purchases happened to nobody: with the bot running (the job runner polls every
      // second), nothing is sent to anyone but the customer who wrote.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const elsewhere = standIn.calls().filter((c) => c.method.startsWith('send') && c.chatId !== undefined && c.chatId !== zoe.id);
      expect(elsewhere.map((c) => `${c.method} → ${c.chatId}: ${String(c.params.text ?? '').slice(0, 40)}`)).toEqual([]);
    } finally {
      expect(await stopShop(shop.child)).toBe(0);
    }
  }, 180_000);
});
