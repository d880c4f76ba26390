// /continents: the continents in display order (drag or keyboard, save order), rename / delete / add, and the country table of the selected one.
import {
  type Continent,
  type ContinentCreate,
  type ContinentRename,
  type Country,
  continentCreateSchema,
  continentRenameSchema,
} from '@contracts/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EarthIcon, FlagIcon, PencilIcon, PlusIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CountryFlag } from '@/components/country-flag';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SortableList } from '@/components/sortable-list';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { confirm } from '@/components/ui/confirm';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { continentLabel, invalidateCatalogue, useContinents, useCountries } from '@/features/catalogue/catalogue-api';
import { RowActions, SkeletonRows } from '@/features/catalogue/catalogue-ui';
import { CountryDialog, useDeleteCountry } from '@/features/catalogue/country-dialog';
import { orderKeys, useOrderedList, useSaveOrder } from '@/features/settings/order-api';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { flagEmoji } from '@/lib/format';
import { useT } from '@/lib/i18n';

const continentId = (continent: Continent) => continent.name;

export default function ContinentsPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const continents = useContinents();
  const ordered = useOrderedList(continents.data, continentId);
  const [selected, setSelected] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Continent | null>(null);
  const [adding, setAdding] = useState(false);
  const saveOrder = useSaveOrder();

  // The first continent is selected until the admin picks one; a deleted or renamed one gives way to the first.
  const names = (continents.data ?? []).map(continentId);
  const current = selected && names.includes(selected) ? selected : (names[0] ?? null);

  const remove = useMutation({
    mutationFn: (continent: Continent) => apiRequest('POST', '/api/countries/bulk-delete-continent', { continent: continent.name }),
    onSuccess: () => {
      notifySuccess(t('continents.deleted'));
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => notifyError(t('common.error'), t('continents.deleteFailed'), error),
  });

  const askDelete = async (continent: Continent) => {
    const ok = await confirm({
      title: t('continents.confirmDelete'),
      description:
        continent.countryCount > 0
          ? t('continents.confirmDeleteWithCountries', { name: continentLabel(continent.name), count: continent.countryCount })
          : continentLabel(continent.name),
      destructive: true,
    });
    if (ok) remove.mutate(continent);
  };

  const onSaveOrder = () =>
    saveOrder.mutate({ key: orderKeys.continents(), value: ordered.items.map(continentId) }, { onSuccess: () => ordered.reset() });

  return (
    <div data-testid="continents-page">
      <PageHeader
        title={t('continents.title')}
        description={t('continents.description')}
        actions={
          <Button onClick={() => setAdding(true)} data-testid="add-continent">
            <PlusIcon />
            {t('continents.add')}
          </Button>
        }
      />

      {continents.isError ? (
        <LoadError
          description={t('continents.loadFailed')}
          error={continents.error}
          onRetry={() => continents.refetch()}
          retrying={continents.isFetching}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <Card className="gap-4" data-testid="continents-card">
            <CardHeader>
              <CardTitle>{t('continents.listTitle')}</CardTitle>
              <CardDescription>{t('continents.listDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              {continents.isPending ? (
                <div className="grid gap-2">
                  {Array.from({ length: 4 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                    <Skeleton key={index} className="h-12 w-full" />
                  ))}
                </div>
              ) : ordered.items.length === 0 ? (
                <EmptyState icon={EarthIcon} title={t('continents.empty')} description={t('continents.emptyHint')} />
              ) : (
                <SortableList
                  data-testid="continent-list"
                  items={ordered.items}
                  getId={continentId}
                  getLabel={(continent) => continentLabel(continent.name)}
                  onReorder={ordered.setItems}
                  selectedId={current}
                  renderItem={(continent) => (
                    <>
                      <button
                        type="button"
                        onClick={() => setSelected(continent.name)}
                        aria-pressed={current === continent.name}
                        data-testid="continent-select"
                        className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <span className="truncate font-medium">{continentLabel(continent.name)}</span>
                        <Badge variant="secondary" className="tabular-nums" data-testid="continent-count">
                          {t('continents.countryCount', { count: continent.countryCount })}
                        </Badge>
                      </button>
                      <ContinentButton label={t('continents.renameItem', { name: continentLabel(continent.name) })} onClick={() => setRenaming(continent)}>
                        <PencilIcon />
                      </ContinentButton>
                      <ContinentButton
                        label={t('continents.deleteItem', { name: continentLabel(continent.name) })}
                        onClick={() => askDelete(continent)}
                        disabled={remove.isPending}
                        destructive
                      >
                        <Trash2Icon />
                      </ContinentButton>
                    </>
                  )}
                />
              )}
            </CardContent>
            {ordered.items.length > 1 && (
              <CardFooter className="flex-wrap justify-between gap-2 border-t pt-4 [.border-t]:pt-4">
                <p className="text-xs text-muted-foreground">{ordered.dirty ? t('order.unsaved') : t('order.hint')}</p>
                <Button size="sm" className="ml-auto" onClick={onSaveOrder} disabled={!ordered.dirty || saveOrder.isPending} data-testid="save-continent-order">
                  {saveOrder.isPending ? <Spinner /> : <SaveIcon />}
                  {t('order.save')}
                </Button>
              </CardFooter>
            )}
          </Card>

          {current && <ContinentCountries continent={current} />}
        </div>
      )}

      <RenameContinentDialog
        continent={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(from, to) => {
          if (current === from) setSelected(to);
        }}
      />
      <AddContinentDialog open={adding} onOpenChange={setAdding} onAdded={(name) => setSelected(name)} />
    </div>
  );
}

