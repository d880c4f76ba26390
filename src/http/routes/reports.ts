// Reports API: the reports over a chosen period (GET /api/reports/<report>) and each table of the Rapports page as CSV.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type BreakdownReportResponse,
  type DepositsReportResponse,
  type PromotionsReportResponse,
  type RefundsReportResponse,
  type ReportTable,
  reportExportQuerySchema,
  reportQuerySchema,
  reportTableParam,
  type SalesReportResponse,
  type TopCustomersReportResponse,
} from '../../contracts/reports';
import type { Db } from '../../domain/database';
import { getSalesBreakdown } from '../../domain/reports/report-breakdown';
import { getTopCustomers } from '../../domain/reports/report-customers';
import { getDepositsReport } from '../../domain/reports/report-deposits';
import { type ReportPeriod, type ReportPreset, resolvePeriod } from '../../domain/reports/report-period';
import { getPromotionsReport } from '../../domain/reports/report-promotions';
import { getRefundsReport } from '../../domain/reports/report-refunds';
import { getSalesReport } from '../../domain/reports/report-sales';
import {
  presentBreakdown,
  presentDepositsReport,
  presentPromotionsReport,
  presentRefundsReport,
  presentSalesReport,
  presentTopCustomers,
  type ReportsForTable,
  reportCsv,
  reportCsvFilename,
} from '../presenters/reports';

type PeriodQuery = { period: string; from?: string; to?: string };

const periodOf = (q: PeriodQuery): ReportPeriod =>
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
  const schema = { querystring: reportQuerySchema };

  app.get('/api/reports/sales', { config: { apiScope: 'reports:read' }, schema }, async ({ query }): Promise<SalesReportResponse> =>
    presentSalesReport(await getSalesReport(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/top-customers', { config: { apiScope: 'reports:read' }, schema }, async ({ query }): Promise<TopCustomersReportResponse> =>
    presentTopCustomers(await getTopCustomers(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/categories', { config: { apiScope: 'reports:read' }, schema }, async ({ query }): Promise<BreakdownReportResponse> =>
    presentBreakdown(await getSalesBreakdown(db, periodOf(query), 'category'), new Date()),
  );
  app.get('/api/reports/countries', { config: { apiScope: 'reports:read' }, schema }, async ({ query }): Promise<BreakdownReportResponse> =>
    presentBreakdown(await getSalesBreakdown(db, periodOf(query), 'country'), new Date()),
  );
  app.get('/api/reports/deposits', { config: { apiScope: 'reports:read' }, schema }, async ({ query }): Promise<DepositsReportResponse> =>
    presentDepositsReport(await getDepositsReport(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/promotions', { config: { apiScope: 'reports:read' }, schema }, async ({ query }): Promise<PromotionsReportResponse> =>
    presentPromotionsReport(await getPromotionsReport(db, periodOf(query)), new Date()),
  );
  app.get('/api/reports/refunds', { schema }, async ({ query }): Promise<RefundsReportResponse> =>
    presentRefundsReport(await getRefundsReport(db, periodOf(query)), new Date()),
  );

  app.get('/api/reports/:table/export.csv', { config: { apiScope: 'reports:read' }, schema: { params: reportTableParam, querystring: reportExportQuerySchema } }, async (request, reply) => {
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
