// « Messages »: the bot's welcome message (custom_welcome_message), with its length against Telegram's 4,096 characters.
import { SETTING_KEYS } from '@contracts/settings';
import { TELEGRAM_TEXT_LIMIT } from '@contracts/telegram';
import { InfoIcon, MessageSquareTextIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { settingValue, useResetWelcome, useSaveSettings, useSettings } from './telegram-api';

export function BotMessagesTab() {
  const t = useT();
  const settings = useSettings();
  return (
    <Card className="max-w-3xl gap-4" data-testid="welcome-message">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareTextIcon className="size-4 text-primary" />
          {t('telegram.welcome.title')}
        </CardTitle>
        <CardDescription>{t('telegram.welcome.description')}</CardDescription>
      </CardHeader>
      {settings.isError ? (
        <CardContent>
          <LoadError description={t('telegram.settingsLoadFailed')} error={settings.error} onRetry={() => settings.refetch()} retrying={settings.isFetching} />
        </CardContent>
      ) : settings.data ? (
        <WelcomeEditor saved={settingValue(settings.data, SETTING_KEYS.welcomeMessage)} />
      ) : (
        <CardContent>
          <Skeleton className="h-40" />
        </CardContent>
      )}
    </Card>
  );
}

function WelcomeEditor({ saved }: { saved: string }) {
  const t = useT();
  const save = useSaveSettings();
  const reset = useResetWelcome();
  const [text, setText] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const dirty = text !== saved;
  const length = text.trim().length;
  const tooLong = length > TELEGRAM_TEXT_LIMIT;

  // Another admin's change (once refetched) shows here, unless this message is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new saved text resets the editor
  useEffect(() => {
    if (!dirty) setText(saved);
  }, [saved]);

  const resetToDefault = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setText('');
        setProblem(null);
        notifySuccess(t('telegram.welcome.resetDone'));
      },
      onError: (error) => notifyError(t('common.error'), t('telegram.welcome.saveFailed'), error),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setProblem(t('telegram.welcome.required'));
    if (tooLong) return setProblem(t('telegram.welcome.tooLong'));
    save.mutate([{ key: SETTING_KEYS.welcomeMessage, value, description: "Message d'accueil du bot" }], {
      onSuccess: () => {
        setText(value);
        notifySuccess(t('telegram.welcome.saved'));
      },
      onError: (error) => notifyError(t('common.error'), t('telegram.welcome.saveFailed'), error),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <CardContent className="grid gap-2">
        <Label htmlFor={id}>{t('telegram.welcome.label')}</Label>
        <Textarea
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          placeholder={t('telegram.welcome.placeholder')}
          rows={8}
          className="max-h-[60vh] min-h-40"
          aria-invalid={problem || tooLong ? true : undefined}
          data-testid="welcome-input"
        />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
          {problem ? (
            <p className="text-destructive" data-testid="welcome-problem">
              {problem}
            </p>
          ) : (
            <p className="text-muted-foreground">{t('telegram.welcome.htmlNote')}</p>
          )}
          <p className={cn('ml-auto tabular-nums', tooLong ? 'font-medium text-destructive' : 'text-muted-foreground')} data-testid="welcome-count">
            {formatNumber(length)} / {formatNumber(TELEGRAM_TEXT_LIMIT)}
          </p>
        </div>
        <Alert variant="info" className="mt-2">
          <InfoIcon />
          <AlertDescription>{t('telegram.welcome.defaultNote')}</AlertDescription>
        </Alert>
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-end gap-3 border-t">
        {dirty && <span className="mr-auto text-sm text-muted-foreground">{t('telegram.dirty')}</span>}
        {saved && (
          <Button type="button" variant="outline" disabled={reset.isPending} onClick={resetToDefault} data-testid="welcome-reset">
            {reset.isPending && <Spinner />}
            {t('telegram.welcome.reset')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending || (!dirty && length > 0)} data-testid="welcome-save">
          {save.isPending && <Spinner />}
          {t('telegram.welcome.save')}
        </Button>
      </CardFooter>
    </form>
  );
}
