// 'Clear restock': delete every numlist of one country and operator (both required; the operators offered are the chosen country's).
import { clearRestockSchema } from '@contracts/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EraserIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { confirm } from '@/components/ui/confirm';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useCountries, useOperators } from '@/features/catalogue/catalogue-api';
import { type ClearRestockResult, invalidateNumlists } from '@/features/numlists/numlists-api';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

export function ClearRestockDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const countries = useCountries();
  const operators = useOperators();
  const [countryId, setCountryId] = useState('');
  const [operatorId, setOperatorId] = useState('');

  useEffect(() => {
    if (open) {
      setCountryId('');
      setOperatorId('');
    }
  }, [open]);

  const countryOperators = (operators.data ?? []).filter((operator) => String(operator.countryId) === countryId);
  const parsed = clearRestockSchema.safeParse({ countryId, operatorId });

  const clear = useMutation({
    mutationFn: (body: { countryId: number; operatorId: number }) => apiRequest<ClearRestockResult>('POST', '/api/numlists/clear-restock', body),
    onSuccess: (result) => {
      notifySuccess(
        t('clearRestock.done'),
        t('clearRestock.doneDescription', { numlists: formatNumber(result.deletedNumlists), numbers: formatNumber(result.deletedNumbers) }),
      );
      onOpenChange(false);
      return invalidateNumlists(queryClient);
    },
    onError: (error) => notifyError(t('common.error'), t('clearRestock.failed'), error),
  });

  const submit = async () => {
    if (!parsed.success) return;
    const country = countries.data?.find((item) => item.id === parsed.data.countryId);
    const operator = operators.data?.find((item) => item.id === parsed.data.operatorId);
    const ok = await confirm({
      title: t('clearRestock.confirm'),
      description: t('clearRestock.confirmDescription', { country: country?.name ?? '', operator: operator?.name ?? '' }),
      confirmLabel: t('clearRestock.submit'),
      destructive: true,
    });
    if (ok) clear.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !clear.isPending && onOpenChange(next)}>
      <DialogContent data-testid="clear-restock-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <EraserIcon className="size-5 text-destructive" />
            {t('clearRestock.title')}
          </DialogTitle>
          <DialogDescription>{t('clearRestock.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="clear-restock-country">{t('clearRestock.country')}</Label>
            <Select
              value={countryId}
              onValueChange={(value) => {
                setCountryId(value);
                setOperatorId('');
              }}
            >
              <SelectTrigger id="clear-restock-country" className="w-full" data-testid="clear-restock-country">
                <SelectValue placeholder={t('clearRestock.chooseCountry')} />
              </SelectTrigger>
              <SelectContent>
                {(countries.data ?? []).map((country) => (
                  <SelectItem key={country.id} value={String(country.id)}>
                    <CountryFlag flag={country.flag} code={country.code} />
                    {country.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="clear-restock-operator">{t('clearRestock.operator')}</Label>
            <Select value={operatorId} onValueChange={setOperatorId} disabled={countryId === '' || countryOperators.length === 0}>
              <SelectTrigger id="clear-restock-operator" className="w-full" data-testid="clear-restock-operator">
                <SelectValue
                  placeholder={
                    countryId === ''
                      ? t('clearRestock.countryFirst')
                      : countryOperators.length === 0
                        ? t('clearRestock.noOperators')
                        : t('clearRestock.chooseOperator')
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {countryOperators.map((operator) => (
                  <SelectItem key={operator.id} value={String(operator.id)}>
                    {operator.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={clear.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!parsed.success || clear.isPending} data-testid="clear-restock-submit">
              {clear.isPending && <Spinner />}
              {t('clearRestock.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
