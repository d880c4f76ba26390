// /add-numlist (lazy): a new numlist — name, category, country, operator of that country, source, consent basis, price, status — and its first numbers.
import { type ImportResult, type NumlistCreate, numlistCreateSchema } from '@contracts/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRightIcon, CheckCircle2Icon, FilePlus2Icon, PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { AmountField, amountToApiText, MICRO_EUROS, optionalAmountTextField } from '@/components/amount-input';
import { CountryFlag } from '@/components/country-flag';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCategories, useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { emptyNumbers, ImportReportView, NumbersInput, type NumbersValue, numbersPayload, UploadProgress } from '@/features/numlists/numbers-input';
import { createNumlist, invalidateNumlists, type NumbersPayload } from '@/features/numlists/numlists-api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/**
 * The unit price is typed as any money field ("0,006", "0.0075") and read by the shared parser in micro-euros, then
 * sent as the API's text ("0.006"); empty means the shop price. At most 9 999,999999 € (the API's limit).
 */
const MAX_UNIT_PRICE_MICRO = 9_999_999_999;
const createFormSchema = numlistCreateSchema.extend({
  unitPrice: optionalAmountTextField({ decimals: MICRO_EUROS, positive: true, max: MAX_UNIT_PRICE_MICRO }).transform((micro) =>
    micro === null ? null : amountToApiText(micro, MICRO_EUROS),
  ),
});

/** Radix Select items cannot have an empty value: this one stands for "none". */
const NONE = 'none';

type FormValues = {
  name: string;
  categoryId: string;
  countryId: string;
  operatorId: string;
  source: string;
  consentBasis: string;
  unitPrice: string;
  isActive: boolean;
};

const emptyForm: FormValues = {
  name: '',
  categoryId: '',
  countryId: '',
  operatorId: '',
  source: '',
  consentBasis: '',
  unitPrice: '',
  isActive: true,
};

