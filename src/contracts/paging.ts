// The query fields every paged, searchable list of the API shares: a text search, a page number, a page size.
import { z } from 'zod';

/** Text searched anywhere, case-insensitively; empty means no search. */
export const searchField = z.string().trim().max(100, 'Recherche trop longue').optional();

export const pageField = z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1);

/** One of the list's page sizes; the first is the default. */
export function pageSizeField(sizes: readonly [number, ...number[]]) {
  const allowed = `${sizes.slice(0, -1).join(', ')} ou ${sizes[sizes.length - 1]}`;
  return z.coerce
    .number()
    .refine((n) => sizes.includes(n), `Taille de page invalide (${allowed})`)
    .default(sizes[0]);
}
