// Referrals in the bot: the Parrainage screen (link, referred count, earnings), /start ref_<code> for a new customer,
// an own or late link refused with a word, and the referrer told of their reward once.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import { balanceOf, countOf } from '../../tests/support/wallet-fixtures';
import type { StandInUser } from '../../tests/support/bot-api-stand-in';
import type { Job } from '../db/jobs';
import { queryRows } from '../db/query';
import { REFERRAL_NOTICES_QUEUE } from '../domain/wallet/referral-reward';
import { createDeposit, creditDeposit } from '../domain/wallet/deposits';
import { referralNotices } from '../jobs/referral-notices';
import { createI18n } from '../messenger/i18n';
import { harnessPerTest } from '../../tests/support/harness-per-test';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string>) => textOf({ text: i18n.t('fr', key, vars) });

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

/** The message as read, without its HTML tags (bold figures). */
const plain = (m: { text?: string } | undefined) => textOf(m).replace(/<[^>]+>/g, '');

const userIdOf = async (harness: BotHarness, telegramId: number) =>
  (await queryRows<{ id: number }>(harness.database.db, sql`select id from users where telegram_id = ${telegramId}`))[0].id;

/** Solde → 👥 Parrainage: the screen, once it shows these figures ("Filleuls : 1 · avec dépôt : 0"). */
async function openReferrals(user: StandInUser, figures: string) {
  await user.send('/balance');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'refs'));
  await tapCallback(user, 'refs');
  return user.waitForMessage((m) => plain(m).includes('Parrainage') && plain(m).includes(`Filleuls : ${figures}`));
}

const LINK = /https:\/\/t\.me\/autoshop_test_bot\?start=(ref_[a-z2-9]{10})/;

describe('bot referrals', () => {
  it('shows a customer their link; a new customer opening it is referred, the referrer paid and told once on the first deposit', async () => {
    h = await harnesses.start();
    const db = h.database.db;
    const referrer = h.standIn.user(7301, { username: 'parrain', firstName: 'Paul', languageCode: 'fr' });
    await register(referrer);
    const screen = await openReferrals(referrer, '0 · avec dépôt : 0');
    const link = LINK.exec(plain(screen));
    expect(link, plain(screen)).not.toBeNull();
    expect(plain(screen)).toContain('5 %');
    expect(plain(screen)).toContain('Gains : 0,00 €');
    const share = screen.buttons.flat().find((b) => b.url?.startsWith('https://t.me/share/url?'));
    expect(decodeURIComponent(share?.url ?? '')).toContain(link?.[0]);

    // A new customer opens the link: /start ref_<code>, the language choice as for anyone, and they are referred.
    const friend = h.standIn.user(7302, { username: 'filleul', firstName: 'Fanny', languageCode: 'fr' });
    await friend.send(`/start ${link?.[1]}`);
    await friend.waitForMessage((m) => m.buttons.flat().some((b) => /Français/.test(b.text)));
    const friendId = await userIdOf(h, 7302);
    const referrerId = await userIdOf(h, 7301);
    expect(await countOf(db, sql`select count(*) as n from referrals where referred_user_id = ${friendId} and referrer_user_id = ${referrerId}`)).toBe(1);
    await openReferrals(referrer, '1 · avec dépôt : 0');

    // Their first deposit (20 €) pays 5 %, 1,00 €, queued as one notice; a second deposit pays nothing more.
    const deposit = async (cents: number, id: string) =>
      (await createDeposit(db, { userId: friendId, provider: 'manual', providerPaymentId: id, crypto: 'manual', amountCents: cents })).deposit;
    await creditDeposit(db, { depositId: (await deposit(2000, 'r1')).id });
    await creditDeposit(db, { depositId: (await deposit(3000, 'r2')).id });
    expect(await balanceOf(db, referrerId)).toBe(120 + 100);
    expect(await countOf(db, sql`select count(*) as n from jobs where queue = ${REFERRAL_NOTICES_QUEUE}`)).toBe(1);

    const job: Job = { id: 0, queue: REFERRAL_NOTICES_QUEUE, key: String(friendId), payload: { referredUserId: friendId }, attempts: 1, maxAttempts: 8 };
    await referralNotices(db, h.messenger, pino({ level: 'silent' })).handler(job, new AbortController().signal);
    const notice = fr('referral-reward-notice', { amount: '1,00 €', balance: '2,20 €' });
    await referrer.waitForMessage((m) => textOf(m) === notice);
    expect(notice).toContain('+1,00 €');

    const after = await openReferrals(referrer, '1 · avec dépôt : 1');
    expect(plain(after)).toContain('Filleuls : 1 · avec dépôt : 1');
    expect(plain(after)).toContain('Gains : 1,00 €');
    // The same link again on the same screen: the code does not change.
    expect(LINK.exec(plain(after))?.[1]).toBe(link?.[1]);

    // A referrer who blocked the bot: the notice job completes (nothing to retry).
    h.standIn.blockBy(7301);
    await expect(
      referralNotices(db, h.messenger, pino({ level: 'silent' })).handler(job, new AbortController().signal),
    ).resolves.toBeUndefined();
  });

  it('refuses self-referral and an existing customer, with a word, and refers nobody', async () => {
    h = await harnesses.start();
    const db = h.database.db;
    const referrer = h.standIn.user(7311, { username: 'soi', firstName: 'Sam', languageCode: 'fr' });
    await register(referrer);
    const link = LINK.exec(plain(await openReferrals(referrer, '0 · avec dépôt : 0')))?.[1];
    expect(link).toBeDefined();

    await referrer.send(`/start ${link}`);
    await referrer.waitForMessage((m) => textOf(m) === fr('referral-own-link'));

    const existing = h.standIn.user(7312, { username: 'deja', firstName: 'Dan', languageCode: 'fr' });
    await register(existing);
    await existing.send(`/start ${link}`);
    await existing.waitForMessage((m) => textOf(m) === fr('referral-already-customer'));
    // And the welcome follows, as for any /start.
    await existing.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'shop') && m.messageId > 2);

    expect(await countOf(db, sql`select count(*) as n from referrals`)).toBe(0);
    await openReferrals(referrer, '0 · avec dépôt : 0');

    // A link with an unknown code still registers a new customer, unreferred.
    const stranger = h.standIn.user(7313, { username: 'autre', firstName: 'Ana', languageCode: 'fr' });
    await stranger.send('/start ref_zzzzzzzzzz');
    await stranger.waitForMessage((m) => m.buttons.flat().some((b) => /Français/.test(b.text)));
    expect(await countOf(db, sql`select count(*) as n from referrals`)).toBe(0);
  });
});
