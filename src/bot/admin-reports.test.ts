// The bot's reports menu through the real bot and the Bot API stand-in: who may, the panel's button, each report's
// figures over the seeded shop in the admin's language, the period choice, the way back, and a report that fails.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import { seedReportShop } from '../../tests/support/report-fixtures';
import { addBotAdmin } from '../domain/users/bot-admins';
import { createI18n } from '../messenger/i18n';
import { harnessPerTest } from '../../tests/support/harness-per-test';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string>) => textOf({ text: i18n.t('fr', key, vars) }).replace(/<[^>]+>/g, '');

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

async function customer(harness: BotHarness, telegramId: number, username: string, languageButton?: RegExp) {
  const user = harness.standIn.user(telegramId, { username, firstName: username, languageCode: 'fr' });
  await register(user, languageButton);
  return user;
}
type User = Awaited<ReturnType<typeof customer>>;

/** The bot's next new message after `text`. */
async function answerTo(user: User, text: string) {
  const last = Math.max(0, ...user.messages().map((m) => m.messageId));
  await user.send(text);
  return user.waitForMessage((m) => m.messageId > last && m.text !== text);
}

/** The text as Telegram shows it: the stand-in keeps the HTML the bot sent. */
const shown = (m: { text?: string }) => textOf(m).replace(/<[^>]+>/g, '');

/**
 * Taps a button by its data and waits for the screen to show `expected` (screens edit the tapped message). A report's
 * button is on the menu: from a report, the admin first goes back to it.
 */
async function tapUntil(user: User, data: string, expected: string | RegExp) {
  const onScreen = (d: string) => user.messages().some((m) => m.buttons.flat().some((b) => b.callbackData === d));
  const period = /^rep:\w+:(\w+)$/.exec(data)?.[1];
  if (!onScreen(data) && period && onScreen(`rep:m:${period}`)) {
    await tapCallback(user, `rep:m:${period}`);
    await h?.standIn.waitFor(() => onScreen(data));
  }
  await tapCallback(user, data);
  const m = await user.waitForMessage((msg) => (typeof expected === 'string' ? shown(msg).includes(expected) : expected.test(shown(msg))));
  return { text: shown(m), buttons: m.buttons.flat() };
}

