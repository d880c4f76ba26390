// /products: an operator's Mini App packs (quantity, optional category and name, order, active) with the price and stock the
// Mini App shows for each, what the Mini App sells for the operator now, and the pack dialog.
import { type AdminPack, type AdminPacksResponse, packCreateSchema } from '@contracts/shop';
import { ArrowDownIcon, ArrowUpIcon, PackageIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { CountryFlag } from '@/components/country-flag';
import { type ColumnDef, figureColumn } from '@/components/data-table';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { EntityDialog, useEntityDialog, useEntityForm } from '@/components/entity-dialog';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { EditDeleteActions, IconAction } from '@/components/row-actions';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm';
import { useCategories, useOperators } from '@/features/catalogue/catalogue-api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { fill, type PacksTexts, usePacksTexts } from './packs-texts';
import { PACKS_KEY, type PackInput, savePack, useDeletePack, useOperatorPacks, useReorderPacks } from './packs-api';
import { CardHeading, TitledCard } from '@/components/titled-card';

const EVERY_CATEGORY = '0';

const packLabel = (tx: PacksTexts, pack: { name: string | null; quantity: number }) => pack.name ?? fill(tx.numbers, { count: formatNumber(pack.quantity) });

export default function PacksPage() {
  const tx = usePacksTexts();
  const operators = useOperators();
  const [chosen, setChosen] = useState<number | null>(null);
  // The first operator until the admin picks one: the page is never empty when the shop has operators.
  const operatorId = chosen ?? operators.data?.[0]?.id ?? null;
  const packs = useOperatorPacks(operatorId);
  const dialog = useEntityDialog<AdminPack>();

  const operatorOptions = useMemo(
    () =>
      (operators.data ?? []).map((o) => ({
        value: String(o.id),
        label: (
          <>
            <CountryFlag flag={o.countryFlag} />
            {o.countryName ? `${o.countryName} — ${o.name}` : o.name}
          </>
        ),
      })),
    [operators.data],
  );

  return (
    <div>
      <PageHeader title={tx.title} description={tx.description} add={{ label: tx.add, onClick: dialog.create, disabled: !packs.data, testId: 'products-add' }} />
      <div className="mb-4 max-w-md">
        {operators.data && operators.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tx.noOperators}</p>
        ) : (
          <OptionSelect
            value={operatorId === null ? '' : String(operatorId)}
            onChange={(value) => setChosen(Number(value))}
            options={operatorOptions}
            placeholder={tx.chooseOperator}
            aria-label={tx.operator}
            data-testid="products-operator"
          />
        )}
      </div>
      {operatorId !== null && (
        <div className="grid gap-6">
          <PacksCard query={packs} onEdit={dialog.edit} />
          {packs.data && <PreviewCard view={packs.data} />}
        </div>
      )}
      {packs.data && <PackDialog open={dialog.open} onOpenChange={dialog.onOpenChange} pack={dialog.entity} view={packs.data} />}
    </div>
  );
}

