// Reports API: the reports over a chosen period (GET /api/reports/<report>) and each table of the Rapports page as CSV.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type BreakdownReportResponse,
  breakdownReportSchema,
  depositsReportSchema,
  promotionsReportSchema,
  refundsReportSchema,
  salesReportSchema,
  supportReportSchema,
  topCustomersReportSchema,
  type DepositsReportResponse,
  type PromotionsReportResponse,
  type RefundsReportResponse,
  type ReportTable,
  reportExportQuerySchema,
  reportQuerySchema,
  reportTableParam,
  type SalesReportResponse,
  type SupportReportResponse,
  type TopCustomersReportResponse,
} from '../../contracts/reports';
import { csvFile } from '../openapi/files';
import type { Db } from '../../domain/database';
import { getSalesBreakdown } from '../../domain/reports/report-breakdown';
import { getTopCustomers } from '../../domain/reports/report-customers';
import { getDepositsReport } from '../../domain/reports/report-deposits';
import { type ReportPeriod, type ReportPreset, resolvePeriod } from '../../domain/reports/report-period';
import { getPromotionsReport } from '../../domain/reports/report-promotions';
import { getRefundsReport } from '../../domain/reports/report-refunds';
import { getSalesReport } from '../../domain/reports/report-sales';
import { getSupportReport } from '../../domain/reports/report-support';
import {
  presentBreakdown,
  presentDepositsReport,
  presentPromotionsReport,
  presentRefundsReport,
  presentSalesReport,
  presentSupportReport,
  presentTopCustomers,
  type ReportsForTable,
  reportCsv,
  reportCsvFilename,
} from '../presenters/reports';

type PeriodQuery = { period: string; from?: string; to?: string };

/** The period a report query names (a preset, or custom from/to); the abuse report (blocking.ts) reads it too. */
export const periodOf = (q: PeriodQuery): ReportPeriod =>
  resolvePeriod(q.period === 'custom' ? { from: q.from ?? '', to: q.to ?? '' } : { preset: q.period as ReportPreset });

const readers: { [T in ReportTable]: (db: Db, period: ReportPeriod) => Promise<ReportsForTable[T]> } = {
  'sales-daily': (db, p) => getSalesReport(db, p),
  'top-customers': (db, p) => getTopCustomers(db, p),
  categories: (db, p) => getSalesBreakdown(db, p, 'category'),
  countries: (db, p) => getSalesBreakdown(db, p, 'country'),
  'deposit-methods': (db, p) => getDepositsReport(db, p),
  'recent-deposits': (db, p) => getDepositsReport(db, p),
  promotions: (db, p) => getPromotionsReport(db, p),
};

export async function reportsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const answers = (summary: string, report: z.ZodType) => ({ summary, querystring: reportQuerySchema, response: { 200: report } });

  app.get('/api/reports/sales', { config: { apiScope: 'reports:read' }, schema: answers('Sales over a period, by day, against the previous period', salesReportSchema) }, async ({ query }): Promise<SalesReportResponse> =>
    presentSalesReport(await getSalesReport(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/top-customers', { config: { apiScope: 'reports:read' }, schema: answers('The best customers over a period', topCustomersReportSchema) }, async ({ query }): Promise<TopCustomersReportResponse> =>
    presentTopCustomers(await getTopCustomers(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/categories', { config: { apiScope: 'reports:read' }, schema: answers('Sales by category over a period', breakdownReportSchema) }, async ({ query }): Promise<BreakdownReportResponse> =>
    presentBreakdown(await getSalesBreakdown(db, periodOf(query), 'category'), new Date()),
  );
  app.get('/api/reports/countries', { config: { apiScope: 'reports:read' }, schema: answers('Sales by country over a period', breakdownReportSchema) }, async ({ query }): Promise<BreakdownReportResponse> =>
    presentBreakdown(await getSalesBreakdown(db, periodOf(query), 'country'), new Date()),
  );
  app.get('/api/reports/deposits', { config: { apiScope: 'reports:read' }, schema: answers('Deposits by method, and the latest, over a period', depositsReportSchema) }, async ({ query }): Promise<DepositsReportResponse> =>
    presentDepositsReport(await getDepositsReport(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/promotions', { config: { apiScope: 'reports:read' }, schema: answers('What each promotion gave and sold over a period', promotionsReportSchema) }, async ({ query }): Promise<PromotionsReportResponse> =>
    presentPromotionsReport(await getPromotionsReport(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/refunds', { schema: answers('Refunds over a period, by reason', refundsReportSchema) }, async ({ query }): Promise<RefundsReportResponse> =>
    presentRefundsReport(await getRefundsReport(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/support', { config: { apiScope: 'reports:read' }, schema: answers('Support tickets over a period: open now, opened per day, time to first answer, per list', supportReportSchema) }, async ({ query }): Promise<SupportReportResponse> =>
    presentSupportReport(await getSupportReport(db, periodOf(query)), new Date()),
  );

  app.get('/api/reports/:table/export.csv', { config: { apiScope: 'reports:read' }, schema: { summary: 'One table of the reports page as CSV', params: reportTableParam, querystring: reportExportQuerySchema, response: { 200: csvFile } } }, async (request, reply) => {
    const { table } = request.params;
    const period = periodOf(request.query);
    const report = await readers[table](db, period);
    return reply
      .headers({
        'cache-control': 'no-store',
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${reportCsvFilename(table, period)}"`,
      })
      .send(reportCsv(table, report as never, request.query.format));
  });
}
