// How Telegram opens the Mini App, for the browser tests: signed init data and Telegram's dark theme in the URL's hash.
import type { Browser } from 'playwright-core';
import { signInitData } from '../support/init-data';
import { MOBILE, openPage } from './harness';

/** Telegram's dark theme (Telegram Android's "Night"): what the client puts in tgWebAppThemeParams. */
const DARK_THEME = {
  bg_color: '#212121',
  secondary_bg_color: '#181818',
  section_bg_color: '#212121',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  subtitle_text_color: '#aaaaaa',
  link_color: '#8774e1',
  button_color: '#8774e1',
  button_text_color: '#ffffff',
  header_bg_color: '#212121',
  accent_text_color: '#8774e1',
  section_header_text_color: '#8774e1',
  destructive_text_color: '#ff595a',
};

/** The shop's /shop as Telegram opens it for `telegramId`: its parameters in the URL's hash, read by Telegram's script (bundled). */
export function miniAppUrl(shopUrl: string, telegramId: number, botToken: string, startParam?: string): string {
  // A `startapp` link's parameter travels in the signed init data (start_param), as Telegram sends it.
  const extra = startParam ? { extra: { start_param: startParam } } : {};
  const initData = signInitData({ id: telegramId, first_name: 'Camille', language_code: 'fr' }, botToken, extra);
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(DARK_THEME),
  });
  return `${shopUrl}/shop#${hash.toString()}`;
}

/**
 * The page inside Telegram's app, phone-sized, its summary shown: Telegram's script posts its calls to
 * TelegramWebviewProxy (caught in `window.__telegramCalls`, as the app would get them) and hears back through
 * Telegram.WebView.receiveEvent.
 */
export async function openInTelegram(browser: Browser, shopUrl: string, telegramId: number, botToken: string) {
  const opened = await openPage(browser, { viewport: MOBILE });
  await opened.context.addInitScript(`window.__telegramCalls = [];
    window.TelegramWebviewProxy = { postEvent: (type, data) => window.__telegramCalls.push({ type, data: data ? JSON.parse(data) : null }) };`);
  await opened.page.goto(miniAppUrl(shopUrl, telegramId, botToken));
  await opened.page.getByTestId('summary-balance').waitFor();
  return opened;
}
