// The command menu Telegram shows beside the text box, in each of the 14 languages (French for everyone else), and its menu button.
import type { Bot } from 'grammy';
import { BOT_LANGUAGES, CUSTOMER_COMMANDS } from '../contracts/telegram';
import type { BotContext } from './context';
import type { Texts } from '../messenger/i18n';
import { FALLBACK_LANGUAGE } from '../messenger/i18n';


type Translate = (language: string, key: string) => string;

/** The commands with their descriptions in a language, as Telegram's command menu takes them. */
const commandsIn = (t: Translate, language: string) =>
  CUSTOMER_COMMANDS.map((command) => ({ command, description: t(language, `command-${command}`) }));

/** The help's list of commands ("/start — Menu principal"), one a line, from the same list as the command menu. */
export const commandLines = (t: Translate, language: string) =>
  commandsIn(t, language)
    .map((c) => `/${c.command} — ${c.description}`)
    .join('\n');

export async function setBotCommands(bot: Bot<BotContext>, i18n: Texts): Promise<void> {
  const t: Translate = (language, key) => i18n.t(language, key);
  await bot.api.setMyCommands(commandsIn(t, FALLBACK_LANGUAGE));
  for (const language of BOT_LANGUAGES) await bot.api.setMyCommands(commandsIn(t, language), { language_code: language });
}

/** The shop page as Telegram may open it: only over https (Telegram refuses web_app URLs over http). */
export function miniAppShopUrl(publicUrl: string | undefined): string | undefined {
  return publicUrl?.startsWith('https://') ? `${publicUrl}/shop` : undefined;
}

/**
 * The chat's menu button (beside the text box) opens the Mini App shop when the shop has a public https address;
 * otherwise Telegram's default (the command list), which also undoes a button left by an earlier address.
 */
export async function setShopMenuButton(bot: Bot<BotContext>, i18n: Texts, shopUrl: string | undefined): Promise<void> {
  await bot.api.setChatMenuButton({
    menu_button: shopUrl ? { type: 'web_app', text: i18n.t(FALLBACK_LANGUAGE, 'menu-open-shop'), web_app: { url: shopUrl } } : { type: 'default' },
  });
}
