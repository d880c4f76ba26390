// Reports contract: the period query, the reports (sales, top customers, by category, by country, deposits, promotions, refunds) and their CSV tables.
import { z } from 'zod';
import { euroString } from './common';
import { countTrendSchema, moneyTrendSchema } from './dashboard';
import { REFUND_REASONS } from './refunds';

/** Presets end today (UTC) and count today; 'custom' takes from and to (days, both included). */
const REPORT_PRESETS = ['today', '7d', '30d', '90d', '365d'] as const;
export type ReportPresetName = (typeof REPORT_PRESETS)[number];
/** The days each preset covers, today included. */
export const PRESET_DAYS: Record<ReportPresetName, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90, '365d': 365 };
export const REPORT_PERIODS = [...REPORT_PRESETS, 'custom'] as const;

/** Each table of the Rapports page, exported alone. */
const REPORT_TABLES = ['sales-daily', 'top-customers', 'categories', 'countries', 'deposit-methods', 'recent-deposits', 'promotions'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide (AAAA-MM-JJ)');

/** The longest custom period: a leap year fits, and the previous period stays within two years. */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

const periodFields = {
  period: z.enum(REPORT_PERIODS, { error: 'Période invalide' }).default('30d'),
  from: day.optional(),
  to: day.optional(),
};

/** A custom period needs both ends, in order, up to today (UTC), at most MAX_REPORT_DAYS days. */
function checkPeriod(q: { period: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.period !== 'custom') return;
  if (!q.from || !q.to) {
    ctx.addIssue({ code: 'custom', message: 'Une période personnalisée demande un début et une fin', path: [q.from ? 'to' : 'from'] });
    return;
  }
  const from = Date.parse(`${q.from}T00:00:00Z`);
  const to = Date.parse(`${q.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) ctx.addIssue({ code: 'custom', message: 'Date invalide', path: ['from'] });
  else if (to < from) ctx.addIssue({ code: 'custom', message: 'La fin précède le début', path: ['to'] });
  else if ((to - from) / DAY_MS + 1 > MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', message: `Au plus ${MAX_REPORT_DAYS} jours`, path: ['to'] });
  else if (q.to > new Date().toISOString().slice(0, 10)) ctx.addIssue({ code: 'custom', message: 'La fin est dans le futur', path: ['to'] });
}

export const reportQuerySchema = z.object(periodFields).superRefine(checkPeriod);

export const reportExportQuerySchema = z
  .object({ ...periodFields, format: z.enum(['fr', 'plain'], { error: 'Format invalide (fr ou plain)' }).default('fr') })
  .superRefine(checkPeriod);
export const reportTableParam = z.object({ table: z.enum(REPORT_TABLES, { error: 'Tableau inconnu' }) });

const dayRangeSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
const reportPeriodSchema = z.object({ current: dayRangeSchema, previous: dayRangeSchema });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;
/** A report: its period first, then its figures, then when it was made. */
const reportSchema = <Figures extends z.ZodRawShape>(figures: Figures) =>
  z.object({ period: reportPeriodSchema, ...figures, generatedAt: z.string() });

/** A figure with one decimal (transactions per day). */
const rateTrendSchema = z.object({ current: z.number(), previous: z.number(), percentage: z.number().nullable() });

export const salesReportSchema = reportSchema({
  revenue: moneyTrendSchema,
  orders: countTrendSchema,
  numbersSold: countTrendSchema,
  averageBasket: moneyTrendSchema,
  transactionsPerDay: rateTrendSchema,
  /** Revenue today, this week (from Monday) and this month (from the 1st), UTC, against the same days before. */
  calendar: z.object({ today: moneyTrendSchema, week: moneyTrendSchema, month: moneyTrendSchema }),
  /** Now, whatever the period: numbers on sale, in every list, and what those on sale would bring. */
  stock: z.object({ available: z.number().int(), inStock: z.number().int(), estimatedValue: euroString }),
  daily: z.array(
    z.object({ day: z.string(), revenue: euroString, orders: z.number().int(), numbersSold: z.number().int(), transactions: z.number().int(), deposits: euroString }),
  ),
});
export type SalesReportResponse = z.infer<typeof salesReportSchema>;

export const topCustomersReportSchema = reportSchema({
  customers: z.array(
    z.object({
      rank: z.number().int(),
      userId: z.number().int(),
      /** @username, else the name, else the account's username. */
      name: z.string(),
      telegramId: z.number().int().nullable(),
      spent: moneyTrendSchema,
      orders: z.number().int(),
      lastActivity: z.string(),
    }),
  ),
  /** Customers who bought in the period beyond the ten listed ("et N autres clients"). */
  moreCount: z.number().int(),
  /** Customers who bought in the period. */
  buyers: z.number().int(),
});
export type TopCustomersReportResponse = z.infer<typeof topCustomersReportSchema>;

export const breakdownReportSchema = reportSchema({
  kind: z.enum(['category', 'country']),
  total: moneyTrendSchema,
  rows: z.array(
    z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      flag: z.string(),
      revenue: moneyTrendSchema,
      orders: z.number().int(),
      numbersSold: z.number().int(),
      /** Share of the period's revenue, percent with one decimal. */
      share: z.number(),
    }),
  ),
});
export type BreakdownReportResponse = z.infer<typeof breakdownReportSchema>;

export const depositsReportSchema = reportSchema({
  total: moneyTrendSchema,
  count: countTrendSchema,
  average: moneyTrendSchema,
  depositors: countTrendSchema,
  registered: countTrendSchema,
  /** Customers who deposited ÷ customers registered by the period's end, percent; null without customers. */
  conversionRate: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
  byMethod: z.array(
    z.object({
      provider: z.string(),
      crypto: z.string(),
      count: z.number().int(),
      amount: moneyTrendSchema,
      share: z.number(),
      /** Telegram Stars received over the period: a Stars method only, null for any other (decision 0137). */
      stars: z.number().int().nullable(),
    }),
  ),
  recent: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      name: z.string(),
      provider: z.string(),
      crypto: z.string(),
      amount: euroString,
      completedAt: z.string(),
    }),
  ),
});
export type DepositsReportResponse = z.infer<typeof depositsReportSchema>;

export const promotionsReportSchema = reportSchema({
  /** What promotions took off completed orders' list prices. */
  discount: moneyTrendSchema,
  promotedOrders: countTrendSchema,
  rows: z.array(z.object({ promotionId: z.number().int(), name: z.string(), orders: z.number().int(), discount: euroString, revenue: euroString })),
});
export type PromotionsReportResponse = z.infer<typeof promotionsReportSchema>;

/** GET /api/reports/refunds: refunds by reason (made in the period) and by list (numbers sold in it, and refunded). */
export const refundsReportSchema = reportSchema({
  refunds: z.number().int(),
  numbers: z.number().int(),
  amount: euroString,
  byReason: z.array(z.object({ reason: z.enum(REFUND_REASONS), refunds: z.number().int(), numbers: z.number().int(), amount: euroString })),
  byList: z.array(
    z.object({
      numlistId: z.number().int().nullable(),
      name: z.string(),
      sold: z.number().int(),
      refunded: z.number().int(),
      amount: euroString,
      /** Numbers refunded ÷ numbers sold, 0 to 1. */
      rate: z.number(),
    }),
  ),
});
export type RefundsReportResponse = z.infer<typeof refundsReportSchema>;

/**
 * GET /api/reports/support (decision 0146): tickets open now, opened in the period (per UTC day, zeros included), the
 * median seconds to the first admin answer of the tickets opened in it, and tickets per list of their order.
 */
export const supportReportSchema = reportSchema({
  /** Now, whatever the period: waiting for the shop's answer, and answered, waiting for the customer. */
  open: z.object({ total: z.number().int(), waitingForShop: z.number().int(), waitingForCustomer: z.number().int() }),
  opened: countTrendSchema,
  /** Null without an answered ticket; `unanswered`: tickets of the period with no answer yet. */
  firstAnswer: z.object({
    medianSeconds: z.number().int().nullable(),
    previousMedianSeconds: z.number().int().nullable(),
    answered: z.number().int(),
    unanswered: z.number().int(),
  }),
  daily: z.array(z.object({ day: z.string(), opened: z.number().int() })),
  /** Most tickets first; the tickets about no order on one last line (`withOrder` false, numlistId null). */
  byList: z.array(
    z.object({
      withOrder: z.boolean(),
      numlistId: z.number().int().nullable(),
      name: z.string(),
      tickets: z.number().int(),
      /** Of them, not closed now. */
      open: z.number().int(),
      answered: z.number().int(),
      medianFirstAnswerSeconds: z.number().int().nullable(),
    }),
  ),
});
export type SupportReportResponse = z.infer<typeof supportReportSchema>;
