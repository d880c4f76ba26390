// Catalogue data of the back office: query keys, list hooks (SPEC §9 catalogue cache, 1 h fresh / 2 h kept) and what a change refreshes.
import type { Category, Continent, Country, Operator } from '@contracts/catalogue';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { queryPresets } from '@/lib/query-client';

const catalogueKeys = {
  categories: ['/api/categories'] as const,
  countries: ['/api/countries'] as const,
  operators: ['/api/operators'] as const,
  continents: ['/api/continents'] as const,
};

/** The numlist grid shows category, country and operator names: a catalogue change makes it stale too. */
export const numlistsKey = ['/api/numlists/cached'] as const;

export function useCategories() {
  return useQuery<Category[]>({ queryKey: catalogueKeys.categories, ...queryPresets.catalogue });
}

/** Every country, or those of one continent, in the display order the server keeps. */
export function useCountries(continent?: string | null, options: { enabled?: boolean } = {}) {
  return useQuery<Country[]>({
    queryKey: continent ? [...catalogueKeys.countries, { continent }] : catalogueKeys.countries,
    ...queryPresets.catalogue,
    enabled: options.enabled ?? true,
  });
}

/** Every operator, or those of one country, in display order. */
export function useOperators(countryId?: number | null, options: { enabled?: boolean } = {}) {
  return useQuery<Operator[]>({
    queryKey: countryId ? [...catalogueKeys.operators, { countryId }] : catalogueKeys.operators,
    ...queryPresets.catalogue,
    enabled: options.enabled ?? true,
  });
}

export function useContinents() {
  return useQuery<Continent[]>({ queryKey: catalogueKeys.continents, ...queryPresets.catalogue });
}

/**
 * After a successful change: names and counts of one area show up in the others (an operator row shows its
 * country, a continent its country count, a numlist card all three), so every catalogue list is refetched.
 */
export function invalidateCatalogue(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ...Object.values(catalogueKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: numlistsKey }),
  ]);
}

/** 'europe' → 'Europe': continents are stored as the countries' lower-case `continent` values. */
export function continentLabel(name: string): string {
  return name ? name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1) : name;
}
