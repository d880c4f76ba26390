// The Mini App shop's API: the catalogue is public (a plain browser shows it read-only); the buyer and the purchase are
// the Telegram customer's, proven by the signed init data (`Authorization: tma …`), never an id from the body.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  readProductId,
  type ShopCategoriesResponse,
  type ShopCountriesResponse,
  type ShopOperatorsResponse,
  type ShopProductsResponse,
  shopCountriesQuerySchema,
  shopLanguageQuery,
  shopOperatorsQuerySchema,
  type ShopPricesResponse,
  shopPricesQuerySchema,
  shopProductsQuerySchema,
  shopPurchaseSchema,
} from '../../contracts/shop';
import { DomainError } from '../../domain/errors';
import { getShopSettings } from '../../domain/settings/shop-settings';
import { buyPack } from '../../domain/shop/buy';
import { shopCategories, shopCountries, shopOperators, shopProducts } from '../../domain/shop/catalogue';
import { shopCustomerOf } from '../../domain/shop/customer';
import { countryNamesIn } from '../../domain/catalogue/place-names';
import { promotedPacks } from '../../domain/shop/promoted-packs';
import { operatorReviews } from '../../domain/reviews/summary';
import { presentOperatorReviews } from '../presenters/reviews';
import type { TelegramCustomer } from '../access/customer';
import { customerOf } from '../plugins/auth';
import {
  presentCategoryRef,
  presentShopCategory,
  namedCountry,
  presentShopCountries,
  presentShopCustomer,
  presentShopOperator,
  presentShopPrice,
  presentShopProduct,
  presentShopPurchase,
} from '../presenters/shop';

const categoryOf = (id: number) => (id === 0 ? null : id);

const profileOf = (c: TelegramCustomer) => ({ telegramId: c.telegramId, username: c.username, firstName: c.firstName, lastName: c.lastName });

export async function shopRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const open = { access: 'public' as const };
  const customer = { access: 'customer' as const };

  app.get('/api/shop/categories', { config: open }, async (): Promise<ShopCategoriesResponse> => {
    const [categories, settings] = await Promise.all([shopCategories(db), getShopSettings(db)]);
    return { shopName: settings.shopName, categories: categories.map(presentShopCategory) };
  });

  // Country names in the reader's language (`lang`), named here so the domain's memoised reads stay one per shop.
  app.get(
    '/api/shop/countries',
    { config: open, schema: { querystring: shopCountriesQuerySchema.extend(shopLanguageQuery) } },
    async ({ query }): Promise<ShopCountriesResponse> => {
      const [view, names] = await Promise.all([shopCountries(db, categoryOf(query.category)), countryNamesIn(db, query.lang)]);
      return { category: presentCategoryRef(view.category), countries: presentShopCountries(view.countries, names, query.lang) };
    },
  );

  app.get(
    '/api/shop/operators',
    { config: open, schema: { querystring: shopOperatorsQuerySchema.extend(shopLanguageQuery) } },
    async ({ query }): Promise<ShopOperatorsResponse> => {
      const [view, names] = await Promise.all([shopOperators(db, categoryOf(query.category), query.country), countryNamesIn(db, query.lang)]);
      return { category: presentCategoryRef(view.category), country: namedCountry(view.country, names), operators: view.operators.map(presentShopOperator) };
    },
  );

  app.get('/api/shop/products', { config: open, schema: { querystring: shopProductsQuerySchema.extend(shopLanguageQuery) } }, async ({ query }): Promise<ShopProductsResponse> => {
    const [view, names, reviews] = await Promise.all([
      shopProducts(db, categoryOf(query.category), query.country, query.operator),
      countryNamesIn(db, query.lang),
      operatorReviews(db, query.operator),
    ]);
    return {
      category: presentCategoryRef(view.category),
      country: namedCountry(view.country, names),
      operator: view.operator,
      products: view.products.map(presentShopProduct(view.category.id, view.operator.id)),
      reviews: presentOperatorReviews(reviews),
    };
  });

  app.get('/api/shop/me', { config: customer }, async (request) => presentShopCustomer(await shopCustomerOf(db, profileOf(customerOf(request)))));

  app.post('/api/shop/purchase', { config: customer, schema: { body: shopPurchaseSchema } }, async (request) => {
    const buyer = await shopCustomerOf(db, profileOf(customerOf(request)));
    const product = readProductId(request.body.productId);
    if (!product) throw new DomainError('NOT_FOUND', { entity: 'product' });
    const result = await buyPack(db, { userId: buyer.id, ...product, idempotencyKey: request.body.idempotencyKey, promoCode: request.body.promoCode });
    return presentShopPurchase(result);
  });

  // Promotions: the packs priced for this customer (a first-purchase offer, a typed code), as purchase() would.
  app.get('/api/shop/prices', { config: customer, schema: { querystring: shopPricesQuerySchema } }, async (request): Promise<ShopPricesResponse> => {
    const buyer = await shopCustomerOf(db, profileOf(customerOf(request)));
    const { query } = request;
    const categoryId = categoryOf(query.category);
    const packs = await promotedPacks(db, { userId: buyer.id, categoryId, countryId: query.country, operatorId: query.operator, promoCode: query.code });
    return { prices: packs.map(presentShopPrice(categoryId, query.operator)) };
  });
}
