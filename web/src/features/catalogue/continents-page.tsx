// /continents: the continents in display order (drag or keyboard, save order), rename / delete / add, and the country table of the selected one.
import {
  type Continent,
  type ContinentCreate,
  type ContinentRename,
  type Country,
  continentCreateSchema,
  continentRenameSchema,
} from '@contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EarthIcon, FlagIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { EntityDialog, useEntityForm } from '@/components/entity-dialog';
import { EmptyState } from '@/components/empty-state';
import { CheckboxField, TextField } from '@/components/form-fields';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { IconAction } from '@/components/row-actions';
import { SortableList } from '@/components/sortable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CardHeading } from '@/components/titled-card';
import { confirm } from '@/components/ui/confirm';
import { Separator } from '@/components/ui/separator';
import { continentLabel, invalidateCatalogue, useContinents, useCountries } from '@/features/catalogue/catalogue-api';
import { countryCodeColumn, useCatalogueTable } from '@/features/catalogue/catalogue-ui';
import { CodeAndFlagFields, CountryDialog, useDeleteCountry } from '@/features/catalogue/country-dialog';
import { orderKeys, useOrderedList, useSaveOrder } from '@/features/settings/order-api';
import { OrderPlaceholders, SaveOrderFooter } from '@/features/settings/order-ui';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

const continentId = (continent: Continent) => continent.name;

export default function ContinentsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const continents = useContinents();
  const ordered = useOrderedList(continents.data, continentId);
  const [selected, setSelected] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Continent | null>(null);
  const [adding, setAdding] = useState(false);
  const saveOrder = useSaveOrder();

  // The first continent is selected until the admin picks one; a deleted or renamed one gives way to the first.
  const names = (continents.data ?? []).map(continentId);
  const current = selected && names.includes(selected) ? selected : (names[0] ?? null);

  const remove = useMutation({
    mutationFn: (continent: Continent) => apiRequest('POST', '/api/countries/bulk-delete-continent', { continent: continent.name }),
    onSuccess: () => {
      notifySuccess(t('continents.deleted'));
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => notifyError(t('common.error'), t('continents.deleteFailed'), error),
  });

  const askDelete = async (continent: Continent) => {
    const ok = await confirm({
      title: t('continents.confirmDelete'),
      description:
        continent.countryCount > 0
          ? t('continents.confirmDeleteWithCountries', { name: continentLabel(continent.name), count: continent.countryCount })
          : continentLabel(continent.name),
      destructive: true,
    });
    if (ok) remove.mutate(continent);
  };

  const onSaveOrder = () =>
    saveOrder.mutate({ key: orderKeys.continents(), value: ordered.items.map(continentId) }, { onSuccess: () => ordered.reset() });

  return (
    <div data-testid="continents-page">
      <PageHeader page="continents" add={{ label: t('continents.add'), onClick: () => setAdding(true), testId: 'add-continent' }} />

      {continents.isError ? (
        <LoadError
          description={t('continents.loadFailed')}
          error={continents.error}
          onRetry={() => continents.refetch()}
          retrying={continents.isFetching}
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,25rem)_minmax(0,1fr)]">
          <Card className="gap-4" data-testid="continents-card">
            <CardHeading title={t('continents.listTitle')} description={t('continents.listDescription')} />
            <CardContent>
              {continents.isPending ? (
                <OrderPlaceholders />
              ) : ordered.items.length === 0 ? (
                <EmptyState icon={EarthIcon} title={t('continents.empty')} description={t('continents.emptyHint')} />
              ) : (
                <SortableList
                  data-testid="continent-list"
                  items={ordered.items}
                  getId={continentId}
                  getLabel={(continent) => continentLabel(continent.name)}
                  onReorder={ordered.setItems}
                  selectedId={current}
                  renderItem={(continent) => (
                    <>
                      <button
                        type="button"
                        onClick={() => setSelected(continent.name)}
                        aria-pressed={current === continent.name}
                        data-testid="continent-select"
                        className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-1 py-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        {/* Never truncated ('Améri…'): short of room, the count goes under the name. */}
                        <span className="min-w-0 font-medium break-words" data-testid="continent-name">
                          {continentLabel(continent.name)}
                        </span>
                        <Badge variant="secondary" className="shrink-0 tabular-nums" data-testid="continent-count">
                          {t('continents.countryCount', { count: continent.countryCount })}
                        </Badge>
                      </button>
                      <IconAction
                        label={t('continents.renameItem', { name: continentLabel(continent.name) })}
                        onClick={() => setRenaming(continent)}
                        className="size-8"
                      >
                        <PencilIcon />
                      </IconAction>
                      <IconAction
                        label={t('continents.deleteItem', { name: continentLabel(continent.name) })}
                        onClick={() => askDelete(continent)}
                        disabled={remove.isPending}
                        destructive
                        className="size-8"
                      >
                        <Trash2Icon />
                      </IconAction>
                    </>
                  )}
                />
              )}
            </CardContent>
            {ordered.items.length > 1 && (
              <SaveOrderFooter dirty={ordered.dirty} saving={saveOrder.isPending} onSave={onSaveOrder} testId="save-continent-order" />
            )}
          </Card>

          {current && <ContinentCountries continent={current} />}
        </div>
      )}

      <RenameContinentDialog
        continent={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(from, to) => {
          if (current === from) setSelected(to);
        }}
      />
      <AddContinentDialog open={adding} onOpenChange={setAdding} onAdded={(name) => setSelected(name)} />
    </div>
  );
}

