// Every customer served in their own language (decision 0125), on a fresh demo shop through the real bot and the Bot API
// stand-in: the welcome, the help, the continents and the countries in each of the 14 languages; an admin's welcome
// written in English reaches English readers only; a manual top-up says how to pay, with the request number.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import type { BotHarness } from '../../tests/support/bot-harness';
import { createTestDatabase } from '../../tests/support/db';
import { BOT_LANGUAGES, type BotLanguage } from '../contracts/telegram';
import { queryRows } from '../db/query';
import { seedDefaults, seedDemo } from '../demo/seed';
import { getLanguageTexts, saveLanguageText, setManualTopUps } from '../domain/settings/language-texts';
import { figuresFor, type TextArgs } from '../messenger/figures';
import { createI18n } from '../messenger/i18n';
import { LANGUAGE_NAMES } from './keyboards/languages';
import { harnessPerTest } from '../../tests/support/harness-per-test';

const i18n = createI18n();
const t = (language: BotLanguage, key: string, vars?: TextArgs) => textOf({ text: i18n.t(language, key, vars) });
const region = (language: BotLanguage, code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
const builtInWelcome = (language: BotLanguage) => {
  const f = figuresFor(language);
  return t(language, 'welcome-default', { shop: 'AutoShop', price: f.unitPrice(6000), minimum: f.count(100), minimumCost: f.euros(60) });
};

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

/** A shop as `npm start` makes it on an empty database: the demo seed. */
async function freshDemoShop() {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  h = await harnesses.start({ database });
  return h;
}

describe('a customer in each language', () => {
  it('gets the welcome, the help, the continents and the countries in their language on a fresh shop', async () => {
    const shop = await freshDemoShop();
    for (const [i, language] of BOT_LANGUAGES.entries()) {
      const user = shop.standIn.user(880_100 + i, { username: `lang_${language}`, languageCode: language });
      await user.send('/start');
      await user.waitForMessage((m) => m.buttons.flat().some((b) => b.text === LANGUAGE_NAMES[language]));
      await user.tap(LANGUAGE_NAMES[language]);
      const welcome = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'shop'));
      expect(textOf(welcome), `${language} welcome`).toBe(builtInWelcome(language));

      await user.send('/help');
      // The guide, then every command the customer has (decision 0126), in the reader's language.
      const help = await user.waitForMessage((m) => textOf(m).startsWith(t(language, 'help-default')));
      expect(textOf(help), `${language} help`).toContain(`/referral — ${t(language, 'command-referral')}`);

      await tapCallback(user, 'shop');
      const europe = t(language, 'continent-europe');
      const continents = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.text.endsWith(europe)));
      const shown = continents.buttons.flat().map((b) => b.text.replace(/^\S+ /, ''));
      expect(shown, `${language} continents`).toEqual(
        expect.arrayContaining(['europe', 'america', 'oceania', 'africa', 'asia'].map((c) => t(language, `continent-${c}`))),
      );
      await user.tap(new RegExp(`${europe}$`));
      const countries = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.text.includes(region(language, 'GB'))));
      const names = countries.buttons.flat().map((b) => b.text);
      for (const code of ['GB', 'DE', 'ES', 'IT', 'CH']) expect(names.join(' | '), `${language} ${code}`).toContain(region(language, code));
      expect(textOf(countries), `${language} heading`).toBe(t(language, 'shop-countries', { continent: europe }));
    }
    // French readers keep the admin's names; an English reader does not see them.
    const english = shop.standIn.chat(880_101).map((m) => m.buttons.flat().map((b) => b.text).join(' ')).join(' ');
    expect(english).toContain('United Kingdom');
    expect(english).not.toContain('Royaume-Uni');
  }, 180_000);

  it('a shop started without demo data stores no welcome or help text, so each reader gets the built-in one', async () => {
    const database = await createTestDatabase();
    await seedDefaults(database.db);
    expect(Object.values(await getLanguageTexts(database.db, 'welcome')).every((v) => v === null)).toBe(true);
    expect(Object.values(await getLanguageTexts(database.db, 'help')).every((v) => v === null)).toBe(true);
    await database.close();
  }, 180_000);

  it("an admin's English welcome and help reach English readers only; the French text, French readers only", async () => {
    const shop = await freshDemoShop();
    const db = shop.database.db;
    await saveLanguageText(db, 'welcome', 'en', '<b>Hello</b> from the owner', { actorUserId: null });
    await saveLanguageText(db, 'welcome', 'fr', '<b>Bonjour</b> du patron', { actorUserId: null });
    await saveLanguageText(db, 'help', 'en', 'Owner help', { actorUserId: null });
    const readers = { en: 880_201, de: 880_202, fr: 880_203 } as const;
    const helps = { en: 'Owner help', de: t('de', 'help-default'), fr: t('fr', 'help-default') };
    for (const [language, id] of Object.entries(readers) as Array<['en' | 'de' | 'fr', number]>) {
      const user = shop.standIn.user(id, { languageCode: language });
      await register(user, new RegExp(LANGUAGE_NAMES[language]));
      await user.send('/help');
      await user.waitForMessage((m) => textOf(m).startsWith(helps[language]));
    }
    // A help message is the admin's text (or the guide) followed by the command list: compared by its first paragraph.
    const said = (id: number) => shop.standIn.chat(id).map((m) => textOf(m).split('\n\n/start')[0]);
    expect(said(readers.en)).toEqual(expect.arrayContaining(['<b>Hello</b> from the owner', 'Owner help']));
    expect(said(readers.de)).toEqual(expect.arrayContaining([builtInWelcome('de'), t('de', 'help-default')]));
    expect(said(readers.fr)).toEqual(expect.arrayContaining(['<b>Bonjour</b> du patron', t('fr', 'help-default')]));
    expect(said(readers.de).join('\n')).not.toMatch(/Hello|Bonjour|Owner/);
  }, 180_000);
});

