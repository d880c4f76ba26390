// /api/reviews (the back office's Avis) and the reviews of the Mini App's operator view: filters, hiding with a reason
// (audited, once when two admins do it at once), bad input refused in French, and hidden reviews out of the Mini App.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../tests/support/app';
import { countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { suiteApp, suiteTestAdmin } from '../../../tests/support/suite-fixtures';
import { purchase } from '../../domain/orders/purchase';
import { saveReview } from '../../domain/reviews/reviews';

const t = suiteApp();
const admin = suiteTestAdmin(t);
let db: TestApp['database']['db'];
let cat: Awaited<ReturnType<typeof createCatalogue>>;
const ids: Record<string, number> = {};

const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? t.auth : {} });
const visibility = (id: number | string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/reviews/${id}/visibility`, headers: t.auth, payload: payload as object });
const miniApp = async () => (await get(`/api/shop/products?category=0&country=${cat.countryId}&operator=${cat.operatorId}`, false)).json().reviews;

beforeAll(async () => {
  db = t.database.db;
  cat = await createCatalogue(db, { operator: 'Avis Mobile' });
  const lists = {
    a: await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 1000, name: 'Liste A' }),
    b: await createNumlist(db, { countryId: cat.countryId, operatorId: cat.operatorId, count: 1000, offset: 2000, name: 'Liste B' }),
  };
  const reviews: Array<[keyof typeof lists, number, string | undefined, string]> = [
    ['a', 5, 'Excellent, tous actifs', 'good'],
    ['a', 4, undefined, 'silent'],
    ['b', 1, '<b>Arnaque</b> totale', 'rude'],
    ['b', 3, 'Correct', 'fair'],
  ];
  for (const [i, [list, rating, comment, name]] of reviews.entries()) {
    const userId = await createCustomer(db, { balanceCents: 10_000, telegramId: 9_100_000 + i, telegramUsername: `client_${name}` });
    const { order } = await purchase(db, { userId, numlistId: lists[list], quantity: 100, idempotencyKey: `http-review-${i}` });
    ids[name] = (await saveReview(db, { orderId: order.id, userId, rating, comment })).id;
  }
});

describe('reviews in the Mini App and the back office', () => {
  it('shows the Mini App the average, per list and the latest comments, without signing in', async () => {
    const reviews = await miniApp();
    expect(reviews).toMatchObject({ average: 3.3, count: 4 });
    expect(reviews.lists.map((l: { name: string; average: number; count: number }) => [l.name, l.average, l.count])).toEqual([
      // By what customers know (the category, else a number), never the admin's list name.
      ['#1', 4.5, 2],
      ['#2', 2, 2],
    ]);
    expect(reviews.latest.map((c: { comment: string }) => c.comment)).toEqual(['Correct', '<b>Arnaque</b> totale', 'Excellent, tous actifs']);
    expect(reviews.latest[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('lists reviews for admins only, filtered by rating, operator, visibility and a search, and refuses bad filters in French', async () => {
    expect((await get('/api/reviews', false)).statusCode).toBe(401);
    const all = (await get('/api/reviews')).json();
    expect(all.pagination).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.data[0]).toMatchObject({ rating: 3, comment: 'Correct', operatorName: 'Avis Mobile', numlistName: 'Liste B', quantity: 100, hidden: null });
    expect((await get('/api/reviews?rating=5')).json().data.map((r: { id: number }) => r.id)).toEqual([ids.good]);
    expect((await get(`/api/reviews?operator=${cat.otherOperatorId}`)).json().pagination.total).toBe(0);
    expect((await get('/api/reviews?search=client_rude')).json().data.map((r: { id: number }) => r.id)).toEqual([ids.rude]);
    expect((await get('/api/reviews?search=ARNAQUE')).json().pagination.total).toBe(1);

    for (const [query, field, message] of [
      ['rating=7', 'rating', 'Note invalide (1 à 5)'],
      ['rating=abc', 'rating', 'Note invalide (1 à 5)'],
      ['visibility=all', 'visibility', 'Filtre invalide (visible ou hidden)'],
      ['operator=-1', 'operator', 'Opérateur invalide'],
      ['pageSize=7', 'pageSize', 'Taille de page invalide (20, 50 ou 100)'],
    ]) {
      const answer = await get(`/api/reviews?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(JSON.stringify(answer.json()), query).toContain(message);
      expect(JSON.stringify(answer.json()), query).toContain(field);
    }
  });

  it('hides a review with a reason (audited once, even for two admins at once), takes it out of the Mini App, and shows it again', async () => {
    const refused = await visibility(ids.rude, { hidden: true });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Indiquez pourquoi cet avis est masqué');
    expect((await visibility(ids.rude, { hidden: true, reason: '   ' })).statusCode).toBe(400);
    expect((await visibility(ids.rude, { hidden: true, reason: 'x'.repeat(301) })).json().message).toContain('300 caractères au maximum');
    expect((await visibility(ids.rude, { hidden: 'oui', reason: 'Injurieux' })).statusCode).toBe(400);
    expect((await visibility('abc', { hidden: true, reason: 'Injurieux' })).statusCode).toBe(400);
    const missing = await visibility(2_000_000_000, { hidden: true, reason: 'Injurieux' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Avis introuvable');
    expect(await miniApp()).toMatchObject({ count: 4 });

    const both = await Promise.all([visibility(ids.rude, { hidden: true, reason: 'Injurieux' }), visibility(ids.rude, { hidden: true, reason: 'Spam' })]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((a) => a.statusCode === 409)?.json().message).toBe('Cet avis est déjà masqué');
    expect(await countOf(db, sql`select count(*) as n from audit_log where action = 'review.hide' and entity_id = ${String(ids.rude)} and actor_user_id = ${admin.id}`)).toBe(1);

    const reviews = await miniApp();
    expect(reviews).toMatchObject({ average: 4, count: 3 });
    expect(reviews.latest.map((c: { comment: string }) => c.comment)).toEqual(['Correct', 'Excellent, tous actifs']);
    const hidden = (await get('/api/reviews?visibility=hidden')).json().data;
    expect(hidden).toHaveLength(1);
    expect(hidden[0].hidden).toMatchObject({ reason: expect.stringMatching(/^(Injurieux|Spam)$/), by: 'admin' });
    expect((await get('/api/reviews?visibility=visible')).json().pagination.total).toBe(3);

    expect((await visibility(ids.rude, { hidden: false, reason: 'Avis légitime' })).statusCode).toBe(200);
    expect((await visibility(ids.rude, { hidden: false })).json().message).toBe("Cet avis n'est pas masqué");
    expect(await countOf(db, sql`select count(*) as n from audit_log where action = 'review.show' and entity_id = ${String(ids.rude)}`)).toBe(1);
    expect(await miniApp()).toMatchObject({ count: 4 });
  });
});
