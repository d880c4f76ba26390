// The shop's Telegram texts: Fluent files in ./locales (fr the reference and fallback), read once per process.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { I18n, type I18nFlavor } from '@grammyjs/i18n';
import type { Context } from 'grammy';
import type { Logger } from 'pino';
import { type BotLanguage, isBotLanguage } from '../contracts/telegram';

export const localesDir = join(dirname(fileURLToPath(import.meta.url)), 'locales');
export const FALLBACK_LANGUAGE: BotLanguage = 'fr';

/** The language a customer reads: theirs when it is one of the 14, otherwise French. */
export const readerLanguage = (code: string | null | undefined): BotLanguage => (isBotLanguage(code) ? code : FALLBACK_LANGUAGE);

/** Who reads a text in a chat: the registered customer (null before /start) and Telegram's sender. */
export type Reader = { customer: { language: string } | null; from?: { language_code?: string } };

/** The language a customer reads in the bot: their stored one; before they chose one, Telegram's hint; then French. */
export const languageOf = (ctx: Reader): BotLanguage => readerLanguage(ctx.customer?.language ?? ctx.from?.language_code?.slice(0, 2));

/** The chats the texts are negotiated for (the bot's context is one). */
type TextsContext = Context & I18nFlavor & Pick<Reader, 'customer'>;

/** The process's texts: `texts.t(language, key, args)`, and the bot's i18n middleware. */
export type Texts = I18n<TextsContext>;

/**
 * One per process, in the messenger (the .ftl files are read once). A key missing in a language falls back to fr,
 * then to the key itself (`{key}`). Unicode isolation marks are off: Telegram lays out right-to-left text itself,
 * and the marks would show up in copied numbers.
 */
export function createI18n(logger?: Pick<Logger, 'warn'>): Texts {
  return new I18n<TextsContext>({
    defaultLocale: FALLBACK_LANGUAGE,
    directory: localesDir,
    fluentBundleOptions: { useIsolating: false },
    fluentOptions: {
      warningHandler: (warning) => logger?.warn({ locales: warning.locales, path: warning.path, type: warning.type }, 'bot text missing'),
    },
    localeNegotiator: languageOf,
  });
}

/** Escapes text from the catalogue or a profile before it goes into an HTML message. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
