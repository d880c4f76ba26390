// /suppressions (Liste d'exclusion): the do-not-contact numbers — search, paging, add one or many with a reason, remove, and erase a number everywhere.
import {
  type eraseNumberResultSchema,
  eraseNumberSchema,
  type Suppression,
  type SuppressionAddResult,
  suppressionAddSchema,
  type suppressionListSchema,
} from '@contracts/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldBanIcon, ShieldXIcon, Trash2Icon, UserXIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { confirm } from '@/components/ui/confirm';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PaginationControls } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { SkeletonRows } from '@/features/catalogue/catalogue-ui';
import { numlistsKey } from '@/features/numlists/numlists-api';
import { ApiError, apiRequest } from '@/lib/api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SearchInput } from '@/components/search-input';

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
  const debounced = useDebouncedValue(searchInput.trim(), 300);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(50);
  const [adding, setAdding] = useState(false);
  const [erasing, setErasing] = useState(false);

  useEffect(() => {
    if (debounced !== search) {
      setSearch(debounced);
      setPage(1);
    }
  }, [debounced, search]);

  const list = useQuery<SuppressionList>({
    queryKey: [...suppressionsKey, { page, pageSize, search: search || undefined }],
    placeholderData: keepPreviousData,
  });

  const totalPages = list.data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (list.data && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [list.data, page, totalPages]);

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

  const rows = list.data?.data ?? [];
  return (
    <div data-testid="suppressions-page">
      <PageHeader
        title={t('suppressions.title')}
        description={t('suppressions.description')}
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

      <SearchInput
        containerClassName="mb-4 max-w-md"
        value={searchInput}
        onChange={(event) => setSearchInput(event.target.value)}
        placeholder={t('suppressions.searchPlaceholder')}
        aria-label={t('suppressions.searchPlaceholder')}
        data-testid="suppressions-search"
      />

      {list.isError && !list.data ? (
        <LoadError description={t('suppressions.loadFailed')} error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : !list.isPending && rows.length === 0 ? (
        <EmptyState
          icon={ShieldBanIcon}
          title={search ? t('suppressions.emptySearch', { search }) : t('suppressions.empty')}
          description={search ? undefined : t('suppressions.emptyHint')}
        />
      ) : (
        <div className="grid gap-4">
          <Card className="py-0">
            <Table data-testid="suppressions-table">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('suppressions.number')}</TableHead>
                  <TableHead>{t('suppressions.reason')}</TableHead>
                  <TableHead>{t('suppressions.addedAt')}</TableHead>
                  <TableHead>{t('suppressions.addedBy')}</TableHead>
                  <TableHead className="text-right">{t('catalogue.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.isPending ? (
                  <SkeletonRows columns={5} />
                ) : (
                  rows.map((suppression) => (
                    <TableRow key={suppression.number} data-testid="suppression-row">
                      <TableCell className="font-mono font-medium">{suppression.number}</TableCell>
                      <TableCell className="max-w-sm truncate text-muted-foreground" title={suppression.reason}>
                        {suppression.reason || '—'}
                      </TableCell>
                      <TableCell className="text-muted-foreground tabular-nums">{formatDateTime(suppression.createdAt)}</TableCell>
                      <TableCell className="text-muted-foreground">{suppression.createdBy ?? '—'}</TableCell>
                      <TableCell>
                        <div className="flex justify-end">
                          <Tooltip>
                            <TooltipTrigger asChild>
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={t('suppressions.removeItem', { number: suppression.number })}
                                onClick={() => askRemove(suppression)}
                                disabled={remove.isPending && remove.variables?.number === suppression.number}
                                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                              >
                                <Trash2Icon />
                              </Button>
                            </TooltipTrigger>
                            <TooltipContent>{t('suppressions.remove')}</TooltipContent>
                          </Tooltip>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </Card>
          <PaginationControls
            page={page}
            pageSize={pageSize}
            total={list.data?.pagination.total ?? 0}
            onPageChange={setPage}
            pageSizeOptions={PAGE_SIZES}
            onPageSizeChange={setPageSize}
            itemsLabel={t('suppressions.items')}
          />
        </div>
      )}

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

function AddSuppressionDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<SuppressionAddResult | null>(null);
  const form = useForm({ resolver: zodResolver(addFormSchema), defaultValues: emptyAdd });

  useEffect(() => {
    if (open) {
      form.reset(emptyAdd);
      setResult(null);
    }
  }, [open, form]);

  const add = useMutation({
    mutationFn: (values: z.infer<typeof suppressionAddSchema>) =>
      apiRequest<SuppressionAddResult>('POST', '/api/suppressions', { ...values, countryCode: values.countryCode || undefined }),
    onSuccess: (answer) => {
      setResult(answer);
      form.reset({ ...emptyAdd, reason: String(form.getValues('reason') ?? ''), countryCode: String(form.getValues('countryCode') ?? '') });
      notifySuccess(t('suppressions.added'), t('suppressions.addedDescription', { count: formatNumber(answer.added) }));
      return invalidateAfterChange(queryClient);
    },
    onError: (error) => {
      setServerFieldErrors(form, error);
      // The server names the numbers `numbers` (or `number`); here they are the text field.
      const numbersError = error instanceof ApiError ? (error.fields?.numbers ?? error.fields?.number) : undefined;
      if (numbersError) form.setError('text', { type: 'server', message: numbersError });
      notifyError(t('common.error'), t('suppressions.addFailed'), error);
    },
  });

  const text = form.watch('text') ?? '';
  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && onOpenChange(next)}>
      <DialogContent data-testid="add-suppression-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('suppressions.addTitle')}</DialogTitle>
          <DialogDescription>{t('suppressions.addDescription')}</DialogDescription>
        </DialogHeader>
        {result && (
          <dl className="grid grid-cols-2 gap-2 rounded-lg border border-success/30 bg-success/5 p-3 text-sm sm:grid-cols-4" data-testid="suppression-report">
            <ReportTile label={t('suppressions.reportAdded')} value={result.added} />
            <ReportTile label={t('suppressions.reportAlready')} value={result.alreadySuppressed} />
            <ReportTile label={t('suppressions.reportInvalid')} value={result.invalid} />
            <ReportTile label={t('suppressions.reportRemovedFromStock')} value={result.removedFromStock} />
          </dl>
        )}
        <Form {...form}>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) => {
              if (!(values.text ?? '').trim()) {
                form.setError('text', { message: t('suppressions.numbersRequired') });
                return;
              }
              add.mutate(values);
            })}
          >
            <FormField
              control={form.control}
              name="text"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('suppressions.numbers')}</FormLabel>
                  <FormControl>
                    <Textarea rows={5} className="max-h-60 font-mono text-xs md:text-xs" placeholder={'+33 6 39 98 00 01\n+44 7700 900123'} {...field} />
                  </FormControl>
                  <FormDescription>{t('suppressions.numbersHint')}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
              <FormField
                control={form.control}
                name="reason"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('suppressions.reason')}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder={t('suppressions.reasonPlaceholder')} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="countryCode"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('suppressions.countryCode')}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder="FR" maxLength={2} className="uppercase" {...field} value={String(field.value ?? '')} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={add.isPending}>
                {result ? t('common.close') : t('common.cancel')}
              </Button>
              <Button type="submit" disabled={add.isPending || text.trim() === ''} data-testid="add-suppression-submit">
                {add.isPending && <Spinner />}
                {t('suppressions.addSubmit')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function ReportTile({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

/** A data-protection request: the number leaves every numlist, is suppressed for good, and the erasure is audited. */
function EraseNumberDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const defaults = { number: '', countryCode: '', reason: t('suppressions.eraseDefaultReason') };
  const form = useForm({ resolver: zodResolver(eraseFormSchema), defaultValues: defaults });

  useEffect(() => {
    if (open) form.reset({ number: '', countryCode: '', reason: t('suppressions.eraseDefaultReason') });
  }, [open, form, t]);

  const erase = useMutation({
    mutationFn: (values: z.infer<typeof eraseNumberSchema>) => apiRequest<EraseResult>('POST', '/api/numbers/erase', values),
    onSuccess: (result) => {
      notifySuccess(t('suppressions.erased'), t('suppressions.erasedDescription', { number: result.number, count: formatNumber(result.removedFromNumlists) }));
      onOpenChange(false);
      return invalidateAfterChange(queryClient);
    },
    onError: (error) => {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), t('suppressions.eraseFailed'), error);
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const ok = await confirm({
      title: t('suppressions.confirmErase'),
      description: t('suppressions.confirmEraseDescription', { number: values.number }),
      confirmLabel: t('suppressions.eraseSubmit'),
      destructive: true,
    });
    if (ok) erase.mutate({ ...values, countryCode: values.countryCode || undefined });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !erase.isPending && onOpenChange(next)}>
      <DialogContent data-testid="erase-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldXIcon className="size-5 text-destructive" />
            {t('suppressions.eraseTitle')}
          </DialogTitle>
          <DialogDescription>{t('suppressions.eraseDescription')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
              <FormField
                control={form.control}
                name="number"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('suppressions.number')}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" inputMode="tel" placeholder="+33 6 39 98 00 01" className="font-mono" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="countryCode"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('suppressions.countryCode')}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder="FR" maxLength={2} className="uppercase" {...field} value={String(field.value ?? '')} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('suppressions.reason')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={erase.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={erase.isPending} data-testid="erase-submit">
                {erase.isPending && <Spinner />}
                {t('suppressions.eraseSubmit')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
