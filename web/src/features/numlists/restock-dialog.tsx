// The restock dialog of a numlist card: paste or choose a file, send (a file as multipart), then read the import report.
import type { ImportResult, Numlist } from '@contracts/stock';
import { useQueryClient } from '@tanstack/react-query';
import { PackagePlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { EntityDialog, useEntityForm, useEscapeCloses } from '@/components/entity-dialog';
import {
  emptyNumbers,
  ImportReportView,
  isNumbersEmpty,
  NumbersInput,
  type NumbersValue,
  numbersPayload,
  refuseNothingToAdd,
  StrictField,
  sendNumbers,
  UploadProgress,
} from '@/features/numlists/numbers-input';
import { invalidateNumlists, restockNumlist } from '@/features/numlists/numlists-api';
import { notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

const restockFormSchema = z.object({ numbers: z.custom<NumbersValue>(), strict: z.boolean() });
const blank = { numbers: emptyNumbers, strict: false };

export function RestockDialog({ numlist, onClose }: { numlist: Numlist | null; onClose(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const open = numlist !== null;

  // A new dialog starts without the last one's report.
  useEffect(() => {
    if (open) setResult(null);
  }, [open]);

  const entity = useEntityForm({
    schema: restockFormSchema,
    values: blank,
    open,
    // SPEC §5: lines are trimmed and blank ones dropped; nothing left means nothing is sent.
    beforeSave: ({ numbers }, form) => {
      if (numbersPayload(numbers).kind !== 'none') return true;
      form.setError('numbers', { message: refuseNothingToAdd(t) });
      return false;
    },
    save: ({ numbers, strict }) => {
      setResult(null);
      return sendNumbers(numbers, setProgress, (payload, onProgress) => restockNumlist(numlist?.id ?? 0, payload, { strict, onProgress }));
    },
    onSaved: (answer, _values, form) => {
      setResult(answer);
      form.setValue('numbers', emptyNumbers);
      notifySuccess(t('restock.done'), t('restock.doneDescription', { count: formatNumber(answer.report.added), name: answer.numlist.name }));
      return invalidateNumlists(queryClient);
    },
    failure: t('restock.failed'),
  });
  const { form, pending } = entity;
  const close = () => !pending && onClose();
  // The report stays on screen after the save, with its toast: Escape still closes the dialog.
  const contentRef = useEscapeCloses(open, close);
  const numbers = form.watch('numbers');

  return (
    <EntityDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      entity={entity}
      contentRef={contentRef}
      title={
        <span className="flex items-center gap-2">
          <PackagePlusIcon className="size-5 text-primary" />
          {t('restock.title')}
        </span>
      }
      description={t('restock.description', { name: numlist?.name ?? '' })}
      submitLabel={t('restock.submit')}
      submitDisabled={isNumbersEmpty(numbers)}
      submitTestId="restock-submit"
      cancelLabel={result ? t('common.close') : undefined}
      testId="restock-dialog"
      className="sm:max-w-xl"
      before={
        result && (
          <div className="grid gap-2 rounded-lg border border-success/30 bg-success/5 p-3">
            <p className="text-sm font-medium">{t('restock.reportTitle', { available: formatNumber(result.numlist.availableNumbers) })}</p>
            <ImportReportView report={result.report} />
          </div>
        )
      }
    >
      <NumbersInput
        value={numbers}
        onChange={(value) => {
          form.setValue('numbers', value);
          form.clearErrors('numbers');
        }}
        disabled={pending}
        error={form.formState.errors.numbers?.message}
      />
      <StrictField checked={form.watch('strict')} onChange={(strict) => form.setValue('strict', strict)} disabled={pending} />
      {progress !== null && <UploadProgress fraction={progress} />}
    </EntityDialog>
  );
}