function ContinentButton({
  label,
  onClick,
  disabled,
  destructive,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={destructive ? 'size-8 text-destructive hover:bg-destructive/10 hover:text-destructive' : 'size-8'}
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** The selected continent's countries: name, code, flag, active, edit, delete, and 'add a country' to this continent. */
function ContinentCountries({ continent }: { continent: string }) {
  const t = useT();
  const countries = useCountries(continent);
  const { askDelete, pendingId } = useDeleteCountry();
  const [editing, setEditing] = useState<Country | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = (country: Country | null) => {
    setEditing(country);
    setDialogOpen(true);
  };
  const rows = countries.data ?? [];

  return (
    <Card className="gap-4 pb-0" data-testid="continent-countries">
      <CardHeader>
        <CardTitle>{t('continents.countriesOf', { name: continentLabel(continent) })}</CardTitle>
        <CardDescription>{t('continents.countriesDescription')}</CardDescription>
        <CardAction>
          <Button size="sm" variant="outline" onClick={() => open(null)} data-testid="add-continent-country">
            <PlusIcon />
            {t('countries.add')}
          </Button>
        </CardAction>
      </CardHeader>
      <Separator />
      {countries.isError ? (
        <div className="px-6 pb-6">
          <LoadError description={t('countries.loadFailed')} error={countries.error} onRetry={() => countries.refetch()} retrying={countries.isFetching} />
        </div>
      ) : !countries.isPending && rows.length === 0 ? (
        <div className="px-6 pb-6">
          <EmptyState icon={FlagIcon} title={t('continents.noCountries')} />
        </div>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-6">{t('catalogue.name')}</TableHead>
              <TableHead>{t('countries.code')}</TableHead>
              <TableHead>{t('countries.flag')}</TableHead>
              <TableHead>{t('catalogue.status')}</TableHead>
              <TableHead className="pr-6 text-right">{t('catalogue.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {countries.isPending ? (
              <SkeletonRows columns={5} rows={4} />
            ) : (
              rows.map((country) => (
                <TableRow key={country.id} data-testid="continent-country-row">
                  <TableCell className="pl-6 font-medium">{country.name}</TableCell>
                  <TableCell>
                    <Badge variant="outline" className="font-mono">
                      {country.code}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <CountryFlag flag={country.flag} code={country.code} />
                  </TableCell>
                  <TableCell>
                    <StatusBadge active={country.isActive} />
                  </TableCell>
                  <TableCell className="pr-6">
                    <RowActions name={country.name} onEdit={() => open(country)} onDelete={() => askDelete(country)} deleting={pendingId === country.id} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      <CountryDialog open={dialogOpen} onOpenChange={setDialogOpen} country={editing} defaultContinent={continent} lockContinent={!editing} />
    </Card>
  );
}

function RenameContinentDialog({
  continent,
  onClose,
  onRenamed,
}: {
  continent: Continent | null;
  onClose(): void;
  onRenamed(from: string, to: string): void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(continentRenameSchema), defaultValues: { from: '', to: '' } });

  useEffect(() => {
    if (continent) form.reset({ from: continent.name, to: continent.name });
  }, [continent, form]);

  const rename = useMutation({
    mutationFn: (values: ContinentRename) => apiRequest('POST', '/api/countries/bulk-update-continent', values),
    onSuccess: (_, values) => {
      notifySuccess(t('continents.renamed'), t('continents.renamedDescription', { from: continentLabel(values.from), to: continentLabel(values.to) }));
      onRenamed(values.from, values.to);
      onClose();
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), t('continents.renameFailed'), error);
    },
  });

  return (
    <Dialog open={continent !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="rename-continent-dialog">
        <DialogHeader>
          <DialogTitle>{t('continents.renameTitle')}</DialogTitle>
          <DialogDescription>{t('continents.renameDescription', { name: continentLabel(continent?.name ?? '') })}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit((values) => rename.mutate(values))} className="grid gap-4">
            <FormField
              control={form.control}
              name="to"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('continents.newName')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={rename.isPending}>
                {rename.isPending && <Spinner />}
                {t('continents.rename')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

const emptyContinent = { name: '', country: { name: '', code: '', flag: '', isActive: true } };

/** SPEC §5: a continent exists through its countries, so it is added with its first country (name, code, flag). */
function AddContinentDialog({ open, onOpenChange, onAdded }: { open: boolean; onOpenChange(open: boolean): void; onAdded(name: string): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(continentCreateSchema), defaultValues: emptyContinent });

  useEffect(() => {
    if (open) form.reset(emptyContinent);
  }, [open, form]);

  const add = useMutation({
    mutationFn: (values: ContinentCreate) => apiRequest('POST', '/api/continents', values),
    onSuccess: (_, values) => {
      notifySuccess(t('continents.created'), t('continents.createdDescription', { name: continentLabel(values.name), country: values.country.name }));
      onAdded(values.name);
      onOpenChange(false);
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), t('continents.createFailed'), error);
    },
  });

  const onCodeChange = (code: string, previous: string) => {
    const flag = form.getValues('country.flag') ?? '';
    if (flag === '' || flag === flagEmoji(previous)) {
      form.setValue('country.flag', /^[A-Za-z]{2}$/.test(code) ? flagEmoji(code) : '', { shouldValidate: form.getFieldState('country.flag').invalid });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="add-continent-dialog">
        <DialogHeader>
          <DialogTitle>{t('continents.addTitle')}</DialogTitle>
          <DialogDescription>{t('continents.addDescription')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))} className="grid gap-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('continents.name')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" placeholder="asie" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <fieldset className="grid gap-4 rounded-lg border p-4">
              <legend className="px-1 text-sm font-medium">{t('continents.firstCountry')}</legend>
              <FormField
                control={form.control}
                name="country.name"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('continents.countryName')}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder="Japon" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  control={form.control}
                  name="country.code"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('countries.code')}</FormLabel>
                      <FormControl>
                        <Input
                          autoComplete="off"
                          placeholder="JP"
                          maxLength={2}
                          className="uppercase"
                          {...field}
                          onChange={(event) => {
                            const previous = field.value ?? '';
                            field.onChange(event.target.value.toUpperCase());
                            onCodeChange(event.target.value, previous);
                          }}
                        />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="country.flag"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t('countries.flag')}</FormLabel>
                      <FormControl>
                        <Input autoComplete="off" placeholder="🇯🇵" {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </div>
              <FormField
                control={form.control}
                name="country.isActive"
                render={({ field }) => (
                  <FormItem className="flex flex-row items-center gap-2">
                    <FormControl>
                      <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                    </FormControl>
                    <FormLabel className="font-normal">{t('countries.active')}</FormLabel>
                  </FormItem>
                )}
              />
            </fieldset>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending && <Spinner />}
                {t('catalogue.create')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

