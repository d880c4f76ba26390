// The Mini App shop's contract (/api/shop/*): the catalogue's four levels, the buyer's summary, and buying a pack.
import { z } from 'zod';
import { idOrZeroValue, idValue, readRecordId } from './ids';
import { euroString } from './common';
import { operatorReviewsSchema } from './reviews';
import { type BotLanguage, isBotLanguage } from './telegram';

/** Query ids: a category 0 means the lists filed under no category. */
const queryId = (label: string) => idOrZeroValue(`${label} invalide`);

export const shopCountriesQuerySchema = z.object({ category: queryId('Catégorie') });
export const shopOperatorsQuerySchema = z.object({ category: queryId('Catégorie'), country: queryId('Pays') });
export const shopProductsQuerySchema = z.object({ category: queryId('Catégorie'), country: queryId('Pays'), operator: queryId('Opérateur') });
/** `lang`: the reader's language for country names (decision 0125), a bot language or Telegram's ("pt-br"); others read French. */
export const shopLanguageQuery = {
  lang: z
    .string()
    .max(35)
    .optional()
    .transform((code): BotLanguage => {
      const short = code?.toLowerCase().split(/[-_]/)[0];
      return isBotLanguage(short) ? short : 'fr';
    }),
};

/** A product's id: category (0: none), operator and pack quantity, e.g. "3-12-1000". */
const PRODUCT_ID_PATTERN = /^(\d{1,10})-(\d{1,10})-(\d{1,9})$/;
export const productId = (categoryId: number | null, operatorId: number, quantity: number) => `${categoryId ?? 0}-${operatorId}-${quantity}`;

/** The parts of a product id, each within its column's range; null for anything else (`4294967297-1-100`). */
export function readProductId(id: string): { categoryId: number | null; operatorId: number; quantity: number } | null {
  const m = PRODUCT_ID_PATTERN.exec(id);
  if (!m) return null;
  const categoryId = m[1] === '0' ? null : readRecordId(m[1]);
  const operatorId = readRecordId(m[2]);
  const quantity = readRecordId(m[3]);
  if ((categoryId === null && m[1] !== '0') || operatorId === null || quantity === null) return null;
  return { categoryId, operatorId, quantity };
}

const categoryRef = z.object({ id: z.number().int(), name: z.string().nullable() });
const countryRef = z.object({ id: z.number().int(), name: z.string(), flag: z.string() });
const operatorRef = z.object({ id: z.number().int(), name: z.string() });

const shopCategorySchema = categoryRef.extend({ productCount: z.number().int(), minPrice: euroString.nullable(), available: z.number().int() });
const shopCountrySchema = countryRef.extend({
  operatorCount: z.number().int(),
  productCount: z.number().int(),
  priceRange: z.object({ min: euroString, max: euroString }).nullable(),
  available: z.number().int(),
});
const shopOperatorSchema = operatorRef.extend({ minPrice: euroString.nullable(), stockCount: z.number().int(), productCount: z.number().int() });
const shopProductSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  /** The admin's name for the pack; null: the page names it from its quantity. */
  name: z.string().nullable(),
  price: euroString,
  priceCents: z.number().int(),
  /** Packs the stock can fill. */
  stock: z.number().int(),
  /** Stock at or under the shop's low-stock threshold (5 by default), and not zero. */
  lowStock: z.boolean(),
});

/** `shopName`: the shop's name from the settings, the Mini App's heading. */
export const shopCategoriesResponseSchema = z.object({ shopName: z.string(), categories: z.array(shopCategorySchema) });
export const shopCountriesResponseSchema = z.object({ category: categoryRef, countries: z.array(shopCountrySchema) });
export const shopOperatorsResponseSchema = z.object({ category: categoryRef, country: countryRef, operators: z.array(shopOperatorSchema) });
export const shopProductsResponseSchema = z.object({
  category: categoryRef,
  country: countryRef,
  operator: operatorRef,
  products: z.array(shopProductSchema),
  /** What buyers said of this operator (hidden reviews never count): average, count, per list, latest comments. */
  reviews: operatorReviewsSchema,
});

/** The summary card: the buyer as the shop knows them. */
export const shopMeResponseSchema = z.object({
  telegramId: z.number().int(),
  firstName: z.string().nullable(),
  /** The customer's bot language (one of the 14). */
  language: z.string(),
  balance: euroString,
  balanceCents: z.number().int(),
  totalPurchases: euroString,
  totalDeposits: euroString,
  orderCount: z.number().int(),
  /** Opened from a broadcast's link to an operator: where the Mini App opens (category 0: uncategorised). */
  landing: z.object({ category: categoryRef, country: countryRef, operator: operatorRef }).nullable().optional(),
});

/** The pack a Mini App order is for and the page's key for the tap: buying it outright and paying its missing amount. */
export const packOrderFields = {
  productId: z.string({ error: 'Produit invalide' }).refine((id) => readProductId(id) !== null, { error: 'Produit invalide' }),
  idempotencyKey: z
    .string({ error: "Clé d'idempotence requise" })
    .trim()
    .min(8, { error: "Clé d'idempotence invalide" })
    .max(100, { error: "Clé d'idempotence invalide" }),
};

