// « Anti-abus » (Paramètres, decision 0142): the three rules an owner can turn on, each off by default, with its figures.
import type { AbuseRules } from '@contracts/abuse';
import { ShieldAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { SwitchField, TextField } from '@/components/form-fields';
import { TitledCard } from '@/components/titled-card';
import { CardContent } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { useAbuseRules, useSaveAbuseRules } from '@/features/settings/abuse-rules-api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

type RulesForm = {
  purchaseRate: { enabled: boolean; maxPurchases: string; accountAgeDays: string };
  unpaidTopUps: { enabled: boolean; maxPerDay: string };
  referralPaidDeposit: { enabled: boolean };
};

const formOf = (rules: AbuseRules): RulesForm => ({
  purchaseRate: { ...rules.purchaseRate, maxPurchases: String(rules.purchaseRate.maxPurchases), accountAgeDays: String(rules.purchaseRate.accountAgeDays) },
  unpaidTopUps: { ...rules.unpaidTopUps, maxPerDay: String(rules.unpaidTopUps.maxPerDay) },
  referralPaidDeposit: rules.referralPaidDeposit,
});

// A typed count as a number; anything else is sent as is, so the server names the field that is wrong.
const typedCount = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : (text as unknown as number));

export function AbuseRulesCard() {
  const t = useT();
  const rules = useAbuseRules();
  const save = useSaveAbuseRules();
  const form = useForm<RulesForm>({
    defaultValues: {
      purchaseRate: { enabled: false, maxPurchases: '', accountAgeDays: '' },
      unpaidTopUps: { enabled: false, maxPerDay: '' },
      referralPaidDeposit: { enabled: false },
    },
  });

  useEffect(() => {
    if (rules.data && !form.formState.isDirty) form.reset(formOf(rules.data));
  }, [rules.data, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        purchaseRate: { enabled: values.purchaseRate.enabled, maxPurchases: typedCount(values.purchaseRate.maxPurchases), accountAgeDays: typedCount(values.purchaseRate.accountAgeDays) },
        unpaidTopUps: { enabled: values.unpaidTopUps.enabled, maxPerDay: typedCount(values.unpaidTopUps.maxPerDay) },
        referralPaidDeposit: { enabled: values.referralPaidDeposit.enabled },
      },
      {
        onSuccess: (saved) => {
          form.reset(formOf(saved));
          notifySuccess(t('settings.abuse.saved'));
        },
        onError: (error) => {
          if (!setServerFieldErrors(form, error)) notifyError(t('common.error'), t('settings.abuse.saveFailed'), error);
        },
      },
    ),
  );

  return (
    <TitledCard testId="abuse-rules" icon={ShieldAlertIcon} title={t('settings.abuse.title')} description={t('settings.abuse.description')}>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-6">
            <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
              <SwitchField name="purchaseRate.enabled" label={t('settings.abuse.purchaseRate')} className="sm:col-span-2" testId="abuse-purchase-rate" />
              <TextField name="purchaseRate.maxPurchases" label={t('settings.abuse.maxPurchases')} inputMode="numeric" data-testid="abuse-max-purchases" />
              <TextField name="purchaseRate.accountAgeDays" label={t('settings.abuse.accountAgeDays')} inputMode="numeric" data-testid="abuse-account-age" />
            </fieldset>
            <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
              <SwitchField name="unpaidTopUps.enabled" label={t('settings.abuse.unpaidTopUps')} className="sm:col-span-2" testId="abuse-unpaid-top-ups" />
              <TextField name="unpaidTopUps.maxPerDay" label={t('settings.abuse.maxPerDay')} description={t('settings.abuse.maxPerDayHint')} inputMode="numeric" data-testid="abuse-max-per-day" />
            </fieldset>
            <fieldset className="grid gap-2 rounded-lg border p-4">
              <SwitchField name="referralPaidDeposit.enabled" label={t('settings.abuse.referralPaidDeposit')} testId="abuse-referral" />
              <p className="text-sm text-muted-foreground">{t('settings.abuse.referralHint')}</p>
            </fieldset>
            <p className="text-sm text-muted-foreground">{t('settings.abuse.counted')}</p>
            <div>
              <BusyButton type="submit" busy={save.isPending} disabled={!rules.data} data-testid="abuse-save">
                {t('common.save')}
              </BusyButton>
            </div>
          </form>
        </Form>
      </CardContent>
    </TitledCard>
  );
}
