// The « Webhooks » settings: the endpoints (create with the secret shown once, edit, enable/disable, test, delete)
// and each one's latest deliveries (what was sent, what came back, resend).
import { WEBHOOK_EVENTS, type WebhookDeliveryView, type WebhookEndpointView } from '@contracts/webhooks';
import { CopyIcon, PlusIcon, SendIcon, WebhookIcon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { TitledCard } from '@/components/titled-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { confirm } from '@/components/ui/confirm';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useResendDelivery,
  useTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from './webhooks-api';
import { useWebhookTexts } from './webhooks-texts';

type EventName = (typeof WEBHOOK_EVENTS)[number];
type Texts = ReturnType<typeof useWebhookTexts>;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function WebhooksSection() {
  const texts = useWebhookTexts();
  const webhooks = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <TitledCard
      icon={WebhookIcon}
      title={texts.section}
      description={texts.description}
      testId="webhooks-card"
    >
      <CardContent className="space-y-4">
        {!adding && (
          <Button size="sm" onClick={() => setAdding(true)} data-testid="webhook-add">
            <PlusIcon /> {texts.add}
          </Button>
        )}
        {secret && <SecretOnce secret={secret} texts={texts} onDone={() => setSecret(null)} />}
        {adding && (
          <EndpointForm
            texts={texts}
            onCancel={() => setAdding(false)}
            onCreated={(s) => {
              setAdding(false);
              setSecret(s);
            }}
          />
        )}
        {webhooks.isError ? (
          <LoadError description={texts.loadFailed} error={webhooks.error} onRetry={() => void webhooks.refetch()} />
        ) : webhooks.data && webhooks.data.endpoints.length === 0 && !adding ? (
          <p className="text-sm text-muted-foreground">{texts.empty}</p>
        ) : (
          <ul className="space-y-3">
            {webhooks.data?.endpoints.map((e) => (
              <EndpointItem key={e.id} endpoint={e} texts={texts} />
            ))}
          </ul>
        )}
      </CardContent>
    </TitledCard>
  );
}

function SecretOnce({ secret, texts, onDone }: { secret: string; texts: Texts; onDone: () => void }) {
  return (
    <div className="space-y-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 dark:bg-amber-950/30" data-testid="webhook-secret">
      <p className="text-sm font-medium">{texts.secretTitle}</p>
      <p className="text-sm text-muted-foreground">{texts.secretHint}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded bg-background px-2 py-1 font-mono text-xs" data-testid="webhook-secret-value">
          {secret}
        </code>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(secret).then(() => toast({ variant: 'success', title: texts.copied }))}
        >
          <CopyIcon /> {texts.copy}
        </Button>
      </div>
      <Button size="sm" onClick={onDone}>
        {texts.done}
      </Button>
    </div>
  );
}

function EndpointForm({ texts, endpoint, onCancel, onCreated }: { texts: Texts; endpoint?: WebhookEndpointView; onCancel: () => void; onCreated?: (secret: string) => void }) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? ['order.completed']);
  const [fields, setFields] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFields({});
    const input = { url, description, events: events as EventName[] };
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, ...input });
        toast({ variant: 'success', title: texts.saved });
        onCancel();
      } else {
        const created = await create.mutateAsync(input);
        toast({ variant: 'success', title: texts.created });
        onCreated?.(created.secret);
      }
    } catch (error) {
      if (isApiError(error) && error.fields) setFields(error.fields);
      toast({ variant: 'destructive', title: texts.saveFailed, description: errorMessage(error, texts.saveFailed) });
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-md border p-3" data-testid="webhook-form" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="webhook-url">{texts.url}</Label>
        <Input id="webhook-url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" aria-invalid={Boolean(fields.url)} />
        {fields.url ? <p className="text-sm text-destructive">{fields.url}</p> : <p className="text-xs text-muted-foreground">{texts.urlHint}</p>}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="webhook-description">{texts.descriptionLabel}</Label>
        <Input id="webhook-description" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={200} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{texts.events}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((name) => (
            <div key={name} className="flex items-center gap-2 text-sm">
              <Checkbox
                id={`webhook-event-${name}`}
                checked={events.includes(name)}
                onCheckedChange={(on) => setEvents((list) => (on === true ? [...list, name] : list.filter((e) => e !== name)))}
              />
              <Label htmlFor={`webhook-event-${name}`} className="font-normal">
                {texts.eventNames[name]} <code className="text-xs text-muted-foreground">{name}</code>
              </Label>
            </div>
          ))}
        </div>
        {fields.events && <p className="text-sm text-destructive">{fields.events}</p>}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {endpoint ? texts.save : texts.create}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

