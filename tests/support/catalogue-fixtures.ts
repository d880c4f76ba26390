// A catalogue over five continents for figure tests: countries with and without lists, inactive lists, operators and
// countries, a list of no operator, an inactive category, numbers already sold. And the counts made straight from the
// stock rows (numlist_numbers), which every figure the bot, the Mini App and the back office show must equal.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { purchase } from '../../src/domain/orders/purchase';
import { createCustomer, createNumlist } from './wallet-fixtures';

type CountrySeed = { name: string; code: string; flag: string; continent: string; isActive?: boolean; operators: Array<{ name: string; isActive?: boolean }> };
type ListSeed = {
  name: string;
  country: string | null;
  operator: string | null;
  category: string | null;
  count: number;
  isActive?: boolean;
  unitPriceMicros?: number;
};

/** Countries by continent; every country's name is unique in the fixture (operators are named per country). */
const COUNTRIES: CountrySeed[] = [
  // europe
  { name: 'France', code: 'FR', flag: '🇫🇷', continent: 'europe', operators: [{ name: 'Orange' }, { name: 'SFR' }, { name: 'Free', isActive: false }] },
  { name: 'Allemagne', code: 'DE', flag: '🇩🇪', continent: 'europe', operators: [{ name: 'Telekom' }] },
  { name: 'Espagne', code: 'ES', flag: '🇪🇸', continent: 'europe', operators: [{ name: 'Movistar' }, { name: 'Vodafone ES' }] },
  { name: 'Belgique', code: 'BE', flag: '🇧🇪', continent: 'europe', operators: [{ name: 'Proximus' }] },
  { name: 'Suisse', code: 'CH', flag: '🇨🇭', continent: 'europe', operators: [] },
  // afrique
  { name: 'Maroc', code: 'MA', flag: '🇲🇦', continent: 'afrique', operators: [{ name: 'Inwi' }, { name: 'Maroc Telecom' }] },
  { name: 'Sénégal', code: 'SN', flag: '🇸🇳', continent: 'afrique', isActive: false, operators: [{ name: 'Orange SN' }] },
  // asie
  { name: 'Japon', code: 'JP', flag: '🇯🇵', continent: 'asie', operators: [{ name: 'Docomo' }] },
  { name: 'Inde', code: 'IN', flag: '🇮🇳', continent: 'asie', operators: [{ name: 'Jio' }, { name: 'Airtel' }] },
  // amerique: stock only under an inactive operator, and a country of no operator
  { name: 'Canada', code: 'CA', flag: '🇨🇦', continent: 'amerique', operators: [{ name: 'Rogers', isActive: false }] },
  { name: 'Brésil', code: 'BR', flag: '🇧🇷', continent: 'amerique', operators: [] },
  // oceanie: its only country inactive (the continent is not offered at all)
  { name: 'Australie', code: 'AU', flag: '🇦🇺', continent: 'oceanie', isActive: false, operators: [{ name: 'Telstra' }] },
];

const LISTS: ListSeed[] = [
  { name: 'FR Orange SMS', country: 'France', operator: 'Orange', category: 'SMS', count: 1200 },
  { name: 'FR Orange SMS cher', country: 'France', operator: 'Orange', category: 'SMS', count: 300, unitPriceMicros: 9_000 },
  { name: 'FR Orange Data', country: 'France', operator: 'Orange', category: 'Data', count: 250 },
  { name: 'FR SFR Voix', country: 'France', operator: 'SFR', category: 'Voix', count: 400 },
  { name: 'FR SFR inactive', country: 'France', operator: 'SFR', category: 'Voix', count: 500, isActive: false },
  { name: 'FR Free SMS', country: 'France', operator: 'Free', category: 'SMS', count: 350 },
  { name: 'FR sans opérateur', country: 'France', operator: null, category: 'SMS', count: 120 },
  { name: 'BE Proximus SMS', country: 'Belgique', operator: 'Proximus', category: 'SMS', count: 180 },
  { name: 'BE Proximus vide', country: 'Belgique', operator: 'Proximus', category: 'SMS', count: 0 },
  { name: 'ES Movistar inactive', country: 'Espagne', operator: 'Movistar', category: 'SMS', count: 700, isActive: false },
  { name: 'MA Inwi SMS', country: 'Maroc', operator: 'Inwi', category: 'SMS', count: 150 },
  { name: 'MA Maroc Telecom', country: 'Maroc', operator: 'Maroc Telecom', category: null, count: 90, unitPriceMicros: 7_500 },
  { name: 'SN Orange SMS', country: 'Sénégal', operator: 'Orange SN', category: 'SMS', count: 200 },
  { name: 'JP Docomo inactive', country: 'Japon', operator: 'Docomo', category: 'Voix', count: 600, isActive: false },
  { name: 'IN Jio Voix', country: 'Inde', operator: 'Jio', category: 'Voix', count: 800 },
  { name: 'IN Airtel Data', country: 'Inde', operator: 'Airtel', category: 'Data', count: 220 },
  { name: 'CA Rogers SMS', country: 'Canada', operator: 'Rogers', category: 'SMS', count: 400 },
  { name: 'AU Telstra Voix', country: 'Australie', operator: 'Telstra', category: 'Voix', count: 300 },
  { name: 'Sans pays', country: null, operator: null, category: null, count: 60 },
];

