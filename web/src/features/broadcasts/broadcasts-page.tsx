// /broadcasts (Diffusions): compose a message in Telegram's HTML (per-language variants falling back to French), choose
// the audience and its filters with its count, add buttons, send now or at a Paris date and time; live progress of
// the broadcast under way; the scheduled ones (cancel); the history, each row opening its figures.
import { BOT_LANGUAGES, type BotLanguage, TELEGRAM_TEXT_LIMIT } from '@contracts/telegram';
import type { BroadcastView } from '@contracts/broadcasts';
import { PlusIcon, SendIcon, XIcon } from 'lucide-react';
import { parisInstant } from '@contracts/paris-time';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { LabelBadge } from '@/components/code-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { CardHeading } from '@/components/titled-card';
import { LabelledFigure } from '@/components/labelled-figure';
import { confirm } from '@/components/ui/confirm';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { AudienceFilters, type AudienceFilterValues, NO_FILTERS, setFilters } from '@/features/broadcasts/audience-filters';
import {
  type AudienceParams,
  useAudienceCount,
  useBroadcasts,
  useCancelBroadcast,
  usePaidBroadcastStars,
  useSendBroadcast,
} from '@/features/broadcasts/broadcasts-api';
import { ButtonEditor, buttonProblem, buttonRows, type DraftButton } from '@/features/broadcasts/button-editor';
import { formatParis } from '@/features/broadcasts/paris-time';
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
  const scheduled = items.filter((b) => b.status === 'scheduled');
  return (
    <div>
      <PageHeader page="broadcasts" />
      <div className="space-y-6">
        {active.map((b) => (
          <Progress key={b.id} broadcast={b} />
        ))}
        {scheduled.length > 0 && <Scheduled items={scheduled} />}
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
  const [filters, setFilterValues] = useState<AudienceFilterValues>(NO_FILTERS);
  const [buttons, setButtons] = useState<DraftButton[]>([]);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [scheduledAt, setScheduledAt] = useState('');
  const [paid, setPaid] = useState(false);
  const stars = usePaidBroadcastStars(paid);

  const dayCount = Number(days);
  const daysValid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 3650;
  const chosenFilters = setFilters(kind === 'language' ? { ...filters, language: '' } : filters);
  const audience: AudienceParams = {
    ...chosenFilters,
    ...(kind === 'language' ? { kind, language } : kind === 'inactive' ? { kind, days: dayCount } : { kind }),
  };
  const count = useAudienceCount(audience, kind !== 'inactive' || daysValid);
  const recipients = count.isError ? undefined : count.data?.count;
  const countError = count.error instanceof ApiError ? count.error.message : null;
  const startAt = when === 'later' ? parisInstant(scheduledAt) : null;
  const scheduleProblem =
    when === 'later' ? (!startAt ? t('broadcasts.schedule.required') : startAt.getTime() <= Date.now() ? t('broadcasts.schedule.past') : null) : null;
  const buttonsOk = buttons.every((b) => buttonProblem(b, t) === null);
  const paidCost = count.data?.paidCost;
  const balance = stars.data?.balance;
  // The server refuses too (BROADCAST_STARS_SHORT): this only says so before the click.
  const starsShort = paid && paidCost !== undefined && balance !== undefined && balance < paidCost;

  const languages = Object.keys(drafts) as BotLanguage[];
  const text = drafts[editing] ?? '';
  const length = useMemo(() => telegramPlainText(text).trim().length, [text]);
  const tooLong = length > TELEGRAM_TEXT_LIMIT;
  const frEmpty = telegramPlainText(drafts.fr ?? '').trim().length === 0;
  const anyTooLong = languages.some((l) => telegramPlainText(drafts[l] ?? '').trim().length > TELEGRAM_TEXT_LIMIT);
  const canSend =
    !frEmpty &&
    !anyTooLong &&
    (kind !== 'inactive' || daysValid) &&
    (recipients ?? 0) > 0 &&
    buttonsOk &&
    !scheduleProblem &&
    !send.isPending &&
    (!paid || (balance !== undefined && !starsShort));

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
    const shown = formatNumber(recipients ?? 0);
    const paidTerms = paid
      ? t('broadcasts.confirm.paidDescription', {
          count: shown,
          rate: formatNumber(stars.data?.perSecond ?? 0),
          cost: formatNumber(paidCost ?? 0),
          balance: formatNumber(balance ?? 0),
        })
      : null;
    const plain = startAt ? t('broadcasts.confirm.scheduleDescription', { count: shown, at: formatParis(startAt) }) : t('broadcasts.confirm.description', { count: shown });
    const ok = await confirm({
      title: t(startAt ? 'broadcasts.confirm.scheduleTitle' : 'broadcasts.confirm.title'),
      // A paid broadcast's terms say the count too; scheduled, its start time comes first.
      description: paidTerms ? (startAt ? `${plain} ${paidTerms}` : paidTerms) : plain,
      confirmLabel: t(startAt ? 'broadcasts.schedule' : 'broadcasts.send'),
    });
    if (!ok) return;
    const { fr = '', ...variants } = drafts;
    const body = {
      message: fr,
      variants,
      audience: { kind, ...(kind === 'language' ? { language } : {}), ...(kind === 'inactive' ? { days: dayCount } : {}), filters: chosenFilters },
      buttons: buttonRows(buttons),
      ...(startAt ? { scheduledAt } : {}),
      paid,
      requestKey,
    };
    try {
      const created = await send.mutateAsync(body as never);
      notifySuccess(
        t(startAt ? 'broadcasts.scheduled' : 'broadcasts.sent'),
        t(startAt ? 'broadcasts.scheduledDescription' : 'broadcasts.sentDescription', { id: String(created.id) }),
      );
      setDrafts({ fr: '' });
      setEditing('fr');
      setButtons([]);
      setScheduledAt('');
      setWhen('now');
      setPaid(false);
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
          <AudienceFilters value={filters} onChange={setFilterValues} selectClass={SELECT_CLASS} hideLanguage={kind === 'language'} />
          <p className="text-sm" data-testid="broadcast-recipients">
            {countError ? (
              <span className="text-destructive">{countError}</span>
            ) : recipients === undefined ? (
              <span className="text-muted-foreground">{t('broadcasts.counting')}</span>
            ) : (
              <>
                <span className="font-semibold">{formatNumber(recipients)}</span> {t(recipients === 1 ? 'broadcasts.recipient' : 'broadcasts.recipients')}
              </>
            )}
          </p>

          <div className="space-y-1 rounded-md border p-3" data-testid="broadcast-paid">
            <div className="flex items-start gap-2">
              <Checkbox id={`${ids}-paid`} checked={paid} onCheckedChange={(checked) => setPaid(checked === true)} className="mt-0.5" />
              <div className="grid gap-1">
                <Label htmlFor={`${ids}-paid`} className="cursor-pointer">
                  {t('broadcasts.paid', { rate: formatNumber(stars.data?.perSecond ?? 1000) })}
                </Label>
                <p className="text-xs text-muted-foreground">{t('broadcasts.paidHint', { price: formatNumber(Number(stars.data?.starsPerMessage ?? '0.1')) })}</p>
              </div>
            </div>
            {paid && (
              <div className="space-y-0.5 pl-6 text-sm">
                {paidCost !== undefined && <p className="font-semibold">{t('broadcasts.paidCost', { cost: formatNumber(paidCost) })}</p>}
                {stars.isLoading && <p className="text-muted-foreground">{t('broadcasts.paidBalanceLoading')}</p>}
                {stars.error && <p className="text-destructive">{t('broadcasts.paidBalanceFailed', { reason: stars.error.message })}</p>}
                {balance !== undefined && <p className="text-muted-foreground">{t('broadcasts.paidBalance', { balance: formatNumber(balance) })}</p>}
                {starsShort && <p className="text-destructive">{t('broadcasts.paidShort', { missing: formatNumber((paidCost ?? 0) - (balance ?? 0)) })}</p>}
              </div>
            )}
          </div>

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
          <ButtonEditor buttons={buttons} onChange={setButtons} selectClass={SELECT_CLASS} />
          <fieldset className="space-y-3 rounded-lg border p-3" data-testid="broadcast-schedule">
            <legend className="px-1 text-sm font-medium">{t('broadcasts.when')}</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="inline-flex items-center gap-2">
                <input type="radio" name={`${ids}-when`} checked={when === 'now'} onChange={() => setWhen('now')} />
                {t('broadcasts.when.now')}
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name={`${ids}-when`} checked={when === 'later'} onChange={() => setWhen('later')} />
                {t('broadcasts.when.later')}
              </label>
            </div>
            {when === 'later' && (
              <div className="space-y-1.5">
                <Label htmlFor={`${ids}-at`}>{t('broadcasts.schedule.at')}</Label>
                <Input
                  id={`${ids}-at`}
                  type="datetime-local"
                  className="w-full sm:w-64"
                  value={scheduledAt}
                  onChange={(e) => setScheduledAt(e.target.value)}
                  aria-invalid={Boolean(scheduleProblem)}
                />
                <p className={cn('text-xs', scheduleProblem ? 'text-destructive' : 'text-muted-foreground')}>{scheduleProblem ?? t('broadcasts.schedule.hint')}</p>
              </div>
            )}
          </fieldset>
          <div className="flex justify-end">
            <Button onClick={submit} disabled={!canSend}>
              <SendIcon />
              {t(when === 'later' ? 'broadcasts.schedule' : 'broadcasts.sendNow')}
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
            {buttons.length > 0 && (
              <div className="mt-1 space-y-1" data-testid="broadcast-preview-buttons">
                {buttons.map((b, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the preview follows the editor's order
                  <div key={i} className="truncate rounded-lg bg-white/80 px-3 py-1.5 text-center text-sm font-medium text-sky-700 shadow-sm dark:bg-slate-800 dark:text-sky-300">
                    {b.text || '…'} {b.kind === 'url' ? '↗' : b.kind === 'app' ? '🛍' : '›'}
                  </div>
                ))}
              </div>
            )}
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
          {b.paid && <Badge variant="secondary">{t('broadcasts.paidBadge')}</Badge>}
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

function Scheduled({ items }: { items: BroadcastView[] }) {
  const t = useT();
  const cancel = useCancelBroadcast();
  const onCancel = async (id: number) => {
    const ok = await confirm({ title: t('broadcasts.unschedule.title'), description: t('broadcasts.unschedule.description'), confirmLabel: t('broadcasts.unschedule'), destructive: true });
    if (!ok) return;
    cancel.mutate(id, { onError: (failure) => notifyError(t('common.error'), t('broadcasts.cancel.failed'), failure) });
  };
  return (
    <Card data-testid="broadcast-scheduled">
      <CardHeading title={t('broadcasts.scheduledList')} />
      <CardContent className="space-y-3">
        {items.map((b) => (
          <div key={b.id} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-0.5">
              <div className="font-medium">
                <Link href={`/broadcasts/${b.id}`} className="text-primary underline-offset-4 hover:underline">
                  #{b.id}
                </Link>{' '}
                · {b.scheduledAt ? formatParis(new Date(b.scheduledAt)) : '—'}
              </div>
              <div className="truncate text-sm text-muted-foreground">{telegramPlainText(b.message)}</div>
              <div className="text-xs text-muted-foreground">{b.audienceLabel}</div>
            </div>
            <Button variant="outline" size="sm" onClick={() => onCancel(b.id)} disabled={cancel.isPending}>
              <XIcon />
              {t('broadcasts.unschedule')}
            </Button>
          </div>
        ))}
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
                    <TableCell className="tabular-nums">
                      <Link href={`/broadcasts/${b.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                        {b.id}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {formatDateTime(b.createdAt)}
                      {b.scheduledAt && <div className="text-xs text-muted-foreground">{t('broadcasts.scheduledFor', { at: formatParis(new Date(b.scheduledAt)) })}</div>}
                    </TableCell>
                    <TableCell className="max-w-[16rem] truncate" title={telegramPlainText(b.message)}>
                      {telegramPlainText(b.message)}
                    </TableCell>
                    <TableCell>
                      {b.audienceLabel}
                      {b.paid && (
                        <Badge variant="secondary" className="ml-2">
                          {t('broadcasts.paidBadge')}
                        </Badge>
                      )}
                    </TableCell>
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
