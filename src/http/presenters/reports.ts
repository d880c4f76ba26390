// Presenting reports: the domain's cents and dates as the API's euro strings and ISO dates, and each table as CSV lines.
import type {
  BreakdownReportResponse,
  DepositsReportResponse,
  PromotionsReportResponse,
  RefundsReportResponse,
  ReportTable,
  SalesReportResponse,
  SupportReportResponse,
  TopCustomersReportResponse,
} from '../../contracts/reports';
import type { Trend } from '../../domain/reports/dashboard';
import type { BreakdownReport } from '../../domain/reports/report-breakdown';
import type { TopCustomersReport } from '../../domain/reports/report-customers';
import type { DepositsReport } from '../../domain/reports/report-deposits';
import type { ReportPeriod } from '../../domain/reports/report-period';
import type { PromotionsReport } from '../../domain/reports/report-promotions';
import type { RefundsReport } from '../../domain/reports/report-refunds';
import type { SalesReport } from '../../domain/reports/report-sales';
import type { SupportReport } from '../../domain/reports/report-support';
import { formatEuros } from '../../domain/wallet/money';
import { CSV_TIME_ZONE, type CsvFormat, csvFormats, csvHeader, csvLine } from './csv';

const euroTrend = (t: Trend) => ({ current: formatEuros(t.current), previous: formatEuros(t.previous), percentage: t.percentage });

/** How a customer is named in a report: @username, else first and last name, else the account's username. */
function customerName(c: { telegramUsername: string | null; firstName?: string | null; lastName?: string | null; username: string }): string {
  if (c.telegramUsername) return `@${c.telegramUsername}`;
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  return name || c.username;
}

export function presentSalesReport(r: SalesReport, now: Date): SalesReportResponse {
  return {
    period: r.period,
    revenue: euroTrend(r.revenueCents),
    orders: r.orders,
    numbersSold: r.numbersSold,
    averageBasket: euroTrend(r.averageBasketCents),
    transactionsPerDay: r.transactionsPerDay,
    calendar: { today: euroTrend(r.calendar.today), week: euroTrend(r.calendar.week), month: euroTrend(r.calendar.month) },
    stock: { available: r.stock.available, inStock: r.stock.inStock, estimatedValue: formatEuros(r.stock.estimatedValueCents) },
    daily: r.daily.map((d) => ({
      day: d.day,
      revenue: formatEuros(d.revenueCents),
      orders: d.orders,
      numbersSold: d.numbersSold,
      transactions: d.transactions,
      deposits: formatEuros(d.depositsCents),
    })),
    generatedAt: now.toISOString(),
  };
}

export function presentTopCustomers(r: TopCustomersReport, now: Date): TopCustomersReportResponse {
  return {
    period: r.period,
    customers: r.customers.map((c, i) => ({
      rank: i + 1,
      userId: c.userId,
      name: customerName(c),
      telegramId: c.telegramId,
      spent: euroTrend(c.spentCents),
      orders: c.orders,
      lastActivity: c.lastActivity.toISOString(),
    })),
    moreCount: r.moreCount,
    buyers: r.buyers,
    generatedAt: now.toISOString(),
  };
}

export function presentBreakdown(r: BreakdownReport, now: Date): BreakdownReportResponse {
  return {
    period: r.period,
    kind: r.kind,
    total: euroTrend(r.totalCents),
    // Sales whose category or country no longer exists.
    rows: r.rows.map(({ revenueCents, name, ...row }) => ({ ...row, name: name ?? 'Inconnu', revenue: euroTrend(revenueCents) })),
    generatedAt: now.toISOString(),
  };
}

export function presentDepositsReport(r: DepositsReport, now: Date): DepositsReportResponse {
  return {
    period: r.period,
    total: euroTrend(r.totalCents),
    count: r.count,
    average: euroTrend(r.averageCents),
    depositors: r.depositors,
    registered: r.registered,
    conversionRate: r.conversionRate,
    byMethod: r.byMethod.map((m) => ({ provider: m.provider, crypto: m.crypto, count: m.count, amount: euroTrend(m.amountCents), share: m.share, stars: m.stars })),
    recent: r.recent.map((d) => ({
      id: d.id,
      userId: d.userId,
      name: customerName(d),
      provider: d.provider,
      crypto: d.crypto,
      amount: formatEuros(d.amountCents),
      completedAt: d.completedAt.toISOString(),
    })),
    generatedAt: now.toISOString(),
  };
}

export function presentPromotionsReport(r: PromotionsReport, now: Date): PromotionsReportResponse {
  return {
    period: r.period,
    discount: euroTrend(r.discountCents),
    promotedOrders: r.promotedOrders,
    rows: r.rows.map((row) => ({
      promotionId: row.promotionId,
      name: row.name ?? `Promotion ${row.promotionId}`,
      orders: row.orders,
      discount: formatEuros(row.discountCents),
      revenue: formatEuros(row.revenueCents),
    })),
    generatedAt: now.toISOString(),
  };
}

/** The reports a table is read from: the route fetches only the one it needs. */
export type ReportsForTable = {
  'sales-daily': SalesReport;
  'top-customers': TopCustomersReport;
  categories: BreakdownReport;
  countries: BreakdownReport;
  'deposit-methods': DepositsReport;
  'recent-deposits': DepositsReport;
  promotions: PromotionsReport;
};

type Cell = string | number | null;
type CsvTable = { columns: string[]; rows: Cell[][] };

const fileNames: Record<ReportTable, string> = {
  'sales-daily': 'ventes-par-jour',
  'top-customers': 'meilleurs-clients',
  categories: 'ventes-par-categorie',
  countries: 'ventes-par-pays',
  'deposit-methods': 'depots-par-methode',
  'recent-deposits': 'derniers-depots',
  promotions: 'promotions',
};