/** Categories: Data is inactive (the Mini App leaves its lists out; the bot, which has no category level, sells them). */
const CATEGORIES = [
  { name: 'SMS', isActive: true },
  { name: 'Data', isActive: false },
  { name: 'Voix', isActive: true },
];

export type WorldCatalogue = {
  countries: Record<string, number>;
  /** By "Country/Operator" (operator names repeat across countries in real shops). */
  operators: Record<string, number>;
  categories: Record<string, number>;
  lists: Record<string, number>;
  continents: string[];
};

/**
 * Seeds the catalogue above, then sells numbers from three lists (a sale leaves its count in the sale tallies until
 * folded), so figures read through the tallies. Numbers from the French fiction ranges, one range per list.
 */
export async function seedWorldCatalogue(db: Db): Promise<WorldCatalogue> {
  const world: WorldCatalogue = { countries: {}, operators: {}, categories: {}, lists: {}, continents: [] };
  for (const c of CATEGORIES) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into categories (name, description, icon, is_active) values (${c.name}, 'Test', 'sms', ${c.isActive}) returning id`,
    );
    world.categories[c.name] = Number(row.id);
  }
  for (const c of COUNTRIES) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into countries (name, code, flag, continent, is_active) values (${c.name}, ${c.code}, ${c.flag}, ${c.continent}, ${c.isActive ?? true}) returning id`,
    );
    world.countries[c.name] = Number(row.id);
    if (!world.continents.includes(c.continent)) world.continents.push(c.continent);
    for (const o of c.operators) {
      const [op] = await queryRows<{ id: number }>(
        db,
        sql`insert into operators (name, country_id, is_active) values (${o.name}, ${row.id}, ${o.isActive ?? true}) returning id`,
      );
      world.operators[`${c.name}/${o.name}`] = Number(op.id);
    }
  }
  let offset = 0;
  for (const l of LISTS) {
    world.lists[l.name] = await createNumlist(db, {
      name: l.name,
      countryId: l.country ? world.countries[l.country] : null,
      operatorId: l.operator ? world.operators[`${l.country}/${l.operator}`] : null,
      categoryId: l.category ? world.categories[l.category] : null,
      count: l.count,
      offset,
      isActive: l.isActive ?? true,
      unitPriceMicros: l.unitPriceMicros ?? null,
    });
    offset += l.count;
  }
  await sellFrom(db, world, [
    ['FR Orange SMS', 200],
    ['IN Jio Voix', 100],
    ['MA Inwi SMS', 150],
  ]);
  return world;
}

/** Sells `quantity` numbers of each named list to a new customer through purchase(). */
export async function sellFrom(db: Db, world: WorldCatalogue, sales: Array<[list: string, quantity: number]>): Promise<void> {
  const userId = await createCustomer(db, { balanceCents: 1_000_000 });
  for (const [list, quantity] of sales) {
    await purchase(db, { userId, numlistId: world.lists[list], quantity, idempotencyKey: `sell-${list}-${Math.random()}` });
  }
}

/** Numbers per key, counted from numlist_numbers over the lists `where` keeps (`l` the list, `o` its operator, `c` its country, `cat` its category). */
async function countRows(db: Executor, key: ReturnType<typeof sql>, where: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; n: string }>(
    db,
    sql`select (${key})::text as key, count(*)::text as n
        from numlist_numbers nn
        join numlists l on l.id = nn.numlist_id
        left join operators o on o.id = l.operator_id
        left join countries c on c.id = l.country_id
        left join categories cat on cat.id = l.category_id
        where ${where}
        group by 1`,
  );
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** The back office's stock: numbers in active lists, per country, operator and continent (inactive operators and countries included). */
export async function stockInActiveLists(db: Executor) {
  const active = sql`l.is_active`;
  return {
    byCountry: await countRows(db, sql`l.country_id`, sql`${active} and l.country_id is not null`),
    byOperator: await countRows(db, sql`l.operator_id`, sql`${active} and l.operator_id is not null`),
    byContinent: await countRows(db, sql`c.continent`, sql`${active} and c.id is not null`),
    total: (await countRows(db, sql`'all'`, active)).get('all') ?? 0,
    everyList: (await countRows(db, sql`'all'`, sql`true`)).get('all') ?? 0,
  };
}

/** What the bot sells: active lists of an active operator of the list's own country, that country active. */
export async function stockOnSaleInBot(db: Executor) {
  const onSale = sql`l.is_active and o.is_active and c.is_active and o.country_id = l.country_id`;
  return {
    byCountry: await countRows(db, sql`l.country_id`, onSale),
    byOperator: await countRows(db, sql`l.operator_id`, onSale),
    byContinent: await countRows(db, sql`c.continent`, onSale),
  };
}

/** What the Mini App sells: the bot's lists whose category is active or none, per "category:country:operator" (category 0: none). */
export async function stockOnSaleInMiniApp(db: Executor): Promise<Map<string, number>> {
  return countRows(
    db,
    sql`coalesce(l.category_id, 0) || ':' || l.country_id || ':' || l.operator_id`,
    sql`l.is_active and o.is_active and c.is_active and o.country_id = l.country_id and (cat.id is null or cat.is_active)`,
  );
}

/** Adds up a map keyed "a:b:c" over the parts `pick` keeps. */
export function sumBy(stock: Map<string, number>, pick: (parts: number[]) => string | null): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [key, n] of stock) {
    const k = pick(key.split(':').map(Number));
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + n);
  }
  return sums;
}
