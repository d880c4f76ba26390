// The chosen language's text in the help, welcome and manual top-up editors: its label and whether it has a text of its
// own, the text box written in that language's direction, the refusal or the hint under it, and the length.
import type { BotLanguage } from '@contracts/telegram';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { directionOf } from './help-settings-api';

export type LanguageTextBoxWords = {
  label: string;
  /** What the badge says: the text is the language's own, or what shows without one. */
  status: string;
  placeholder: string;
  tooLong: string;
  hint: string;
  clearHint: string;
  count: string;
};

export function LanguageTextBox({
  language,
  text,
  onChange,
  own,
  refusal,
  tooLong,
  words,
  className,
  rows,
  testIds,
}: {
  language: BotLanguage;
  text: string;
  onChange(value: string): void;
  own: boolean;
  /** The server's refusal, or what is wrong with the text as typed. */
  refusal: string | null;
  tooLong: boolean;
  words: LanguageTextBoxWords;
  className: string;
  rows?: number;
  testIds: { status: string; input: string; error: string; count?: string };
}) {
  const fieldId = useId();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={fieldId}>{words.label}</Label>
        <Badge variant={own ? 'success' : 'secondary'} data-testid={testIds.status}>
          {words.status}
        </Badge>
      </div>
      <Textarea
        id={fieldId}
        key={language}
        dir={directionOf(language)}
        lang={language}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        placeholder={words.placeholder}
        aria-invalid={Boolean(refusal) || tooLong}
        aria-describedby={`${fieldId}-hint ${fieldId}-count`}
        rows={rows}
        className={className}
        data-testid={testIds.input}
      />
      <div className="flex items-start justify-between gap-4 text-xs">
        <p id={`${fieldId}-hint`} className="text-muted-foreground">
          {refusal ? (
            <span className="font-medium text-destructive" data-testid={testIds.error}>
              {refusal}
            </span>
          ) : tooLong ? (
            <span className="font-medium text-destructive">{words.tooLong}</span>
          ) : (
            <>
              {words.hint}
              <span className="mt-1 block">{words.clearHint}</span>
            </>
          )}
        </p>
        <span
          id={`${fieldId}-count`}
          className={cn('shrink-0 tabular-nums', tooLong ? 'font-medium text-destructive' : 'text-muted-foreground')}
          data-testid={testIds.count}
        >
          {words.count}
        </span>
      </div>
    </div>
  );
}
