// Create or edit a promotion: type and value, dates, conditions, an optional promo code with its limits, and the price of a sample order.
import type { PromotionItem, PromotionPreviewResponse } from '@contracts/promotions';
import { CalculatorIcon, PercentIcon } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CountryFlag } from '@/components/country-flag';
import { EntityDialog, useEntityForm } from '@/components/entity-dialog';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/form-fields';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useCategories, useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ANY, EMPTY_FORM, type PromotionForm, promotionFormSchema, toBody, toForm } from './promotion-form';
import { usePromotionPreview, useSavePromotion } from './promotions-api';

export function PromotionDialog({ open, onOpenChange, promotion }: { open: boolean; onOpenChange(open: boolean): void; promotion: PromotionItem | null }) {
  const t = useT();
  const save = useSavePromotion();
  const entity = useEntityForm({
    schema: promotionFormSchema,
    values: promotion ? toForm(promotion) : EMPTY_FORM,
    open,
    onOpenChange,
    save: (values) => save.mutateAsync({ id: promotion?.id ?? null, body: toBody(values) }),
    onSaved: (saved) => {
      notifySuccess(promotion ? t('promotions.toast.updated') : t('promotions.toast.created'), saved.name);
    },
    failure: promotion ? t('promotions.error.update') : t('promotions.error.create'),
    serverFields: { 'conditions.minQuantity': 'minQuantity' },
  });
  const { watch } = entity.form;
  const type = watch('type');
  const countryId = watch('countryId');
  const countries = useCountries();
  const operators = useOperators(countryId && countryId !== ANY ? Number(countryId) : null);
  const categories = useCategories();
  const any = { value: ANY, label: t('promotions.field.any') };

  return (
    <EntityDialog
      entity={entity}
      icon={<PercentIcon className="size-5 text-emerald-600" />}
      title={promotion ? t('promotions.edit.title') : t('promotions.create.title')}
      description={t('promotions.dialog.description')}
      submitLabel={promotion ? t('common.save') : t('promotions.create.submit')}
      submitTestId="promotion-submit"
      testId="promotion-dialog"
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start">
        <TextField name="name" label={t('promotions.field.name')} data-testid="promotion-name" />
        <SelectField
          name="type"
          label={t('promotions.field.type')}
          options={[
            { value: 'percentage', label: t('promotions.type.percentage') },
            { value: 'fixed', label: t('promotions.type.fixed') },
            { value: 'tiers', label: t('promotions.type.tiers') },
          ]}
          testId="promotion-type"
        />
      </div>
      <TextareaField name="description" label={t('promotions.field.description')} rows={2} />
      {type === 'tiers' ? (
        <TextareaField name="tiers" label={t('promotions.field.tiers')} description={t('promotions.field.tiersHint')} rows={3} placeholder="1000 : 0,004" data-testid="promotion-tiers" />
      ) : (
        <TextField
          name="value"
          label={type === 'percentage' ? t('promotions.field.percent') : t('promotions.field.amount')}
          inputMode="decimal"
          placeholder={type === 'percentage' ? '10' : '1,50'}
          data-testid="promotion-value"
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField name="startDate" label={t('promotions.field.startDate')} type="date" data-testid="promotion-start" />
        <TextField name="endDate" label={t('promotions.field.endDate')} type="date" description={t('promotions.field.endHint')} data-testid="promotion-end" />
      </div>
      <fieldset className="grid gap-4 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">{t('promotions.conditions')}</legend>
        <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
          <SelectField
            name="countryId"
            label={t('promotions.field.country')}
            options={[any, ...(countries.data ?? []).map((c) => ({ value: String(c.id), label: (
                <>
                  <CountryFlag flag={c.flag} /> {c.name}
                </>
              ) }))]}
            testId="promotion-country"
          />
          <SelectField
            name="operatorId"
            label={t('promotions.field.operator')}
            options={[any, ...(countryId !== ANY ? (operators.data ?? []) : []).map((o) => ({ value: String(o.id), label: o.name }))]}
            testId="promotion-operator"
          />
          <SelectField
            name="categoryId"
            label={t('promotions.field.category')}
            options={[any, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
            testId="promotion-category"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-center">
          <TextField name="minQuantity" label={t('promotions.field.minQuantity')} inputMode="numeric" data-testid="promotion-min-quantity" />
          <CheckboxField name="firstPurchaseOnly" label={t('promotions.field.firstPurchaseOnly')} className="sm:mt-5" />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">{t('promotions.codeSection')}</legend>
        <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
          <TextField name="code" label={t('promotions.field.code')} description={t('promotions.field.codeHint')} className="uppercase" data-testid="promotion-code" />
          <TextField name="maxUses" label={t('promotions.field.maxUses')} inputMode="numeric" data-testid="promotion-max-uses" />
          <TextField name="maxUsesPerCustomer" label={t('promotions.field.maxUsesPerCustomer')} inputMode="numeric" />
        </div>
      </fieldset>
      <CheckboxField name="isActive" label={t('promotions.field.isActive')} />
      <PreviewPanel form={entity.form} />
    </EntityDialog>
  );
}

/** The price of a sample order (an operator, a quantity) with the promotion as typed in the form, saved or not. */
function PreviewPanel({ form }: { form: UseFormReturn<PromotionForm, unknown, z.output<typeof promotionFormSchema>> }) {
  const t = useT();
  const operators = useOperators();
  const preview = usePromotionPreview();
  const [operatorId, setOperatorId] = useState('');
  const [quantity, setQuantity] = useState('1000');
  const [result, setResult] = useState<PromotionPreviewResponse | null>(null);
  const operator = operators.data?.find((o) => String(o.id) === operatorId);

  const run = async () => {
    const values = form.getValues();
    const checked = promotionFormSchema.safeParse(values);
    if (!checked.success || !operator?.countryId) {
      await form.trigger();
      return;
    }
    try {
      setResult(await preview.mutateAsync({ promotion: toBody(checked.data), countryId: operator.countryId, operatorId: operator.id, quantity: Number(quantity) }));
    } catch (error) {
      setResult(null);
      notifyError(t('common.error'), t('promotions.preview.failed'), error);
    }
  };

  return (
    <section className="grid gap-3 rounded-lg border bg-muted/40 p-3" data-testid="promotion-preview">
      <h3 className="text-sm font-medium">{t('promotions.preview.title')}</h3>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_8rem_auto]">
        <OptionSelect
          value={operatorId}
          onChange={setOperatorId}
          placeholder={t('promotions.preview.operator')}
          aria-label={t('promotions.preview.operator')}
          options={(operators.data ?? [])
            .filter((o) => o.countryId !== null)
            .map((o) => ({
              value: String(o.id),
              label: (
                <>
                  {o.countryFlag ? <CountryFlag flag={o.countryFlag} /> : null} {o.countryName ?? ''} — {o.name}
                </>
              ),
            }))}
          data-testid="preview-operator"
        />
        <Input
          aria-label={t('promotions.preview.quantity')}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))}
          data-testid="preview-quantity"
        />
        <Button type="button" variant="outline" onClick={run} disabled={!operator || !quantity || preview.isPending} data-testid="preview-run">
          {preview.isPending ? <Spinner /> : <CalculatorIcon />}
          {t('promotions.preview.run')}
        </Button>
      </div>
      {result ? (
        <p className="text-sm" data-testid="preview-result">
          {result.discount !== '0.00' ? (
            <>
              <s className="text-muted-foreground">{formatEuro(result.basePrice)}</s> → <strong className="text-base">{formatEuro(result.price)}</strong>{' '}
              <span className="text-emerald-700 dark:text-emerald-400">({t('promotions.preview.saving', { amount: formatEuro(result.discount) })})</span>
            </>
          ) : (
            <>
              <strong>{formatEuro(result.price)}</strong> — {result.conditionsMet ? t('promotions.preview.noDiscount') : t('promotions.preview.conditionsNotMet')}
            </>
          )}
        </p>
      ) : null}
    </section>
  );
}
