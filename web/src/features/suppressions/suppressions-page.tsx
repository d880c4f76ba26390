// /suppressions (Liste d'exclusion): the do-not-contact numbers — search, paging, add one or many with a reason, remove, and erase a number everywhere.
import {
  type eraseNumberResultSchema,
  eraseNumberSchema,
  type Suppression,
  type SuppressionAddResult,
  suppressionAddSchema,
  type suppressionListSchema,
} from '@contracts/stock';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldBanIcon, ShieldXIcon, Trash2Icon, UserXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { actionsColumn, type ColumnDef, DataTable, dateColumn } from '@/components/data-table';
import { EntityDialog, useEntityForm } from '@/components/entity-dialog';
import { LabelledFigure } from '@/components/labelled-figure';
import { TextareaField, TextField } from '@/components/form-fields';
import { PageHeader } from '@/components/page-header';
import { IconAction } from '@/components/row-actions';
import { Button } from '@/components/ui/button';
import { confirm } from '@/components/ui/confirm';
import { numlistsKey } from '@/features/numlists/numlists-api';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useSearchTerm } from '@/lib/use-debounced-value';
import { usePaging } from '@/lib/use-paging';
import { ListEmpty } from '@/components/empty-state';

type SuppressionList = z.infer<typeof suppressionListSchema>;
type EraseResult = z.infer<typeof eraseNumberResultSchema>;

const suppressionsKey = ['/api/suppressions'] as const;
const PAGE_SIZES = [25, 50, 100] as const;

/** A suppression or an erasure takes numbers out of stock: the numlist counts change too. */
function invalidateAfterChange(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: suppressionsKey }), queryClient.invalidateQueries({ queryKey: numlistsKey })]);
}

export default function SuppressionsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const search = useSearchTerm(searchInput.trim());
  const paging = usePaging(PAGE_SIZES, search, 50);
  const [adding, setAdding] = useState(false);
  const [erasing, setErasing] = useState(false);

  const list = useQuery<SuppressionList>({
    queryKey: [...suppressionsKey, { page: paging.page, pageSize: paging.pageSize, search: search || undefined }],
    placeholderData: keepPreviousData,
  });
  paging.keepWithin(list.data?.pagination.totalPages);

  const remove = useMutation({
    mutationFn: (suppression: Suppression) => apiRequest('DELETE', `/api/suppressions/${encodeURIComponent(suppression.number)}`),
    onSuccess: (_, suppression) => {
      notifySuccess(t('suppressions.removed'), suppression.number);
      return invalidateAfterChange(queryClient);
    },
    onError: (error) => notifyError(t('common.error'), t('suppressions.removeFailed'), error),
  });

  const askRemove = async (suppression: Suppression) => {
    const ok = await confirm({
      title: t('suppressions.confirmRemove'),
      description: t('suppressions.confirmRemoveDescription', { number: suppression.number }),
      confirmLabel: t('suppressions.remove'),
      destructive: true,
    });
    if (ok) remove.mutate(suppression);
  };

  const columns: ColumnDef<Suppression>[] = [
    { accessorKey: 'number', header: t('suppressions.number'), meta: { cellClassName: 'font-mono font-medium' } },
    {
      id: 'reason',
      header: t('suppressions.reason'),
      meta: { cellClassName: 'max-w-sm truncate text-muted-foreground', title: (suppression) => suppression.reason },
      cell: ({ row }) => row.original.reason || '—',
    },
    dateColumn('addedAt', t('suppressions.addedAt'), (suppression) => suppression.createdAt, { cellClassName: 'tabular-nums' }),
    { id: 'addedBy', header: t('suppressions.addedBy'), meta: { cellClassName: 'text-muted-foreground' }, cell: ({ row }) => row.original.createdBy ?? '—' },
    actionsColumn<Suppression>(t('catalogue.actions'), (suppression) => (
      <IconAction
        label={t('suppressions.removeItem', { number: suppression.number })}
        tooltip={t('suppressions.remove')}
        onClick={() => askRemove(suppression)}
        disabled={remove.isPending && remove.variables?.number === suppression.number}
        destructive
      >
        <Trash2Icon />
      </IconAction>
    )),
  ];

  return (
    <div data-testid="suppressions-page">
      <PageHeader
        page="suppressions"
        actions={
          // One row beside the title from 640 px (the header would otherwise stack the two buttons).
          <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
            <Button variant="outline" onClick={() => setErasing(true)} data-testid="open-erase">
              <UserXIcon />
              {t('suppressions.erase')}
            </Button>
            <Button onClick={() => setAdding(true)} data-testid="open-add-suppression">
              <ShieldBanIcon />
              {t('suppressions.add')}
            </Button>
          </div>
        }
      />

      <DataTable
        columns={columns}
        rows={list.data?.data}
        getRowId={(suppression) => suppression.number}
        query={list}
        loadError={t('suppressions.loadFailed')}
        empty={
          <ListEmpty
            icon={ShieldBanIcon}
            filtered={search !== ''}
            title={t('suppressions.empty')}
            filteredTitle={t('suppressions.emptySearch', { search })}
            hint={t('suppressions.emptyHint')}
          />
        }
        testId="suppressions-table"
        rowTestId="suppression-row"
        search={{ value: searchInput, onChange: setSearchInput, placeholder: t('suppressions.searchPlaceholder'), testId: 'suppressions-search' }}
        pagination={paging.controls(list.data?.pagination.total ?? 0, t('suppressions.items'))}
      />

      <AddSuppressionDialog open={adding} onOpenChange={setAdding} />
      <EraseNumberDialog open={erasing} onOpenChange={setErasing} />
    </div>
  );
}

