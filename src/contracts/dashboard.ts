// Dashboard contract: the five cards with computed trends, sales by category, top countries, recent transactions.
import { z } from 'zod';
import { euroString } from './common';

/** This period (the last 30 days) against the one before; percentage is null when the previous period is zero. */
export const moneyTrendSchema = z.object({
  current: euroString,
  previous: euroString,
  percentage: z.number().nullable(),
});
export const countTrendSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
  percentage: z.number().nullable(),
});

export const dashboardStatsSchema = z.object({
  /** Completed purchases, all time (refunded ones excluded). */
  totalSales: euroString,
  /** Completed deposits, all time. */
  totalDeposits: euroString,
  /** Customers (non-admin users) whose account is active. */
  activeUsers: z.number().int(),
  /** Every transaction row (purchases, deposits, admin credits/debits, refunds), any status. */
  totalTransactions: z.number().int(),
  /** Numbers on sale in active numlists. */
  totalStock: z.number().int(),
  /** Share of completed sales (euros) per category, percentages with one decimal, largest first. */
  categoryStats: z.array(z.object({ categoryId: z.number().int().nullable(), name: z.string(), percentage: z.number() })),
  /** Five countries with the most completed sales. */
  topCountries: z.array(z.object({ countryId: z.number().int().nullable(), name: z.string(), flag: z.string(), sales: euroString })),
  /** The five latest transactions; the page shows the id as TXN + 6 digits. */
  recentTransactions: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      description: z.string(),
      amount: euroString,
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Deposits of the last 30 days by method, most euros first; stars: the Stars received (a Stars method only). */
  depositMethods: z.array(
    z.object({ provider: z.string(), crypto: z.string(), count: z.number().int(), amount: euroString, stars: z.number().int().nullable() }),
  ),
  /** Support tickets not closed now: waiting for the shop's answer, and answered, waiting for the customer (decision 0146). */
  openTickets: z.object({ total: z.number().int(), waitingForShop: z.number().int(), waitingForCustomer: z.number().int() }),
  trends: z.object({
    /** Sales of the last 30 days vs the 30 before. */
    totalSales: moneyTrendSchema,
    /** Deposits of the last 30 days vs the 30 before. */
    totalDeposits: moneyTrendSchema,
    /** Active customers now vs those who had registered 30 days ago. */
    activeUsers: countTrendSchema,
    /** Transactions of the last 30 days vs the 30 before. */
    totalTransactions: countTrendSchema,
    /** Stock history is not kept, so there is no trend to compute: always null. */
    totalStock: countTrendSchema.nullable(),
  }),
  periodDays: z.number().int(),
  generatedAt: z.string(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/dashboard/setup: what the owner still has to do before customers can buy and pay (decision 0125). */
const SETUP_STEPS = ['botToken', 'supportContact', 'paymentMethod', 'paymentInstructions'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const setupChecklistSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), done: z.boolean() })),
  complete: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
