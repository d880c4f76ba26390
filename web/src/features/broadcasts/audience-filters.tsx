// The audience's filters on the Diffusions page, all applied together (AND): language, a country or operator bought,
// total spent, last purchase before/after, registered after, balance. Amounts in euros, dates in Europe/Paris.
import { BOT_LANGUAGES } from '@contracts/telegram';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { LANGUAGE_NAMES } from '@/features/users/languages';
import { useT } from '@/lib/i18n';

export type AudienceFilterValues = {
  language: string;
  countryId: string;
  operatorId: string;
  minSpent: string;
  lastPurchaseBefore: string;
  lastPurchaseAfter: string;
  registeredAfter: string;
  minBalance: string;
};

export const NO_FILTERS: AudienceFilterValues = {
  language: '',
  countryId: '',
  operatorId: '',
  minSpent: '',
  lastPurchaseBefore: '',
  lastPurchaseAfter: '',
  registeredAfter: '',
  minBalance: '',
};

/** The filters that are set, as the API reads them. */
export const setFilters = (f: AudienceFilterValues) => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== ''));

export function AudienceFilters({
  value,
  onChange,
  selectClass,
  hideLanguage,
}: {
  value: AudienceFilterValues;
  onChange: (next: AudienceFilterValues) => void;
  selectClass: string;
  hideLanguage: boolean;
}) {
  const t = useT();
  const ids = useId();
  const countries = useCountries().data ?? [];
  const operators = useOperators(value.countryId ? Number(value.countryId) : null).data ?? [];
  const set = (field: keyof AudienceFilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, [field]: e.target.value, ...(field === 'countryId' ? { operatorId: '' } : {}) });
  const field = (name: keyof AudienceFilterValues, label: string, input: React.ReactNode) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${ids}-${name}`} className="text-xs">
        {label}
      </Label>
      {input}
    </div>
  );
  const date = (name: keyof AudienceFilterValues, label: string) =>
    field(name, label, <Input id={`${ids}-${name}`} type="date" value={value[name]} onChange={set(name)} />);
  // A filter left at "any" (the empty value) filters nothing.
  const choice = (name: keyof AudienceFilterValues, label: string, options: { value: string; label: string }[]) =>
    field(
      name,
      label,
      <select id={`${ids}-${name}`} className={selectClass} value={value[name]} onChange={set(name)}>
        <option value="">{t('broadcasts.filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>,
    );
  const euros = (name: keyof AudienceFilterValues, label: string) =>
    field(name, label, <Input id={`${ids}-${name}`} inputMode="decimal" placeholder="0,00" value={value[name]} onChange={set(name)} />);

  return (
    <fieldset className="space-y-3 rounded-lg border p-3" data-testid="broadcast-filters">
      <legend className="px-1 text-sm font-medium">{t('broadcasts.filters')}</legend>
      <p className="text-xs text-muted-foreground">{t('broadcasts.filters.hint')}</p>
      <div className="grid items-end gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {!hideLanguage &&
          choice(
            'language',
            t('broadcasts.filters.language'),
            BOT_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] })),
          )}
        {choice(
          'countryId',
          t('broadcasts.filters.country'),
          countries.map((c) => ({ value: String(c.id), label: `${c.flag} ${c.name}` })),
        )}
        {choice(
          'operatorId',
          t('broadcasts.filters.operator'),
          operators.map((o) => ({ value: String(o.id), label: o.name })),
        )}
        {euros('minSpent', t('broadcasts.filters.minSpent'))}
        {date('lastPurchaseBefore', t('broadcasts.filters.lastPurchaseBefore'))}
        {date('lastPurchaseAfter', t('broadcasts.filters.lastPurchaseAfter'))}
        {date('registeredAfter', t('broadcasts.filters.registeredAfter'))}
        {euros('minBalance', t('broadcasts.filters.minBalance'))}
      </div>
    </fieldset>
  );
}
