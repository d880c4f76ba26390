// The Telegram Mini App around the shop page (Telegram's own script, bundled by @twa-dev/sdk): init data, theme, buttons, haptics.
import TwaSdk from '@twa-dev/sdk';
import type { CSSProperties } from 'react';

// The package is CommonJS (`exports.default = WebApp`); the bundler's Node-style interop hands over the whole exports
// object as the default import, so take its `default` when there is one.
const WebApp = (TwaSdk as unknown as { default?: typeof TwaSdk }).default ?? TwaSdk;

/** Signed init data when opened from the bot; empty in a plain browser (the page is then a read-only catalogue). */
export const initData: string = WebApp.initData ?? '';
export const inTelegram = initData.length > 0;

/** The shop's language hint from Telegram, before the server answers with the customer's bot language. */
export const telegramLanguage: string | undefined = WebApp.initDataUnsafe?.user?.language_code;

/** Tells Telegram the page is ready (it removes its placeholder) and takes the full height. */
export function startMiniApp(): void {
  if (!inTelegram) return;
  WebApp.ready();
  WebApp.expand();
}

export const isDarkTheme = (): boolean => inTelegram && WebApp.colorScheme === 'dark';

/**
 * Telegram's colours as the kit's CSS variables (index.css tokens), so every component follows the user's Telegram
 * theme; nothing outside Telegram (the page keeps the shop's own light or dark theme).
 */
export function telegramThemeStyle(): CSSProperties {
  if (!inTelegram) return {};
  const p = WebApp.themeParams ?? {};
  const vars: Record<string, string | undefined> = {
    '--background': p.secondary_bg_color ?? p.bg_color,
    '--foreground': p.text_color,
    '--card': p.section_bg_color ?? p.bg_color,
    '--card-foreground': p.text_color,
    '--popover': p.section_bg_color ?? p.bg_color,
    '--popover-foreground': p.text_color,
    '--primary': p.button_color,
    '--primary-foreground': p.button_text_color,
    '--secondary': p.secondary_bg_color,
    '--secondary-foreground': p.text_color,
    '--muted': p.secondary_bg_color,
    '--muted-foreground': p.hint_color ?? p.subtitle_text_color,
    '--accent': p.secondary_bg_color,
    '--accent-foreground': p.text_color,
    '--destructive': p.destructive_text_color,
    '--ring': p.button_color,
    '--border': p.hint_color ? `color-mix(in srgb, ${p.hint_color} 30%, transparent)` : undefined,
    '--input': p.hint_color ? `color-mix(in srgb, ${p.hint_color} 40%, transparent)` : undefined,
  };
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v)) as CSSProperties;
}

/** Header and page colours of Telegram's frame, matched to the page. */
export function matchTelegramFrame(): void {
  if (!inTelegram || !WebApp.isVersionAtLeast('6.1')) return;
  WebApp.setHeaderColor('secondary_bg_color');
  WebApp.setBackgroundColor('secondary_bg_color');
}

export const haptics = {
  tap(): void {
    if (inTelegram && WebApp.isVersionAtLeast('6.1')) WebApp.HapticFeedback.impactOccurred('light');
  },
  result(kind: 'success' | 'error' | 'warning'): void {
    if (inTelegram && WebApp.isVersionAtLeast('6.1')) WebApp.HapticFeedback.notificationOccurred(kind);
  },
};

/** Telegram's back button in the header: shown with a handler, hidden with null. Returns the cleanup. */
export function bindTelegramBackButton(handler: (() => void) | null): () => void {
  if (!inTelegram || !WebApp.isVersionAtLeast('6.1')) return () => {};
  const button = WebApp.BackButton;
  if (!handler) {
    button.hide();
    return () => {};
  }
  button.onClick(handler);
  button.show();
  return () => {
    button.offClick(handler);
  };
}

/** Telegram's main button: shown with a text and a handler, hidden with null. Returns the cleanup. */
export function showMainButton(action: { text: string; onClick: () => void } | null): () => void {
  if (!inTelegram) return () => {};
  const button = WebApp.MainButton;
  if (!action) {
    button.hide();
    return () => {};
  }
  button.setText(action.text);
  button.onClick(action.onClick);
  button.show();
  return () => {
    button.offClick(action.onClick);
    button.hide();
  };
}

/** Back to the bot's chat (where the order's file arrives). */
export function closeMiniApp(): void {
  if (inTelegram) WebApp.close();
}

/** Telegram's invoice screen can open from the page (Bot API 6.1 and later): the Stars top-up needs it. */
export const canOpenInvoice = (): boolean => inTelegram && WebApp.isVersionAtLeast('6.1');

/** How Telegram's invoice screen closed: paid, cancelled by the customer, failed, or paid and still being processed. */
export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

/** Opens an invoice link (createInvoiceLink) over the page; resolves when Telegram closes it, with how it closed. */
export function openInvoice(url: string): Promise<InvoiceStatus> {
  return new Promise((resolve, reject) => {
    try {
      WebApp.openInvoice(url, resolve);
    } catch (error) {
      reject(error);
    }
  });
}
