// « Paiements »: one card per provider — its fields (secrets masked: typing replaces, empty keeps), where each value
// comes from, the webhook address to declare at the provider, a connection test, and which provider is in use.
import type { PaymentProbe, PaymentProviderView, PaymentSettingsUpdate } from '@contracts/payments';
import { CheckCircle2Icon, PlugZapIcon, WalletIcon, XCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, TextField } from '@/components/form-fields';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SaveFooter } from '@/components/save-footer';
import { confirm } from '@/components/ui/confirm';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { useT } from '@/lib/i18n';
import { usePaymentSettings, useSavePaymentSettings, useTestPaymentProvider } from './payment-settings-api';
import { usePaymentTexts } from './payment-settings-texts';
import { ManualTopUpsCard } from '@/features/language-texts/manual-topups-card';
import { QueryView, SkeletonBlocks } from '@/components/query-view';
import { StarsSettingsCard } from './stars-settings-card';

export function PaymentSettingsSection() {
  const texts = usePaymentTexts();
  const settings = usePaymentSettings();
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="payment-settings">
      <p className="text-sm text-muted-foreground">{texts.description}</p>
      <QueryView
        query={settings}
        failed={texts.loadFailed}
        placeholder={<SkeletonBlocks className="grid gap-4 xl:grid-cols-2" heights={['h-96', 'h-96']} />}
      >
        {(data) => (
          <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2">
            {data.providers.map((provider) => (
              <ProviderCard key={provider.provider} provider={provider} />
            ))}
            <div className="xl:col-span-2">
              <StarsSettingsCard />
            </div>
            <div className="xl:col-span-2">
              <ManualTopUpsCard providerActive={data.active !== null} />
            </div>
          </div>
        )}
      </QueryView>
    </div>
  );
}

type FormValues = Record<string, string>;

/** What the form shows: an address or an id as it is; a secret empty (typing replaces it). */
const formValues = (provider: PaymentProviderView): FormValues =>
  Object.fromEntries(provider.fields.map((f) => [f.name, f.secret || f.source === 'default' ? '' : (f.value ?? '')]));

