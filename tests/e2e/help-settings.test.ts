// Message d'aide in a real browser against the real server: no text (built-in help in every language), French saved, English
// saved and removed (back to the built-in help), languages switched, the preview's Telegram formatting and a <script> shown
// as text, French removed too (decision 0125); light, dark and 390 px screenshots.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { settings } from '../../src/db/schema';
import { poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { DESKTOP, isDarkTheme, launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { type AdminApi, adminApi, plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let api: AdminApi;
let context: BrowserContext;
let page: Page;
let errors: string[];

type HelpMessages = Record<string, string | null>;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  // A fresh demo shop writes no help: the bot shows its built-in help (decision 0125). An old shop's text goes too.
  await shop.db.db.delete(settings).where(eq(settings.key, 'help_message'));
  ({ context, page, errors } = await signedInPage(browser, shop, '/help-settings'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

const input = () => page.getByTestId('help-message-input');
const saveButton = () => page.getByTestId('help-message-save');
const chip = (code: string) => page.getByTestId(`help-language-${code}`);
const bubble = () => page.getByTestId('help-preview-bubble');
const helpMessages = () => api.get<HelpMessages>('/api/settings/help-messages');

describe('help message', () => {
  test('without any text, every language shows the built-in help', async () => {
    await input().waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe("Message d'aide");
    expect(plain(await page.getByTestId('help-fallback-notice').textContent())).toBe(
      "Les langues sans texte propre affichent l'aide intégrée du bot, traduite dans la langue du client.",
    );
    expect(plain(await page.getByTestId('help-preview-placeholder').textContent())).toBe('Aide intégrée du bot, dans la langue du client');
    for (const code of ['fr', 'en', 'ja']) expect(await chip(code).getAttribute('data-own-text')).toBe('false');
    expect(plain(await page.getByTestId('help-language-status').textContent())).toBe('Aide intégrée');
    // Nothing typed: nothing to save.
    expect(await saveButton().isDisabled()).toBe(true);
  });

  test('French: the preview draws Telegram formatting, shows a script as text, and the text is saved', async () => {
    // A tag Telegram does not know: it would refuse the whole message, so the preview says where and Save waits.
    await input().fill('<b>Besoin d\'aide ?</b>\n<i>Écrivez</i> <script>alert(1)</script>');
    expect(plain(await page.getByTestId('help-preview-refused').textContent())).toBe(
      'Telegram refuserait ce message : balise <script> non prise en charge par Telegram, ligne 2, colonne 16 (caractère 39). Le bot ne l’enverrait pas ainsi.',
    );
    expect(plain(await page.getByTestId('help-message-error').textContent())).toContain('ligne 2, colonne 16');
    expect(await saveButton().isDisabled()).toBe(true);
    await input().fill('<b>non fermé');
    expect(plain(await page.getByTestId('help-preview-refused').textContent())).toContain('balise <b> non fermée, ligne 1, colonne 1 (caractère 1)');
    await screenshot(page, 'help-settings-refused', { fullPage: false });
    const french = '<b>Besoin d\'aide ?</b>\n<i>Écrivez</i> /shop &lt;script&gt;alert(1)&lt;/script&gt; <a href="javascript:alert(2)">piège</a>';
    await input().fill(french);
    expect(plain(await page.getByTestId('help-message-count').textContent())).toBe(`${french.length} / 4 096`);
    await bubble().waitFor();
    expect(await bubble().locator('strong').textContent()).toBe("Besoin d'aide ?");
    expect(await bubble().locator('em').textContent()).toBe('Écrivez');
    expect(await bubble().locator('br').count()).toBe(1);
    const shown = plain(await bubble().getByTestId('bot-message-text').textContent());
    expect(shown).toContain('<script>alert(1)</script>');
    expect(shown).toContain('<a href="javascript:alert(2)">piège</a>');
    expect(await bubble().locator('script, a, img').count()).toBe(0);

    await saveButton().click();
    expect(await toastText(page, "Message d'aide enregistré")).toContain('Français');
    expect((await helpMessages()).fr).toBe(french);
    expect(await chip('fr').getAttribute('data-own-text')).toBe('true');
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'help-settings');
  });

  test('English: the built-in help until it has its own (not the French text); saved; switching languages keeps each text', async () => {
    await chip('en').click();
    expect(await chip('en').getAttribute('aria-pressed')).toBe('true');
    expect(plain(await page.getByTestId('help-language-status').textContent())).toBe('Aide intégrée');
    expect(await input().inputValue()).toBe('');
    // The preview shows what the bot sends an English reader: its built-in help, not the French text.
    await page.getByTestId('help-preview-placeholder').waitFor();
    await screenshot(page, 'help-settings-fallback', { fullPage: false });

    await input().fill('<b>Need help?</b> Send /shop');
    await page.getByTestId('help-preview-placeholder').waitFor({ state: 'detached' });
    expect(await bubble().locator('strong').textContent()).toBe('Need help?');
    await saveButton().click();
    expect(await toastText(page, "Message d'aide enregistré")).toContain('English');
    expect((await helpMessages()).en).toBe('<b>Need help?</b> Send /shop');
    expect(await chip('en').getAttribute('data-own-text')).toBe('true');

    // An unsaved German draft survives a trip to another language.
    await chip('de').click();
    await input().fill('<u>Hilfe</u>');
    await chip('fr').click();
    expect(await input().inputValue()).toContain("<b>Besoin d'aide ?</b>");
    await chip('en').click();
    expect(await input().inputValue()).toBe('<b>Need help?</b> Send /shop');
    await chip('de').click();
    expect(await input().inputValue()).toBe('<u>Hilfe</u>');
    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
    expect(await input().inputValue()).toBe('');

    // Arabic is written right to left, in the field and in the preview.
    await chip('ar').click();
    expect(await input().getAttribute('dir')).toBe('rtl');
    await input().fill('<b>مساعدة</b>');
    expect(await bubble().getByTestId('bot-message-text').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
  });

  test('English emptied and saved: the translation is removed and the built-in help is used again', async () => {
    await chip('en').click();
    await input().fill('');
    await saveButton().click();
    expect(await toastText(page, 'Traduction supprimée')).toContain("Les clients en English voient désormais l'aide intégrée.");
    expect((await helpMessages()).en).toBeNull();
    expect(await chip('en').getAttribute('data-own-text')).toBe('false');
    await page.getByTestId('help-preview-placeholder').waitFor();
  });

  test('a text over 4 096 characters cannot be saved', async () => {
    await input().fill('x'.repeat(4097));
    expect(plain(await page.getByTestId('help-message-count').textContent())).toBe('4 097 / 4 096');
    expect(await saveButton().isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
  });

  test('after a reload the saved texts are there; 390 px and dark screenshots', async () => {
    await page.reload();
    await input().waitFor();
    expect(await input().inputValue()).toContain("<b>Besoin d'aide ?</b>");
    await page.setViewportSize(MOBILE);
    await poll(() => scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'help-settings-mobile');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('theme-toggle').click();
    expect(await isDarkTheme(page)).toBe(true);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'help-settings-dark', { fullPage: false });
    await page.getByTestId('theme-toggle').click();
    expect(unexpectedErrors(errors, [400])).toEqual([]);
  });
});
