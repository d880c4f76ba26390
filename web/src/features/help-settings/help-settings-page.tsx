
import { InfoIcon } from 'lucide-react';
import { useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SaveFooter } from '@/components/save-footer';
import { CardHeading } from '@/components/titled-card';
import { LANGUAGE_NAMES } from '@/features/users/languages';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { type HelpMessages, useHelpMessages, useSaveHelpMessage } from './help-settings-api';
import { checkTelegramHtml } from '@/lib/telegram-html';
import { HelpPreview, useHtmlProblemText } from './help-preview';
import { useLanguageDrafts } from './language-drafts';
import { LanguagePicker } from './language-picker';
import { LanguageTextBox } from './language-text-box';
import { QueryView, SkeletonBlocks } from '@/components/query-view';

export default function HelpSettingsPage() {
  const t = useT();
  const messages = useHelpMessages();
  return (
    <div data-testid="help-settings-page">
      <PageHeader page="helpSettings" />
      <QueryView
        query={messages}
        failed={t('helpSettings.loadFailed')}
        placeholder={<SkeletonBlocks className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]" heights={['h-[28rem]', 'h-[28rem]']} />}
      >
        {(data) => <HelpEditor saved={data} />}
      </QueryView>
    </div>
  );
}

function HelpEditor({ saved }: { saved: HelpMessages }) {
  const t = useT();
  const save = useSaveHelpMessage();
  const drafts = useLanguageDrafts(saved);
  const { language, text, dirty, length, tooLong, own: hasOwnText } = drafts;
  const name = LANGUAGE_NAMES[language];
  const problemText = useHtmlProblemText();
  const htmlProblem = useMemo(() => checkTelegramHtml(text.trim()), [text]);
  // The server refuses it too (TELEGRAM_HTML_INVALID); said here as it is typed.
  const error = drafts.refusal ?? (htmlProblem ? problemText(htmlProblem) : null);

  const setText = (value: string) => {
    drafts.write(value);
    if (error) drafts.clearRefusal();
  };
  const discard = () => {
    drafts.forget();
    drafts.clearRefusal();
  };

  const submit = () => {
    const value = text.trim();
    drafts.save(save, value, {
      saved: (target) => {
        if (value === '') notifySuccess(t('helpSettings.removed'), t('helpSettings.removedDescription', { language: LANGUAGE_NAMES[target] }));
        else notifySuccess(t('helpSettings.saved'), t('helpSettings.savedDescription', { language: LANGUAGE_NAMES[target] }));
      },
      failed: (failure) => notifyError(t('common.error'), t('helpSettings.saveFailed'), failure),
    });
  };

  return (
    <div className="space-y-4">
      <Alert variant="info" data-testid="help-fallback-notice">
        <InfoIcon />
        <AlertDescription className="text-foreground">{t('helpSettings.fallbackNotice')}</AlertDescription>
      </Alert>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <Card className="gap-5">
          <CardHeading title={t('helpSettings.languages')} />
          <CardContent className="space-y-5">
            <LanguagePicker
              value={language}
              onChange={drafts.setLanguage}
              saved={saved}
              unsaved={drafts.unsaved}
              fallback={() => t('helpSettings.usesBuiltIn')}
            />
            <LanguageTextBox
              language={language}
              text={text}
              onChange={setText}
              own={hasOwnText}
              refusal={error}
              tooLong={tooLong}
              words={{
                label: t('helpSettings.message', { language: name }),
                status: hasOwnText ? t('helpSettings.hasOwnText') : t('helpSettings.usesBuiltIn'),
                placeholder: t('helpSettings.placeholderOther'),
                tooLong: t('helpSettings.tooLong'),
                hint: t('helpSettings.formatHint'),
                clearHint: t('helpSettings.clearHint'),
                count: t('helpSettings.count', { count: formatNumber(length) }),
              }}
              className="field-sizing-fixed h-72 resize-y font-mono text-[0.8rem] leading-relaxed"
              testIds={{ status: 'help-language-status', input: 'help-message-input', error: 'help-message-error', count: 'help-message-count' }}
            />
          </CardContent>
          <SaveFooter
            dirty={dirty}
            dirtyNote={t('helpSettings.unsaved')}
            saving={save.isPending}
            blocked={tooLong || Boolean(htmlProblem)}
            label={t('helpSettings.save')}
            onSave={submit}
            testId="help-message-save"
          >
            {dirty && (
              <Button variant="ghost" onClick={discard} disabled={save.isPending}>
                {t('helpSettings.reset')}
              </Button>
            )}
          </SaveFooter>
        </Card>
        <Card className="gap-4 lg:sticky lg:top-20">
          <CardHeading title={t('helpSettings.preview')} description={t('helpSettings.previewDescription')} />
          <CardContent>
            <HelpPreview language={language} text={text} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
