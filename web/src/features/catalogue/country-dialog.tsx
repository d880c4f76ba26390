// The country create/edit dialog ('Pays actif', flag filled from the ISO code) and the confirmed delete, shared by /countries and /continents.
import { type Country, type CountryCreate, countryCreateSchema } from '@contracts/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { continentLabel, invalidateCatalogue, useContinents } from '@/features/catalogue/catalogue-api';
import { useCatalogueDelete } from '@/features/catalogue/use-catalogue-delete';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { flagEmoji } from '@/lib/format';
import { useT } from '@/lib/i18n';

type CountryForm = { name: string; code: string; flag: string; continent: string; isActive: boolean };

function toFormValues(country: Country | null, defaultContinent: string): CountryForm {
  if (!country) return { name: '', code: '', flag: '', continent: defaultContinent, isActive: true };
  const { name, code, flag, continent, isActive } = country;
  return { name, code, flag, continent, isActive };
}

export function CountryDialog({
  open,
  onOpenChange,
  country,
  defaultContinent = 'europe',
  lockContinent = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  country: Country | null;
  /** Continent of a new country (SPEC §3 default: europe). */
  defaultContinent?: string;
  /** On /continents the country is added to the selected continent: the field is shown but not editable. */
  lockContinent?: boolean;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const continents = useContinents();
  const listId = useId();
  const form = useForm({ resolver: zodResolver(countryCreateSchema), defaultValues: toFormValues(country, defaultContinent) });

  useEffect(() => {
    if (open) form.reset(toFormValues(country, defaultContinent));
  }, [open, country, defaultContinent, form]);

  const save = useMutation({
    mutationFn: (values: CountryCreate) =>
      country ? apiRequest<Country>('PUT', `/api/countries/${country.id}`, values) : apiRequest<Country>('POST', '/api/countries', values),
    onSuccess: () => {
      notifySuccess(country ? t('countries.updated') : t('countries.created'));
      onOpenChange(false);
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), country ? t('countries.updateFailed') : t('countries.createFailed'), error);
    },
  });

  /** Typing the ISO code fills the flag, unless the admin wrote a flag of their own. */
  const onCodeChange = (code: string, previous: string) => {
    const flag = form.getValues('flag') ?? '';
    if (flag === '' || flag === flagEmoji(previous)) {
      const next = /^[A-Za-z]{2}$/.test(code.trim()) ? flagEmoji(code) : '';
      form.setValue('flag', next, { shouldValidate: form.getFieldState('flag').invalid });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="country-dialog">
        <DialogHeader>
          <DialogTitle>{country ? t('countries.editTitle') : t('countries.createTitle')}</DialogTitle>
          <DialogDescription>{t('countries.dialogDescription')}</DialogDescription>
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
                    <Input autoComplete="off" placeholder="France" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="code"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('countries.code')}</FormLabel>
                    <FormControl>
                      <Input
                        autoComplete="off"
                        placeholder="FR"
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
                name="flag"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('countries.flag')}</FormLabel>
                    <FormControl>
                      <Input autoComplete="off" placeholder="🇫🇷" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="continent"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('countries.continent')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" list={listId} readOnly={lockContinent} {...field} />
                  </FormControl>
                  <datalist id={listId}>
                    {(continents.data ?? []).map((continent) => (
                      <option key={continent.name} value={continent.name}>
                        {continentLabel(continent.name)}
                      </option>
                    ))}
                  </datalist>
                  {!lockContinent && <FormDescription>{t('countries.continentHint')}</FormDescription>}
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
                  <FormLabel className="font-normal">{t('countries.active')}</FormLabel>
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Spinner />}
                {country ? t('common.save') : t('catalogue.create')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** Delete with SPEC §8's confirmation and toasts; the server refuses a country still used by stock or sales, and says why. */
export function useDeleteCountry() {
  return useCatalogueDelete<Country>('countries', (country) => `${country.name} (${country.code})`);
}
