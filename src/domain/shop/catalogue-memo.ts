// The Mini App catalogue's offers kept per country while what they are made of is unchanged: a sale or an operator's
// edit moves one country's stamp, so only that country's offers are read again.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

/** Countries whose offers are read again, for one stamp, by one call; null: every country (no filter to apply). */
export type ComputeCountries<T> = (countryIds: number[] | null) => Promise<Map<number, T[]>>;

type Kept<T> = { stamp: string; offers: Promise<T[]> };
type Memo = { shared: string; countries: Map<number, Kept<unknown>> };

/** Per database handle (a test's database never sees another's offers) and use; no global state shared between databases. */
const memos = new WeakMap<object, Map<string, Memo>>();

/**
 * A stamp is a row count and the sum of the rows' xmin (the id of the transaction that wrote each row version): an
 * insert or update writes rows with a newer transaction id, a delete lowers the count, so any committed change moves it
 * (a rolled-back one does not, rightly). Per country: its lists, their sale tallies (a sale writes those, not the list's
 * row), its operators, their packs and its own row (a list or an operator moved to another country moves both). Shared
 * by every country: the settings. The categories are not part of what is kept: the catalogue applies them at each read
 * (catalogue.ts, allFigures). Countries are few (the world has ~250), so the per-country stamps come back as one short
 * text.
 */
const SHARED = ['settings'];
const tally = (alias = '') => `count(*)::text || '.' || coalesce(sum(${alias}xmin::text::bigint), 0)::text`;
const stampQuery = sql.raw(
  `with parts as (
     select 'l' as part, coalesce(country_id, 0) as country_key, ${tally()} as stamp from numlists group by 2
     union all select 's', coalesce(n.country_id, 0), ${tally('t.')} from numlist_sale_tallies t join numlists n on n.id = t.numlist_id group by 2
     union all select 'o', coalesce(country_id, 0), ${tally()} from operators group by 2
     union all select 'p', coalesce(o.country_id, 0), ${tally('p.')} from shop_packs p join operators o on o.id = p.operator_id group by 2
     union all select 'c', id, ${tally()} from countries group by 2
   )
   select concat_ws(':', ${SHARED.map((t) => `(select ${tally()} from ${t})`).join(', ')}) as shared,
          (select coalesce(string_agg(country_key::text || '=' || part || stamp, ',' order by country_key, part), '') from parts) as countries`,
);

type CatalogueStamps = { shared: string; countries: Map<number, string> };

async function catalogueStamps(db: Executor): Promise<CatalogueStamps> {
  const [row] = await queryRows<{ shared: string; countries: string }>(db, stampQuery);
  const countries = new Map<number, string>();
  for (const entry of row.countries ? row.countries.split(',') : []) {
    const [key, part] = entry.split('=');
    const id = Number(key);
    countries.set(id, `${countries.get(id) ?? ''}${part}`);
  }
  return { shared: row.shared, countries };
}

/**
 * Every country's offers (for one use: what `compute` gives): those kept whose stamp still holds, the others read again by one `compute` call. The stamps
 * are read before computing, so what is kept is never older than its stamp; a failure is not kept.
 */
export async function keptOffers<T>(db: Executor, use: string, compute: ComputeCountries<T>): Promise<T[]> {
  const stamps = await catalogueStamps(db);
  let uses = memos.get(db);
  if (!uses) {
    uses = new Map();
    memos.set(db, uses);
  }
  let memo = uses.get(use);
  if (!memo || memo.shared !== stamps.shared) {
    memo = { shared: stamps.shared, countries: new Map() };
    uses.set(use, memo);
  }
  const kept = memo.countries as Map<number, Kept<T>>;
  for (const id of kept.keys()) if (!stamps.countries.has(id)) kept.delete(id);
  const stale = [...stamps.countries].filter(([id, stamp]) => kept.get(id)?.stamp !== stamp).map(([id]) => id);
  if (stale.length > 0) {
    const computed = compute(stale.length === stamps.countries.size ? null : stale);
    for (const id of stale) {
      const entry: Kept<T> = { stamp: stamps.countries.get(id) as string, offers: computed.then((byCountry) => byCountry.get(id) ?? []) };
      kept.set(id, entry);
      entry.offers.catch(() => {
        if (kept.get(id) === entry) kept.delete(id);
      });
    }
  }
  const all = await Promise.all([...stamps.countries.keys()].map((id) => (kept.get(id) as Kept<T>).offers));
  return all.flat();
}
