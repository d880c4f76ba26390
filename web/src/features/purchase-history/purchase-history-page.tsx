// /purchase-history (Historique des achats): summary cards, the filter bar, the orders (sorted, paged), CSV export, an order's numbers, refunds.
import { HISTORY_PAGE_SIZES, type PurchaseHistoryItem } from '@contracts/orders';
import { ChevronDownIcon, FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { downloadOrderNumbers, exportHistory, type HistoryCsvFormat, usePurchaseHistory } from '@/features/purchase-history/history-api';
import { historyFilterBar, useHistoryFilters } from '@/features/purchase-history/history-filters';
import { HistorySummary } from '@/features/purchase-history/history-summary';
import { HistoryTable } from '@/features/purchase-history/history-table';
import { RefundDialog } from '@/features/refunds/refund-dialog';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useLanguage } from '@/lib/i18n';
import { usePaging } from '@/lib/use-paging';

export default function PurchaseHistoryPage() {
  const { t, language } = useLanguage();
  // A French admin's spreadsheet splits on `;` and reads decimal commas; the other format stays one click away.
  const defaultFormat: HistoryCsvFormat = language === 'fr' ? 'fr' : 'plain';
  const filterState = useHistoryFilters();
  const { filters } = filterState;
  // Any new filter, sort or search starts again from page 1.
  const paging = usePaging(HISTORY_PAGE_SIZES, filters);
  const history = usePurchaseHistory(filters, paging.page, paging.pageSize);
  paging.keepWithin(history.data?.pagination.totalPages, history.isPlaceholderData);
  const [refunding, setRefunding] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  const onExport = async (format: HistoryCsvFormat) => {
    setExporting(true);
    try {
      const filename = await exportHistory(filters, format);
      notifySuccess(t('history.export.done'), filename);
    } catch (error) {
      notifyError(t('common.error'), t('history.export.failed'), error);
    } finally {
      setExporting(false);
    }
  };

  const onDownload = async (order: PurchaseHistoryItem) => {
    try {
      await downloadOrderNumbers(order.id);
    } catch (error) {
      notifyError(t('common.error'), t('history.download.failed'), error);
    }
  };

  return (
    <div>
      <PageHeader
        page="history"
        actions={
          <div className="flex">
            <Button
              variant="outline"
              className="rounded-r-none"
              onClick={() => onExport(defaultFormat)}
              disabled={exporting}
              title={t(`history.export.${defaultFormat}`)}
              data-testid="export-csv"
            >
              {exporting ? <Spinner /> : <FileDownIcon />}
              {t('history.export.button')}
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="outline"
                  size="icon"
                  className="-ml-px rounded-l-none"
                  disabled={exporting}
                  aria-label={t('history.export.chooseFormat')}
                  data-testid="export-csv-format"
                >
                  <ChevronDownIcon />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" data-testid="export-csv-formats">
                <DropdownMenuLabel>{t('history.export.chooseFormat')}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                {(['fr', 'plain'] as const).map((format) => (
                  <DropdownMenuItem key={format} onSelect={() => onExport(format)} data-testid={`export-csv-${format}`}>
                    <div>
                      <p className="font-medium">{t(`history.export.${format}`)}</p>
                      <p className="text-xs text-muted-foreground">{t(`history.export.${format}Hint`)}</p>
                    </div>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        }
      />
      <HistorySummary summary={history.data?.summary} />
      <HistoryTable
        orders={history.data?.data}
        query={history}
        filters={filters}
        filtered={filterState.filtered}
        // A click on the current column turns the order round; a new column starts descending (SPEC §9).
        onSort={(sort, dir) => filterState.setFilter({ sort, dir })}
        bar={historyFilterBar(filterState, t)}
        pagination={paging.controls(history.data?.pagination.total ?? 0, t('history.itemsLabel'))}
        onDownload={onDownload}
        onRefund={(order) => setRefunding(order.id)}
      />
      <RefundDialog orderId={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