describe('reports from the bot', () => {
  it('shows the menu to a reports admin only, from /reports or the panel button', async () => {
    h = await harnesses.start();
    const stranger = await customer(h, 8401, 'stranger');
    const clerk = await customer(h, 8402, 'clerk');
    const boss = await customer(h, 8403, 'boss');
    await addBotAdmin(h.database.db, { telegramChatId: 8402, permissions: ['credits'] }, null);
    await addBotAdmin(h.database.db, { telegramChatId: 8403, permissions: ['reports'] }, null);

    expect(textOf(await answerTo(stranger, '/reports'))).toBe(fr('admin-only'));
    expect(shown(await answerTo(clerk, '/reports'))).toBe(fr('admin-permission-missing', { permission: fr('admin-permission-reports') }));

    const menu = await answerTo(boss, '/reports');
    expect(shown(menu)).toBe(fr('reports-menu', { period: fr('reports-period-7d') }));
    const data = menu.buttons.flat().map((b) => b.callbackData);
    expect(data).toEqual(['rep:m:today', 'rep:m:7d', 'rep:m:30d', 'rep:sales:7d', 'rep:top:7d', 'rep:cat:7d', 'rep:ctry:7d', 'rep:dep:7d', 'adm:panel']);
    expect(menu.buttons.flat()[1].text).toBe(`• ${fr('reports-period-7d')}`);

    // The admin panel's button (another screen's) opens the same menu, editing the message it sits on.
    const before = boss.messages().length;
    await boss.tapData('adm:reports', menu.messageId);
    await h.standIn.waitFor(() => boss.callbackAnswers().length >= 2);
    expect(boss.messages()).toHaveLength(before);
    // A stranger's tap on a forged button is refused the same way.
    await stranger.tapData('rep:sales:30d', stranger.last()?.messageId ?? 1);
    await stranger.waitForMessage((m) => textOf(m) === fr('admin-only') && m.messageId > 0);
  });

  it('gives each report over the seeded shop, in the period chosen, with a way back', async () => {
    h = await harnesses.start();
    await seedReportShop(h.database.db);
    const boss = await customer(h, 8501, 'boss');
    await addBotAdmin(h.database.db, { telegramChatId: 8501, permissions: ['reports'] }, null);
    await answerTo(boss, '/reports');

    const sales = await tapUntil(boss, 'rep:sales:7d', 'Ventes — 7 jours');
    // Hand-computed in src/domain/reports/report.test.ts: 9.60 € this week against 7.80 €, 12 orders, basket 0.80 €.
    expect(sales.text).toContain("Chiffre d'affaires : 9,60 € (↑ 23,1 %, avant : 7,80 €)");
    expect(sales.text).toContain('Commandes : 12 (↑ 500 %) · panier moyen 0,80 €');
    expect(sales.text).toContain('Numéros vendus : 1 600');
    expect(sales.text).toContain('Transactions par jour : 2,7');
    expect(sales.text).toContain('Stock : 6 000 disponibles sur 6 700 · valeur estimée 37,20 €');
    // No promotion in this shop (the figures themselves: src/http/routes/reports-promotions.test.ts).
    expect(sales.text).toContain('Remises des promotions : 0,00 € (—) sur 0 commande'); // French takes the singular for 0 (CLDR: one)
    expect(sales.buttons.map((b) => b.callbackData)).toEqual(['rep:m:7d', 'adm:panel']);

    const top = await tapUntil(boss, 'rep:top:7d', 'Meilleurs clients — 7 jours');
    const lines = top.text.split('\n');
    expect(lines[2]).toMatch(/^1\. @alice — 3,00 € · 1 commande · vu le /);
    expect(lines.filter((l) => /^\d+\. /.test(l))).toHaveLength(10);
    expect(lines.at(-1)).toBe(fr('report-more-users', { count: '2' }));

    const category = await tapUntil(boss, 'rep:cat:7d', 'Ventes par catégorie');
    expect(category.text).toContain('SMS — 9,60 € (↑ 433,3 %) · 100 %');
    expect(category.text).toContain('Data — 0,00 € (↓ 100 %) · 0 %');

    // Back to the menu, another period: the menu marks it and the reports follow it.
    const menu30 = await tapUntil(boss, 'rep:m:7d', fr('reports-menu', { period: fr('reports-period-7d') }));
    expect(menu30.buttons.some((b) => b.callbackData === 'rep:m:30d')).toBe(true);
    await tapUntil(boss, 'rep:m:30d', fr('reports-menu', { period: fr('reports-period-30d') }));
    const country = await tapUntil(boss, 'rep:ctry:30d', 'Ventes par pays — 30 jours');
    expect(country.text).toContain('🇫🇷 France — 11,40 € (—) · 61,3 %');

    const deposits = await tapUntil(boss, 'rep:dep:30d', 'Dépôts — 30 jours');
    // 30 days: Alice 10.00 + 7.00, Bob 20.00, Carol 30.00 = 67.00 € (4 deposits); Carol's 15.00 € before.
    expect(deposits.text).toContain('Total : 67,00 € (↑ 346,7 %) · 4 dépôts');
    expect(deposits.text).toContain('Dépôt moyen : 16,75 €');
    expect(deposits.text).toContain('• nowpayments USDTTRC20 — 20,00 € (1)');
    expect(deposits.text).toMatch(/Derniers dépôts\n• .+ @alice — 7,00 €/);
  });

  it("answers in the admin's language and says which report failed", async () => {
    h = await harnesses.start();
    const admin = await customer(h, 8601, 'admin_en', /English/);
    await addBotAdmin(h.database.db, { telegramChatId: 8601, permissions: ['reports'] }, null);
    const en = (key: string, vars?: Record<string, string>) => textOf({ text: i18n.t('en', key, vars) }).replace(/<[^>]+>/g, '');
    const menu = await answerTo(admin, '/reports');
    expect(shown(menu)).toBe(en('reports-menu', { period: en('reports-period-7d') }));
    expect((await tapUntil(admin, 'rep:top:7d', 'Top users — 7 days')).text).toContain(en('report-empty'));

    // The deposits can no longer be read: that report says so, the others still work.
    await h.database.db.execute(sql`alter table deposits rename to deposits_away`);
    try {
      await tapCallback(admin, 'rep:m:7d');
      await admin.waitForMessage((m) => textOf(m).startsWith('📊'));
      const failed = await tapUntil(admin, 'rep:dep:7d', en('report-error-deposits'));
      expect(failed.buttons.map((b) => b.callbackData)).toEqual(['rep:m:7d', 'adm:panel']);
    } finally {
      await h.database.db.execute(sql`alter table deposits_away rename to deposits`);
    }
    await tapCallback(admin, 'rep:m:7d');
    await admin.waitForMessage((m) => textOf(m).startsWith('📊'));
    expect((await tapUntil(admin, 'rep:dep:7d', 'Deposits — 7 days')).text).toContain('Total: €0.00');
  });
});
