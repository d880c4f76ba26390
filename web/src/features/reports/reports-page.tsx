// /reports (Rapports): every report over a chosen period against the previous one — sales, top customers, categories, countries, deposits, promotions, refunds, support, anti-abuse.
import type { SalesReportResponse } from '@contracts/reports';
import { PageHeader } from '@/components/page-header';
import { AbuseSection } from './abuse-section';
import { BreakdownSection } from './breakdown-section';
import { CustomersSection } from './customers-section';
import { DepositsSection } from './deposits-section';
import { PeriodLine, PeriodPicker } from './period-picker';
import { PromotionsSection } from './promotions-section';
import { RefundsSection } from './refunds-section';
import { ReportPeriod, useReport, usePeriodChoice } from './reports-api';
import { SalesSection } from './sales-section';
import { SupportSection } from './support-section';

export default function ReportsPage() {
  const [choice, setChoice] = usePeriodChoice();
  // The sales report (already asked for by its section) says which days the period covers.
  const sales = useReport<SalesReportResponse>('sales', choice);
  return (
    <div className="space-y-8" data-testid="reports-page">
      <div className="space-y-2">
        <PageHeader className="mb-0" page="reports" actions={<PeriodPicker choice={choice} onChange={setChoice} />} />
        {sales.data && <PeriodLine period={sales.data.period} />}
      </div>
      <ReportPeriod value={choice}>
        <SalesSection />
        <div className="grid gap-4 2xl:grid-cols-2">
          <BreakdownSection kind="categories" />
          <BreakdownSection kind="countries" />
        </div>
        <CustomersSection />
        <DepositsSection />
        <PromotionsSection />
        <RefundsSection />
        <SupportSection />
        <AbuseSection />
      </ReportPeriod>
    </div>
  );
}
