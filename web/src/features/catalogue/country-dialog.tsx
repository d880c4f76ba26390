// The country create/edit dialog ('Pays actif', flag filled from the ISO code, continent chosen among the existing ones) and
// the confirmed delete, shared by /countries and /continents.
import { type Continent, type Country, countryCreateSchema } from '@contracts/catalogue';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { EntityDialog } from '@/components/entity-dialog';
import { CheckboxField, Field, inputText, TextField } from '@/components/form-fields';
import { OptionSelect } from '@/components/option-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
      {lockContinent ? (
        <TextField name="continent" label={t('countries.continent')} readOnly />
      ) : (
        <ContinentField continents={continents.data ?? []} />
      )}
      <CheckboxField name="isActive" label={t('countries.active')} />
    </EntityDialog>
  );
}

/** The select's entry that reveals a text field for a continent not yet in the list. */
const NEW_CONTINENT = '__new__';

/**
 * The continent is chosen among the existing ones, so a typo cannot create a continent; « Nouveau continent… » reveals a
 * text field for a new one. A country's own continent stays choosable while the list loads.
 */
function ContinentField({ continents }: { continents: Continent[] }) {
  const t = useT();
  const form = useFormContext();
  const selectId = useId();
  const [typing, setTyping] = useState(false);
  const current = inputText(form.watch('continent'));
  const names = continents.map((continent) => continent.name);
  if (!typing && current && !names.includes(current)) names.push(current);
  const options = [
    ...names.map((name) => ({ value: name, label: continentLabel(name) })),
    { value: NEW_CONTINENT, label: <span className="text-muted-foreground">{t('countries.newContinent')}</span> },
  ];
  const choose = (value: string, onChange: (value: string) => void) => {
    setTyping(value === NEW_CONTINENT);
    onChange(value === NEW_CONTINENT ? '' : value);
  };

  if (!typing) {
    return (
      <Field name="continent" label={t('countries.continent')} description={t('countries.continentHint')}>
        {(field) => (
          <OptionSelect
            value={current}
            onChange={(value) => choose(value, field.onChange)}
            options={options}
            placeholder={t('countries.chooseContinent')}
            data-testid="country-continent"
          />
        )}
      </Field>
    );
  }
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={selectId}>{t('countries.continent')}</Label>
        <OptionSelect
          id={selectId}
          value={NEW_CONTINENT}
          onChange={(value) => choose(value, (next) => form.setValue('continent', next, { shouldValidate: form.formState.isSubmitted }))}
          options={options}
          data-testid="country-continent"
        />
      </div>
      <TextField name="continent" label={t('countries.newContinentName')} description={t('countries.newContinentHint')} placeholder="Antarctique" autoFocus />
    </>
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
