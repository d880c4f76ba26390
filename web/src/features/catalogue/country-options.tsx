// The countries as the choices of a select (numlist forms, filters, the operator order): flag and name, the id as the value.
import type { Country } from '@contracts/catalogue';
import { CountryFlag } from '@/components/country-flag';
import type { Option } from '@/components/option-select';

export function countryOptions(countries: readonly Pick<Country, 'id' | 'name' | 'flag' | 'code'>[] | undefined): Option[] {
  return (countries ?? []).map((country) => ({
    value: String(country.id),
    label: (
      <>
        <CountryFlag flag={country.flag} code={country.code} />
        {country.name}
      </>
    ),
  }));
}