/** The spec's `userId` is accepted and ignored: the buyer is the signed Telegram user. */
export const shopPurchaseSchema = z.object({
  ...packOrderFields,
  userId: z.unknown().optional(),
  /** A promo code the customer typed (the price shown for the pack was computed with it). */
  promoCode: z.string().trim().max(40, { error: 'Code promo invalide' }).nullish(),
});

/** Promotions: the packs of one operator priced for the signed customer, with a promo code they typed. */
export const shopPricesQuerySchema = shopProductsQuerySchema.extend({
  code: z.string().trim().max(40, { error: 'Code promo invalide' }).optional(),
});
const shopPriceSchema = z.object({
  id: z.string(),
  price: euroString,
  priceCents: z.number().int(),
  /** The price without a promotion (struck through when higher than price). */
  basePrice: euroString,
  basePriceCents: z.number().int(),
  promotion: z.string().nullable(),
  /** The typed code prices this pack: the purchase must carry it. */
  usesCode: z.boolean(),
});
export const shopPricesResponseSchema = z.object({ prices: z.array(shopPriceSchema) });
export type ShopPrice = z.infer<typeof shopPriceSchema>;
export type ShopPricesResponse = z.infer<typeof shopPricesResponseSchema>;

export const shopPurchaseResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.number().int(),
  quantity: z.number().int(),
  price: euroString,
  balance: euroString,
  balanceCents: z.number().int(),
  /** True when this key had already bought: nothing was charged again. */
  replayed: z.boolean(),
  /** The promotion applied and what it took off. */
  promotion: z.string().nullable().optional(),
  discount: euroString.optional(),
});

export type ShopCategoriesResponse = z.infer<typeof shopCategoriesResponseSchema>;
export type ShopCountriesResponse = z.infer<typeof shopCountriesResponseSchema>;
export type ShopOperatorsResponse = z.infer<typeof shopOperatorsResponseSchema>;
export type ShopProductsResponse = z.infer<typeof shopProductsResponseSchema>;
export type ShopProduct = z.infer<typeof shopProductSchema>;
export type ShopMeResponse = z.infer<typeof shopMeResponseSchema>;
export type ShopPurchaseResponse = z.infer<typeof shopPurchaseResponseSchema>;

// ─── Packs defined by admins (the « Produits » page) ───────────────────────────

/** A pack's category: null (or "" / "0" from a form) means every category of the operator. */
const packCategory = z.preprocess((v) => (v === '' || v === '0' || v === 0 || v === 'null' ? null : v), idValue('Catégorie invalide').nullable());

/** The range (shop minimum, purchase maximum) is the domain's: it knows the current minimum. */
const packQuantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(/\s/g, '')) : v),
  z.number({ error: 'Quantité invalide' }).int('Quantité invalide : un nombre entier de numéros').positive('Quantité invalide'),
);

const packName = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string({ error: 'Nom invalide' }).trim().max(60, '60 caractères au maximum').nullable(),
);

const packFields = {
  categoryId: packCategory,
  quantity: packQuantity,
  name: packName,
  isActive: z.boolean({ error: 'Le statut doit être vrai ou faux' }),
};

export const packsQuerySchema = z.object({ operatorId: idValue('Opérateur invalide') });

export const packCreateSchema = z.object({
  operatorId: idValue("L'opérateur est requis"),
  ...packFields,
  categoryId: packFields.categoryId.default(null),
  name: packFields.name.default(null),
  isActive: packFields.isActive.default(true),
});
/** An edit changes only what it sends; the operator of a pack does not change (delete it and add one to the other). */
export const packUpdateSchema = z.object(packFields).partial();

export const packReorderSchema = z.object({
  operatorId: idValue("L'opérateur est requis"),
  ids: z.array(idValue('Pack invalide'), { error: 'Liste de packs attendue' }).max(500),
});

/** How a pack sells in one category of the operator now: what the Mini App shows for it. */
const packOfferSchema = z.object({
  category: categoryRef,
  price: euroString,
  stock: z.number().int(),
  lowStock: z.boolean(),
  /** False when the shop's minimum order has been raised above the pack's quantity: the Mini App hides it. */
  onSale: z.boolean(),
});

/** A pack as saved (POST /api/shop-packs, PUT /api/shop-packs/:id). */
export const storedPackSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  categoryId: z.number().int().nullable(),
  quantity: z.number().int(),
  name: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});

const adminPackSchema = storedPackSchema.extend({
  categoryName: z.string().nullable(),
  offers: z.array(packOfferSchema),
});

export const adminPacksResponseSchema = z.object({
  operator: operatorRef.extend({ countryName: z.string().nullable(), countryFlag: z.string().nullable() }),
  /** The shop's minimum order (the smallest pack allowed) and the largest purchase. */
  minimumQuantity: z.number().int(),
  maximumQuantity: z.number().int(),
  packs: z.array(adminPackSchema),
  /** What the Mini App sells for this operator now, per category in stock (the presets when no pack applies). */
  preview: z.array(z.object({ category: categoryRef, usesPresets: z.boolean(), products: z.array(shopProductSchema) })),
});

export type AdminPack = z.infer<typeof adminPackSchema>;
export type AdminPacksResponse = z.infer<typeof adminPacksResponseSchema>;
