// /add-numlist (lazy): a new numlist — name, category, country, operator of that country, source, consent basis, price, status — and its first numbers.
import { type ImportResult, numlistCreateSchema } from '@contracts/stock';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightIcon, CheckCircle2Icon, FilePlus2Icon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { AmountField, amountToApiText, MICRO_EUROS, optionalAmountTextField } from '@/components/amount-input';
import { useEntityForm } from '@/components/entity-dialog';
import { CheckboxField, Field, inputText, TextareaField, TextField } from '@/components/form-fields';
import { type Option, OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { useCategories, useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { countryOptions } from '@/features/catalogue/country-options';
import { ImportReportView, NumbersEntryFields, useNumbersEntry } from '@/features/numlists/numbers-input';
import { createNumlist, invalidateNumlists } from '@/features/numlists/numlists-api';
import { notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { CardHeading, TitledCard } from '@/components/titled-card';

/**
 * The unit price is typed as any money field ("0,006", "0.0075") and read by the shared parser in micro-euros, then
 * sent as the API's text ("0.006"); empty means the shop price. At most 9 999,999999 € (the API's limit).
 */
const MAX_UNIT_PRICE_MICRO = 9_999_999_999;
const createFormSchema = numlistCreateSchema.extend({
  unitPrice: optionalAmountTextField({ decimals: MICRO_EUROS, positive: true, max: MAX_UNIT_PRICE_MICRO }).transform((micro) =>
    micro === null ? null : amountToApiText(micro, MICRO_EUROS),
  ),
});

/** Radix Select items cannot have an empty value: this one stands for "none". */
const NONE = 'none';

type FormValues = {
  name: string;
  categoryId: string;
  countryId: string;
  operatorId: string;
  source: string;
  consentBasis: string;
  unitPrice: string;
  isActive: boolean;
};

const emptyForm: FormValues = {
  name: '',
  categoryId: '',
  countryId: '',
  operatorId: '',
  source: '',
  consentBasis: '',
  unitPrice: '',
  isActive: true,
};

export default function AddNumlistPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const countries = useCountries();
  const operators = useOperators();
  const entry = useNumbersEntry();
  const [result, setResult] = useState<ImportResult | null>(null);

  // The form holds what the inputs hold (ids as text, '' for none); the shared schema turns it into the create payload.
  const entity = useEntityForm({
    schema: createFormSchema,
    values: emptyForm,
    open: true,
    // A page, not a dialog: nothing to close.
    onOpenChange: () => {},
    // Blank lines only: nothing to import (SPEC §5). With neither text nor file the numlist starts empty.
    beforeSave: entry.check,
    save: (values) => entry.send((payload, options) => createNumlist(values, payload, options)),
    onSaved: (answer) => {
      setResult(answer);
      notifySuccess(t('addNumlist.created'), t('addNumlist.createdDescription', { name: answer.numlist.name, count: formatNumber(answer.report.added) }));
      return invalidateNumlists(queryClient);
    },
    failure: t('addNumlist.failed'),
  });
  const { form, submit: onSubmit } = entity;
  const countryId = inputText(form.watch('countryId'));
  const countryOperators = (operators.data ?? []).filter((operator) => String(operator.countryId) === countryId);

  const startOver = () => {
    form.reset(emptyForm);
    entry.reset();
    setResult(null);
  };

  if (result) {
    return (
      <div data-testid="add-numlist-page">
        <PageHeader page="addNumlist" />
        <TitledCard
          testId="add-numlist-result"
          className="max-w-3xl"
          icon={CheckCircle2Icon}
          iconClassName="size-5 text-success"
          title={t('addNumlist.resultTitle', { name: result.numlist.name })}
          description={t('addNumlist.resultDescription', { available: formatNumber(result.numlist.availableNumbers) })}
        >
          <CardContent>
            <ImportReportView report={result.report} />
          </CardContent>
          <CardFooter className="flex-wrap gap-2">
            <Button asChild>
              <Link href={`/numlists?search=${encodeURIComponent(result.numlist.name)}`} data-testid="view-numlist">
                {t('addNumlist.viewList')}
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button variant="outline" onClick={startOver}>
              <PlusIcon />
              {t('addNumlist.another')}
            </Button>
          </CardFooter>
        </TitledCard>
      </div>
    );
  }

  const busy = entity.pending;
  return (
    <div data-testid="add-numlist-page">
      <PageHeader page="addNumlist" />
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="grid items-start gap-6 lg:grid-cols-2">
          <Card>
            <CardHeading title={t('addNumlist.detailsTitle')} description={t('addNumlist.detailsDescription')} />
            <CardContent className="grid gap-4">
              <TextField name="name" label={t('catalogue.name')} placeholder="France Orange SMS" />
              <ChoiceField
                name="categoryId"
                label={t('numlists.category')}
                none={t('addNumlist.noCategory')}
                options={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
                testId="numlist-category-select"
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <ChoiceField
                  name="countryId"
                  label={t('numlists.country')}
                  description={t('addNumlist.countryHint')}
                  none={t('addNumlist.none')}
                  options={countryOptions(countries.data)}
                  // The operator belongs to a country: a new country empties it.
                  onChosen={() => form.setValue('operatorId', '')}
                  testId="numlist-country-select"
                />
                <ChoiceField
                  name="operatorId"
                  label={t('numlists.operator')}
                  none={countryId === '' ? t('addNumlist.countryFirst') : t('addNumlist.none')}
                  options={countryOperators.map((operator) => ({ value: String(operator.id), label: operator.name }))}
                  disabled={countryId === ''}
                  testId="numlist-operator-select"
                />
              </div>
              <TextField name="source" label={t('addNumlist.source')} placeholder={t('addNumlist.sourcePlaceholder')} />
              <TextareaField
                name="consentBasis"
                label={t('addNumlist.consentBasis')}
                description={t('addNumlist.consentHint')}
                rows={2}
                placeholder={t('addNumlist.consentPlaceholder')}
              />
              <AmountField
                control={form.control}
                name="unitPrice"
                label={t('addNumlist.unitPrice')}
                description={t('addNumlist.unitPriceHint')}
                decimals={MICRO_EUROS}
                positive
                max={MAX_UNIT_PRICE_MICRO}
                perNumber
                placeholder="0,006"
                containerClassName="max-w-sm"
              />
              <CheckboxField name="isActive" label={t('addNumlist.active')} />
            </CardContent>
          </Card>

          <Card>
            <CardHeading title={t('addNumlist.numbersTitle')} description={t('addNumlist.numbersDescription')} />
            <CardContent className="grid gap-4">
              <NumbersEntryFields entry={entry} disabled={busy} />
            </CardContent>
            <CardFooter className="justify-end gap-2 border-t [.border-t]:pt-6">
              <Button variant="outline" asChild>
                <Link href="/numlists">{t('common.cancel')}</Link>
              </Button>
              <Button type="submit" disabled={busy} data-testid="create-numlist">
                {busy ? <Spinner /> : <FilePlus2Icon />}
                {t('addNumlist.submit')}
              </Button>
            </CardFooter>
          </Card>
        </form>
      </Form>
    </div>
  );
}

/** A choice with a first item for "none" (Radix items cannot have an empty value): the form keeps '' for it. */
function ChoiceField({
  name,
  label,
  description,
  none,
  options,
  disabled,
  onChosen,
  testId,
}: {
  name: string;
  label: string;
  description?: string;
  none: string;
  options: Option[];
  disabled?: boolean;
  onChosen?(): void;
  testId: string;
}) {
  return (
    <Field name={name} label={label} description={description}>
      {(field) => (
        <OptionSelect
          value={inputText(field.value) || NONE}
          onChange={(value) => {
            field.onChange(value === NONE ? '' : value);
            onChosen?.();
          }}
          options={[{ value: NONE, label: none }, ...options]}
          disabled={disabled}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
