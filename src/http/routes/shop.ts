// The Mini App shop's API: the catalogue is public (a plain browser shows it read-only); the buyer and the purchase are
// the Telegram customer's, proven by the signed init data (`Authorization: tma …`), never an id from the body.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  readProductId,
  shopCategoriesResponseSchema,
  shopCountriesResponseSchema,
  shopMeResponseSchema,
  shopOperatorsResponseSchema,
  shopPricesResponseSchema,
  shopProductsResponseSchema,
  shopPurchaseResponseSchema,
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
import { type DomainErrorCode, DomainError } from '../../domain/errors';
import { getShopSettings } from '../../domain/settings/shop-settings';
import { buyPack } from '../../domain/shop/buy';
import { shopCategories, shopCountries, shopOperators, shopProducts } from '../../domain/shop/catalogue';
import { countryNamesIn } from '../../domain/catalogue/place-names';
import { promotedPacks } from '../../domain/shop/promoted-packs';
import { operatorReviews } from '../../domain/reviews/summary';
import { presentOperatorReviews } from '../presenters/reviews';
import { initDataOf } from '../access/customer';
import { readBroadcastPayload } from '../../domain/broadcasts/buttons';
import { operatorLanding, recordBroadcastOpen } from '../../domain/broadcasts/opens';
import { shopBuyerOf } from './shop-buyer';
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

/** What a Mini App purchase may be refused for. */
const PURCHASE_REFUSALS: DomainErrorCode[] = ['INSUFFICIENT_BALANCE', 'OUT_OF_STOCK', 'STOCK_CHANGED', 'ACCOUNT_DEACTIVATED', 'CUSTOMER_BLOCKED', 'PURCHASE_RATE_LIMITED', 'PROMO_CODE_UNKNOWN', 'PROMO_CODE_EXPIRED', 'PROMO_CODE_USED_UP', 'PROMO_CODE_NOT_APPLICABLE'];

const categoryOf = (id: number) => (id === 0 ? null : id);

export async function shopRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const open = { access: 'public' as const };
  const customer = { access: 'customer' as const };

  app.get('/api/shop/categories', { config: open, schema: { summary: 'The shop’s categories (Mini App)', response: { 200: shopCategoriesResponseSchema } } }, async (): Promise<ShopCategoriesResponse> => {
    const [categories, settings] = await Promise.all([shopCategories(db), getShopSettings(db)]);
    return { shopName: settings.shopName, categories: categories.map(presentShopCategory) };
  });

  // Country names in the reader's language (`lang`), named here so the domain's memoised reads stay one per shop.
  app.get(
    '/api/shop/countries',
    { config: open, schema: { summary: 'A category’s countries, named in the reader’s language (Mini App)', querystring: shopCountriesQuerySchema.extend(shopLanguageQuery), response: { 200: shopCountriesResponseSchema } } },
    async ({ query }): Promise<ShopCountriesResponse> => {
      const [view, names] = await Promise.all([shopCountries(db, categoryOf(query.category)), countryNamesIn(db, query.lang)]);
      return { category: presentCategoryRef(view.category), countries: presentShopCountries(view.countries, names, query.lang) };
    },
  );

  app.get(
    '/api/shop/operators',
    { config: open, schema: { summary: 'A country’s operators (Mini App)', querystring: shopOperatorsQuerySchema.extend(shopLanguageQuery), response: { 200: shopOperatorsResponseSchema } } },
    async ({ query }): Promise<ShopOperatorsResponse> => {
      const [view, names] = await Promise.all([shopOperators(db, categoryOf(query.category), query.country), countryNamesIn(db, query.lang)]);
      return { category: presentCategoryRef(view.category), country: namedCountry(view.country, names), operators: view.operators.map(presentShopOperator) };
    },
  );

  app.get('/api/shop/products', { config: open, schema: { summary: 'An operator’s packs and reviews (Mini App)', querystring: shopProductsQuerySchema.extend(shopLanguageQuery), response: { 200: shopProductsResponseSchema } } }, async ({ query }): Promise<ShopProductsResponse> => {
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

  app.get(
    '/api/shop/me',
    { config: customer, schema: { summary: 'The Telegram customer: balance and profile, and the landing of a broadcast link it was opened from (Mini App)', response: { 200: shopMeResponseSchema } } },
    async (request) => {
      const me = await shopBuyerOf(db, request);
      // Opened from a broadcast's `startapp` link: the payload is in the init data Telegram signed (checked above).
      const link = readBroadcastPayload(new URLSearchParams(initDataOf(request.headers.authorization) ?? '').get('start_param'));
      if (!link) return presentShopCustomer(me);
      await recordBroadcastOpen(db, { ...link, customerId: me.id });
      const landing = await operatorLanding(db, link.operatorId);
      return { ...presentShopCustomer(me), landing: landing && { ...landing, category: { ...landing.category, id: landing.category.id ?? 0 } } };
    },
  );

  app.post('/api/shop/purchase', { config: { ...customer, errorCodes: PURCHASE_REFUSALS }, schema: { summary: 'Buy a pack as the Telegram customer (Mini App)', body: shopPurchaseSchema, response: { 200: shopPurchaseResponseSchema } } }, async (request) => {
    const buyer = await shopBuyerOf(db, request);
    const product = readProductId(request.body.productId);
    if (!product) throw new DomainError('NOT_FOUND', { entity: 'product' });
    const result = await buyPack(db, { userId: buyer.id, ...product, idempotencyKey: request.body.idempotencyKey, promoCode: request.body.promoCode });
    return presentShopPurchase(result);
  });

  // Promotions: the packs priced for this customer (a first-purchase offer, a typed code), as purchase() would.
  app.get('/api/shop/prices', { config: { ...customer, errorCodes: ['PROMO_CODE_UNKNOWN', 'PROMO_CODE_EXPIRED', 'PROMO_CODE_USED_UP', 'PROMO_CODE_NOT_APPLICABLE', 'PROMO_CODE_TOO_MANY_ATTEMPTS'] }, schema: { summary: 'The packs priced for this customer (promotions, a typed code) (Mini App)', querystring: shopPricesQuerySchema, response: { 200: shopPricesResponseSchema } } }, async (request): Promise<ShopPricesResponse> => {
    const buyer = await shopBuyerOf(db, request);
    const { query } = request;
    const categoryId = categoryOf(query.category);
    const packs = await promotedPacks(db, { userId: buyer.id, categoryId, countryId: query.country, operatorId: query.operator, promoCode: query.code });
    return { prices: packs.map(presentShopPrice(categoryId, query.operator)) };
  });
}
