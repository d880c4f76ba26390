// Gift cards: a batch of unguessable codes; a code credits once through the ledger, whoever redeems it how often at once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, countOf, createCustomer } from '../../../tests/support/wallet-fixtures';
import { DomainError } from '../errors';
import { checkLedger } from './check-ledger';
import { MAX_WRONG_CODES } from '../guessing-limits/guesses';
import { disableGiftCard, generateGiftCards, redeemGiftCard } from './gift-cards';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

const codeOf = (error: unknown) => (error instanceof DomainError ? error.code : String(error));

describe('gift cards', () => {
  const database = suiteDatabase();

  it('generates a batch of distinct 16-character codes without look-alike characters', async () => {
    const { batchId, cards } = await generateGiftCards(database.db, { count: 50, amountCents: 1000, expiresAt: null }, null);
    expect(cards).toHaveLength(50);
    expect(new Set(cards.map((c) => c.code)).size).toBe(50);
    expect(cards.every((c) => /^[A-HJKMNP-Z2-9]{16}$/.test(c.code) && c.batchId === batchId && c.amountCents === 1000)).toBe(true);
  });

  it('credits once: the balance, a ledger row and a completed transaction; the books still balance', async () => {
    const userId = await createCustomer(database.db, { balanceCents: 120 });
    const { cards } = await generateGiftCards(database.db, { count: 1, amountCents: 1000, expiresAt: null }, null);
    const typed = cards[0].code.toLowerCase().replace(/(.{4})/g, '$1 ');
    const done = await redeemGiftCard(database.db, { userId, code: typed });
    expect(done).toMatchObject({ amountCents: 1000, balanceCents: 1120 });
    expect(await balanceOf(database.db, userId)).toBe(1120);
    expect(await countOf(database.db, sql`select count(*) as n from ledger_entries where user_id = ${userId} and kind = 'gift_card' and amount_cents = 1000`)).toBe(1);
    expect(await countOf(database.db, sql`select count(*) as n from transactions where user_id = ${userId} and type = 'gift_card' and status = 'completed'`)).toBe(1);
    expect(codeOf(await redeemGiftCard(database.db, { userId, code: cards[0].code }).catch((e) => e))).toBe('GIFT_CARD_USED');
    expect(await balanceOf(database.db, userId)).toBe(1120);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  // Five each: every redemption is counted before the code is looked up, so a sixth at the same moment would wait
  // (GIFT_CARD_TOO_MANY_ATTEMPTS) rather than find the card used.
  it('credits once when two customers redeem the same code five times each at the same moment', async () => {
    const ana = await createCustomer(database.db, { balanceCents: 0 });
    const bob = await createCustomer(database.db, { balanceCents: 0 });
    const { cards } = await generateGiftCards(database.db, { count: 1, amountCents: 2500, expiresAt: null }, null);
    const attempts = Array.from({ length: 2 * MAX_WRONG_CODES }, (_, i) => redeemGiftCard(database.db, { userId: i % 2 ? ana : bob, code: cards[0].code }).then(() => 'ok', codeOf));
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'GIFT_CARD_USED')).toBe(true);
    expect((await balanceOf(database.db, ana)) + (await balanceOf(database.db, bob))).toBe(2500);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('looks up at most 5 unknown codes out of 100 redemptions sent at once, the right code among them', async () => {
    const userId = await createCustomer(database.db, { balanceCents: 0 });
    const { cards } = await generateGiftCards(database.db, { count: 1, amountCents: 700, expiresAt: null }, null);
    const right = 40;
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => redeemGiftCard(database.db, { userId, code: i === right ? cards[0].code : `GUESS${i}CODE2222` }).then(() => 'ok', codeOf)),
    );
    const wrong = outcomes.filter((_, i) => i !== right);
    const unknown = wrong.filter((o) => o === 'GIFT_CARD_UNKNOWN').length;
    expect(unknown).toBeLessThanOrEqual(MAX_WRONG_CODES);
    expect(unknown + wrong.filter((o) => o === 'GIFT_CARD_TOO_MANY_ATTEMPTS').length).toBe(99);
    expect(['ok', 'GIFT_CARD_TOO_MANY_ATTEMPTS']).toContain(outcomes[right]);
    expect(await balanceOf(database.db, userId)).toBe(outcomes[right] === 'ok' ? 700 : 0);
    // Another burst in the same window: the unknown codes of both stay within the limit together.
    const again = await Promise.all(
      Array.from({ length: 100 }, (_, i) => redeemGiftCard(database.db, { userId, code: `AGAIN${i}CODE2222` }).then(() => 'ok', codeOf)),
    );
    expect(unknown + again.filter((o) => o === 'GIFT_CARD_UNKNOWN').length).toBe(MAX_WRONG_CODES);
    expect(again.every((o) => o === 'GIFT_CARD_UNKNOWN' || o === 'GIFT_CARD_TOO_MANY_ATTEMPTS')).toBe(true);
  }, 60_000);

  it('refuses expired and disabled cards, and slows down someone guessing codes', async () => {
    const userId = await createCustomer(database.db, { balanceCents: 0 });
    const { cards } = await generateGiftCards(database.db, { count: 2, amountCents: 500, expiresAt: new Date(Date.now() + 60_000) }, null);
    await database.db.execute(sql`update gift_cards set expires_at = now() - interval '1 minute' where id = ${cards[0].id}`);
    expect(codeOf(await redeemGiftCard(database.db, { userId, code: cards[0].code }).catch((e) => e))).toBe('GIFT_CARD_EXPIRED');
    await disableGiftCard(database.db, cards[1].id, null);
    expect(codeOf(await redeemGiftCard(database.db, { userId, code: cards[1].code }).catch((e) => e))).toBe('GIFT_CARD_DISABLED');
    for (let i = 0; i < MAX_WRONG_CODES; i++) {
      expect(codeOf(await redeemGiftCard(database.db, { userId, code: `WRONG${i}CODE22222` }).catch((e) => e))).toBe('GIFT_CARD_UNKNOWN');
    }
    const { cards: fresh } = await generateGiftCards(database.db, { count: 1, amountCents: 500, expiresAt: null }, null);
    expect(codeOf(await redeemGiftCard(database.db, { userId, code: fresh[0].code }).catch((e) => e))).toBe('GIFT_CARD_TOO_MANY_ATTEMPTS');
    expect(await balanceOf(database.db, userId)).toBe(0);
  });
});
