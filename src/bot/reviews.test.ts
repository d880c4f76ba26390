// Reviews in the bot, through the Bot API stand-in: the ask sent by the job runner once the owner's delay has passed
// (the sweep's clock given, two runners), once; the customer rates with the stars and comments (or skips, or writes too
// much); changes the rating from Historique; a stranger's forged star is refused; the operator screen shows the average.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import { startBotHarness } from '../../tests/support/bot-harness';
import { openForSuite } from '../../tests/support/suite-fixtures';
import { createCatalogue, createNumlist, setSetting } from '../../tests/support/wallet-fixtures';
import { SETTING_KEYS } from '../contracts/settings';
import { queryRows } from '../db/query';
import { purchase } from '../domain/orders/purchase';
import { REVIEW_ASK_QUEUE, REVIEW_PROOF_QUEUE, REVIEW_SWEEP_QUEUE } from '../domain/reviews/requests';
import { reviewAsks, reviewProofs, reviewSweep } from '../jobs/review-requests';
import { jobRunner } from '../jobs/runner';
import { createI18n } from '../messenger/i18n';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string>) => textOf({ text: i18n.t('fr', key, vars) }).replace(/<[^>]+>/g, '');
const plain = (m: { text?: string } | undefined) => textOf(m).replace(/<[^>]+>/g, '');
const silent = pino({ level: 'silent' });