/** The selected continent's countries: name, code, flag, active, edit, delete, and 'add a country' to this continent. */
function ContinentCountries({ continent }: { continent: string }) {
  const t = useT();
  const countries = useCountries(continent);
  const { dialog, status, actions } = useCatalogueTable(useDeleteCountry());

  const columns: ColumnDef<Country>[] = [
    { accessorKey: 'name', header: t('catalogue.name'), meta: { cellClassName: 'font-medium' } },
    countryCodeColumn(t('countries.code')),
    { id: 'flag', header: t('countries.flag'), cell: ({ row }) => <CountryFlag flag={row.original.flag} code={row.original.code} /> },
    status,
    actions,
  ];

  return (
    <Card className="gap-4" data-testid="continent-countries">
      <CardHeading
        title={t('continents.countriesOf', { name: continentLabel(continent) })}
        description={t('continents.countriesDescription')}
        action={
          <Button size="sm" variant="outline" onClick={dialog.create} data-testid="add-continent-country">
            <PlusIcon />
            {t('countries.add')}
          </Button>
        }
      />
      <Separator />
      <DataTable
        layout="embedded"
        columns={columns}
        rows={countries.data}
        query={countries}
        loadError={t('countries.loadFailed')}
        empty={<EmptyState icon={FlagIcon} title={t('continents.noCountries')} />}
        rowTestId="continent-country-row"
        skeletonRows={4}
      />
      <CountryDialog
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        country={dialog.entity}
        defaultContinent={continent}
        lockContinent={!dialog.entity}
      />
    </Card>
  );
}

/** A change to the continents is POSTed to `path`, then the whole catalogue is read again (a continent lives in its countries); `done` tells the admin. */
function useContinentChange<V>(path: string, done: (values: V) => void) {
  const queryClient = useQueryClient();
  return {
    save: (values: V) => apiRequest('POST', path, values),
    onSaved: (_: unknown, values: V) => {
      done(values);
      return invalidateCatalogue(queryClient);
    },
  };
}

function RenameContinentDialog({
  continent,
  onClose,
  onRenamed,
}: {
  continent: Continent | null;
  onClose(): void;
  onRenamed(from: string, to: string): void;
}) {
  const t = useT();
  const open = continent !== null;
  const change = useContinentChange('/api/countries/bulk-update-continent', (values: ContinentRename) => {
    notifySuccess(t('continents.renamed'), t('continents.renamedDescription', { from: continentLabel(values.from), to: continentLabel(values.to) }));
    onRenamed(values.from, values.to);
  });
  const rename = useEntityForm({
    schema: continentRenameSchema,
    values: { from: continent?.name ?? '', to: continent?.name ?? '' },
    open,
    onOpenChange: (next) => !next && onClose(),
    ...change,
    failure: t('continents.renameFailed'),
  });

  return (
    <EntityDialog
      entity={rename}
      testId="rename-continent-dialog"
      title={t('continents.renameTitle')}
      description={t('continents.renameDescription', { name: continentLabel(continent?.name ?? '') })}
      submitLabel={t('continents.rename')}
    >
      <TextField name="to" label={t('continents.newName')} />
    </EntityDialog>
  );
}

const emptyContinent = { name: '', country: { name: '', code: '', flag: '', isActive: true } };

/** SPEC §5: a continent exists through its countries, so it is added with its first country (name, code, flag). */
function AddContinentDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange(open: boolean): void; onAdded(name: string): void }) {
  const t = useT();
  const change = useContinentChange('/api/continents', (values: ContinentCreate) => {
    notifySuccess(t('continents.created'), t('continents.createdDescription', { name: continentLabel(values.name), country: values.country.name }));
    onAdded(values.name);
  });
  const add = useEntityForm({
    schema: continentCreateSchema,
    values: emptyContinent,
    open,
    onOpenChange,
    ...change,
    failure: t('continents.createFailed'),
  });

  return (
    <EntityDialog
      entity={add}
      testId="add-continent-dialog"
      title={t('continents.addTitle')}
      description={t('continents.addDescription')}
      submitLabel={t('catalogue.create')}
    >
      <TextField name="name" label={t('continents.name')} placeholder="asie" />
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">{t('continents.firstCountry')}</legend>
        <TextField name="country.name" label={t('continents.countryName')} placeholder="Japon" />
        <CodeAndFlagFields prefix="country." codePlaceholder="JP" flagPlaceholder="🇯🇵" />
        <CheckboxField name="country.isActive" label={t('countries.active')} />
      </fieldset>
    </EntityDialog>
  );
}
