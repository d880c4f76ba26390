// The restock dialog of a numlist card: paste or choose a file, send (a file as multipart), then read the import report.
import type { ImportResult, Numlist } from '@contracts/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PackagePlusIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import {
  emptyNumbers,
  ImportReportView,
  isNumbersEmpty,
  NumbersInput,
  type NumbersValue,
  numbersPayload,
  UploadProgress,
} from '@/features/numlists/numbers-input';
import { invalidateNumlists, type NumbersPayload, restockNumlist } from '@/features/numlists/numlists-api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

export function RestockDialog({ numlist, onClose }: { numlist: Numlist | null; onClose(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const strictId = useId();
  const [numbers, setNumbers] = useState<NumbersValue>(emptyNumbers);
  const [strict, setStrict] = useState(false);
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const open = numlist !== null;
  useEffect(() => {
    if (open) {
      setNumbers(emptyNumbers);
      setStrict(false);
      setEmptyError(null);
      setProgress(null);
      setResult(null);
    }
  }, [open]);

  const restock = useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: NumbersPayload }) =>
      restockNumlist(id, payload, { strict, onProgress: payload.kind === 'file' ? setProgress : undefined }),
    onSuccess: (answer) => {
      setResult(answer);
      setNumbers(emptyNumbers);
      notifySuccess(t('restock.done'), t('restock.doneDescription', { count: formatNumber(answer.report.added), name: answer.numlist.name }));
      return invalidateNumlists(queryClient);
    },
    onError: (error) => notifyError(t('common.error'), t('restock.failed'), error),
    onSettled: () => setProgress(null),
  });

  const submit = () => {
    if (!numlist) return;
    const payload = numbersPayload(numbers);
    if (payload.kind === 'none') {
      // SPEC §5: lines are trimmed and blank ones dropped; nothing left means nothing is sent.
      setEmptyError(t('restock.nothingToAdd'));
      toast({ variant: 'destructive', title: t('restock.nothingToAdd'), description: t('restock.nothingToAddHint') });
      return;
    }
    setEmptyError(null);
    setResult(null);
    restock.mutate({ id: numlist.id, payload });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !restock.isPending && onClose()}>
      <DialogContent data-testid="restock-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <PackagePlusIcon className="size-5 text-primary" />
            {t('restock.title')}
          </DialogTitle>
          <DialogDescription>{t('restock.description', { name: numlist?.name ?? '' })}</DialogDescription>
        </DialogHeader>

        {result && (
          <div className="grid gap-2 rounded-lg border border-success/30 bg-success/5 p-3">
            <p className="text-sm font-medium">
              {t('restock.reportTitle', { available: formatNumber(result.numlist.availableNumbers) })}
            </p>
            <ImportReportView report={result.report} />
          </div>
        )}

        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <NumbersInput
            value={numbers}
            onChange={(value) => {
              setNumbers(value);
              setEmptyError(null);
            }}
            disabled={restock.isPending}
            error={emptyError}
          />
          <div className="flex items-start gap-2">
            <Checkbox id={strictId} checked={strict} onCheckedChange={(checked) => setStrict(checked === true)} disabled={restock.isPending} />
            <div className="grid gap-0.5">
              <Label htmlFor={strictId} className="font-normal">
                {t('numbers.strict')}
              </Label>
              <p className="text-xs text-muted-foreground">{t('numbers.strictHint')}</p>
            </div>
          </div>
          {progress !== null && <UploadProgress fraction={progress} />}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={restock.isPending}>
              {result ? t('common.close') : t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isNumbersEmpty(numbers) || restock.isPending} data-testid="restock-submit">
              {restock.isPending && <Spinner />}
              {t('restock.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
