// /operators: the operator table (ID, name, country or 'Inconnu', status, actions) and its dialog, whose country list holds only active countries.
import { type Country, type Operator, operatorCreateSchema } from '@contracts/catalogue';
import { RadioTowerIcon } from 'lucide-react';
import { CountryFlag } from '@/components/country-flag';
import type { ColumnDef } from '@/components/data-table';
import { EntityDialog, useEntityDialog } from '@/components/entity-dialog';
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { useCatalogueDelete, useCatalogueForm } from '@/features/catalogue/catalogue-changes';
import { CatalogueTablePage, useCatalogueColumns } from '@/features/catalogue/catalogue-ui';
import { useT } from '@/lib/i18n';

export default function OperatorsPage() {
  const t = useT();
  const operators = useOperators();
  const dialog = useEntityDialog<Operator>();
  const { askDelete, pendingId } = useCatalogueDelete<Operator>('operators', (operator) => operator.name);
  const { id, status, actions } = useCatalogueColumns<Operator>({ edit: dialog.edit, askDelete, pendingId });

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
    <CatalogueTablePage area="operators" item="operator" icon={RadioTowerIcon} query={operators} columns={columns} onAdd={dialog.create}>
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
