// /operators: the operator table (ID, name, country or 'Inconnu', status, actions) and its dialog, whose country list holds only active countries.
import { type Country, type Operator, type OperatorCreate, operatorCreateSchema } from '@contracts/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlusIcon, RadioTowerIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CountryFlag } from '@/components/country-flag';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { invalidateCatalogue, useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { RowActions, SkeletonRows } from '@/features/catalogue/catalogue-ui';
import { useCatalogueDelete } from '@/features/catalogue/use-catalogue-delete';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

export default function OperatorsPage() {
  const t = useT();
  const operators = useOperators();
  const [editing, setEditing] = useState<Operator | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const { askDelete, pendingId } = useCatalogueDelete<Operator>('operators', (operator) => operator.name);

  const openDialog = (operator: Operator | null) => {
    setEditing(operator);
    setDialogOpen(true);
  };

  const rows = operators.data ?? [];
  return (
    <div data-testid="operators-page">
      <PageHeader
        title={t('operators.title')}
        description={t('operators.description')}
        actions={
          <Button onClick={() => openDialog(null)} data-testid="add-operator">
            <PlusIcon />
            {t('operators.add')}
          </Button>
        }
      />

      {operators.isError ? (
        <LoadError
          description={t('operators.loadFailed')}
          error={operators.error}
          onRetry={() => operators.refetch()}
          retrying={operators.isFetching}
        />
      ) : !operators.isPending && rows.length === 0 ? (
        <EmptyState icon={RadioTowerIcon} title={t('operators.empty')} description={t('operators.emptyHint')} />
      ) : (
        <Card className="py-0">
          <Table data-testid="operators-table">
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t('catalogue.id')}</TableHead>
                <TableHead>{t('catalogue.name')}</TableHead>
                <TableHead>{t('operators.country')}</TableHead>
                <TableHead>{t('catalogue.status')}</TableHead>
                <TableHead className="text-right">{t('catalogue.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {operators.isPending ? (
                <SkeletonRows columns={5} />
              ) : (
                rows.map((operator) => (
                  <TableRow key={operator.id} data-testid="operator-row">
                    <TableCell className="text-muted-foreground tabular-nums">{operator.id}</TableCell>
                    <TableCell className="font-medium">{operator.name}</TableCell>
                    <TableCell>
                      {operator.countryName ? (
                        <span className="flex items-center gap-2">
                          <CountryFlag flag={operator.countryFlag} />
                          {operator.countryName}
                        </span>
                      ) : (
                        <span className="text-muted-foreground italic">{t('common.unknown')}</span>
                      )}
                    </TableCell>
                    <TableCell>
                      <StatusBadge active={operator.isActive} />
                    </TableCell>
                    <TableCell>
                      <RowActions
                        name={operator.name}
                        onEdit={() => openDialog(operator)}
                        onDelete={() => askDelete(operator)}
                        deleting={pendingId === operator.id}
                      />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Card>
      )}

      <OperatorDialog open={dialogOpen} onOpenChange={setDialogOpen} operator={editing} />
    </div>
  );
}

type OperatorForm = { name: string; countryId: number | ''; isActive: boolean };

function toFormValues(operator: Operator | null): OperatorForm {
  if (!operator) return { name: '', countryId: '', isActive: true };
  return { name: operator.name, countryId: operator.countryId ?? '', isActive: operator.isActive };
}

/** SPEC §2: only active countries can be chosen; an operator kept on a country since deactivated still shows it. */
function selectableCountries(countries: Country[], currentId: number | null | undefined): Country[] {
  return countries.filter((country) => country.isActive || country.id === currentId);
}

function OperatorDialog({ open, onOpenChange, operator }: { open: boolean; onOpenChange(open: boolean): void; operator: Operator | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const countries = useCountries();
  const form = useForm({ resolver: zodResolver(operatorCreateSchema), defaultValues: toFormValues(operator) });

  useEffect(() => {
    if (open) form.reset(toFormValues(operator));
  }, [open, operator, form]);

  const save = useMutation({
    mutationFn: (values: OperatorCreate) =>
      operator ? apiRequest<Operator>('PUT', `/api/operators/${operator.id}`, values) : apiRequest<Operator>('POST', '/api/operators', values),
    onSuccess: () => {
      notifySuccess(operator ? t('operators.updated') : t('operators.created'));
      onOpenChange(false);
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), operator ? t('operators.updateFailed') : t('operators.createFailed'), error);
    },
  });

  const choices = selectableCountries(countries.data ?? [], operator?.countryId);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="operator-dialog">
        <DialogHeader>
          <DialogTitle>{operator ? t('operators.editTitle') : t('operators.createTitle')}</DialogTitle>
          <DialogDescription>{t('operators.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('catalogue.name')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" placeholder="Orange" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="countryId"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('operators.country')}</FormLabel>
                  <Select
                    value={field.value === '' || field.value == null ? '' : String(field.value)}
                    // SPEC §5: the country value is converted to an integer.
                    onValueChange={(value) => field.onChange(Number.parseInt(value, 10))}
                  >
                    <FormControl>
                      <SelectTrigger className="w-full" data-testid="operator-country">
                        <SelectValue placeholder={t('operators.chooseCountry')} />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {choices.map((country) => (
                        <SelectItem key={country.id} value={String(country.id)}>
                          <CountryFlag flag={country.flag} code={country.code} />
                          {country.name}
                          {!country.isActive && <span className="text-muted-foreground">({t('common.inactive')})</span>}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <FormItem className="flex flex-row items-center gap-2">
                  <FormControl>
                    <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  </FormControl>
                  <FormLabel className="font-normal">{t('operators.active')}</FormLabel>
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Spinner />}
                {operator ? t('common.save') : t('catalogue.create')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
