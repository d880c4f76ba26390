// /paysupport and /terms as a customer sees them (decision 0137): /paysupport opens a support ticket and names the
// support contact of the settings when there is one (decision 0139), the shop's terms in the customer's language (else French, else a line saying there are none),
// both in the command menu of every language.
import { describe, expect, it } from 'vitest';
import { register, textOf } from '../../tests/support/bot-customer';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { setSetting } from '../../tests/support/wallet-fixtures';
import { BOT_LANGUAGES } from '../contracts/telegram';
import { saveLanguageText } from '../domain/settings/language-texts';
import { createI18n } from '../messenger/i18n';

const i18n = createI18n();
const said = (language: string, key: string, vars?: Record<string, string>) => textOf({ text: i18n.t(language, key, vars) });
const harnesses = harnessPerTest();

describe('/paysupport and /terms', () => {
  it('opens a support ticket (decision 0139), naming the support contact when there is one', async () => {
    const h = await harnesses.start();
    const user = h.standIn.user(610_001, { username: 'payer', languageCode: 'fr' });
    await register(user);
    await user.send('/paysupport');
    await user.waitForMessage((m) => textOf(m) === said('fr', 'support-prompt'));
    await setSetting(h.database.db, 'support_contact', '@autoshop_help');
    await user.send('/paysupport');
    const answer = await user.waitForMessage((m) => textOf(m) === `${said('fr', 'support-prompt')}\n\n${said('fr', 'paysupport-contact-line', { contact: '@autoshop_help' })}`);
    expect(textOf(answer)).toContain('@autoshop_help');
    expect(answer.buttons.flat().map((b) => b.callbackData)).toEqual(['menu']);
  });

  it('shows the terms in the customer’s language, else in French, else says there are none', async () => {
    const h = await harnesses.start();
    const german = h.standIn.user(610_002, { username: 'leser', languageCode: 'de' });
    await register(german, /Deutsch/);
    await german.send('/terms');
    await german.waitForMessage((m) => textOf(m) === said('de', 'terms-none'));
    await saveLanguageText(h.database.db, 'terms', 'fr', '<b>Conditions</b> : les numéros livrés ne sont pas repris.', { actorUserId: null });
    await german.send('/terms');
    await german.waitForMessage((m) => textOf(m) === '<b>Conditions</b> : les numéros livrés ne sont pas repris.');
    await saveLanguageText(h.database.db, 'terms', 'de', '<b>Bedingungen</b>: Gelieferte Nummern werden nicht zurückgenommen.', { actorUserId: null });
    await german.send('/terms');
    const own = await german.waitForMessage((m) => textOf(m) === '<b>Bedingungen</b>: Gelieferte Nummern werden nicht zurückgenommen.');
    expect(own.parseMode).toBe('HTML');
  });

  it('lists both commands in the command menu of every language', async () => {
    const h = await harnesses.start();
    await h.standIn.waitFor(() => h.standIn.commands('zh').length > 0);
    for (const language of BOT_LANGUAGES) {
      expect(h.standIn.commands(language)).toEqual(
        expect.arrayContaining([
          { command: 'paysupport', description: i18n.t(language, 'command-paysupport') },
          { command: 'terms', description: i18n.t(language, 'command-terms') },
        ]),
      );
    }
  });
});
