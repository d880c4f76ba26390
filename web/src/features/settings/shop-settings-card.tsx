// « Boutique »: the shop's settings in one form — name and support contact (texts checked by the server), unit price
// (micro-euros, 6 decimals) and euro amounts through AmountInput, counts as integers, the referral share as a percentage; saved together, with a toast,
// the server's messages under their fields.
import type { ShopSettings } from '@contracts/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { StoreIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AmountField, EURO_CENTS, MICRO_EUROS } from '@/components/amount-input';
import { TextField } from '@/components/form-fields';
import { CardContent } from '@/components/ui/card';
import { SaveFooter } from '@/components/save-footer';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { useT } from '@/lib/i18n';
import { type ShopSettingsForm, shopSettingsFormSchema, shopSettingsFormValues, useSaveShopSettings, useShopSettings } from './shop-settings-api';
import { useShopTexts } from './shop-settings-texts';
import { TitledCard } from '@/components/titled-card';
import { QueryView } from '@/components/query-view';

export function ShopSettingsCard() {
  const texts = useShopTexts();
  const settings = useShopSettings();
  return (
    <TitledCard testId="shop-settings" icon={StoreIcon} title={texts.shopSection} description={texts.shopDescription}>
      <QueryView
        query={settings}
        failed={texts.loadFailed}
        inCard
        placeholder={
          <CardContent className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className="h-16" />
            ))}
          </CardContent>
        }
      >
        {(data) => <ShopSettingsEditor settings={data} />}
      </QueryView>
    </TitledCard>
  );
}

function ShopSettingsEditor({ settings }: { settings: ShopSettings }) {
  const t = useT();
  const texts = useShopTexts();
  const save = useSaveShopSettings();
  const form = useForm<ShopSettingsForm, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsFormSchema),
    defaultValues: shopSettingsFormValues(settings),
  });
  const { isDirty } = form.formState;

  // The saved values (after a save, or another admin's change once refetched) replace the form's, unless it is being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(shopSettingsFormValues(settings));
  }, [settings, form]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(shopSettingsFormValues(saved));
        notifySuccess(texts.saved);
      },
      onError: (error) => {
        // A refused field shows its message under it; the toast is for the rest (network, server).
        if (!setServerFieldErrors(form, error)) notifyError(t('common.error'), texts.saveFailed, error);
      },
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="contents">
        <CardContent className="grid gap-6">
          <Group title={texts.identity}>
            <TextField name="shopName" label={texts.shopName} description={texts.shopNameHint} maxLength={80} data-testid="shop-name" />
            <TextField
              name="supportContact"
              label={texts.supportContact}
              description={texts.supportContactHint}
              placeholder="@support"
              data-testid="support-contact"
            />
          </Group>
          <Group title={texts.sales}>
            <AmountField
              control={form.control}
              name="unitPriceMicros"
              label={texts.unitPrice}
              decimals={MICRO_EUROS}
              positive
              perNumber
              hint={texts.unitPriceHint}
              data-testid="unit-price"
            />
            <TextField
              name="minimumQuantity"
              label={texts.minimumQuantity}
              description={texts.minimumQuantityHint}
              inputMode="numeric"
              className="tabular-nums"
              data-testid="minimum-quantity"
            />
            <TextField name="lowStockThreshold" label={texts.lowStock} description={texts.lowStockHint} inputMode="numeric" data-testid="low-stock" />
          </Group>
          <Group title={texts.wallet}>
            {walletLimits.map(([name, label, hint, testId]) => (
              <AmountField
                key={name}
                control={form.control}
                name={name}
                label={texts[label]}
                decimals={EURO_CENTS}
                positive
                hint={texts[hint]}
                data-testid={testId}
              />
            ))}
            <TextField
              name="referralShareBasisPoints"
              label={texts.referralShare}
              description={texts.referralShareHint}
              inputMode="decimal"
              className="tabular-nums"
              data-testid="referral-share-setting"
            />
          </Group>
        </CardContent>
        <SaveFooter dirty={isDirty} dirtyNote={texts.dirty} saving={save.isPending} label={texts.save} testId="save-shop-settings" />
      </form>
    </Form>
  );
}

/** The wallet's euro limits: the form field, its label and hint among the texts, the tests' handle. */
const walletLimits = [
  ['minimumDepositCents', 'minimumDeposit', 'minimumDepositHint', 'minimum-deposit'],
  ['maximumDepositCents', 'maximumDeposit', 'maximumDepositHint', 'maximum-deposit'],
  ['creditConfirmationThresholdCents', 'threshold', 'thresholdHint', 'credit-threshold'],
] as const satisfies readonly (readonly [keyof ShopSettingsForm, string, string, string])[];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 md:grid-cols-2">
      <legend className="mb-3 text-sm font-medium text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}
