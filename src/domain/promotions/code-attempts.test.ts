// Promo-code guessing: a customer's unknown codes are counted in the database; after too many, codes wait a while.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionInput } from '../../../tests/support/promotion-fixtures';
import { countOf, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { DomainError } from '../errors';
import { quotePurchase } from '../orders/quote';
import { promotedPacks } from '../shop/promoted-packs';
import { MAX_WRONG_CODES, pruneGuessingLimits, WRONG_CODE_WINDOW_MINUTES } from '../guessing-limits/guesses';
import { createPromotion } from './manage';
import { suiteCatalogue, suiteDatabase } from '../../../tests/support/suite-fixtures';

const database = suiteDatabase();
const cat = suiteCatalogue(() => database.db);

beforeAll(async () => {
  await createNumlist(database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 500 });
  const only = { countryIds: [cat.countryId] };
  await createPromotion(database.db, promotionInput({ name: 'Vrai', code: 'REAL10', conditions: only }), null);
  await createPromotion(database.db, promotionInput({ name: 'Fini', code: 'GONE10', endDate: new Date(Date.now() - 86_400_000), conditions: only }), null);
});

const quote = (userId: number, promoCode: string) =>
  quotePurchase(database.db, { userId, countryId: cat.countryId, operatorId: cat.operatorId, quantity: 100, balanceCents: 10_000, promoCode }).then(
    (q) => q.promotion?.promotion.name ?? null,
    (e: unknown) => (e instanceof DomainError ? e.code : Promise.reject(e)),
  );

describe('promo-code attempts', () => {
  it(`refuses codes for ${WRONG_CODE_WINDOW_MINUTES} minutes after ${MAX_WRONG_CODES} unknown ones, for that customer only`, async () => {
    const guesser = await createCustomer(database.db, { balanceCents: 10_000 });
    for (let i = 0; i < MAX_WRONG_CODES; i++) expect(await quote(guesser, `GUESS${i}`)).toBe('PROMO_CODE_UNKNOWN');
    // Kept in the database (any process sees them), and now even the right code waits, in the Mini App too.
    const counted = sql`select coalesce(sum(cardinality(attempts)), 0) as n from guessing_limits where key = ${`promo-code:${guesser}`}`;
    expect(await countOf(database.db, counted)).toBe(MAX_WRONG_CODES);
    expect(await quote(guesser, 'REAL10')).toBe('PROMO_CODE_TOO_MANY_ATTEMPTS');
    await expect(
      promotedPacks(database.db, { userId: guesser, categoryId: cat.categoryId, countryId: cat.countryId, operatorId: cat.operatorId, promoCode: 'REAL10' }),
    ).rejects.toMatchObject({ code: 'PROMO_CODE_TOO_MANY_ATTEMPTS', data: { minutes: WRONG_CODE_WINDOW_MINUTES } });
    // Without a code the customer still buys at the automatic price; another customer is not slowed.
    expect(await quote(guesser, '')).toBeNull();
    expect(await quote(await createCustomer(database.db, { balanceCents: 10_000 }), 'REAL10')).toBe('Vrai');
    // Once the window has passed, the attempts are forgotten.
    await database.db.execute(
      sql`update guessing_limits set attempts = array(select a - ${WRONG_CODE_WINDOW_MINUTES + 1} * interval '1 minute' from unnest(attempts) a)
          where key = ${`promo-code:${guesser}`}`,
    );
    expect(await quote(guesser, 'REAL10')).toBe('Vrai');
    // The pruning job forgets the customer's row once its window is over.
    await pruneGuessingLimits(database.db, new Date(Date.now() + (WRONG_CODE_WINDOW_MINUTES + 1) * 60_000));
    expect(await countOf(database.db, counted)).toBe(0);
  });

  it('does not count a real code that cannot apply (an honest mistake)', async () => {
    const customer = await createCustomer(database.db, { balanceCents: 10_000 });
    for (let i = 0; i <= MAX_WRONG_CODES; i++) expect(await quote(customer, 'GONE10')).toBe('PROMO_CODE_EXPIRED');
    expect(await quote(customer, 'REAL10')).toBe('Vrai');
  });
});
