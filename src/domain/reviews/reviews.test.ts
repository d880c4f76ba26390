// Reviews' rules on the real purchase engine: only the buyer, one per order (two taps at once included), a rating 1–5,
// a bounded comment, editable 7 days; hidden reviews out of every figure; the ask queued once its delay has passed,
// once per order however many sweeps run at once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countOf, createCustomer, createNumlist, setSetting } from '../../../tests/support/wallet-fixtures';
import { suiteCatalogue, suiteDatabase } from '../../../tests/support/suite-fixtures';
import { SETTING_KEYS } from '../../contracts/settings';
import { DomainError } from '../errors';
import { purchase } from '../orders/purchase';
import { listReviews, setReviewHidden } from './admin';
import { queueReviewRequests, REVIEW_ASK_QUEUE } from './requests';
import { REVIEW_COMMENT_MAX, saveReview } from './reviews';
import { operatorReviews } from './summary';

const database = suiteDatabase();
const cat = suiteCatalogue(() => database.db);
const db = () => database.db;
let key = 0;
const DAY = 86_400_000;

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e instanceof DomainError ? e.code : e));

/** A new customer and one order of theirs, from `list` (the operator's first list unless given). */
async function order(numlistId: number) {
  const userId = await createCustomer(db(), { balanceCents: 100_000, telegramId: 8_000_000 + ++key });
  const bought = await purchase(db(), { userId, numlistId, quantity: 100, idempotencyKey: `review-${key}` });
  return { userId, orderId: bought.order.id, at: bought.order.purchaseDate };
}

describe('writing a review', () => {
  it('takes the buyer’s rating and comment, refuses anyone else, a rating out of 1–5 and a comment too long', async () => {
    const list = await createNumlist(db(), { countryId: cat.countryId, operatorId: cat.operatorId, count: 2000 });
    const { userId, orderId } = await order(list);
    const stranger = await createCustomer(db(), { balanceCents: 0 });

    expect(await refusal(saveReview(db(), { orderId, userId: stranger, rating: 5 }))).toBe('NOT_FOUND');
    for (const rating of [0, 6, 2.5, -1]) expect(await refusal(saveReview(db(), { orderId, userId, rating }))).toBe('REVIEW_RATING_INVALID');
    expect(await refusal(saveReview(db(), { orderId, userId, comment: 'Sans note' }))).toBe('REVIEW_RATING_REQUIRED');
    expect(await refusal(saveReview(db(), { orderId: 2_000_000_000, userId, rating: 4 }))).toBe('NOT_FOUND');

    const review = await saveReview(db(), { orderId, userId, rating: 4 });
    expect(review).toMatchObject({ orderId, userId, rating: 4, comment: null, operatorId: cat.operatorId, numlistId: list });
    expect(await refusal(saveReview(db(), { orderId, userId, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) }))).toBe('REVIEW_COMMENT_TOO_LONG');
    expect((await saveReview(db(), { orderId, userId, comment: `  ${'é'.repeat(REVIEW_COMMENT_MAX)}  ` })).comment).toHaveLength(REVIEW_COMMENT_MAX);
    const commented = await saveReview(db(), { orderId, userId, comment: '  Bons numéros, presque tous actifs.  ' });
    expect(commented).toMatchObject({ rating: 4, comment: 'Bons numéros, presque tous actifs.' });
    // Nothing of the refused attempts was kept, and the stranger wrote nothing.
    expect(await countOf(db(), sql`select count(*) as n from order_reviews where order_id = ${orderId}`)).toBe(1);
  });

  it('keeps one review per order: a second rating changes it, two at once write one', async () => {
    const list = await createNumlist(db(), { countryId: cat.countryId, operatorId: cat.operatorId, count: 1000, offset: 3000 });
    const { userId, orderId } = await order(list);
    const both = await Promise.all([saveReview(db(), { orderId, userId, rating: 2 }), saveReview(db(), { orderId, userId, rating: 3 })]);
    expect(both[0].id).toBe(both[1].id);
    await saveReview(db(), { orderId, userId, rating: 5, comment: 'Finalement parfait' });
    expect(await countOf(db(), sql`select count(*) as n from order_reviews where order_id = ${orderId}`)).toBe(1);
    expect(await countOf(db(), sql`select rating as n from order_reviews where order_id = ${orderId}`)).toBe(5);
  });

  it('is editable for 7 days after it was written, not after', async () => {
    const list = await createNumlist(db(), { countryId: cat.countryId, operatorId: cat.operatorId, count: 1000, offset: 5000 });
    const { userId, orderId } = await order(list);
    const written = await saveReview(db(), { orderId, userId, rating: 3 });
    const sixDays = new Date(written.createdAt.getTime() + 6 * DAY);
    expect((await saveReview(db(), { orderId, userId, rating: 4, now: sixDays })).rating).toBe(4);
    const eightDays = new Date(written.createdAt.getTime() + 8 * DAY);
    expect(await refusal(saveReview(db(), { orderId, userId, rating: 1, now: eightDays }))).toBe('REVIEW_LOCKED');
    expect(await refusal(saveReview(db(), { orderId, userId, comment: 'Trop tard', now: eightDays }))).toBe('REVIEW_LOCKED');
    expect(await countOf(db(), sql`select rating as n from order_reviews where order_id = ${orderId}`)).toBe(4);
  });
});

