// « API » (Paramètres → API): create a key (name, permissions, optional expiry), its secret shown once with a copy
// button, and the keys with their last use, each revocable after a confirmation.
import { API_SCOPES, type ApiKey, type ApiScope, apiKeyCreateSchema } from '@contracts/api-keys';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { CopyButton } from '@/components/copy-button';
import { EmptyState } from '@/components/empty-state';
import { Field, TextField } from '@/components/form-fields';
import { QueryView, SkeletonBlocks } from '@/components/query-view';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { confirm } from '@/components/ui/confirm';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { formatDate, formatDateTime } from '@/lib/format';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api-keys-api';
import { useApiKeyTexts } from './api-keys-texts';

/** The form: the contract's name and scopes, and the expiry as the day picked (the key works until that day's end). */
const formSchema = apiKeyCreateSchema.pick({ name: true, scopes: true }).extend({ expiresDay: z.string() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

export function ApiKeysSection() {
  const texts = useApiKeyTexts();
  const keys = useApiKeys();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-2" data-testid="api-keys">
      <p className="text-sm text-muted-foreground xl:col-span-2">{texts.description}</p>
      <div className="grid gap-4">
        {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
        <CreateKeyCard onCreated={setSecret} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{texts.listTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryView query={keys} failed={texts.loadFailed} placeholder={<SkeletonBlocks className="grid gap-3" heights={['h-24', 'h-24']} />}>
            {(data) =>
              data.keys.length ? (
                <ul className="divide-y" data-testid="api-key-list">
                  {data.keys.map((key) => (
                    <KeyRow key={key.id} apiKey={key} />
                  ))}
                </ul>
              ) : (
                <EmptyState icon={KeyRoundIcon} title={texts.empty} />
              )
            }
          </QueryView>
        </CardContent>
      </Card>
    </div>
  );
}

function CreateKeyCard({ onCreated }: { onCreated: (secret: string) => void }) {
  const texts = useApiKeyTexts();
  const create = useCreateApiKey();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: { name: '', scopes: [], expiresDay: '' } });
  const submit = form.handleSubmit(({ name, scopes, expiresDay }) =>
    create.mutate(
      { name, scopes, expiresAt: expiresDay ? endOfDay(expiresDay) : null },
      {
        onSuccess: (created) => {
          form.reset();
          onCreated(created.secret);
          notifySuccess(texts.created);
        },
        onError: (error) => {
          if (!setServerFieldErrors(form, error, { expiresAt: 'expiresDay' })) notifyError('Erreur', texts.createFailed, error);
        },
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.createTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} className="grid gap-4" data-testid="api-key-form">
            <TextField name="name" label={texts.name} placeholder={texts.namePlaceholder} autoComplete="off" />
            <Field name="scopes" label={texts.scopes}>
              {(field) => {
                const chosen = (field.value ?? []) as ApiScope[];
                return (
                  <fieldset className="grid gap-2 sm:grid-cols-2" aria-label={texts.scopes}>
                    {API_SCOPES.map((scope) => (
                      <label
                        key={scope}
                        htmlFor={`api-scope-${scope}`}
                        className="flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm font-normal hover:bg-accent"
                      >
                        <Checkbox
                          id={`api-scope-${scope}`}
                          className="mt-0.5"
                          checked={chosen.includes(scope)}
                          onCheckedChange={(checked) => field.onChange(checked === true ? [...chosen, scope] : chosen.filter((s) => s !== scope))}
                        />
                        <span className="grid">
                          <span>{texts.scopeLabels[scope]}</span>
                          <code className="text-xs text-muted-foreground">{scope}</code>
                        </span>
                      </label>
                    ))}
                  </fieldset>
                );
              }}
            </Field>
            <TextField name="expiresDay" type="date" label={texts.expiresAt} description={texts.expiresAtHint} className="sm:max-w-xs" />
            <div>
              <BusyButton type="submit" busy={create.isPending}>
                {texts.create}
              </BusyButton>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const texts = useApiKeyTexts();
  return (
    <Alert variant="info" data-testid="api-key-secret">
      <KeyRoundIcon />
      <AlertTitle>{texts.secretTitle}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{texts.secretDescription}</p>
        <div className="flex gap-2">
          <Input readOnly value={secret} className="font-mono text-xs" aria-label={texts.secretTitle} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={secret} label={texts.copy} copied={texts.copied} />
        </div>
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={onDone}>
            {texts.done}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const texts = useApiKeyTexts();
  const revoke = useRevokeApiKey();
  const status = {
    active: <Badge variant="success">{texts.statusActive}</Badge>,
    expired: <Badge variant="warning">{texts.statusExpired}</Badge>,
    revoked: <Badge variant="secondary">{texts.statusRevoked}</Badge>,
  }[apiKey.status];
  const ask = async () => {
    const title = texts.revokeTitle.replace('{name}', apiKey.name);
    if (!(await confirm({ title, description: texts.revokeDescription, confirmLabel: texts.revoke, destructive: true }))) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => notifySuccess(texts.revoked),
      onError: (error) => notifyError('Erreur', texts.revokeFailed, error),
    });
  };
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="api-key-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate font-medium">{apiKey.name}</span>
        {status}
        <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{apiKey.prefix}…</code>
        {apiKey.status !== 'revoked' && (
          <BusyButton type="button" variant="outline" size="sm" className="ml-auto" busy={revoke.isPending} onClick={ask}>
            {texts.revoke}
          </BusyButton>
        )}
      </div>
      <div className="flex flex-wrap gap-1">
        {apiKey.scopes.map((scope) => (
          <Badge key={scope} variant="outline" title={scope}>
            {texts.scopeLabels[scope]}
          </Badge>
        ))}
      </div>
      <CardDescription className="text-xs">
        {texts.createdBy} {apiKey.createdBy ?? '—'} {texts.createdAt} {formatDate(apiKey.createdAt)} ·{' '}
        {apiKey.expiresAt ? `${texts.expires} ${formatDate(apiKey.expiresAt)}` : texts.neverExpires} ·{' '}
        {apiKey.lastUsedAt ? `${texts.lastUsed} : ${formatDateTime(apiKey.lastUsedAt)}` : texts.neverUsed}
      </CardDescription>
    </li>
  );
}
