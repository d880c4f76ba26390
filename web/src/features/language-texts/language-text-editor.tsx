// One text the admin writes per bot language (the welcome, the manual top-up instructions): the 14 languages as chips
// marking those with a text of their own, the chosen language's text, save and remove (decision 0125).
import type { LanguageTextKind } from '@contracts/settings';
import type { BotLanguage } from '@contracts/telegram';
import { InfoIcon } from 'lucide-react';
import { useId } from 'react';
import { BusyButton } from '@/components/busy-button';
import { LoadError } from '@/components/load-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { directionOf } from '@/features/help-settings/help-settings-api';
import { useLanguageDrafts } from '@/features/help-settings/language-drafts';
import { LanguagePicker } from '@/features/help-settings/language-picker';
import { LANGUAGE_NAMES } from '@/features/users/languages';
import { ApiError } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type LanguageTexts, useLanguageTexts, useSaveLanguageText } from './language-texts-api';
import { fill, useLanguageTextsTexts } from './language-texts-texts';

export type EditorWords = { notice: string; fallback: string; placeholder: string; clearHint: string; frenchFallback?: string };

export function LanguageTextEditor({ kind, words, testId }: { kind: LanguageTextKind; words: EditorWords; testId: string }) {
  const texts = useLanguageTextsTexts();
  const saved = useLanguageTexts(kind);
  if (saved.isError) return <LoadError description={texts.loadFailed} error={saved.error} onRetry={() => saved.refetch()} retrying={saved.isFetching} />;
  if (!saved.data) return <Skeleton className="h-72" />;
  return <Editor kind={kind} words={words} testId={testId} saved={saved.data} />;
}

function Editor({ kind, words, testId, saved }: { kind: LanguageTextKind; words: EditorWords; testId: string; saved: LanguageTexts }) {
  const texts = useLanguageTextsTexts();
  const fieldId = useId();
  const save = useSaveLanguageText(kind);
  const drafts = useLanguageDrafts(saved);
  const { language, text, dirty, length, tooLong, own, refusal: problem } = drafts;
  const fallbackOf = (code: BotLanguage) => (code === 'fr' && words.frenchFallback ? words.frenchFallback : words.fallback);

  const send = (value: string) => {
    const target = language;
    save.mutate(
      { language: target, value },
      {
        onSuccess: () => {
          drafts.forget(target);
          drafts.clearRefusal();
          notifySuccess(value ? texts.saved : texts.removed, fill(texts.savedDescription, { language: LANGUAGE_NAMES[target] }));
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? (failure.fields?.value ?? failure.message) : undefined;
          if (message) drafts.refuse(target, message);
          notifyError(texts.saveFailed, message ?? texts.saveFailed, failure);
        },
      },
    );
  };

  return (
    <div className="space-y-4" data-testid={testId}>
      <Alert variant="info">
        <InfoIcon />
        <AlertDescription className="text-foreground">{words.notice}</AlertDescription>
      </Alert>
      <LanguagePicker value={language} onChange={drafts.setLanguage} saved={saved} unsaved={drafts.unsaved} fallback={fallbackOf} testId={testId} />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={fieldId}>{fill(texts.message, { language: LANGUAGE_NAMES[language] })}</Label>
          <Badge variant={own ? 'success' : 'secondary'} data-testid={`${testId}-status`}>
            {own ? texts.ownText : fallbackOf(language)}
          </Badge>
        </div>
        <Textarea
          id={fieldId}
          key={language}
          dir={directionOf(language)}
          lang={language}
          value={text}
          onChange={(event) => {
            drafts.write(event.target.value);
            drafts.clearRefusal();
          }}
          placeholder={words.placeholder}
          aria-invalid={Boolean(problem) || tooLong}
          rows={7}
          className="max-h-[60vh] min-h-36 font-mono text-[0.8rem] leading-relaxed"
          data-testid={`${testId}-input`}
        />
        <div className="flex items-start justify-between gap-4 text-xs">
          <p className="text-muted-foreground">
            {problem ? (
              <span className="font-medium text-destructive" data-testid={`${testId}-error`}>
                {problem}
              </span>
            ) : tooLong ? (
              <span className="font-medium text-destructive">{texts.tooLong}</span>
            ) : (
              <>
                {texts.htmlNote}
                <span className="mt-1 block">{words.clearHint}</span>
              </>
            )}
          </p>
          <span className={cn('shrink-0 tabular-nums', tooLong ? 'font-medium text-destructive' : 'text-muted-foreground')}>
            {fill(texts.count, { count: formatNumber(length) })}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {dirty && <span className="mr-auto text-sm text-muted-foreground">{texts.unsaved}</span>}
        {dirty && (
          <Button variant="ghost" onClick={() => drafts.forget()} disabled={save.isPending}>
            {texts.discard}
          </Button>
        )}
        {own && (
          <Button variant="outline" onClick={() => send('')} disabled={save.isPending} data-testid={`${testId}-remove`}>
            {texts.remove}
          </Button>
        )}
        <BusyButton onClick={() => send(text.trim())} busy={save.isPending} disabled={!dirty || length === 0 || tooLong} data-testid={`${testId}-save`}>
          {texts.save}
        </BusyButton>
      </div>
    </div>
  );
}
