// /operators: the operator table (ID, name, country or 'Inconnu', status, actions) with a search box, a country filter and
// paging, and its dialog, whose country list holds only active countries.
import { type Country, type Operator, operatorCreateSchema } from '@contracts/catalogue';
import { RadioTowerIcon, SearchXIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CountryFlag } from '@/components/country-flag';
import type { ColumnDef } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { EntityDialog, } from '@/components/entity-dialog';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { useCatalogueDelete, useCatalogueForm } from '@/features/catalogue/catalogue-changes';
import { countryOptions } from '@/features/catalogue/country-options';
import { CatalogueTablePage, useCatalogueTable } from '@/features/catalogue/catalogue-ui';
import { useT } from '@/lib/i18n';
import { usePaging } from '@/lib/use-paging';
import { useUrlSearchTerm } from '@/lib/use-url-search-term';

/** The API gives every operator at once (a catalogue stays small): the page filters and pages them in the browser. */
const PAGE_SIZES = [20, 50, 100] as const;
/** A shop has a few dozen operators: one page of 50 usually holds them all, the smaller size is a choice away. */
const DEFAULT_PAGE_SIZE = 50;
const ALL = 'all';
/** The filter's choice for operators kept without a country ('Inconnu'). */
const NO_COUNTRY = 'none';

/** Case and accents aside: 'telefonica' finds 'Telefónica'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr-FR');

export default function OperatorsPage() {
  const t = useT();
  const operators = useOperators();
  const countries = useCountries();
  const [search, setSearch] = useUrlSearchTerm();
  const [country, setCountry] = useState(ALL);
  const paging = usePaging(PAGE_SIZES, { search, country }, DEFAULT_PAGE_SIZE);

  const matching = useMemo(() => {
    const term = folded(search.trim());
    return (operators.data ?? []).filter(
      (operator) =>
        (country === ALL || (country === NO_COUNTRY ? operator.countryId == null : String(operator.countryId) === country)) &&
        (term === '' || folded(`${operator.name} ${operator.countryName ?? ''}`).includes(term)),
    );
  }, [operators.data, search, country]);
  const totalPages = Math.max(1, Math.ceil(matching.length / paging.pageSize));
  paging.keepWithin(operators.data ? totalPages : undefined);
  const shown = matching.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize);
  const filtered = search.trim() !== '' || country !== ALL;

  // The filter offers the countries that have operators, in the catalogue's order, and 'Inconnu' when some have none.
  const countryChoices = useMemo(() => {
    const used = new Set((operators.data ?? []).map((operator) => operator.countryId));
    return [
      { value: ALL, label: t('operators.allCountries') },
      ...countryOptions(countries.data?.filter((c) => used.has(c.id))),
      ...(used.has(null) ? [{ value: NO_COUNTRY, label: t('common.unknown') }] : []),
    ];
  }, [operators.data, countries.data, t]);
  const { dialog, id, status, actions } = useCatalogueTable(useCatalogueDelete<Operator>('operators', (operator) => operator.name));

  const columns: ColumnDef<Operator>[] = [
    id,
    { accessorKey: 'name', header: t('catalogue.name'), meta: { cellClassName: 'font-medium' } },
    {
      id: 'country',
      header: t('operators.country'),
      cell: ({ row: { original: operator } }) =>
        operator.countryName ? (
          <span className="flex items-center gap-2">
            <CountryFlag flag={operator.countryFlag} />
            {operator.countryName}
          </span>
        ) : (
          <span className="text-muted-foreground italic">{t('common.unknown')}</span>
        ),
    },
    status,
    actions,
  ];

  return (
    <CatalogueTablePage
      area="operators"
      item="operator"
      icon={RadioTowerIcon}
      query={operators}
      columns={columns}
      onAdd={dialog.create}
      table={{
        layout: 'card',
        rows: operators.data ? shown : undefined,
        search: { value: search, onChange: setSearch, placeholder: t('operators.searchPlaceholder'), label: t('operators.searchLabel'), testId: 'operators-search' },
        toolbar: (
          <OptionSelect
            value={country}
            onChange={setCountry}
            options={countryChoices}
            aria-label={t('operators.countryFilter')}
            className="sm:w-56"
            data-testid="operators-country-filter"
          />
        ),
        pagination: operators.data && operators.data.length > 0 ? paging.controls(matching.length, t('operators.itemsLabel')) : undefined,
        empty:
          filtered && (operators.data?.length ?? 0) > 0 ? (
            <EmptyState
              icon={SearchXIcon}
              title={t('operators.emptyFiltered')}
              description={t('operators.emptyFilteredHint')}
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch('');
                    setCountry(ALL);
                  }}
                >
                  {t('operators.resetFilters')}
                </Button>
              }
            />
          ) : undefined,
      }}
    >
      <OperatorDialog open={dialog.open} onOpenChange={dialog.onOpenChange} operator={dialog.entity} />
    </CatalogueTablePage>
  );
}

type OperatorForm = { name: string; countryId: number | ''; isActive: boolean };

function toFormValues(operator: Operator | null): OperatorForm {
  if (!operator) return { name: '', countryId: '', isActive: true };
  return { name: operator.name, countryId: operator.countryId ?? '', isActive: operator.isActive };
}

/** SPEC §2: only active countries can be chosen; an operator kept on a country since deactivated still shows it. */
function selectableCountries(countries: Country[], currentId: number | null | undefined): Country[] {
  return countries.filter((country) => country.isActive || country.id === currentId);
}

function OperatorDialog({ open, onOpenChange, operator }: { open: boolean; onOpenChange(open: boolean): void; operator: Operator | null }) {
  const t = useT();
  const countries = useCountries();
  const dialog = useCatalogueForm({ area: 'operators', entity: operator, open, onOpenChange, schema: operatorCreateSchema, values: toFormValues(operator) });

  return (
    <EntityDialog {...dialog} testId="operator-dialog">
      <TextField name="name" label={t('catalogue.name')} placeholder="Orange" />
      <SelectField
        name="countryId"
        label={t('operators.country')}
        placeholder={t('operators.chooseCountry')}
        testId="operator-country"
        // SPEC §5: the country value is converted to an integer.
        parse={(value) => Number.parseInt(value, 10)}
        options={selectableCountries(countries.data ?? [], operator?.countryId).map((country) => ({
          value: String(country.id),
          label: (
            <>
              <CountryFlag flag={country.flag} code={country.code} />
              {country.name}
              {!country.isActive && <span className="text-muted-foreground">({t('common.inactive')})</span>}
            </>
          ),
        }))}
      />
      <CheckboxField name="isActive" label={t('operators.active')} />
    </EntityDialog>
  );
}
