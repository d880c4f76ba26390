// The country create/edit dialog ('Pays actif', flag filled from the ISO code) and the confirmed delete, shared by /countries and /continents.
import { type Country, countryCreateSchema } from '@contracts/catalogue';
import { useFormContext } from 'react-hook-form';
import { EntityDialog } from '@/components/entity-dialog';
import { CheckboxField, Field, inputText, TextField } from '@/components/form-fields';
import { Input } from '@/components/ui/input';
import { continentLabel, useContinents } from '@/features/catalogue/catalogue-api';
import { useCatalogueDelete, useCatalogueForm } from '@/features/catalogue/catalogue-changes';
import { flagEmoji } from '@/lib/format';
import { useT } from '@/lib/i18n';

type CountryForm = { name: string; code: string; flag: string; continent: string; isActive: boolean };

function toFormValues(country: Country | null, defaultContinent: string): CountryForm {
  if (!country) return { name: '', code: '', flag: '', continent: defaultContinent, isActive: true };
  const { name, code, flag, continent, isActive } = country;
  return { name, code, flag, continent, isActive };
}

export function CountryDialog({
  open,
  onOpenChange,
  country,
  defaultContinent = 'europe',
  lockContinent = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  country: Country | null;
  /** Continent of a new country (SPEC §3 default: europe). */
  defaultContinent?: string;
  /** On /continents the country is added to the selected continent: the field is shown but not editable. */
  lockContinent?: boolean;
}) {
  const t = useT();
  const continents = useContinents();
  const dialog = useCatalogueForm({
    area: 'countries',
    entity: country,
    open,
    onOpenChange,
    schema: countryCreateSchema,
    values: toFormValues(country, defaultContinent),
  });

  return (
    <EntityDialog {...dialog} testId="country-dialog">
      <TextField name="name" label={t('catalogue.name')} placeholder="France" />
      <CodeAndFlagFields codePlaceholder="FR" flagPlaceholder="🇫🇷" />
      <TextField
        name="continent"
        label={t('countries.continent')}
        readOnly={lockContinent}
        suggestions={(continents.data ?? []).map((continent) => ({ value: continent.name, label: continentLabel(continent.name) }))}
        description={lockContinent ? undefined : t('countries.continentHint')}
      />
      <CheckboxField name="isActive" label={t('countries.active')} />
    </EntityDialog>
  );
}

/**
 * The ISO code, upper-cased as typed, and the flag, which follows the code unless the admin wrote a flag of their own.
 * `prefix` reaches the fields of a nested country (`country.`).
 */
export function CodeAndFlagFields({ prefix = '', codePlaceholder, flagPlaceholder }: { prefix?: string; codePlaceholder: string; flagPlaceholder: string }) {
  const t = useT();
  const form = useFormContext();
  const flagName = `${prefix}flag`;

  const followCode = (code: string, previous: string) => {
    const flag = form.getValues(flagName) ?? '';
    if (flag === '' || flag === flagEmoji(previous)) {
      const next = /^[A-Za-z]{2}$/.test(code.trim()) ? flagEmoji(code) : '';
      form.setValue(flagName, next, { shouldValidate: form.getFieldState(flagName).invalid });
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name={`${prefix}code`} label={t('countries.code')}>
        {(field) => (
          <Input
            autoComplete="off"
            placeholder={codePlaceholder}
            maxLength={2}
            className="uppercase"
            {...field}
            value={inputText(field.value)}
            onChange={(event) => {
              const previous = inputText(field.value);
              field.onChange(event.target.value.toUpperCase());
              followCode(event.target.value, previous);
            }}
          />
        )}
      </Field>
      <TextField name={flagName} label={t('countries.flag')} placeholder={flagPlaceholder} />
    </div>
  );
}

/** Delete with SPEC §8's confirmation and toasts; the server refuses a country still used by stock or sales, and says why. */
export function useDeleteCountry() {
  return useCatalogueDelete<Country>('countries', (country) => `${country.name} (${country.code})`);
}
