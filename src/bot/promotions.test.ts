// Promotions in the bot as a customer sees them: the promoted price at the confirmation, a promo code typed and charged.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StandInUser } from '../../tests/support/bot-api-stand-in';
import { register, tapCallback, textOf } from '../../tests/support/bot-customer';
import type { BotHarness } from '../../tests/support/bot-harness';
import { balanceOf, createCatalogue, createNumlist } from '../../tests/support/wallet-fixtures';
import { queryRows } from '../db/query';
import { createPromotion, type PromotionInput } from '../domain/promotions/manage';
import { purchase } from '../domain/orders/purchase';
import { promotionInput } from '../../tests/support/promotion-fixtures';
import { harnessPerTest } from '../../tests/support/harness-per-test';

let h: BotHarness | undefined;
const harnesses = harnessPerTest();

/** Half price unless told: the bot's screens show a visible discount. */
const promo = (over: Partial<PromotionInput>) => promotionInput({ value: 5000, ...over });

async function shop() {
  h = await harnesses.start();
  const catalogue = await createCatalogue(h.database.db, { country: 'Promolande', operator: 'PromoOp' });
  await createNumlist(h.database.db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 500 });
  return { h, catalogue };
}

async function toConfirmation(user: StandInUser) {
  await tapCallback(user, 'shop');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => /Europe/.test(b.text)));
  await user.tap(/Europe/);
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.text.includes('Promolande')));
  await user.tap(/Promolande/);
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.text.includes('PromoOp')));
  await user.tap(/PromoOp/);
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('cq:') ?? false));
  await user.tap('100');
  return user.waitForMessage((m) => textOf(m).includes('Confirmez votre achat'));
}

async function userIdOf(telegramId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>((h as BotHarness).database.db, sql`select id from users where telegram_id = ${telegramId}`);
  return row.id;
}

describe('promotions in the bot', () => {
  it('shows the promoted price, the struck-through price and the name, and charges it', async () => {
    const { h, catalogue } = await shop();
    await createPromotion(h.database.db, promo({ name: 'Moitié prix', conditions: { countryIds: [catalogue.countryId] } }), null);
    const ana = h.standIn.user(7301);
    await register(ana);
    const confirmation = await toConfirmation(ana);
    expect(textOf(confirmation)).toContain('Coût : <b>0,30 €</b>');
    expect(textOf(confirmation)).toContain('🏷 <b>Moitié prix</b> : <s>0,60 €</s> → <b>0,30 €</b> (−0,30 €)');
    expect(textOf(confirmation)).toContain("Solde après l'achat : <b>0,90 €</b>");
    await ana.tap(/Confirmer/);
    await ana.waitForMessage((m) => textOf(m).includes('Achat réussi'));
    expect(await balanceOf(h.database.db, await userIdOf(7301))).toBe(90);
    // The history shows what the promotion took off.
    await ana.send('/history');
    const history = await ana.waitForMessage((m) => textOf(m).includes('(🏷 −0,30 €)'));
    expect(textOf(history)).toContain('0,30 € (🏷 −0,30 €)');
  });

  it('takes a typed code: a wrong one is refused, the right one prices the order and the confirm button carries it', async () => {
    const { h, catalogue } = await shop();
    await createPromotion(h.database.db, promo({ name: 'Code client', value: 2500, code: 'MERCI25', conditions: { countryIds: [catalogue.countryId] } }), null);
    const bea = h.standIn.user(7302);
    await register(bea);
    const plain = await toConfirmation(bea);
    expect(textOf(plain)).toContain('Coût : <b>0,60 €</b>');
    expect(textOf(plain)).not.toContain('🏷');
    await bea.tap(/Code promo/);
    await bea.waitForMessage((m) => textOf(m).includes('Tapez votre code promo'));
    await bea.send('nope');
    const unknown = await bea.waitForMessage((m) => textOf(m).includes('Code promo inconnu'));
    await bea.tap(/Code promo/, { messageId: unknown.messageId });
    // That message becomes the prompt (the first prompt, above it, says the same: waiting for any would not wait).
    await bea.waitForMessage((m) => m.messageId === unknown.messageId && textOf(m).includes('Tapez votre code promo'), 10_000);
    await bea.send(' merci25 ');
    const priced = await bea.waitForMessage((m) => textOf(m).includes('Code client'));
    expect(textOf(priced)).toContain('<s>0,60 €</s> → <b>0,45 €</b>');
    const confirm = priced.buttons.flat().find((b) => b.callbackData?.startsWith('bpc:'));
    expect(confirm?.callbackData).toMatch(/^bpc:\d+:\d+:100:[0-9a-f]{12}:MERCI25$/);
    await bea.tap(/Confirmer/, { messageId: priced.messageId });
    await bea.waitForMessage((m) => textOf(m).includes('Achat réussi'));
    const [order] = await queryRows<{ price_cents: string; promo_code: string; discount_cents: string }>(
      h.database.db,
      sql`select price_cents, promo_code, discount_cents from purchase_history where telegram_id = 7302`,
    );
    expect(order).toMatchObject({ promo_code: 'MERCI25' });
    expect(Number(order.price_cents)).toBe(45);
    expect(await balanceOf(h.database.db, await userIdOf(7302))).toBe(120 - 45);
  });

  it('a code used up between the confirmation and the tap: refused, nothing charged', async () => {
    const { h, catalogue } = await shop();
    await createPromotion(h.database.db, promo({ name: 'Unique', code: 'ONCE', maxUses: 1, conditions: { countryIds: [catalogue.countryId] } }), null);
    const cal = h.standIn.user(7303);
    await register(cal);
    await toConfirmation(cal);
    await cal.tap(/Code promo/);
    await cal.waitForMessage((m) => textOf(m).includes('Tapez votre code promo'));
    await cal.send('ONCE');
    const priced = await cal.waitForMessage((m) => textOf(m).includes('Unique'));
    // Someone else takes the last use first (the Mini App, say).
    const [other] = await queryRows<{ id: number }>(h.database.db, sql`insert into users (username, balance_cents, opening_balance_cents) values ('autre', 500, 500) returning id`);
    await purchase(h.database.db, { userId: other.id, countryId: catalogue.countryId, operatorId: catalogue.operatorId, quantity: 100, idempotencyKey: 'x', promoCode: 'ONCE' });
    await cal.tap(/Confirmer/, { messageId: priced.messageId });
    await cal.waitForMessage((m) => textOf(m).includes("atteint son nombre d'utilisations"));
    expect(await balanceOf(h.database.db, await userIdOf(7303))).toBe(120);
  });
});
