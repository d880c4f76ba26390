// /countries: the country table (ID, flag and name, ISO code, continent, status, actions) and its create/edit dialog.
import type { Country } from '@contracts/catalogue';
import { FlagIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { CountryFlag } from '@/components/country-flag';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { continentLabel, useCountries } from '@/features/catalogue/catalogue-api';
import { RowActions, SkeletonRows } from '@/features/catalogue/catalogue-ui';
import { CountryDialog, useDeleteCountry } from '@/features/catalogue/country-dialog';
import { useT } from '@/lib/i18n';

export default function CountriesPage() {
  const t = useT();
  const countries = useCountries();
  const { askDelete, pendingId } = useDeleteCountry();
  const [editing, setEditing] = useState<Country | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const openDialog = (country: Country | null) => {
    setEditing(country);
    setDialogOpen(true);
  };

  const rows = countries.data ?? [];
  return (
    <div data-testid="countries-page">
      <PageHeader
        title={t('countries.title')}
        description={t('countries.description')}
        actions={
          <Button onClick={() => openDialog(null)} data-testid="add-country">
            <PlusIcon />
            {t('countries.add')}
          </Button>
        }
      />

      {countries.isError ? (
        <LoadError
          description={t('countries.loadFailed')}
          error={countries.error}
          onRetry={() => countries.refetch()}
          retrying={countries.isFetching}
        />
      ) : !countries.isPending && rows.length === 0 ? (
        <EmptyState icon={FlagIcon} title={t('countries.empty')} description={t('countries.emptyHint')} />
      ) : (
        <Card className="py-0">
          <Table data-testid="countries-table">
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t('catalogue.id')}</TableHead>
                <TableHead>{t('countries.country')}</TableHead>
                <TableHead>{t('countries.code')}</TableHead>
                <TableHead>{t('countries.continent')}</TableHead>
                <TableHead>{t('catalogue.status')}</TableHead>
                <TableHead className="text-right">{t('catalogue.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {countries.isPending ? (
                <SkeletonRows columns={6} />
              ) : (
                rows.map((country) => (
                  <TableRow key={country.id} data-testid="country-row">
                    <TableCell className="text-muted-foreground tabular-nums">{country.id}</TableCell>
                    <TableCell>
                      <div className="flex items-center gap-2 font-medium">
                        <CountryFlag flag={country.flag} code={country.code} />
                        {country.name}
                      </div>
                    </TableCell>
                    <TableCell>
                      <Badge variant="outline" className="font-mono">
                        {country.code}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-muted-foreground">{continentLabel(country.continent)}</TableCell>
                    <TableCell>
                      <StatusBadge active={country.isActive} />
                    </TableCell>
                    <TableCell>
                      <RowActions
                        name={country.name}
                        onEdit={() => openDialog(country)}
                        onDelete={() => askDelete(country)}
                        deleting={pendingId === country.id}
                      />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Card>
      )}

      <CountryDialog open={dialogOpen} onOpenChange={setDialogOpen} country={editing} />
    </div>
  );
}
