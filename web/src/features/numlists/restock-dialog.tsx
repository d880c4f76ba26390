// The restock dialog of a numlist card: paste or choose a file, send (a file as multipart), then read the import report.
import type { ImportResult, Numlist } from '@contracts/stock';
import { useQueryClient } from '@tanstack/react-query';
import { PackagePlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { EntityDialog, useEntityForm, useEscapeCloses } from '@/components/entity-dialog';
import { emptyNumbers, ImportReportView, NumbersEntryFields, useNumbersEntry } from '@/features/numlists/numbers-input';
import { invalidateNumlists, restockNumlist } from '@/features/numlists/numlists-api';
import { notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The numbers live beside the form (a file is no form value): the form only sends. */
const nothing = z.object({});

export function RestockDialog({ numlist, onClose }: { numlist: Numlist | null; onClose(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const entry = useNumbersEntry();
  const [result, setResult] = useState<ImportResult | null>(null);
  const open = numlist !== null;

  // Each opening starts blank, without the last report.
  const { reset } = entry;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets.
  useEffect(() => {
    if (open) {
      reset();
      setResult(null);
    }
  }, [open]);

  const entity = useEntityForm({
    schema: nothing,
    values: {},
    open,
    onOpenChange: (next) => !next && onClose(),
    // The report of the restock stays on screen.
    keepOpen: true,
    beforeSave: entry.check,
    save: () => {
      setResult(null);
      return entry.send((payload, options) => restockNumlist(numlist?.id ?? 0, payload, options));
    },
    onSaved: (answer) => {
      setResult(answer);
      entry.setNumbers(emptyNumbers);
      notifySuccess(t('restock.done'), t('restock.doneDescription', { count: formatNumber(answer.report.added), name: answer.numlist.name }));
      // Not awaited: the restock is saved once its report shows, so the grid's refetch must not hold the dialog
      // "saving" (Escape and Fermer were ignored until it came back, seen on a loaded CI machine).
      void invalidateNumlists(queryClient);
    },
    failure: t('restock.failed'),
  });
  const close = () => !entity.pending && onClose();
  // The report stays on screen after the save, with its toast: Escape still closes the dialog.
  const contentRef = useEscapeCloses(open, close);

  return (
    <EntityDialog
      entity={entity}
      contentRef={contentRef}
      icon={<PackagePlusIcon className="size-5 text-primary" />}
      title={t('restock.title')}
      description={t('restock.description', { name: numlist?.name ?? '' })}
      submitLabel={t('restock.submit')}
      submitDisabled={entry.empty}
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
      <NumbersEntryFields entry={entry} disabled={entity.pending} />
    </EntityDialog>
  );
}
