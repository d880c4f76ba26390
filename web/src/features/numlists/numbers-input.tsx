// The numbers of an import: pasted text OR a .txt/.csv file (choosing one clears the other, SPEC §5), and the import report shown afterwards.
import type { ImportReport } from '@contracts/stock';
import { FileTextIcon, UploadIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { type NumbersPayload, parseNumberLines } from '@/features/numlists/numlists-api';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { LabelledFigure } from '@/components/labelled-figure';

export type NumbersValue = { text: string; file: File | null };
export const emptyNumbers: NumbersValue = { text: '', file: null };

/** Nothing pasted and no file: the submit button stays disabled (blank lines only are sent to the check below). */
function isNumbersEmpty(value: NumbersValue): boolean {
  return value.file === null && value.text === '';
}

/** What to send; `none` when pasted text holds only blank lines ('Aucun numéro à ajouter'). */
function numbersPayload(value: NumbersValue): NumbersPayload {
  if (value.file) return { kind: 'file', file: value.file };
  const numbers = parseNumberLines(value.text);
  return numbers.length > 0 ? { kind: 'lines', numbers } : { kind: 'none' };
}

type SendOptions = { strict: boolean; onProgress?(fraction: number): void };

/**
 * The numbers of a create or restock form: what was pasted or chosen, strict mode, the refusal of blank lines (SPEC §5:
 * nothing is sent, a toast and the message under the field) and a file's upload progress.
 */
export function useNumbersEntry() {
  const t = useT();
  const [numbers, setNumbers] = useState<NumbersValue>(emptyNumbers);
  const [strict, setStrict] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  return {
    numbers,
    setNumbers(value: NumbersValue) {
      setNumbers(value);
      setError(null);
    },
    strict,
    setStrict,
    error,
    progress,
    /** Nothing pasted and no file. */
    empty: isNumbersEmpty(numbers),
    reset() {
      setNumbers(emptyNumbers);
      setStrict(false);
      setError(null);
    },
    /** False when the pasted text holds only blank lines: nothing to send. */
    check(): boolean {
      const refused = numbersPayload(numbers).kind === 'none' && numbers.text !== '';
      if (refused) toast({ variant: 'destructive', title: t('restock.nothingToAdd'), description: t('restock.nothingToAddHint') });
      setError(refused ? t('restock.nothingToAdd') : null);
      return !refused;
    },
    /** Sends the numbers; a file goes up with its progress shown. */
    async send<T>(request: (payload: NumbersPayload, options: SendOptions) => Promise<T>): Promise<T> {
      const payload = numbersPayload(numbers);
      try {
        return await request(payload, { strict, onProgress: payload.kind === 'file' ? setProgress : undefined });
      } finally {
        setProgress(null);
      }
    },
  };
}

export type NumbersEntry = ReturnType<typeof useNumbersEntry>;

/** The fields of a `useNumbersEntry`: the numbers, strict mode, and the upload's progress while a file is sent. */
export function NumbersEntryFields({ entry, disabled }: { entry: NumbersEntry; disabled?: boolean }) {
  return (
    <>
      <NumbersInput value={entry.numbers} onChange={entry.setNumbers} disabled={disabled} error={entry.error} />
      <StrictField checked={entry.strict} onChange={entry.setStrict} disabled={disabled} />
      {entry.progress !== null && <UploadProgress fraction={entry.progress} />}
    </>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 102.4) / 10)} Ko`;
  return `${formatNumber(Math.round(bytes / (1024 * 102.4)) / 10)} Mo`;
}

function NumbersInput({
  value,
  onChange,
  disabled,
  error,
}: {
  value: NumbersValue;
  onChange(value: NumbersValue): void;
  disabled?: boolean;
  /** 'Aucun numéro à ajouter', shown under the field. */
  error?: string | null;
}) {
  const t = useT();
  const textId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const lineCount = value.text ? parseNumberLines(value.text).length : 0;

  const clearFile = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="grid gap-3" data-testid="numbers-input">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={textId}>{t('numbers.pasteLabel')}</Label>
          {lineCount > 0 && (
            <span className="text-xs text-muted-foreground tabular-nums" data-testid="numbers-line-count">
              {t('numbers.lineCount', { count: formatNumber(lineCount) })}
            </span>
          )}
        </div>
        <Textarea
          id={textId}
          data-testid="numbers-text"
          rows={6}
          placeholder={t('numbers.pastePlaceholder')}
          className="max-h-64 min-h-32 font-mono text-xs md:text-xs"
          value={value.text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          // Pasting (or typing) numbers replaces a chosen file.
          onChange={(event) => {
            const text = event.target.value;
            if (text !== '' && value.file) clearFile();
            onChange({ text, file: text !== '' ? null : value.file });
          }}
        />
      </div>

      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t('numbers.or')}
        <span className="h-px flex-1 bg-border" />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={fileId}>{t('numbers.fileLabel')}</Label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          className="sr-only"
          data-testid="numbers-file"
          disabled={disabled}
          // Choosing a file replaces pasted numbers.
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            onChange({ text: file ? '' : value.text, file });
          }}
        />
        {value.file ? (
          <div className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm" data-testid="numbers-file-chosen">
            <FileTextIcon className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1 truncate font-medium">{value.file.name}</span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatSize(value.file.size)}</span>
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={t('numbers.removeFile')}
              disabled={disabled}
              onClick={() => {
                clearFile();
                onChange({ text: value.text, file: null });
              }}
            >
              <XIcon />
            </Button>
          </div>
        ) : (
          <label
            htmlFor={fileId}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground transition-colors hover:border-primary/50 hover:bg-accent/40 hover:text-foreground',
              disabled && 'pointer-events-none opacity-50',
            )}
          >
            <UploadIcon className="size-4" />
            {t('numbers.chooseFile')}
          </label>
        )}
        <p className="text-xs text-muted-foreground">{t('numbers.fileHint')}</p>
      </div>
      {error && (
        <p className="text-sm text-destructive" role="alert" data-testid="numbers-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'Mode strict': also refuse numbers of ranges no operator was given (the hint says which). */
function StrictField({ checked, onChange, disabled }: { checked: boolean; onChange(checked: boolean): void; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} disabled={disabled} />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="font-normal">
          {t('numbers.strict')}
        </Label>
        <p className="text-xs text-muted-foreground">{t('numbers.strictHint')}</p>
      </div>
    </div>
  );
}

/** An upload's progress bar, while a file is sent. */
function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={t('numbers.uploading')}>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{t('numbers.uploading')}</span>
        <span className="tabular-nums">{percent} %</span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The import report {added, duplicates, invalid, suppressed}: nothing is dropped silently (DESIGN "Data"). */
export function ImportReportView({ report }: { report: ImportReport }) {
  const t = useT();
  const tiles = [
    { key: 'added', label: t('report.added'), value: report.added, tone: 'text-success' },
    { key: 'duplicates', label: t('report.duplicates'), value: report.duplicates, tone: 'text-foreground' },
    { key: 'invalid', label: t('report.invalid'), value: report.invalid, tone: report.invalid > 0 ? 'text-destructive' : 'text-foreground' },
    { key: 'suppressed', label: t('report.suppressed'), value: report.suppressed, tone: 'text-foreground' },
  ] as const;
  return (
    <div className="grid gap-3" data-testid="import-report">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map((tile) => (
          <LabelledFigure
            key={tile.key}
            className="rounded-lg border bg-muted/30 px-3 py-2"
            data-testid={`report-${tile.key}`}
            label={tile.label}
            value={formatNumber(tile.value)}
            valueClassName={cn('text-xl', tile.tone)}
          />
        ))}
      </dl>
      {report.invalidExamples.length > 0 && (
        <div className="text-xs text-muted-foreground">
          <p className="mb-1">{t('report.invalidExamples')}</p>
          <ul className="flex flex-wrap gap-1">
            {report.invalidExamples.map((example) => (
              <li key={example} className="rounded border bg-muted/40 px-1.5 py-0.5 font-mono">
                {example}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
