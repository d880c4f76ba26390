// /countries: the country table (ID, flag and name, ISO code, continent, status, actions) and its create/edit dialog.
import type { Country } from '@contracts/catalogue';
import { FlagIcon } from 'lucide-react';
import { CountryFlag } from '@/components/country-flag';
import type { ColumnDef } from '@/components/data-table';
import { continentLabel, useCountries } from '@/features/catalogue/catalogue-api';
import { CatalogueTablePage, countryCodeColumn, useCatalogueTable } from '@/features/catalogue/catalogue-ui';
import { CountryDialog, useDeleteCountry } from '@/features/catalogue/country-dialog';
import { useT } from '@/lib/i18n';

export default function CountriesPage() {
  const t = useT();
  const countries = useCountries();
  const { dialog, id, status, actions } = useCatalogueTable(useDeleteCountry());

  const columns: ColumnDef<Country>[] = [
    id,
    {
      id: 'country',
      header: t('countries.country'),
      cell: ({ row }) => (
        <div className="flex items-center gap-2 font-medium">
          <CountryFlag flag={row.original.flag} code={row.original.code} />
          {row.original.name}
        </div>
      ),
    },
    countryCodeColumn(t('countries.code')),
    {
      id: 'continent',
      header: t('countries.continent'),
      meta: { cellClassName: 'text-muted-foreground' },
      cell: ({ row }) => continentLabel(row.original.continent),
    },
    status,
    actions,
  ];

  return (
    <CatalogueTablePage area="countries" item="country" icon={FlagIcon} query={countries} columns={columns} onAdd={dialog.create}>
      <CountryDialog open={dialog.open} onOpenChange={dialog.onOpenChange} country={dialog.entity} />
    </CatalogueTablePage>
  );
}
