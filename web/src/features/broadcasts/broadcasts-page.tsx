// /broadcasts (Diffusions): compose a message in Telegram's HTML (per-language variants falling back to French), choose
// the audience with its count, send now; live progress of the broadcast under way; the history with its figures.
import { BOT_LANGUAGES, type BotLanguage, TELEGRAM_TEXT_LIMIT } from '@contracts/telegram';
import type { BroadcastView } from '@contracts/broadcasts';
import { PlusIcon, SendIcon, XIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { LabelBadge } from '@/components/code-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CardHeading } from '@/components/titled-card';
import { LabelledFigure } from '@/components/labelled-figure';
import { confirm } from '@/components/ui/confirm';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { type AudienceParams, useAudienceCount, useBroadcasts, useCancelBroadcast, useSendBroadcast } from '@/features/broadcasts/broadcasts-api';
import { renderTelegramHtml } from '@/features/telegram/simulator/telegram-message';
import { LANGUAGE_NAMES } from '@/features/users/languages';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { broadcastStatusLabel } from '@/lib/labels';
import { telegramPlainText } from '@/lib/telegram-html';
import { cn } from '@/lib/utils';

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30';

type AudienceKind = 'all' | 'language' | 'buyers' | 'depositors' | 'inactive';
const newRequestKey = () => crypto.randomUUID();

export default function BroadcastsPage() {
  const list = useBroadcasts();
  const items = list.data?.items ?? [];
  const active = items.filter((b) => b.status === 'preparing' || b.status === 'sending');
  return (
    <div>
      <PageHeader page="broadcasts" />
      <div className="space-y-6">
        {active.map((b) => (
          <Progress key={b.id} broadcast={b} />
        ))}
        <Composer />
        <History items={items} loading={list.isLoading} />
      </div>
    </div>
  );
}

function Composer() {
  const t = useT();
  const ids = useId();
  const send = useSendBroadcast();
  const [kind, setKind] = useState<AudienceKind>('all');
  const [language, setLanguage] = useState<BotLanguage>('fr');
  const [days, setDays] = useState('30');
  const [drafts, setDrafts] = useState<Partial<Record<BotLanguage, string>>>({ fr: '' });
  const [editing, setEditing] = useState<BotLanguage>('fr');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [requestKey, setRequestKey] = useState(newRequestKey);

  const dayCount = Number(days);
  const daysValid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 3650;
  const audience: AudienceParams = kind === 'language' ? { kind, language } : kind === 'inactive' ? { kind, days: dayCount } : { kind };
  const count = useAudienceCount(audience, kind !== 'inactive' || daysValid);
  const recipients = count.data?.count;

  const languages = Object.keys(drafts) as BotLanguage[];
  const text = drafts[editing] ?? '';
  const length = useMemo(() => telegramPlainText(text).trim().length, [text]);
  const tooLong = length > TELEGRAM_TEXT_LIMIT;
  const frEmpty = telegramPlainText(drafts.fr ?? '').trim().length === 0;
  const anyTooLong = languages.some((l) => telegramPlainText(drafts[l] ?? '').trim().length > TELEGRAM_TEXT_LIMIT);
  const canSend = !frEmpty && !anyTooLong && (kind !== 'inactive' || daysValid) && (recipients ?? 0) > 0 && !send.isPending;

  const setText = (value: string) => {
    setDrafts((all) => ({ ...all, [editing]: value }));
    setErrors({});
  };
  const addVariant = (code: BotLanguage) => {
    setDrafts((all) => ({ ...all, [code]: all[code] ?? '' }));
    setEditing(code);
  };
  const removeVariant = (code: BotLanguage) => {
    setDrafts(({ [code]: _, ...rest }) => rest);
    setEditing('fr');
  };

  const submit = async () => {
    const ok = await confirm({
      title: t('broadcasts.confirm.title'),
      description: t('broadcasts.confirm.description', { count: formatNumber(recipients ?? 0) }),
      confirmLabel: t('broadcasts.send'),
    });
    if (!ok) return;
    const { fr = '', ...variants } = drafts;
    try {
      const body = { message: fr, variants, audience: audience as never, requestKey };
      const created = await send.mutateAsync(body);
      notifySuccess(t('broadcasts.sent'), t('broadcasts.sentDescription', { id: String(created.id) }));
      setDrafts({ fr: '' });
      setEditing('fr');
      setRequestKey(newRequestKey());
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      notifyError(t('common.error'), t('broadcasts.sendFailed'), failure);
    }
  };

  const error = errors[editing === 'fr' ? 'message' : `variants.${editing}`];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <Card>
        <CardHeading title={t('broadcasts.compose')} description={t('broadcasts.composeHint')} />
        <CardContent className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${ids}-audience`}>{t('broadcasts.audience')}</Label>
              <select id={`${ids}-audience`} className={SELECT_CLASS} value={kind} onChange={(e) => setKind(e.target.value as AudienceKind)}>
                <option value="all">{t('broadcasts.audience.all')}</option>
                <option value="language">{t('broadcasts.audience.language')}</option>
                <option value="buyers">{t('broadcasts.audience.buyers')}</option>
                <option value="depositors">{t('broadcasts.audience.depositors')}</option>
                <option value="inactive">{t('broadcasts.audience.inactive')}</option>
              </select>
            </div>
            {kind === 'language' && (
              <div className="space-y-2">
                <Label htmlFor={`${ids}-language`}>{t('broadcasts.audience.languageLabel')}</Label>
                <select id={`${ids}-language`} className={SELECT_CLASS} value={language} onChange={(e) => setLanguage(e.target.value as BotLanguage)}>
                  {BOT_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {LANGUAGE_NAMES[code]}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {kind === 'inactive' && (
              <div className="space-y-2">
                <Label htmlFor={`${ids}-days`}>{t('broadcasts.audience.days')}</Label>
                <Input id={`${ids}-days`} type="number" min={1} max={3650} value={days} onChange={(e) => setDays(e.target.value)} aria-invalid={!daysValid} />
                {!daysValid && <p className="text-sm text-destructive">{t('broadcasts.audience.daysInvalid')}</p>}
              </div>
            )}
          </div>
          <p className="text-sm" data-testid="broadcast-recipients">
            {recipients === undefined ? (
              <span className="text-muted-foreground">{t('broadcasts.counting')}</span>
            ) : (
              <>
                <span className="font-semibold">{formatNumber(recipients)}</span> {t(recipients === 1 ? 'broadcasts.recipient' : 'broadcasts.recipients')}
              </>
            )}
          </p>

          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2" role="tablist" aria-label={t('broadcasts.languages')}>
              {languages.map((code) => (
                <span key={code} className="inline-flex items-center">
                  <Button
                    type="button"
                    role="tab"
                    size="sm"
                    variant={code === editing ? 'default' : 'outline'}
                    aria-selected={code === editing}
                    onClick={() => setEditing(code)}
                  >
                    {LANGUAGE_NAMES[code]}
                    {code === 'fr' && <span className="text-xs opacity-70">({t('broadcasts.default')})</span>}
                  </Button>
                  {code !== 'fr' && (
                    <Button type="button" size="icon" variant="ghost" className="size-7" aria-label={t('broadcasts.removeVariant', { language: LANGUAGE_NAMES[code] })} onClick={() => removeVariant(code)}>
                      <XIcon />
                    </Button>
                  )}
                </span>
              ))}
              <select
                aria-label={t('broadcasts.addVariant')}
                className={cn(SELECT_CLASS, 'h-8 w-auto')}
                value=""
                onChange={(e) => e.target.value && addVariant(e.target.value as BotLanguage)}
              >
                <option value="">+ {t('broadcasts.addVariant')}</option>
                {BOT_LANGUAGES.filter((code) => !(code in drafts)).map((code) => (
                  <option key={code} value={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </select>
            </div>
            <Label htmlFor={`${ids}-message`} className="sr-only">
              {t('broadcasts.message')}
            </Label>
            <Textarea
              id={`${ids}-message`}
              rows={8}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={editing === 'fr' ? t('broadcasts.placeholder') : t('broadcasts.variantPlaceholder')}
              aria-invalid={Boolean(error) || tooLong}
              className="font-mono text-sm"
            />
            <div className="flex justify-between gap-2 text-xs">
              <span className="text-destructive">{error ?? (tooLong ? t('broadcasts.tooLong') : '')}</span>
              <span className={cn('tabular-nums', tooLong ? 'text-destructive' : 'text-muted-foreground')}>
                {formatNumber(length)} / {formatNumber(TELEGRAM_TEXT_LIMIT)}
              </span>
            </div>
          </div>
          <div className="flex justify-end">
            <Button onClick={submit} disabled={!canSend}>
              <SendIcon />
              {t('broadcasts.sendNow')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeading title={t('broadcasts.preview')} description={LANGUAGE_NAMES[editing]} />
        <CardContent>
          <div className="rounded-xl bg-sky-50 p-3 dark:bg-slate-900">
            <div className="max-w-full rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm break-words shadow-sm dark:bg-slate-800" data-testid="broadcast-preview">
              {text.trim() ? renderTelegramHtml(text) : <span className="text-muted-foreground italic">{t('broadcasts.previewEmpty')}</span>}
            </div>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function Progress({ broadcast: b }: { broadcast: BroadcastView }) {
  const t = useT();
  const cancel = useCancelBroadcast();
  const share = b.recipientCount > 0 ? Math.min(100, (b.done / b.recipientCount) * 100) : 0;
  const onCancel = async () => {
    const ok = await confirm({ title: t('broadcasts.cancel.title'), description: t('broadcasts.cancel.description'), confirmLabel: t('broadcasts.cancel'), destructive: true });
    if (!ok) return;
    cancel.mutate(b.id, { onError: (failure) => notifyError(t('common.error'), t('broadcasts.cancel.failed'), failure) });
  };
  const left = b.secondsLeft == null ? '—' : b.secondsLeft >= 60 ? `${Math.ceil(b.secondsLeft / 60)} min` : `${b.secondsLeft} s`;
  return (
    <Card data-testid="broadcast-progress">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('broadcasts.progress', { id: String(b.id) })}
          <LabelBadge label={broadcastStatusLabel(b.status, t)} />
          {b.pausedUntil && <Badge variant="warning">{t('broadcasts.paused')}</Badge>}
        </CardTitle>
        <CardDescription>{b.audienceLabel}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuenow={Math.round(share)} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-full bg-primary transition-all" style={{ width: `${share}%` }} />
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 lg:grid-cols-7">
          <LabelledFigure label={t('broadcasts.figure.sent')} value={`${formatNumber(b.sent)} / ${formatNumber(b.recipientCount)}`} />
          <LabelledFigure label={t('broadcasts.figure.failed')} value={formatNumber(b.failed)} />
          <LabelledFigure label={t('broadcasts.figure.blocked')} value={formatNumber(b.blocked)} />
          <LabelledFigure label={t('broadcasts.figure.uncertain')} value={formatNumber(b.uncertain)} />
          <LabelledFigure label={t('broadcasts.figure.rate')} value={`${b.ratePerSecond.toLocaleString('fr-FR')} /s`} />
          <LabelledFigure label={t('broadcasts.figure.left')} value={left} />
          <div className="flex items-end justify-end">
            <Button variant="outline" size="sm" onClick={onCancel} disabled={cancel.isPending}>
              <XIcon />
              {t('broadcasts.cancel')}
            </Button>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function History({ items, loading }: { items: BroadcastView[]; loading: boolean }) {
  const t = useT();
  return (
    <Card>
      <CardHeading title={t('broadcasts.history')} />
      <CardContent>
        {!loading && items.length === 0 ? (
          <EmptyState icon={PlusIcon} title={t('broadcasts.empty')} description={t('broadcasts.emptyDescription')} />
        ) : (
          <div className="overflow-x-auto">
            <Table data-testid="broadcast-history">
              <TableHeader>
                <TableRow>
                  <TableHead>#</TableHead>
                  <TableHead>{t('broadcasts.column.date')}</TableHead>
                  <TableHead>{t('broadcasts.column.message')}</TableHead>
                  <TableHead>{t('broadcasts.audience')}</TableHead>
                  <TableHead>{t('broadcasts.column.status')}</TableHead>
                  <TableHead className="text-right">{t('broadcasts.figure.sent')}</TableHead>
                  <TableHead className="text-right">{t('broadcasts.figure.failed')}</TableHead>
                  <TableHead className="text-right">{t('broadcasts.figure.blocked')}</TableHead>
                  <TableHead className="text-right">{t('broadcasts.figure.uncertain')}</TableHead>
                  <TableHead>{t('broadcasts.column.by')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((b) => (
                  <TableRow key={b.id}>
                    <TableCell className="tabular-nums">{b.id}</TableCell>
                    <TableCell>{formatDateTime(b.createdAt)}</TableCell>
                    <TableCell className="max-w-[16rem] truncate" title={telegramPlainText(b.message)}>
                      {telegramPlainText(b.message)}
                    </TableCell>
                    <TableCell>{b.audienceLabel}</TableCell>
                    <TableCell>
                      <LabelBadge label={broadcastStatusLabel(b.status, t)} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(b.sent)} / {formatNumber(b.recipientCount)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(b.failed)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(b.blocked)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(b.uncertain)}</TableCell>
                    <TableCell>{b.sentBy ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