export default function AddNumlistPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const strictId = useId();
  const categories = useCategories();
  const countries = useCountries();
  const operators = useOperators();
  const [numbers, setNumbers] = useState<NumbersValue>(emptyNumbers);
  const [strict, setStrict] = useState(false);
  const [numbersError, setNumbersError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  // The form holds what the inputs hold (ids as text, '' for none); the shared schema turns it into the create payload.
  const form = useForm({ resolver: zodResolver(createFormSchema), defaultValues: emptyForm });
  const countryId = String(form.watch('countryId') ?? '');
  const countryOperators = (operators.data ?? []).filter((operator) => String(operator.countryId) === countryId);

  const create = useMutation({
    mutationFn: ({ values, payload }: { values: NumlistCreate; payload: NumbersPayload }) =>
      createNumlist(values, payload, { strict, onProgress: payload.kind === 'file' ? setProgress : undefined }),
    onSuccess: (answer) => {
      setResult(answer);
      notifySuccess(t('addNumlist.created'), t('addNumlist.createdDescription', { name: answer.numlist.name, count: formatNumber(answer.report.added) }));
      return invalidateNumlists(queryClient);
    },
    onError: (error) => {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), t('addNumlist.failed'), error);
    },
    onSettled: () => setProgress(null),
  });

  const onSubmit = form.handleSubmit((values) => {
    const payload = numbersPayload(numbers);
    // Blank lines only: nothing to import (SPEC §5). With neither text nor file the numlist starts empty.
    if (payload.kind === 'none' && numbers.text !== '') {
      setNumbersError(t('restock.nothingToAdd'));
      toast({ variant: 'destructive', title: t('restock.nothingToAdd'), description: t('restock.nothingToAddHint') });
      return;
    }
    setNumbersError(null);
    create.mutate({ values, payload });
  });

  const startOver = () => {
    form.reset(emptyForm);
    setNumbers(emptyNumbers);
    setStrict(false);
    setResult(null);
  };

  if (result) {
    return (
      <div data-testid="add-numlist-page">
        <PageHeader title={t('addNumlist.title')} description={t('addNumlist.description')} />
        <Card className="max-w-3xl" data-testid="add-numlist-result">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CheckCircle2Icon className="size-5 text-success" />
              {t('addNumlist.resultTitle', { name: result.numlist.name })}
            </CardTitle>
            <CardDescription>
              {t('addNumlist.resultDescription', {
                available: formatNumber(result.numlist.availableNumbers),
              })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ImportReportView report={result.report} />
          </CardContent>
          <CardFooter className="flex-wrap gap-2">
            <Button asChild>
              <Link href={`/numlists?search=${encodeURIComponent(result.numlist.name)}`} data-testid="view-numlist">
                {t('addNumlist.viewList')}
                <ArrowRightIcon />
              </Link>
            </Button>
            <Button variant="outline" onClick={startOver}>
              <PlusIcon />
              {t('addNumlist.another')}
            </Button>
          </CardFooter>
        </Card>
      </div>
    );
  }

  const busy = create.isPending;
  return (
    <div data-testid="add-numlist-page">
      <PageHeader title={t('addNumlist.title')} description={t('addNumlist.description')} />
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="grid items-start gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('addNumlist.detailsTitle')}</CardTitle>
              <CardDescription>{t('addNumlist.detailsDescription')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormField
                control={form.control}
                name="name"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('catalogue.name')}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder="France Orange SMS" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="categoryId"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('numlists.category')}</FormLabel>
                    <Select value={String(field.value || NONE)} onValueChange={(value) => field.onChange(value === NONE ? '' : value)}>
                      <FormControl>
                        <SelectTrigger className="w-full" data-testid="numlist-category-select">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        <SelectItem value={NONE}>{t('addNumlist.none')}</SelectItem>
                        {(categories.data ?? []).map((category) => (
                          <SelectItem key={category.id} value={String(category.id)}>
                            {category.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name="countryId"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('numlists.country')}</FormLabel>
                      <Select
                        value={String(field.value || NONE)}
                        onValueChange={(value) => {
                          field.onChange(value === NONE ? '' : value);
                          // The operator belongs to a country: a new country empties it.
                          form.setValue('operatorId', '');
                        }}
                      >
                        <FormControl>
                          <SelectTrigger className="w-full" data-testid="numlist-country-select">
                            <SelectValue />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          <SelectItem value={NONE}>{t('addNumlist.none')}</SelectItem>
                          {(countries.data ?? []).map((country) => (
                            <SelectItem key={country.id} value={String(country.id)}>
                              <CountryFlag flag={country.flag} code={country.code} />
                              {country.name}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FormDescription>{t('addNumlist.countryHint')}</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="operatorId"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('numlists.operator')}</FormLabel>
                      <Select
                        value={String(field.value || NONE)}
                        onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
                        disabled={countryId === ''}
                      >
                        <FormControl>
                          <SelectTrigger className="w-full" data-testid="numlist-operator-select">
                            <SelectValue />
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          <SelectItem value={NONE}>{countryId === '' ? t('addNumlist.countryFirst') : t('addNumlist.none')}</SelectItem>
                          {countryOperators.map((operator) => (
                            <SelectItem key={operator.id} value={String(operator.id)}>
                              {operator.name}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <FormField
                control={form.control}
                name="source"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('addNumlist.source')}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder={t('addNumlist.sourcePlaceholder')} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="consentBasis"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('addNumlist.consentBasis')}</FormLabel>
                    <FormControl>
                      <Textarea rows={2} placeholder={t('addNumlist.consentPlaceholder')} {...field} />
                    </FormControl>
                    <FormDescription>{t('addNumlist.consentHint')}</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <AmountField
                control={form.control}
                name="unitPrice"
                label={t('addNumlist.unitPrice')}
                description={t('addNumlist.unitPriceHint')}
                decimals={MICRO_EUROS}
                positive
                max={MAX_UNIT_PRICE_MICRO}
                perNumber
                placeholder="0,006"
                containerClassName="max-w-sm"
              />
              <FormField
                control={form.control}
                name="isActive"
                render={({ field }) => (
                  <FormItem className="flex flex-row items-center gap-2">
                    <FormControl>
                      <Checkbox checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} />
                    </FormControl>
                    <FormLabel className="font-normal">{t('addNumlist.active')}</FormLabel>
                  </FormItem>
                )}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('addNumlist.numbersTitle')}</CardTitle>
              <CardDescription>{t('addNumlist.numbersDescription')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <NumbersInput
                value={numbers}
                onChange={(value) => {
                  setNumbers(value);
                  setNumbersError(null);
                }}
                disabled={busy}
                error={numbersError}
              />
              <div className="flex items-start gap-2">
                <Checkbox id={strictId} checked={strict} onCheckedChange={(checked) => setStrict(checked === true)} disabled={busy} />
                <div className="grid gap-0.5">
                  <Label htmlFor={strictId} className="font-normal">
                    {t('numbers.strict')}
                  </Label>
                  <p className="text-xs text-muted-foreground">{t('numbers.strictHint')}</p>
                </div>
              </div>
              {progress !== null && <UploadProgress fraction={progress} />}
            </CardContent>
            <CardFooter className="justify-end gap-2 border-t [.border-t]:pt-6">
              <Button variant="outline" asChild>
                <Link href="/numlists">{t('common.cancel')}</Link>
              </Button>
              <Button type="submit" disabled={busy} data-testid="create-numlist">
                {busy ? <Spinner /> : <FilePlus2Icon />}
                {t('addNumlist.submit')}
              </Button>
            </CardFooter>
          </Card>
        </form>
      </Form>
    </div>
  );
}
