// The Mini App shop's entries in the bot: a web_app button in the main menu and the chat's menu button, only with an
// https public address (Telegram refuses web_app over http); without one, neither, and the menu button is Telegram's default.
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type BotHarness, startBotHarness } from '../../tests/support/bot-harness';
import { type BotApiStandIn, startBotApiStandIn } from '../../tests/support/bot-api-stand-in';
import { register } from '../../tests/support/bot-customer';
import { createTestDatabase } from '../../tests/support/db';
import type { Database } from '../db/client';
import { miniAppShopUrl, setShopMenuButton } from './commands';
import { createBot } from './create-bot';
import { createI18n } from '../messenger/i18n';

let h: BotHarness | undefined;
let standIn: BotApiStandIn | undefined;
let database: Database | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  await standIn?.close();
  standIn = undefined;
  await database?.close();
  database = undefined;
});

const webAppButtons = (buttons: Array<Array<{ webApp?: string; text: string }>>) => buttons.flat().filter((b) => b.webApp);

describe('the Mini App shop in the bot', () => {
  it('offers it only at an https address', () => {
    expect(miniAppShopUrl('https://shop.example.org')).toBe('https://shop.example.org/shop');
    expect(miniAppShopUrl('http://shop.example.org')).toBeUndefined();
    expect(miniAppShopUrl(undefined)).toBeUndefined();
  });

  it('without a public https address: no web_app button in the menu, the default menu button', async () => {
    h = await startBotHarness();
    const user = h.standIn.user(5101, { firstName: 'Camille' });
    await register(user);
    const menu = user.messages().find((m) => m.buttons.flat().some((b) => b.callbackData === 'shop'));
    expect(webAppButtons(menu?.buttons ?? [])).toEqual([]);
    expect(h.standIn.menuButton()).toEqual({ type: 'default' });
    expect(h.standIn.calls('setChatMenuButton')).toHaveLength(1);
  });

  it('with one: a web_app button opening /shop on top of the main menu, in the customer’s language, and the chat menu button', async () => {
    standIn = await startBotApiStandIn();
    database = await createTestDatabase();
    const logger = pino({ level: 'silent' });
    const i18n = createI18n(logger);
    const shopUrl = 'https://shop.example.org/shop';
    const bot = createBot(standIn.token, { db: database.db, logger, i18n, shopUrl }, { apiRoot: standIn.url });
    await bot.init();
    await setShopMenuButton(bot, i18n, shopUrl);
    expect(standIn.menuButton()).toEqual({ type: 'web_app', text: '🛍️ Ouvrir la boutique', web_app: { url: shopUrl } });
    bot.start().catch(() => {});
    try {
      const user = standIn.user(5102, { firstName: 'Alex' });
      await register(user, /English/);
      const menu = user.messages().find((m) => m.buttons.flat().some((b) => b.callbackData === 'shop'));
      expect(webAppButtons(menu?.buttons ?? [])).toEqual([{ text: '🛍️ Open the shop', webApp: shopUrl }]);
      expect(menu?.buttons[0][0].webApp).toBe(shopUrl);
    } finally {
      await bot.stop();
    }
  });
});
