// What every paged, searchable list of the API shares: in the query a text search, a page number, a page size; in the
// answer the page's rows and the pagination block.
import { z } from 'zod';
import { paginationSchema } from './common';

/** Text searched anywhere, case-insensitively; empty means no search. */
const searchField = z.string().trim().max(100, 'Recherche trop longue').optional();

const pageField = z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1);

/** One of the list's page sizes; the first is the default. */
function pageSizeField(sizes: readonly [number, ...number[]]) {
  const allowed = `${sizes.slice(0, -1).join(', ')} ou ${sizes[sizes.length - 1]}`;
  return z.coerce
    .number()
    .refine((n) => sizes.includes(n), `Taille de page invalide (${allowed})`)
    .default(sizes[0]);
}

/** The query fields a paged list adds to its own filters: `z.object({ ...filters, ...pagedQueryFields(SIZES) })`. */
export const pagedQueryFields = (sizes: readonly [number, ...number[]]) => ({ search: searchField, page: pageField, pageSize: pageSizeField(sizes) });

/** A paged list's answer: the page's rows, and where the page stands (`pagination`). */
export const pagedResponseSchema = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item), pagination: paginationSchema });