describe('manual top-ups', () => {
  type Deposit = { id: number; amount_cents: string; provider: string };
  const depositsOf = (harness: BotHarness, telegramId: number) =>
    queryRows<Deposit>(harness.database.db, sql`select d.id, d.amount_cents, d.provider from deposits d join users u on u.id = d.user_id where u.telegram_id = ${telegramId}`);

  async function openRecharger(harness: BotHarness, id: number, language: BotLanguage) {
    const user = harness.standIn.user(id, { languageCode: language });
    await register(user, new RegExp(LANGUAGE_NAMES[language]));
    await tapCallback(user, 'bal');
    await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'topup'));
    await tapCallback(user, 'topup');
    return user;
  }

  it('the request says how to pay, in the reader language (else French), with the request number and the support contact', async () => {
    const shop = await freshDemoShop();
    for (const [id, language] of [
      [880_301, 'en'],
      [880_302, 'ja'],
    ] as const) {
      const user = await openRecharger(shop, id, language);
      await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'tpm'));
      await tapCallback(user, 'tpm');
      await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('tpa:') ?? false));
      await user.send('10');
      const answer = await user.waitForMessage((m) => textOf(m).includes('IBAN'));
      const [deposit] = await depositsOf(shop, id);
      expect(Number(deposit.amount_cents)).toBe(1000);
      expect(textOf(answer)).toContain(t(language, 'topup-manual-how-to-pay', { id: String(deposit.id) }));
      expect(textOf(answer)).toContain(t(language, 'topup-manual-contact', { contact: '@autoshop_demo_support' }));
      // The demo wrote English instructions; a Japanese reader gets the French ones.
      expect(textOf(answer)).toContain(language === 'en' ? 'Bank transfer (demo)' : 'Virement (démonstration)');
    }
  }, 180_000);

  it('without a provider and with manual top-ups off, no manual request can be made and the customer is told why', async () => {
    const database = await createTestDatabase();
    await seedDefaults(database.db);
    h = await harnesses.start({ database });
    const user = await openRecharger(h, 880_401, 'en');
    const screen = await user.waitForMessage((m) => textOf(m) === t('en', 'topup-choose-none'));
    expect(screen.buttons.flat().map((b) => b.callbackData)).not.toContain('tpm');
    // An old "manual" button still on screen from before: refused, nothing recorded.
    await user.tapData('tpm', screen.messageId);
    await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('tpa:') ?? false));
    await user.send('10');
    await user.waitForMessage((m) => textOf(m) === t('en', 'topup-unavailable'));
    expect(await depositsOf(h, 880_401)).toHaveLength(0);
    // Turning them on needs the French instructions.
    await expect(setManualTopUps(database.db, true, { actorUserId: null })).rejects.toMatchObject({ code: 'MANUAL_TOPUP_INSTRUCTIONS_REQUIRED' });
  }, 180_000);
});
