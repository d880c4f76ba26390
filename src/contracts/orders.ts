// Orders contract: purchase history (filters, sort, paging, summary cards), a purchase, a refund.
import { z } from 'zod';
import { euroString, successSchema } from './common';
import { idValue } from './ids';
import { pagedQueryFields, pagedResponseSchema } from './paging';

const PURCHASE_STATUSES = ['completed', 'failed', 'refunded'] as const;
export const HISTORY_PAGE_SIZES = [20, 50, 100] as const;

const optionalId = z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), idValue('Identifiant invalide').optional());

/** GET /api/purchase-history (and export.csv) query. SPEC §9: sort by date (default), price or quantity, descending by default. */
export const purchaseHistoryQuerySchema = z.object({
  status: z.enum(['all', ...PURCHASE_STATUSES], { error: 'Statut invalide' }).default('all'),
  operatorId: optionalId,
  countryId: optionalId,
  sort: z.enum(['date', 'price', 'quantity'], { error: 'Tri invalide (date, price ou quantity)' }).default('date'),
  dir: z.enum(['asc', 'desc'], { error: 'Ordre invalide (asc ou desc)' }).default('desc'),
  /** search: Telegram id or username, operator name, country name; case-insensitive, anywhere in the text. */
  ...pagedQueryFields(HISTORY_PAGE_SIZES),
});
export type PurchaseHistoryQuery = z.input<typeof purchaseHistoryQuerySchema>;

/** The CSV's flavours: `fr` (`;`, decimal comma: a French spreadsheet's, the default) or `plain` (`,` and `.`). */
export const HISTORY_CSV_FORMATS = ['fr', 'plain'] as const;

/** GET /api/purchase-history/export.csv: the list's filters and sort, and the CSV's format. */
export const historyExportQuerySchema = purchaseHistoryQuerySchema.extend({
  format: z.enum(HISTORY_CSV_FORMATS, { error: 'Format invalide (fr ou plain)' }).default('fr'),
});

/** Who bought (their account may have been removed since: no username). */
const buyerFields = {
  userId: z.number().int(),
  username: z.string().nullable(),
  telegramId: z.number().int().nullable(),
  telegramUsername: z.string().nullable(),
};

/** What the numbers were bought from, each part null once deleted from the catalogue. */
const soldFromFields = {
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  countryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  countryFlag: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  numlistId: z.number().int().nullable(),
};

const purchaseHistoryItemSchema = z.object({
  id: z.number().int(),
  ...buyerFields,
  ...soldFromFields,
  quantity: z.number().int(),
  price: euroString,
  /** Per number, exact: "0.006". */
  unitPrice: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  /** Numbers refunded so far and what they gave back: a 'completed' order with some is partially refunded (decision 0140). */
  refundedQuantity: z.number().int(),
  refunded: euroString,
  purchaseDate: z.string(),
  transactionId: z.number().int().nullable(),
  /** The promotion applied (its name at sale time), the code typed, and what it took off `price` ("0.00": none). */
  promotionName: z.string().nullable(),
  promoCode: z.string().nullable(),
  discount: euroString,
});
export type PurchaseHistoryItem = z.infer<typeof purchaseHistoryItemSchema>;

/** The page's three cards, over every order matching the filters (not just the page shown). */
const purchaseHistorySummarySchema = z.object({
  /** Orders matching the filters, any status. */
  totalOrders: z.number().int(),
  completedOrders: z.number().int(),
  refundedOrders: z.number().int(),
  /** Sum of completed orders' prices. */
  revenue: euroString,
  /** Numbers delivered by completed orders. */
  numbersSold: z.number().int(),
});
export type PurchaseHistorySummary = z.infer<typeof purchaseHistorySummarySchema>;

export const purchaseHistoryResponseSchema = pagedResponseSchema(purchaseHistoryItemSchema).extend({ summary: purchaseHistorySummarySchema });
export type PurchaseHistoryResponse = z.infer<typeof purchaseHistoryResponseSchema>;

/** What an order is for: who, how many, from what (a numlist, or an operator's lists, of one category or all), a code. */
const orderFields = {
  userId: idValue('Utilisateur requis'),
  quantity: z.coerce.number({ error: 'Quantité invalide' }).int('Quantité invalide').positive('Quantité invalide'),
  numlistId: idValue('Liste invalide').optional(),
  countryId: idValue('Pays invalide').optional(),
  operatorId: idValue('Opérateur invalide').optional(),
  /** With an operator: only its lists of this category (left out: every category). */
  categoryId: idValue('Catégorie invalide').optional(),
  /** A promo code given on the customer's behalf (the best promotion in force applies without one). */
  promoCode: z.string().trim().max(40, 'Code promo invalide').nullish(),
};

const hasSource = (v: { numlistId?: number; countryId?: number; operatorId?: number }) => v.numlistId != null || (v.countryId != null && v.operatorId != null);
const sourceRequired = { message: 'Choisissez une numlist, ou un pays et un opérateur', path: ['numlistId'] };

/** POST /api/orders (admin): buy for a user with the shop's purchase engine, from a numlist or an operator's stock. */
export const createOrderRequestSchema = z
  .object({
    ...orderFields,
    idempotencyKey: z.string({ error: "Clé d'idempotence requise" }).trim().min(1, "Clé d'idempotence requise").max(200),
  })
  .refine(hasSource, sourceRequired);

/** POST /api/orders/quote (admin): what that order would cost now, or why it would be refused (the error it would meet). */
export const orderQuoteRequestSchema = z.object(orderFields).refine(hasSource, sourceRequired);
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;

export const orderQuoteResponseSchema = z.object({
  quantity: z.number().int(),
  /** Numbers for sale in the source, and the shop's minimum per order. */
  available: z.number().int(),
  minimum: z.number().int(),
  /** Per number before any promotion (the average when lists of different prices are drawn from): "0.006". */
  unitPrice: z.string(),
  /** The price without a promotion (struck through when one applies), the price charged, and what it takes off. */
  basePrice: euroString,
  price: euroString,
  discount: euroString,
  promotion: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }).nullable(),
  balance: euroString,
  balanceAfter: euroString,
});
export type OrderQuoteResponse = z.infer<typeof orderQuoteResponseSchema>;

export const orderResponseSchema = z.object({
  order: purchaseHistoryItemSchema,
  numbers: z.array(z.string()),
  /** The buyer's balance after the purchase. */
  balance: euroString,
  /** True when the idempotency key had already bought: the first order, nothing charged again. */
  replayed: z.boolean(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const refundResponseSchema = successSchema.extend({ order: purchaseHistoryItemSchema, balance: euroString });
export type RefundResponse = z.infer<typeof refundResponseSchema>;