function EndpointItem({ endpoint, texts }: { endpoint: WebhookEndpointView; texts: Texts }) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const fail = (error: unknown) => toast({ variant: 'destructive', title: texts.toggleFailed, description: errorMessage(error, texts.toggleFailed) });

  if (editing) return <EndpointForm texts={texts} endpoint={endpoint} onCancel={() => setEditing(false)} />;
  const status = endpoint.enabled ? texts.enabled : endpoint.disabledReason === 'failing' ? texts.disabledFailing : texts.disabled;
  return (
    <li className="space-y-3 rounded-md border p-3" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="break-all font-mono text-sm">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
          <div className="flex flex-wrap gap-1">
            <Badge variant={endpoint.enabled ? 'default' : endpoint.disabledReason === 'failing' ? 'destructive' : 'secondary'}>{status}</Badge>
            {endpoint.pendingDeliveries > 0 && <Badge variant="outline">{fill(texts.pending, { count: endpoint.pendingDeliveries })}</Badge>}
            {endpoint.failingSince && endpoint.enabled && (
              <Badge variant="destructive">{fill(texts.failingSince, { date: formatDateTime(endpoint.failingSince) })}</Badge>
            )}
          </div>
          <div className="flex flex-wrap gap-1 pt-1">
            {endpoint.events.map((e) => (
              <Badge key={e} variant="outline" className="font-normal">
                {texts.eventNames[e as EventName] ?? e}
              </Badge>
            ))}
          </div>
        </div>
        <Switch
          checked={endpoint.enabled}
          aria-label={status}
          onCheckedChange={(on) => update.mutateAsync({ id: endpoint.id, enabled: on }).catch(fail)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setShowDeliveries((s) => !s)} data-testid="webhook-deliveries-toggle">
          {showDeliveries ? texts.hideDeliveries : texts.deliveries}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={test.isPending}
          onClick={() =>
            test
              .mutateAsync(endpoint.id)
              .then(() => {
                toast({ variant: 'success', title: texts.testSent });
                setShowDeliveries(true);
              })
              .catch(fail)
          }
          data-testid="webhook-test"
        >
          <SendIcon /> {texts.test}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          {texts.edit}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive"
          onClick={async () => {
            if (!(await confirm({ title: texts.removeTitle, description: texts.removeDescription, destructive: true }))) return;
            await remove
              .mutateAsync(endpoint.id)
              .then(() => toast({ variant: 'success', title: texts.removed }))
              .catch(fail);
          }}
        >
          {texts.remove}
        </Button>
      </div>
      {showDeliveries && <Deliveries endpointId={endpoint.id} texts={texts} />}
    </li>
  );
}

function Deliveries({ endpointId, texts }: { endpointId: number; texts: Texts }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery();
  const [open, setOpen] = useState<number | null>(null);
  if (deliveries.isError) return <LoadError description={texts.loadFailed} error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  const rows = deliveries.data?.deliveries ?? [];
  if (deliveries.data && rows.length === 0) return <p className="text-sm text-muted-foreground">{texts.noDeliveries}</p>;
  const badge = (d: WebhookDeliveryView) => (
    <Badge variant={d.status === 'delivered' ? 'default' : d.status === 'failed' ? 'destructive' : 'secondary'}>{texts.statuses[d.status] ?? d.status}</Badge>
  );
  return (
    <div className="overflow-x-auto rounded-md border" data-testid="webhook-deliveries">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{texts.columns.event}</TableHead>
            <TableHead>{texts.columns.status}</TableHead>
            <TableHead className="text-right">{texts.columns.attempts}</TableHead>
            <TableHead className="text-right">{texts.columns.code}</TableHead>
            <TableHead className="text-right">{texts.columns.latency}</TableHead>
            <TableHead>{texts.columns.date}</TableHead>
            <TableHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((d) => (
            <Fragment key={d.id}>
              <TableRow data-testid="webhook-delivery">
                <TableCell className="font-mono text-xs">{d.type}</TableCell>
                <TableCell>{badge(d)}</TableCell>
                <TableCell className="text-right tabular-nums">{d.attempts}</TableCell>
                <TableCell className="text-right tabular-nums">{d.statusCode ?? '—'}</TableCell>
                <TableCell className="text-right tabular-nums">{d.latencyMs == null ? '—' : `${d.latencyMs} ms`}</TableCell>
                <TableCell>{d.lastAttemptAt ? formatDateTime(d.lastAttemptAt) : '—'}</TableCell>
                <TableCell className="space-x-2 text-right">
                  <Button size="sm" variant="ghost" onClick={() => setOpen(open === d.id ? null : d.id)}>
                    {texts.details}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      resend
                        .mutateAsync({ id: endpointId, deliveryId: d.id })
                        .then(() => {
                          toast({ variant: 'success', title: texts.resent });
                          void deliveries.refetch();
                        })
                        .catch((error) => toast({ variant: 'destructive', title: texts.toggleFailed, description: errorMessage(error, texts.toggleFailed) }))
                    }
                  >
                    {texts.resend}
                  </Button>
                </TableCell>
              </TableRow>
              {open === d.id && (
                <TableRow>
                  <TableCell colSpan={7} className="whitespace-normal">
                    <div className="grid max-w-[calc(100vw-5rem)] gap-3 lg:grid-cols-2" data-testid="webhook-delivery-details">
                      {d.status === 'pending' && d.attempts > 0 && (
                        <p className="text-sm lg:col-span-2">{fill(texts.nextAttempt, { date: formatDateTime(d.nextAttemptAt) })}</p>
                      )}
                      <div className="min-w-0 space-y-1">
                        <p className="text-xs font-medium">{texts.sentBody}</p>
                        <pre className="max-h-60 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs">{d.requestBody ?? '—'}</pre>
                      </div>
                      <div className="min-w-0 space-y-1">
                        <p className="text-xs font-medium">{d.error ? texts.error : texts.answer}</p>
                        <pre className="max-h-60 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs">{d.error ?? d.response ?? '—'}</pre>
                      </div>
                    </div>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
