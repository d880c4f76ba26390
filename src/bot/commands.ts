// The command menu Telegram shows beside the text box, in each of the 14 languages (French for everyone else).
import type { I18n } from '@grammyjs/i18n';
import type { Bot } from 'grammy';
import { BOT_LANGUAGES } from '../contracts/telegram';
import type { BotContext } from './context';
import { FALLBACK_LANGUAGE } from './i18n';

const COMMANDS = ['start', 'shop', 'balance', 'history', 'redeem', 'help', 'language'] as const;

export async function setBotCommands(bot: Bot<BotContext>, i18n: I18n<BotContext>): Promise<void> {
  const list = (language: string) => COMMANDS.map((command) => ({ command, description: i18n.t(language, `command-${command}`) }));
  await bot.api.setMyCommands(list(FALLBACK_LANGUAGE));
  for (const language of BOT_LANGUAGES) await bot.api.setMyCommands(list(language), { language_code: language });
}
