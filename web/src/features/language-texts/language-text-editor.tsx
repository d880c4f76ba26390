// One text the admin writes per bot language (the welcome, the manual top-up instructions): the 14 languages as chips
// marking those with a text of their own, the chosen language's text, save and remove (decision 0125).
import type { LanguageTextKind } from '@contracts/settings';
import type { BotLanguage } from '@contracts/telegram';
import { InfoIcon } from 'lucide-react';
import { BusyButton } from '@/components/busy-button';
import { LoadError } from '@/components/load-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguageDrafts } from '@/features/help-settings/language-drafts';
import { LanguagePicker } from '@/features/help-settings/language-picker';
import { LanguageTextBox } from '@/features/help-settings/language-text-box';
import { LANGUAGE_NAMES } from '@/features/users/languages';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import type { LanguageTexts } from '@contracts/settings';
import { useLanguageTexts, useSaveLanguageText } from './language-texts-api';
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
  const save = useSaveLanguageText(kind);
  const drafts = useLanguageDrafts(saved);
  const { language, text, dirty, length, tooLong, own, refusal: problem } = drafts;
  const fallbackOf = (code: BotLanguage) => (code === 'fr' && words.frenchFallback ? words.frenchFallback : words.fallback);

  const send = (value: string) =>
    drafts.save(save, value, {
      saved: (target) => notifySuccess(value ? texts.saved : texts.removed, fill(texts.savedDescription, { language: LANGUAGE_NAMES[target] })),
      failed: (failure, message) => notifyError(texts.saveFailed, message ?? texts.saveFailed, failure),
      refusalOf: (failure) => failure.fields?.value ?? failure.message,
    });

  return (
    <div className="space-y-4" data-testid={testId}>
      <Alert variant="info">
        <InfoIcon />
        <AlertDescription className="text-foreground">{words.notice}</AlertDescription>
      </Alert>
      <LanguagePicker value={language} onChange={drafts.setLanguage} saved={saved} unsaved={drafts.unsaved} fallback={fallbackOf} testId={testId} />
      <LanguageTextBox
        language={language}
        text={text}
        onChange={(value) => {
          drafts.write(value);
          drafts.clearRefusal();
        }}
        own={own}
        refusal={problem}
        tooLong={tooLong}
        words={{
          label: fill(texts.message, { language: LANGUAGE_NAMES[language] }),
          status: own ? texts.ownText : fallbackOf(language),
          placeholder: words.placeholder,
          tooLong: texts.tooLong,
          hint: texts.htmlNote,
          clearHint: words.clearHint,
          count: fill(texts.count, { count: formatNumber(length) }),
        }}
        rows={7}
        className="max-h-[60vh] min-h-36 font-mono text-[0.8rem] leading-relaxed"
        testIds={{ status: `${testId}-status`, input: `${testId}-input`, error: `${testId}-error` }}
      />
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