/** rapport-ventes-par-pays-2025-01-01-au-2025-01-30.csv */
export const reportCsvFilename = (table: ReportTable, period: ReportPeriod) =>
  `rapport-${fileNames[table]}-${period.current.from}-au-${period.current.to}.csv`;

function tableOf<T extends ReportTable>(table: T, report: ReportsForTable[T], format: CsvFormat): CsvTable {
  const f = csvFormats[format];
  const euros = (cents: number) => f.decimal(formatEuros(cents));
  const number = (n: number | null) => (n == null ? '' : f.decimal(String(n)));
  // As in the history export: the Telegram username bare (a leading @ would be guarded as a formula).
  const who = (c: Parameters<typeof customerName>[0]) => c.telegramUsername ?? customerName(c);
  const previous = 'Période précédente (€)';
  const change = 'Évolution (%)';
  switch (table) {
    case 'sales-daily': {
      const r = report as SalesReport;
      return {
        columns: ['Jour (UTC)', "Chiffre d'affaires (€)", 'Commandes', 'Numéros vendus', 'Transactions', 'Dépôts (€)'],
        rows: r.daily.map((d) => [f.day(d.day), euros(d.revenueCents), d.orders, d.numbersSold, d.transactions, euros(d.depositsCents)]),
      };
    }
    case 'top-customers': {
      const r = report as TopCustomersReport;
      return {
        columns: ['Rang', 'Client', 'ID Telegram', 'Dépensé (€)', previous, change, 'Commandes', `Dernière activité (${CSV_TIME_ZONE})`],
        rows: r.customers.map((c, i) => [
          i + 1,
          who(c),
          c.telegramId,
          euros(c.spentCents.current),
          euros(c.spentCents.previous),
          number(c.spentCents.percentage),
          c.orders,
          f.date(c.lastActivity),
        ]),
      };
    }
    case 'categories':
    case 'countries': {
      const r = report as BreakdownReport;
      return {
        columns: [table === 'categories' ? 'Catégorie' : 'Pays', "Chiffre d'affaires (€)", previous, change, 'Commandes', 'Numéros vendus', 'Part (%)'],
        rows: r.rows.map((row) => [
          row.name ?? 'Inconnu',
          euros(row.revenueCents.current),
          euros(row.revenueCents.previous),
          number(row.revenueCents.percentage),
          row.orders,
          row.numbersSold,
          number(row.share),
        ]),
      };
    }
    case 'deposit-methods': {
      const r = report as DepositsReport;
      return {
        columns: ['Fournisseur', 'Crypto', 'Dépôts', 'Montant (€)', previous, change, 'Part (%)', 'Stars reçues'],
        rows: r.byMethod.map((m) => [
          m.provider,
          m.crypto.toUpperCase(),
          m.count,
          euros(m.amountCents.current),
          euros(m.amountCents.previous),
          number(m.amountCents.percentage),
          number(m.share),
          m.stars ?? '',
        ]),
      };
    }
    case 'promotions': {
      const r = report as PromotionsReport;
      return {
        columns: ['Promotion', 'Commandes', 'Remise (€)', "Chiffre d'affaires (€)"],
        rows: r.rows.map((row) => [row.name ?? `Promotion ${row.promotionId}`, row.orders, euros(row.discountCents), euros(row.revenueCents)]),
      };
    }
    default: {
      const r = report as DepositsReport;
      return {
        columns: ['Dépôt', `Date (${CSV_TIME_ZONE})`, 'Client', 'Fournisseur', 'Crypto', 'Montant (€)'],
        rows: r.recent.map((d) => [d.id, f.date(d.completedAt), who(d), d.provider, d.crypto.toUpperCase(), euros(d.amountCents)]),
      };
    }
  }
}

/** A whole table as one CSV text (a report's tables are short: at most a day per row over a year). */
export function reportCsv<T extends ReportTable>(table: T, report: ReportsForTable[T], format: CsvFormat): string {
  const { columns, rows } = tableOf(table, report, format);
  return csvHeader(columns, format) + rows.map((row) => `${csvLine(row, format)}\r\n`).join('');
}

export function presentRefundsReport(r: RefundsReport, now: Date): RefundsReportResponse {
  return {
    period: r.period,
    refunds: r.refunds,
    numbers: r.numbers,
    amount: formatEuros(r.amountCents),
    byReason: r.byReason.map((x) => ({ reason: x.reason, refunds: x.refunds, numbers: x.numbers, amount: formatEuros(x.amountCents) })),
    byList: r.byList.map((x) => ({
      numlistId: x.numlistId,
      name: x.name ?? (x.numlistId == null ? 'Liste supprimée' : `Liste ${x.numlistId}`),
      sold: x.sold,
      refunded: x.refunded,
      amount: formatEuros(x.amountCents),
      rate: x.rate,
    })),
    generatedAt: now.toISOString(),
  };
}

/** A list as the reports name it: its name, else "Liste supprimée"; tickets about no order are "Sans commande". */
export function presentSupportReport(r: SupportReport, now: Date): SupportReportResponse {
  return {
    period: r.period,
    open: { total: r.open.waitingForShop + r.open.waitingForCustomer, ...r.open },
    opened: r.opened,
    firstAnswer: r.firstAnswer,
    daily: r.daily,
    byList: r.byList.map((x) => ({
      ...x,
      name: !x.withOrder ? 'Sans commande' : (x.name ?? (x.numlistId == null ? 'Liste supprimée' : `Liste ${x.numlistId}`)),
    })),
    generatedAt: now.toISOString(),
  };
}
