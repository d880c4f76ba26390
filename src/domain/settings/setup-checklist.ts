// The owner's setup checklist shown on the dashboard until each step is done (decision 0125): a bot token, a support
// contact, a way to pay (a provider, or manual top-ups), and the instructions manual top-ups need.
import type { SetupChecklist } from '../../contracts/dashboard';
import type { Executor } from '../../db/client';
import { getBotConfig } from './bot-config';
import { manualTopUpsEnabled, ownLanguageText } from './language-texts';
import { getShopSettings } from './shop-settings';

/** `providerConfigured`: a payment provider takes payments now (the payments layer knows, the caller asks it). */
export async function setupChecklist(db: Executor, providerConfigured: boolean): Promise<SetupChecklist> {
  const [bot, shop, manual, instructions] = await Promise.all([
    getBotConfig(db),
    getShopSettings(db),
    manualTopUpsEnabled(db),
    ownLanguageText(db, 'manual-topup', 'fr'),
  ]);
  const steps: SetupChecklist['steps'] = [
    { step: 'botToken', done: Boolean(bot.token) },
    { step: 'supportContact', done: shop.supportContact.trim() !== '' },
    { step: 'paymentMethod', done: providerConfigured || manual },
    // Needed for manual top-ups; a shop paid through a provider alone has nothing to write.
    { step: 'paymentInstructions', done: Boolean(instructions) || (providerConfigured && !manual) },
  ];
  return { steps, complete: steps.every((s) => s.done) };
}
