// The bot's quantity buttons follow the operator's Mini App packs when admins defined some, the presets otherwise.
import { afterEach, describe, expect, it } from 'vitest';
import { type BotHarness, startBotHarness } from '../../tests/support/bot-harness';
import { register, textOf } from '../../tests/support/bot-customer';
import { createCatalogue, createNumlist } from '../../tests/support/wallet-fixtures';
import { createPack, updatePack } from '../domain/shop/pack-admin';

let h: BotHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('bot quantity buttons and admin packs', () => {
  it('offers the packs that fit the stock in the admin order, presets without any, and prices a tapped pack', async () => {
    h = await startBotHarness();
    const db = h.database.db;
    const catalogue = await createCatalogue(db, { country: 'Packlande', operator: 'PackOp' });
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 2000 });
    const user = h.standIn.user(7301, { username: 'pia' });
    await register(user);

    const qtyButtons = (m: { buttons: Array<Array<{ text: string; callbackData?: string }>> }) =>
      m.buttons.flat().filter((b) => b.callbackData?.startsWith('qty:')).map((b) => b.text);
    /** Opens the operator's quantity screen (from any screen of the chat) and waits for exactly these buttons. */
    const quantityButtons = async (expected: string[]) => {
      const last = user.last();
      if (!last) throw new Error('no message');
      await user.tapData(`op:${catalogue.countryId}:${catalogue.operatorId}`, last.messageId);
      const screen = await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('cq:')) && qtyButtons(m).join() === expected.join(), 5000);
      return qtyButtons(screen);
    };
    // No pack: SPEC §2's presets that fit 2,000 numbers.
    expect(await quantityButtons(['100', '500', '1K'])).toEqual(['100', '500', '1K']);

    const actor = { actorUserId: null };
    await createPack(db, { operatorId: catalogue.operatorId, categoryId: null, quantity: 1500, name: null, isActive: true }, actor);
    const p250 = await createPack(db, { operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, quantity: 250, name: 'Essai', isActive: true }, actor);
    // 5,000 is more than the stock: no button for it.
    await createPack(db, { operatorId: catalogue.operatorId, categoryId: null, quantity: 5000, name: null, isActive: true }, actor);
    expect(await quantityButtons(['1500', '250'])).toEqual(['1500', '250']);

    await user.tap('250');
    // 250 numbers at 0.006 € cost 1.50 €, more than the 1.20 € opening balance: the refusal quotes the pack's cost.
    const refusal = await user.waitForMessage((m) => textOf(m).includes('Solde insuffisant'));
    expect(textOf(refusal)).toContain('Coût : 1,50 €');

    // An inactive pack is no longer offered.
    await updatePack(db, p250.id, { isActive: false }, actor);
    expect(await quantityButtons(['1500'])).toEqual(['1500']);
  });
});
