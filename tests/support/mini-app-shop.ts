// The Mini App's shop for a test file: the app signed for a Bot API stand-in's bot, a catalogue with a large list in
// stock, the file's promotions, and signed customers made with a balance (the promotion and promo-code suites share it).
import { createPromotion, type PromotionInput } from '../../src/domain/promotions/manage';
import { seedBotToken } from '../../src/domain/settings/bot-config';
import { createTestApp, type TestApp } from './app';
import { type BotApiStandIn, startBotApiStandIn } from './bot-api-stand-in';
import { signInitData, tmaHeader } from './init-data';
import { openForSuite } from './suite-fixtures';
import { type Catalogue, createCatalogue, createCustomer, createNumlist } from './wallet-fixtures';

type MiniAppShop = {
  standIn: BotApiStandIn;
  t: TestApp;
  cat: Catalogue;
  /** A new customer (Telegram ids counted up from `firstTelegramId`) with the balance, and the headers signed for them. */
  customer: (balanceCents: number) => Promise<{ headers: Record<string, string>; userId: number }>;
};

export function suiteMiniAppShop(options: {
  operator: string;
  firstName: string;
  firstTelegramId: number;
  promotions: (cat: Catalogue) => PromotionInput[];
}): MiniAppShop {
  const shop = openForSuite(
    async () => {
      const standIn = await startBotApiStandIn();
      const t = await createTestApp({ config: { telegramBotToken: standIn.token, telegramApiRoot: standIn.url } });
      await seedBotToken(t.database.db, { token: standIn.token, botId: standIn.botInfo.id, botUsername: standIn.botInfo.username });
      const cat = await createCatalogue(t.database.db, { operator: options.operator });
      await createNumlist(t.database.db, { countryId: cat.countryId, operatorId: cat.operatorId, categoryId: cat.categoryId, count: 2000 });
      for (const promotion of options.promotions(cat)) await createPromotion(t.database.db, promotion, null);
      return { standIn, t, cat };
    },
    async ({ standIn, t }) => {
      await t.close();
      await standIn.close();
    },
  ) as MiniAppShop;
  let seq = options.firstTelegramId;
  shop.customer = async (balanceCents) => {
    const user = { id: ++seq, first_name: options.firstName };
    const userId = await createCustomer(shop.t.database.db, { balanceCents, telegramId: user.id, firstName: user.first_name });
    return { headers: tmaHeader(signInitData(user, shop.standIn.token)), userId };
  };
  return shop;
}
