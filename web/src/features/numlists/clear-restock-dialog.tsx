// « Vider le stock d'un opérateur »: delete every numlist of one country and operator (both required; the operators offered
// are the chosen country's), after a confirmation.
import { clearRestockSchema } from '@contracts/stock';
import { useQueryClient } from '@tanstack/react-query';
import { EraserIcon } from 'lucide-react';
import { countryOptions } from '@/features/catalogue/country-options';
import { EntityDialog, useEntityForm } from '@/components/entity-dialog';
import { Field, inputText } from '@/components/form-fields';
import { OptionSelect } from '@/components/option-select';
import { confirm } from '@/components/ui/confirm';
import { useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { type ClearRestockResult, invalidateNumlists } from '@/features/numlists/numlists-api';
import { apiRequest } from '@/lib/api';
import { notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

const noChoice = { countryId: '', operatorId: '' };

export function ClearRestockDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const countries = useCountries();
  const operators = useOperators();

  const entity = useEntityForm({
    schema: clearRestockSchema,
    values: noChoice,
    open,
    onOpenChange,
    save: (body) => apiRequest<ClearRestockResult>('POST', '/api/numlists/clear-restock', body),
    beforeSave: ({ countryId, operatorId }) =>
      confirm({
        title: t('clearRestock.confirm'),
        description: t('clearRestock.confirmDescription', {
          country: countries.data?.find((item) => item.id === countryId)?.name ?? '',
          operator: operators.data?.find((item) => item.id === operatorId)?.name ?? '',
        }),
        confirmLabel: t('clearRestock.submit'),
        destructive: true,
      }),
    onSaved: (result) => {
      notifySuccess(
        t('clearRestock.done'),
        t('clearRestock.doneDescription', { numlists: formatNumber(result.deletedNumlists), numbers: formatNumber(result.deletedNumbers) }),
      );
      return invalidateNumlists(queryClient);
    },
    failure: t('clearRestock.failed'),
  });
  const { form } = entity;
  const countryId = inputText(form.watch('countryId'));
  const countryOperators = (operators.data ?? []).filter((operator) => String(operator.countryId) === countryId);
  const complete = clearRestockSchema.safeParse(form.watch()).success;

  return (
    <EntityDialog
      entity={entity}
      icon={<EraserIcon className="size-5 text-destructive" />}
      title={t('clearRestock.title')}
      description={t('clearRestock.description')}
      submitLabel={t('clearRestock.submit')}
      submitVariant="destructive"
      submitDisabled={!complete}
      submitTestId="clear-restock-submit"
      testId="clear-restock-dialog"
    >
      <Field name="countryId" label={t('clearRestock.country')}>
        {(field) => (
          <OptionSelect
            value={inputText(field.value)}
            onChange={(value) => {
              field.onChange(value);
              // The operator belongs to a country: a new country empties it.
              form.setValue('operatorId', '');
            }}
            options={countryOptions(countries.data)}
            placeholder={t('clearRestock.chooseCountry')}
            data-testid="clear-restock-country"
          />
        )}
      </Field>
      <Field name="operatorId" label={t('clearRestock.operator')}>
        {(field) => (
          <OptionSelect
            value={inputText(field.value)}
            onChange={field.onChange}
            options={countryOperators.map((operator) => ({ value: String(operator.id), label: operator.name }))}
            disabled={countryId === '' || countryOperators.length === 0}
            placeholder={
              countryId === '' ? t('clearRestock.countryFirst') : countryOperators.length === 0 ? t('clearRestock.noOperators') : t('clearRestock.chooseOperator')
            }
            data-testid="clear-restock-operator"
          />
        )}
      </Field>
    </EntityDialog>
  );
}
