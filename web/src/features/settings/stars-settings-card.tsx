// « Telegram Stars » (Paramètres → Paiements, decision 0135): on/off, one Star's value in euros (exact decimal), the
// fewest and most Stars per payment, and the range customers actually get once the deposit limits apply.
import type { StarsSettingsView } from '@contracts/payments';
import { StarIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { SwitchField, TextField } from '@/components/form-fields';
import { TitledCard } from '@/components/titled-card';
import { Badge } from '@/components/ui/badge';
import { CardContent } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useSaveStarsSettings, useStarsSettings } from './payment-settings-api';
import { usePaymentTexts } from './payment-settings-texts';

type StarsForm = { enabled: boolean; starValueEuros: string; minimumStars: string; maximumStars: string };

// Counts of Stars read as the back office writes them, with the French thousands separator (10 000), and typed
// with or without it.
const formOf = (view: StarsSettingsView): StarsForm => ({
  enabled: view.enabled,
  starValueEuros: view.starValueEuros.replace('.', ','),
  minimumStars: formatNumber(view.minimumStars),
  maximumStars: formatNumber(view.maximumStars),
});
const starsCount = (typed: string) => Number(typed.replace(/[\s\u00a0\u202f]/g, ''));

export function StarsSettingsCard() {
  const texts = usePaymentTexts();
  const words = texts.stars;
  const settings = useStarsSettings();
  const save = useSaveStarsSettings();
  const form = useForm<StarsForm>({ defaultValues: { enabled: false, starValueEuros: '', minimumStars: '', maximumStars: '' } });

  useEffect(() => {
    if (settings.data && !form.formState.isDirty) form.reset(formOf(settings.data));
  }, [settings.data, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { enabled: values.enabled, starValueEuros: values.starValueEuros, minimumStars: starsCount(values.minimumStars), maximumStars: starsCount(values.maximumStars) },
      {
        onSuccess: (saved) => {
          form.reset(formOf(saved));
          notifySuccess(words.saved);
        },
        onError: (error) => {
          if (!setServerFieldErrors(form, error)) notifyError(words.saveFailed, error instanceof Error ? error.message : words.saveFailed, error);
        },
      },
    ),
  );

  const view = settings.data;
  return (
    <TitledCard
      testId="stars-settings"
      icon={StarIcon}
      title={
        <>
          {words.title}
          <Badge variant={view?.enabled ? 'success' : 'secondary'} className="ml-1" data-testid="stars-state">
            {view?.enabled ? words.on : words.off}
          </Badge>
        </>
      }
      description={words.description}
    >
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
            <SwitchField name="enabled" label={words.enabled} className="sm:col-span-3" testId="stars-enabled" />
            <TextField name="starValueEuros" label={words.value} description={words.valueHint} inputMode="decimal" data-testid="stars-value" />
            <TextField name="minimumStars" label={words.minimum} inputMode="numeric" data-testid="stars-minimum" />
            <TextField name="maximumStars" label={words.maximum} inputMode="numeric" data-testid="stars-maximum" />
            {view && (
              <p className="text-sm text-muted-foreground sm:col-span-3" data-testid="stars-customer-range">
                {words.customerRange.replace('{minimum}', formatNumber(view.customerMinimumStars)).replace('{maximum}', formatNumber(view.customerMaximumStars))}
              </p>
            )}
            <div className="sm:col-span-3">
              <BusyButton type="submit" busy={save.isPending} disabled={!view} data-testid="stars-save">
                {texts.save}
              </BusyButton>
            </div>
          </form>
        </Form>
      </CardContent>
    </TitledCard>
  );
}