function ProviderCard({ provider }: { provider: PaymentProviderView }) {
  const t = useT();
  const texts = usePaymentTexts();
  const save = useSavePaymentSettings(provider.provider);
  const probe = useTestPaymentProvider(provider.provider);
  const [probeResult, setProbeResult] = useState<PaymentProbe | null>(null);
  const form = useForm<FormValues>({ defaultValues: formValues(provider) });
  const { isDirty, dirtyFields } = form.formState;

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(formValues(provider));
  }, [provider, form]);

  const send = (changes: PaymentSettingsUpdate, onSaved?: () => void) =>
    save.mutate(changes, {
      onSuccess: (saved) => {
        const mine = saved.providers.find((p) => p.provider === provider.provider);
        if (mine) form.reset(formValues(mine));
        setProbeResult(null);
        notifySuccess(texts.saved);
        onSaved?.();
      },
      onError: (error) => {
        if (!setServerFieldErrors(form, error)) notifyError(t('common.error'), texts.saveFailed, error);
      },
    });

  // Only what changed: an address edited, a secret typed (an empty secret keeps the saved one).
  const submit = form.handleSubmit((values) => {
    const changes = Object.fromEntries(
      provider.fields.filter((f) => dirtyFields[f.name] && (!f.secret || values[f.name] !== '')).map((f) => [f.name, values[f.name]]),
    ) as PaymentSettingsUpdate;
    send(changes);
  });

  const clearSecret = async (name: string) => {
    if (!(await confirm({ title: texts.clearTitle, description: texts.clearDescription, confirmLabel: texts.clear, destructive: true }))) return;
    send({ [name]: '' } as PaymentSettingsUpdate);
  };

  const status = provider.active ? (
    <Badge variant="success">{texts.active}</Badge>
  ) : provider.configured ? (
    <Badge variant="secondary">{texts.configured}</Badge>
  ) : (
    <Badge variant="outline">{texts.notConfigured}</Badge>
  );

  return (
    <Card className="gap-4" data-testid={`payment-provider-${provider.provider}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <WalletIcon className="size-4 text-primary" />
          {texts.providers[provider.provider]}
          {status}
        </CardTitle>
        <CardDescription>{texts.providerHints[provider.provider]}</CardDescription>
      </CardHeader>
      <Form {...form}>
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid grid-cols-1 gap-4">
            {provider.fields.map((f) =>
              f.secret ? (
                <Field
                  key={f.name}
                  name={f.name}
                  label={texts.fields[f.name] ?? f.name}
                  description={<SourceHint hint={`${texts.fieldHints[`${provider.provider}.${f.name}`]} ${f.value ? texts.secretPlaceholder : ''}`} source={texts.sources[f.source]} />}
                >
                  {(field) => (
                    <div className="flex gap-2">
                      <Input
                        {...field}
                        type="password"
                        autoComplete="new-password"
                        placeholder={f.value ?? texts.secretMissing}
                        data-testid={`payment-${provider.provider}-${f.name}`}
                      />
                      {f.source === 'saved' && (
                        <Button type="button" variant="ghost" onClick={() => clearSecret(f.name)} data-testid={`payment-${provider.provider}-${f.name}-clear`}>
                          {texts.clear}
                        </Button>
                      )}
                    </div>
                  )}
                </Field>
              ) : (
                <TextField
                  key={f.name}
                  name={f.name}
                  label={texts.fields[f.name] ?? f.name}
                  description={<SourceHint hint={texts.fieldHints[`${provider.provider}.${f.name}`]} source={texts.sources[f.source]} />}
                  placeholder={f.source === 'default' ? (f.value ?? '') : undefined}
                  spellCheck={false}
                  data-testid={`payment-${provider.provider}-${f.name}`}
                />
              ),
            )}
            <WebhookAddress url={provider.webhookUrl} />
            {probeResult && <ProbeAlert result={probeResult} />}
          </CardContent>
          <SaveFooter dirty={isDirty} dirtyNote={texts.dirty} saving={save.isPending} label={texts.save} testId={`payment-${provider.provider}-save`}>
            <Button
              type="button"
              variant="outline"
              disabled={!provider.configured || isDirty || probe.isPending}
              onClick={() =>
                probe.mutate(undefined, {
                  onSuccess: setProbeResult,
                  onError: (error) => notifyError(t('common.error'), texts.testFailed, error),
                })
              }
              data-testid={`payment-${provider.provider}-test`}
            >
              {probe.isPending ? <Spinner /> : <PlugZapIcon />}
              {texts.test}
            </Button>
          </SaveFooter>
        </form>
      </Form>
    </Card>
  );
}

function SourceHint({ hint, source }: { hint?: string; source: string }) {
  return (
    <>
      {hint}
      {' · '}
      <span className="font-medium whitespace-nowrap">{source}</span>
    </>
  );
}

function WebhookAddress({ url }: { url: string }) {
  const texts = usePaymentTexts();
  const relative = url.startsWith('/');
  return (
    <div className="grid grid-cols-1 gap-2">
      <span className="text-sm font-medium">{texts.webhook}</span>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-md border bg-muted px-3 py-2 text-xs" data-testid="webhook-url" title={url}>
          {url}
        </code>
        <CopyButton text={url} label={texts.copy} copied={texts.copied} />
      </div>
      <p className="text-sm text-muted-foreground">{relative ? texts.webhookNoPublicUrl : texts.webhookHint}</p>
    </div>
  );
}

function ProbeAlert({ result }: { result: PaymentProbe }) {
  const texts = usePaymentTexts();
  if (!result.ok) {
    return (
      <Alert variant="destructive" data-testid="payment-probe">
        <XCircleIcon />
        <AlertTitle>{texts.testFailed}</AlertTitle>
        <AlertDescription className="break-all">{result.message}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="info" data-testid="payment-probe">
      <CheckCircle2Icon />
      <AlertTitle>{texts.testOk}</AlertTitle>
      <AlertDescription>{result.methods.length ? texts.testMethods.replace('{methods}', result.methods.join(', ')) : texts.testNoMethods}</AlertDescription>
    </Alert>
  );
}