/** Polls an asynchronous condition (a database read) every 20 ms, for at most 5 s. */
async function until(check: () => Promise<boolean>) {
  for (const deadline = Date.now() + 5000; !(await check()); ) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const h = openForSuite(startBotHarness, (harness) => harness.close());

describe('reviews in the bot', () => {
  it('asks once after the delay, takes the stars and the comment, lets the buyer change it, and shows it on the operator screen', async () => {
    const db = h.database.db;
    const cat = await createCatalogue(db, { operator: 'Étoile Mobile' });
    await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 1000 });
    await setSetting(db, SETTING_KEYS.reviewRequestDelayHours, '2');

    const buyer = h.standIn.user(7401, { username: 'acheteur', firstName: 'Alice', languageCode: 'fr' });
    await register(buyer);
    const [{ id: userId }] = await queryRows<{ id: number }>(db, sql`select id from users where telegram_id = 7401`);
    await db.execute(sql`update users set balance_cents = 10000, opening_balance_cents = 10000 where id = ${userId}`);
    const { order } = await purchase(db, { userId, countryId: cat.countryId, operatorId: cat.operatorId, quantity: 100, idempotencyKey: 'rv-bot-1' });

    // Two shop processes' runners, the sweep reading the test's clock: 1 h after the purchase, nothing; 3 h after, one ask.
    let now = new Date(order.purchaseDate.getTime() + 3_600_000);
    const runners = [1, 2].map((n) =>
      jobRunner(db, [reviewSweep(db, () => now), reviewAsks(db, h.messenger, silent)], silent, { pollMs: 20, workerId: `runner-${n}` }),
    );
    for (const r of runners) await r.start();
    const sweepNow = async () => {
      await db.execute(sql`update jobs set run_at = now() where queue = ${REVIEW_SWEEP_QUEUE}`);
      // Done when the schedule is re-armed a period later.
      await until(async () => {
        const [row] = await queryRows<{ done: boolean }>(db, sql`select run_at > now() + interval '30 seconds' as done from jobs where queue = ${REVIEW_SWEEP_QUEUE}`);
        return row?.done === true;
      });
    };
    try {
      const asks = () => buyer.messages().filter((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('rv:')));
      await sweepNow();
      expect(await queryRows(db, sql`select 1 from jobs where queue = ${REVIEW_ASK_QUEUE}`)).toHaveLength(0);
      expect(asks()).toHaveLength(0);
      now = new Date(order.purchaseDate.getTime() + 3 * 3_600_000);
      await sweepNow();
      await sweepNow();
      const ask = await buyer.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === `rv:${order.id}:5`));
      await until(async () => (await queryRows(db, sql`select 1 from jobs where queue = ${REVIEW_ASK_QUEUE}`)).length === 0);
      expect(asks()).toHaveLength(1);
      expect(plain(ask)).toBe(fr('review-ask', { order: String(order.id), quantity: '100', operator: 'Étoile Mobile', flag: '🇫🇷' }));
      expect(ask.buttons.flat().map((b) => b.text)).toEqual(['1⭐', '2⭐', '3⭐', '4⭐', '5⭐']);
    } finally {
      for (const r of runners) await r.stop();
    }

    // The owner posts new reviews to the proof channel (off by default).
    h.standIn.addChannel('AvisPreuves', { status: 'administrator', canPost: true });
    await setSetting(db, SETTING_KEYS.proofChannelUrl, '@AvisPreuves');
    await setSetting(db, SETTING_KEYS.reviewProofPostsEnabled, 'true');

    // 4 stars, then a comment: saved, and said until when it can change.
    await tapCallback(buyer, `rv:${order.id}:4`);
    const prompt = await buyer.waitForMessage((m) => plain(m).includes(fr('review-comment-ask', { max: '500' })));
    expect(plain(prompt)).toContain(fr('review-rated', { rating: '★★★★☆', order: String(order.id) }));
    await buyer.send('Très bons numéros, presque tous actifs.');
    const saved = await buyer.waitForMessage((m) => plain(m).startsWith('✅ Merci, votre avis est enregistré.'));
    // Its stars stay under it, the rating marked: a tap there changes it (as the history's button does, below).
    expect(saved.buttons.flat().map((b) => b.text)).toEqual(['1⭐', '2⭐', '3⭐', '✅4⭐', '5⭐', fr('menu-main')]);
    const stored = async () => (await queryRows<{ rating: number; comment: string | null }>(db, sql`select rating, comment from order_reviews where order_id = ${order.id}`))[0];
    expect(await stored()).toEqual({ rating: 4, comment: 'Très bons numéros, presque tous actifs.' });

    // The proof post waits 10 minutes (for the comment), once per review; run now, it shows the stars and the comment, never the buyer.
    const [proof] = await queryRows<{ id: number; payload: Record<string, unknown>; later: boolean }>(
      db,
      sql`select id, payload, run_at > now() + interval '9 minutes' as later from jobs where queue = ${REVIEW_PROOF_QUEUE}`,
    );
    expect(proof.later).toBe(true);
    const job = { id: Number(proof.id), queue: REVIEW_PROOF_QUEUE, key: null, payload: proof.payload, attempts: 1, maxAttempts: 5 };
    await reviewProofs(db, h.messenger, silent).handler(job, new AbortController().signal);
    const posts = h.standIn.calls('sendMessage').filter((c) => c.params.chat_id === '@AvisPreuves');
    expect(posts).toHaveLength(1);
    const post = textOf({ text: String(posts[0].params.text) }).replace(/<[^>]+>/g, '');
    expect(post).toBe(`${fr('review-proof-post', { rating: '★★★★☆', operator: 'Étoile Mobile', flag: '🇫🇷' })}\nTrès bons numéros, presque tous actifs.`);
    expect(post).not.toContain('acheteur');

    // From Historique: the order's review button opens its stars (4 marked); 5 stars, a comment too long is refused and
    // kept open, then skipped: the rating changed, the first comment kept.
    await buyer.send('/history');
    await buyer.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === `rvo:${order.id}`));
    await tapCallback(buyer, `rvo:${order.id}`);
    const screen = await buyer.waitForMessage((m) => plain(m).includes('Votre note : ★★★★☆ — modifiable jusqu'));
    expect(screen.buttons.flat().map((b) => b.text)).toEqual(['1⭐', '2⭐', '3⭐', '✅4⭐', '5⭐', fr('menu-history')]);
    await tapCallback(buyer, `rv:${order.id}:5`);
    await buyer.waitForMessage((m) => plain(m).includes(fr('review-rated', { rating: '★★★★★', order: String(order.id) })));
    await buyer.send('x'.repeat(501));
    await buyer.waitForMessage((m) => plain(m) === fr('review-comment-too-long', { max: '500' }));
    await tapCallback(buyer, `rvs:${order.id}`);
    await buyer.waitForMessage((m) => plain(m).startsWith('✅ Merci, votre avis est enregistré.') && m.buttons.flat().some((b) => b.callbackData === 'menu'));
    expect(await stored()).toEqual({ rating: 5, comment: 'Très bons numéros, presque tous actifs.' });

    // Someone else taps a forged star for that order: refused, nothing changed.
    const stranger = h.standIn.user(7402, { username: 'intrus', firstName: 'Ivan', languageCode: 'fr' });
    await register(stranger);
    await stranger.tapData(`rv:${order.id}:1`, stranger.last()?.messageId ?? 1);
    await h.standIn.waitFor(() => stranger.callbackAnswers().some((a) => a.text === fr('review-order-not-found') && a.showAlert));
    expect(await stored()).toEqual({ rating: 5, comment: 'Très bons numéros, presque tous actifs.' });

    // The operator screen: the average and count, and the latest comment.
    await stranger.tapData(`op:${cat.countryId}:${cat.operatorId}`, stranger.last()?.messageId ?? 1);
    const operatorScreen = await stranger.waitForMessage((m) => plain(m).includes('Étoile Mobile') && plain(m).includes('⭐'));
    expect(plain(operatorScreen)).toContain('⭐ 5,0/5 — 1 avis');
    expect(plain(operatorScreen)).toContain(`${fr('review-latest')}\n★★★★★ Très bons numéros, presque tous actifs.`);
  });
});
