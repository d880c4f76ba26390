// The 14 bot languages as a row of chips: native name, a mark for those with their own help text, fr marked required, a dot when unsaved.
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
}: {
  value: BotLanguage;
  onChange(language: BotLanguage): void;
  saved: HelpMessages;
  unsaved: ReadonlySet<BotLanguage>;
}) {
  const t = useT();
  return (
    <fieldset aria-label={t('helpSettings.languages')} className="flex flex-wrap gap-1.5" data-testid="help-languages">
      {helpLanguages.map(({ code, name }) => {
        const own = Boolean(saved[code]);
        const selected = code === value;
        const status = own ? t('helpSettings.hasOwnText') : code === 'fr' ? t('helpSettings.required') : t('helpSettings.usesFrench');
        return (
          <button
            key={code}
            type="button"
            aria-pressed={selected}
            title={status}
            data-testid={`help-language-${code}`}
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
            {code === 'fr' && (
              <span className={cn('text-[0.65rem] font-medium uppercase tracking-wide', selected ? 'text-primary-foreground/80' : 'text-primary')}>
                {t('helpSettings.required')}
              </span>
            )}
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