function PacksCard({ query, onEdit }: { query: ReturnType<typeof useOperatorPacks>; onEdit(pack: AdminPack): void }) {
  const tx = usePacksTexts();
  const t = useT();
  const view = query.data;
  const remove = useDeletePack();
  const reorder = useReorderPacks();
  const rows = view?.packs;

  const askDelete = async (pack: AdminPack) => {
    const ok = await confirm({ title: tx.deleteTitle, description: fill(tx.deleteText, { name: packLabel(tx, pack) }), destructive: true });
    if (!ok) return;
    remove.mutate(pack.id, {
      onSuccess: () => notifySuccess(tx.deleted),
      onError: (error) => notifyError(t('common.error'), tx.deleteFailed, error),
    });
  };
  const move = (index: number, by: -1 | 1) => {
    if (!view || !rows) return;
    const ids = rows.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    reorder.mutate({ operatorId: view.operator.id, ids }, { onError: (error) => notifyError(t('common.error'), tx.reorderFailed, error) });
  };

  const columns: ColumnDef<AdminPack>[] = [
    {
      id: 'order',
      header: tx.order,
      meta: { className: 'w-24' },
      cell: ({ row }) => <MoveButtons pack={row.original} index={row.index} count={rows?.length ?? 0} move={move} busy={reorder.isPending} />,
    },
    { id: 'pack', header: tx.pack, meta: { cellClassName: 'font-medium' }, cell: ({ row }) => packLabel(tx, row.original) },
    { id: 'category', header: tx.category, cell: ({ row }) => row.original.categoryName ?? <span className="text-muted-foreground">{tx.allCategories}</span> },
    figureColumn('quantity', tx.quantity, (pack) => formatNumber(pack.quantity)),
    { id: 'figures', header: tx.figures, cell: ({ row }) => <PackFigures pack={row.original} /> },
    { id: 'status', header: tx.status, cell: ({ row }) => <StatusBadge active={row.original.isActive} /> },
    {
      id: 'actions',
      header: tx.actions,
      meta: { align: 'right' },
      cell: ({ row }) => (
        <div className="flex justify-end">
          <EditDeleteActions name={packLabel(tx, row.original)} onEdit={() => onEdit(row.original)} onDelete={() => askDelete(row.original)} deleting={remove.isPending} />
        </div>
      ),
    },
  ];

  return (
    <TitledCard
      className=""
      icon={PackageIcon}
      iconClassName="size-5 text-primary"
      title={view ? fill(tx.packsOf, { operator: view.operator.name }) : tx.title}
      description={view && fill(tx.packsHint, { min: formatNumber(view.minimumQuantity), max: formatNumber(view.maximumQuantity) })}
    >
      <CardContent>
        {rows?.length === 0 ? (
          <EmptyState icon={PackageIcon} title={tx.emptyTitle} description={tx.emptyText} />
        ) : (
          <>
            {/* The table from lg up; below, one card per pack (the embedded table draws no cards of its own). */}
            <div className="hidden lg:block">
              <DataTable
                layout="embedded"
                columns={columns}
                rows={rows}
                query={query}
                loadError={tx.loadFailed}
                testId="packs-table"
                rowTestId="pack-row"
                rowProps={(p) => ({ 'data-pack-id': p.id })}
                empty={null}
              />
            </div>
            <ul className="grid gap-3 lg:hidden" data-testid="pack-cards">
              {rows?.map((pack, index) => (
                <li key={pack.id} className="grid gap-2 rounded-lg border p-3" data-testid="pack-card">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium">{packLabel(tx, pack)}</p>
                      <p className="text-xs text-muted-foreground">
                        {pack.name && `${fill(tx.numbers, { count: formatNumber(pack.quantity) })} · `}
                        {pack.categoryName ?? tx.allCategories}
                      </p>
                    </div>
                    <StatusBadge active={pack.isActive} />
                  </div>
                  <PackFigures pack={pack} />
                  <div className="flex items-center justify-between">
                    <MoveButtons pack={pack} index={index} count={rows.length} move={move} busy={reorder.isPending} />
                    <div className="flex">
                      <EditDeleteActions name={packLabel(tx, pack)} onEdit={() => onEdit(pack)} onDelete={() => askDelete(pack)} deleting={remove.isPending} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </TitledCard>
  );
}

function MoveButtons({ pack, index, count, move, busy }: { pack: AdminPack; index: number; count: number; move(index: number, by: -1 | 1): void; busy: boolean }) {
  const tx = usePacksTexts();
  const name = packLabel(tx, pack);
  return (
    <div className="flex">
      <IconAction label={fill(tx.moveUp, { name })} onClick={() => move(index, -1)} disabled={busy || index === 0}>
        <ArrowUpIcon />
      </IconAction>
      <IconAction label={fill(tx.moveDown, { name })} onClick={() => move(index, 1)} disabled={busy || index === count - 1}>
        <ArrowDownIcon />
      </IconAction>
    </div>
  );
}

/** Stock is counted in numbers everywhere; a pack says how many of it the stock can fill ('3 packs disponibles'). */
const packsAvailable = (tx: PacksTexts, packs: number) => (packs === 1 ? tx.stockOne : fill(tx.stock, { count: formatNumber(packs) }));

/** Per category the pack sells in: its price and stock as the Mini App shows them (or why it is not sold). */
function PackFigures({ pack }: { pack: AdminPack }) {
  const tx = usePacksTexts();
  return (
    <ul className="grid gap-1 text-sm" data-testid="pack-figures">
      {pack.offers.map((offer) => (
        <li key={offer.category.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {pack.categoryId === null && <span className="text-muted-foreground">{offer.category.name ?? tx.uncategorised} :</span>}
          <span className="font-medium tabular-nums">{formatEuro(offer.price)}</span>
          <span className="text-muted-foreground tabular-nums">· {packsAvailable(tx, offer.stock)}</span>
          {!offer.onSale ? (
            <Badge variant="secondary">{tx.notOnSale}</Badge>
          ) : offer.stock === 0 ? (
            <Badge variant="destructive">{tx.soldOut}</Badge>
          ) : offer.lowStock ? (
            <Badge variant="warning">{tx.lowStock}</Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function PreviewCard({ view }: { view: AdminPacksResponse }) {
  const tx = usePacksTexts();
  return (
    <Card data-testid="products-preview">
      <CardHeading title={tx.previewTitle} description={tx.previewText} />
      <CardContent className="grid gap-4">
        {view.preview.length === 0 && <p className="text-sm text-muted-foreground">{tx.previewEmpty}</p>}
        {view.preview.map((group) => (
          <div key={group.category.id} className="grid gap-2">
            <p className="text-sm font-medium">
              {group.category.name ?? tx.uncategorised}
              {group.usesPresets && <span className="ml-2 font-normal text-muted-foreground">({tx.presets})</span>}
            </p>
            <ul className="flex flex-wrap gap-2">
              {group.products.map((p) => (
                <li key={p.id} className="rounded-lg border bg-card px-3 py-2 text-sm" data-testid="preview-product">
                  <p className="font-medium">{packLabel(tx, p)}</p>
                  <p className="text-muted-foreground tabular-nums">
                    {formatEuro(p.price)} · {p.stock === 0 ? tx.soldOut : packsAvailable(tx, p.stock)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** The dialog's form: the contract's fields (the operator is the page's). */
const packFormSchema = packCreateSchema.omit({ operatorId: true });
type PackFormIn = z.input<typeof packFormSchema>;

function PackDialog({ open, onOpenChange, pack, view }: { open: boolean; onOpenChange(open: boolean): void; pack: AdminPack | null; view: AdminPacksResponse }) {
  const tx = usePacksTexts();
  const categories = useCategories();
  const queryClient = useQueryClient();
  const values: PackFormIn = pack
    ? { categoryId: pack.categoryId ?? EVERY_CATEGORY, quantity: String(pack.quantity), name: pack.name ?? '', isActive: pack.isActive }
    : { categoryId: EVERY_CATEGORY, quantity: '', name: '', isActive: true };
  const entity = useEntityForm({
    schema: packFormSchema,
    values,
    open,
    onOpenChange,
    save: (input: z.output<typeof packFormSchema>) => savePack(pack?.id ?? null, view.operator.id, input satisfies PackInput),
    onSaved: () => {
      notifySuccess(pack ? tx.saved : tx.created);
      return queryClient.invalidateQueries({ queryKey: PACKS_KEY });
    },
    failure: tx.saveFailed,
  });
  const categoryOptions = [{ value: EVERY_CATEGORY, label: tx.allCategories }, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))];
  const range = { min: formatNumber(view.minimumQuantity), max: formatNumber(view.maximumQuantity) };
  return (
    <EntityDialog
      entity={entity}
      icon={<PackageIcon className="size-5 text-primary" />}
      title={pack ? tx.editTitle : tx.createTitle}
      description={`${view.operator.countryFlag ?? ''} ${view.operator.name} — ${tx.dialogText}`}
      submitLabel={pack ? tx.save : tx.create}
      submitTestId="pack-submit"
      testId="pack-dialog"
    >
      <TextField name="quantity" label={tx.quantity} description={fill(tx.quantityHint, range)} inputMode="numeric" data-testid="pack-quantity" />
      <SelectField name="categoryId" label={tx.category} options={categoryOptions} testId="pack-category" />
      <TextField name="name" label={tx.nameLabel} description={fill(tx.nameHint, { quantity: '…' })} data-testid="pack-name" />
      <CheckboxField name="isActive" label={tx.active} description={tx.activeHint} />
    </EntityDialog>
  );
}
