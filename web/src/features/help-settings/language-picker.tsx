// The 14 bot languages as a row of chips: native name, a mark for those with a text of their own, a dot when unsaved.
// Shared by the help, welcome and manual top-up editors (decision 0125); `fallback` says what a language without one shows.
import type { BotLanguage } from '@contracts/telegram';
import { CircleCheckIcon } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { type HelpMessages, helpLanguages } from './help-settings-api';

export function LanguagePicker({
  value,
  onChange,
  saved,
  unsaved,
  fallback,
  testId = 'help',
}: {
  value: BotLanguage;
  onChange(language: BotLanguage): void;
  saved: HelpMessages;
  unsaved: ReadonlySet<BotLanguage>;
  /** What a language without its own text shows, per language. */
  fallback(language: BotLanguage): string;
  testId?: string;
}) {
  const t = useT();
  return (
    <fieldset aria-label={t('helpSettings.languages')} className="flex flex-wrap gap-1.5" data-testid={`${testId}-languages`}>
      {helpLanguages.map(({ code, name }) => {
        const own = Boolean(saved[code]);
        const selected = code === value;
        const status = own ? t('helpSettings.hasOwnText') : fallback(code);
        return (
          <button
            key={code}
            type="button"
            aria-pressed={selected}
            title={status}
            data-testid={`${testId}-language-${code}`}
            data-own-text={own ? 'true' : 'false'}
            onClick={() => onChange(code)}
            className={cn(
              'relative inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              selected ? 'border-primary bg-primary text-primary-foreground shadow-xs' : 'bg-card hover:bg-accent',
              !own && !selected && 'text-muted-foreground',
            )}
          >
            <span lang={code} dir={code === 'ar' ? 'rtl' : undefined}>
              {name}
            </span>
            {own ? (
              <CircleCheckIcon className={cn('size-3.5', selected ? 'text-primary-foreground' : 'text-success')} aria-label={t('helpSettings.hasOwnText')} />
            ) : (
              <span className="sr-only">{status}</span>
            )}
            {unsaved.has(code) && (
              <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full border-2 border-background bg-warning" title={t('helpSettings.unsaved')}>
                <span className="sr-only">{t('helpSettings.unsaved')}</span>
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