/** An empty country field means "no country" (international numbers only), not an invalid code. */
const optionalCountry = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const addFormSchema = suppressionAddSchema.extend({ countryCode: optionalCountry(suppressionAddSchema.shape.countryCode) });
const eraseFormSchema = eraseNumberSchema.extend({ countryCode: optionalCountry(eraseNumberSchema.shape.countryCode) });

const emptyAdd: z.input<typeof addFormSchema> = { text: '', reason: '', countryCode: '' };

/** Country code: two letters, upper-cased on screen. */
const countryCodeInput = { placeholder: 'FR', maxLength: 2, className: 'uppercase' };

function AddSuppressionDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<SuppressionAddResult | null>(null);
  useEffect(() => {
    if (open) setResult(null);
  }, [open]);

  const add = useEntityForm({
    schema: addFormSchema,
    values: emptyAdd,
    open,
    onOpenChange,
    // The report of the save stays on screen, ready for the next batch.
    keepOpen: true,
    beforeSave: (values, form) => {
      if ((values.text ?? '').trim()) return true;
      form.setError('text', { message: t('suppressions.numbersRequired') });
      return false;
    },
    save: (values: z.infer<typeof suppressionAddSchema>) =>
      apiRequest<SuppressionAddResult>('POST', '/api/suppressions', { ...values, countryCode: values.countryCode || undefined }),
    onSaved: (answer, _, form) => {
      setResult(answer);
      // Ready for the next batch with the same reason and country.
      form.reset({ ...emptyAdd, reason: String(form.getValues('reason') ?? ''), countryCode: String(form.getValues('countryCode') ?? '') });
      notifySuccess(t('suppressions.added'), t('suppressions.addedDescription', { count: formatNumber(answer.added) }));
      return invalidateAfterChange(queryClient);
    },
    failure: t('suppressions.addFailed'),
    // The server names the numbers `numbers` (or `number`); here they are the text field.
    serverFields: { numbers: 'text', number: 'text' },
  });

  const text = add.form.watch('text') ?? '';
  return (
    <EntityDialog
      entity={add}
      testId="add-suppression-dialog"
      className="sm:max-w-xl"
      title={t('suppressions.addTitle')}
      description={t('suppressions.addDescription')}
      before={
        result && (
          <dl className="grid grid-cols-2 gap-2 rounded-lg border border-success/30 bg-success/5 p-3 text-sm sm:grid-cols-4" data-testid="suppression-report">
            <LabelledFigure label={t('suppressions.reportAdded')} value={formatNumber(result.added)} valueClassName="text-lg" />
            <LabelledFigure label={t('suppressions.reportAlready')} value={formatNumber(result.alreadySuppressed)} valueClassName="text-lg" />
            <LabelledFigure label={t('suppressions.reportInvalid')} value={formatNumber(result.invalid)} valueClassName="text-lg" />
            <LabelledFigure label={t('suppressions.reportRemovedFromStock')} value={formatNumber(result.removedFromStock)} valueClassName="text-lg" />
          </dl>
        )
      }
      cancelLabel={result ? t('common.close') : t('common.cancel')}
      submitLabel={t('suppressions.addSubmit')}
      submitDisabled={text.trim() === ''}
      submitTestId="add-suppression-submit"
    >
      <TextareaField
        name="text"
        label={t('suppressions.numbers')}
        description={t('suppressions.numbersHint')}
        rows={5}
        className="max-h-60 font-mono text-xs md:text-xs"
        placeholder={'+33 6 39 98 00 01\n+44 7700 900123'}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField name="reason" label={t('suppressions.reason')} placeholder={t('suppressions.reasonPlaceholder')} />
        <TextField name="countryCode" label={t('suppressions.countryCode')} {...countryCodeInput} />
      </div>
    </EntityDialog>
  );
}


/** A data-protection request: the number leaves every numlist, is suppressed for good, and the erasure is audited. */
function EraseNumberDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const erase = useEntityForm({
    schema: eraseFormSchema,
    values: { number: '', countryCode: '', reason: t('suppressions.eraseDefaultReason') },
    open,
    onOpenChange,
    beforeSave: (values) =>
      confirm({
        title: t('suppressions.confirmErase'),
        description: t('suppressions.confirmEraseDescription', { number: values.number }),
        confirmLabel: t('suppressions.eraseSubmit'),
        destructive: true,
      }),
    save: (values: z.infer<typeof eraseNumberSchema>) =>
      apiRequest<EraseResult>('POST', '/api/numbers/erase', { ...values, countryCode: values.countryCode || undefined }),
    onSaved: (result) => {
      notifySuccess(t('suppressions.erased'), t('suppressions.erasedDescription', { number: result.number, count: formatNumber(result.removedFromNumlists) }));
      return invalidateAfterChange(queryClient);
    },
    failure: t('suppressions.eraseFailed'),
  });

  return (
    <EntityDialog
      entity={erase}
      testId="erase-dialog"
      title={
        <span className="flex items-center gap-2">
          <ShieldXIcon className="size-5 text-destructive" />
          {t('suppressions.eraseTitle')}
        </span>
      }
      description={t('suppressions.eraseDescription')}
      submitLabel={t('suppressions.eraseSubmit')}
      submitVariant="destructive"
      submitTestId="erase-submit"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField name="number" label={t('suppressions.number')} inputMode="tel" placeholder="+33 6 39 98 00 01" className="font-mono" />
        <TextField name="countryCode" label={t('suppressions.countryCode')} {...countryCodeInput} />
      </div>
      <TextField name="reason" label={t('suppressions.reason')} />
    </EntityDialog>
  );
}
