// /promotions: the shop's promotions (in force first) with their status, value, conditions, code and uses; create, edit, end, activate.
import type { PromotionItem } from '@contracts/promotions';
import { PercentIcon, PlayIcon, SquarePenIcon, SquareIcon } from 'lucide-react';
import { actionsColumn, type ColumnDef, DataTable } from '@/components/data-table';
import { useEntityDialog } from '@/components/entity-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { confirm } from '@/components/ui/confirm';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatDate, formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { promotionStatusLabel } from '@/lib/labels';
import { LabelBadge } from '@/components/code-label';
import { PromotionDialog } from './promotion-dialog';
import { usePromotionState, usePromotions } from './promotions-api';


/** "−12,5 %", "−1,50 € par commande", "dès 1 000 : 0,004 €". */
function useValueText() {
  const t = useT();
  return (p: PromotionItem) => {
    if (p.type === 'percentage') return t('promotions.value.percentage', { value: (p.value ?? '').replace('.', ',') });
    if (p.type === 'fixed') return t('promotions.value.fixed', { amount: formatEuro(p.value ?? '0') });
    return p.tiers.map((tier) => t('promotions.value.tier', { quantity: formatNumber(tier.fromQuantity), price: `${tier.unitPrice.replace('.', ',')} €` })).join(' · ');
  };
}

export default function PromotionsPage() {
  const t = useT();
  const list = usePromotions();
  const dialog = useEntityDialog<PromotionItem>();
  const state = usePromotionState();
  const valueText = useValueText();

  const change = async (p: PromotionItem, action: 'activate' | 'end') => {
    if (action === 'end') {
      const ok = await confirm({
        title: t('promotions.end.confirm'),
        description: t('promotions.end.confirmDescription', { name: p.name }),
        confirmLabel: t('promotions.end.action'),
        destructive: true,
      });
      if (!ok) return;
    }
    try {
      await state.mutateAsync({ id: p.id, action });
      notifySuccess(action === 'end' ? t('promotions.toast.ended') : t('promotions.toast.activated'), p.name);
    } catch (error) {
      notifyError(t('common.error'), t('promotions.error.state'), error);
    }
  };

  const columns: ColumnDef<PromotionItem>[] = [
    {
      id: 'name',
      header: t('promotions.column.name'),
      meta: { className: 'pl-4' },
      cell: ({ row }) => (
        <div className="min-w-0">
          <div className="font-medium" data-testid="promotion-row-name">
            {row.original.name}
          </div>
          <div className="text-xs text-muted-foreground">{valueText(row.original)}</div>
          {/* On a phone the code column is hidden: the code goes under the name. */}
          {row.original.code ? <div className="font-mono text-xs sm:hidden">{row.original.code}</div> : null}
        </div>
      ),
    },
    {
      id: 'status',
      header: t('promotions.column.status'),
      cell: ({ row }) => <LabelBadge label={promotionStatusLabel(row.original.status, t)} data-testid="promotion-row-status" />,
    },
    {
      id: 'period',
      header: t('promotions.column.period'),
      meta: { className: 'hidden md:table-cell', cellClassName: 'text-muted-foreground whitespace-nowrap text-sm' },
      cell: ({ row }) => <Period p={row.original} />,
    },
    {
      id: 'code',
      header: t('promotions.column.code'),
      meta: { className: 'hidden sm:table-cell', cellClassName: 'font-mono text-xs' },
      cell: ({ row }) => row.original.code ?? <span className="font-sans text-muted-foreground">{t('promotions.automatic')}</span>,
    },
    {
      id: 'uses',
      header: t('promotions.column.uses'),
      meta: { align: 'right', className: 'hidden lg:table-cell', cellClassName: 'tabular-nums whitespace-nowrap' },
      cell: ({ row }) => (
        <div data-testid="promotion-row-uses">
          <div>
            {formatNumber(row.original.orders)}
            {row.original.maxUses ? ` / ${formatNumber(row.original.maxUses)}` : ''}
          </div>
          {row.original.discountTotal !== '0.00' ? <div className="text-xs text-muted-foreground">−{formatEuro(row.original.discountTotal)}</div> : null}
        </div>
      ),
    },
    actionsColumn(t('promotions.column.actions'), (p) => (
      <div className="flex justify-end gap-1">
        <Button variant="ghost" size="sm" onClick={() => dialog.edit(p)} aria-label={t('promotions.edit.label', { name: p.name })} data-testid="promotion-row-edit">
          <SquarePenIcon />
          <span className="hidden xl:inline">{t('common.edit')}</span>
        </Button>
        {p.status === 'active' || p.status === 'scheduled' ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => change(p, 'end')}
            aria-label={t('promotions.end.label', { name: p.name })}
            data-testid="promotion-row-end"
          >
            <SquareIcon />
            <span className="hidden sm:inline">{t('promotions.end.action')}</span>
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => change(p, 'activate')} aria-label={t('promotions.activate.label', { name: p.name })} data-testid="promotion-row-activate">
            <PlayIcon />
            <span className="hidden sm:inline">{t('promotions.activate.action')}</span>
          </Button>
        )}
      </div>
    )),
  ];

  return (
    <div>
      <PageHeader page="promotions" add={{ label: t('promotions.create.action'), onClick: dialog.create, testId: 'promotion-create' }} />
      <DataTable
        layout="page"
        columns={columns}
        rows={list.data?.promotions}
        query={list}
        loadError={t('promotions.loadError')}
        testId="promotions-table"
        rowTestId="promotion-row"
        rowProps={(p) => ({ 'data-promotion-id': p.id, 'data-status': p.status })}
        empty={<EmptyState icon={PercentIcon} title={t('promotions.empty')} description={t('promotions.emptyHint')} />}
      />
      <PromotionDialog open={dialog.open} onOpenChange={dialog.onOpenChange} promotion={dialog.entity} />
    </div>
  );
}

function Period({ p }: { p: PromotionItem }) {
  const t = useT();
  if (!p.startDate && !p.endDate) return <>{t('promotions.always')}</>;
  if (p.startDate && p.endDate) return <>{t('promotions.period.between', { start: formatDate(p.startDate), end: formatDate(p.endDate) })}</>;
  if (p.startDate) return <>{t('promotions.period.from', { start: formatDate(p.startDate) })}</>;
  return <>{t('promotions.period.until', { end: formatDate(p.endDate as string) })}</>;
}