describe('an operator’s reviews and hiding one', () => {
  it('averages the visible reviews per operator and per list, shows the latest comments, and leaves a hidden one out (audited, once)', async () => {
    const { operatorId } = await (async () => {
      const [row] = (await db().execute(sql`insert into operators (name, country_id) values ('Avis Telecom', ${cat.countryId}) returning id`)).rows as Array<{ id: number }>;
      return { operatorId: Number(row.id) };
    })();
    const a = await createNumlist(db(), { countryId: cat.countryId, operatorId, count: 1000, offset: 7000, name: 'Source A' });
    const b = await createNumlist(db(), { countryId: cat.countryId, operatorId, count: 1000, offset: 9000, name: 'Source B' });
    expect(await operatorReviews(db(), operatorId)).toEqual({ average: 0, count: 0, lists: [], latest: [] });

    const rated = async (list: number, rating: number, comment?: string) => {
      const o = await order(list);
      return saveReview(db(), { orderId: o.orderId, userId: o.userId, rating, comment });
    };
    await rated(a, 5, 'Parfait');
    await rated(a, 4);
    const bad = await rated(b, 1, 'Numéros morts <script>');
    await rated(b, 3, 'Moyen');

    const before = await operatorReviews(db(), operatorId);
    expect(before).toMatchObject({ average: 3.3, count: 4 });
    // Customers know a list by its category, else a number: never by the admin's name (it may name a supplier).
    expect(before.lists).toEqual([
      { numlistId: a, name: '#1', average: 4.5, count: 2 },
      { numlistId: b, name: '#2', average: 2, count: 2 },
    ]);
    expect(before.latest.map((c) => c.comment)).toEqual(['Moyen', 'Numéros morts <script>', 'Parfait']);

    // Two admins hide the same review at once: it is hidden once, audited once; the other is told.
    const admin = await createCustomer(db(), { balanceCents: 0 });
    const outcomes = await Promise.all([
      refusal(setReviewHidden(db(), bad.id, { hidden: true, reason: 'Injurieux', actorUserId: admin })),
      refusal(setReviewHidden(db(), bad.id, { hidden: true, reason: 'Spam', actorUserId: admin })),
    ]);
    expect(outcomes.sort()).toEqual([null, 'REVIEW_ALREADY_HIDDEN'].sort());
    expect(await countOf(db(), sql`select count(*) as n from audit_log where action = 'review.hide' and entity_id = ${String(bad.id)}`)).toBe(1);

    const after = await operatorReviews(db(), operatorId);
    expect(after).toMatchObject({ average: 4, count: 3 });
    expect(after.lists.find((l) => l.numlistId === b)).toMatchObject({ average: 3, count: 1 });
    expect(after.latest.map((c) => c.comment)).toEqual(['Moyen', 'Parfait']);

    const hidden = await listReviews(db(), { operatorId, visibility: 'hidden', page: 1, pageSize: 20 });
    expect(hidden.total).toBe(1);
    expect(hidden.reviews[0]).toMatchObject({ id: bad.id, rating: 1, hidden: { reason: expect.stringMatching(/Injurieux|Spam/) } });
    expect((await listReviews(db(), { operatorId, rating: 5, page: 1, pageSize: 20 })).reviews.map((r) => r.comment)).toEqual(['Parfait']);
    expect((await listReviews(db(), { operatorId, search: 'MOYEN', page: 1, pageSize: 20 })).total).toBe(1);

    await setReviewHidden(db(), bad.id, { hidden: false, reason: 'Erreur', actorUserId: admin });
    expect(await refusal(setReviewHidden(db(), bad.id, { hidden: false, actorUserId: admin }))).toBe('REVIEW_NOT_HIDDEN');
    expect(await refusal(setReviewHidden(db(), 2_000_000_000, { hidden: true, reason: 'x', actorUserId: admin }))).toBe('NOT_FOUND');
    expect((await operatorReviews(db(), operatorId)).count).toBe(4);
  });
});

describe('asking for a review', () => {
  it('queues the ask once the owner’s delay has passed, once per order even with sweeps at once, never for a reviewed order', async () => {
    const list = await createNumlist(db(), { countryId: cat.countryId, operatorId: cat.otherOperatorId, count: 1000, offset: 11_000 });
    await db().execute(sql`update numlists set country_id = (select country_id from operators where id = ${cat.otherOperatorId}) where id = ${list}`);
    await setSetting(db(), SETTING_KEYS.reviewRequestDelayHours, '6');
    const asked = await order(list);
    const reviewed = await order(list);
    await saveReview(db(), { orderId: reviewed.orderId, userId: reviewed.userId, rating: 5 });
    const jobsFor = (orderId: number) => countOf(db(), sql`select count(*) as n from jobs where queue = ${REVIEW_ASK_QUEUE} and key = ${`order:${orderId}`}`);

    const hours = (n: number) => new Date(asked.at.getTime() + n * 3_600_000);
    expect(await queueReviewRequests(db(), hours(5.9))).not.toContain(asked.orderId);
    expect(await jobsFor(asked.orderId)).toBe(0);

    const sweeps = await Promise.all([1, 2, 3, 4].map(() => queueReviewRequests(db(), hours(6.1))));
    expect(sweeps.flat().filter((id) => id === asked.orderId)).toHaveLength(1);
    expect(sweeps.flat()).not.toContain(reviewed.orderId);
    expect(await jobsFor(asked.orderId)).toBe(1);
    // The ask's job done and gone (deleted), a later sweep asks nothing again.
    await db().execute(sql`delete from jobs where queue = ${REVIEW_ASK_QUEUE}`);
    expect(await queueReviewRequests(db(), hours(7))).not.toContain(asked.orderId);
    expect(await jobsFor(asked.orderId)).toBe(0);
    expect(await countOf(db(), sql`select count(*) as n from review_requests where order_id = ${asked.orderId}`)).toBe(1);
  });
});
