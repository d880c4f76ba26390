// The Mini App's two wide levels as they were worked out before decision 0109: every offer of the shop read and added up
// again once anything changed. The bench's baseline, and the figures the kept per-country sums must equal.
import type { Executor } from '../src/db/client';
import { offerLists, type ShopCategory, type ShopCountry, shopProductOf } from '../src/domain/shop/catalogue';
import { definedPacks, packsForCategory } from '../src/domain/shop/pack-definitions';
import { packsOf } from '../src/domain/shop/packs';

type Offer = Awaited<ReturnType<typeof offerLists>>['offers'][number] & { prices: number[]; inStock: number; available: number };

async function everyOffer(db: Executor, categoryId?: number | null): Promise<Offer[]> {
  const { offers, settings } = await offerLists(db, categoryId === undefined ? {} : { categoryId });
  const definitions = await definedPacks(
    db,
    offers.map((o) => o.operator.id),
  );
  return offers.map((offer) => {
    const products = packsOf(offer.lists, packsForCategory(definitions.get(offer.operator.id) ?? [], offer.category.id), settings)
      .map((p) => shopProductOf(p, settings))
      .filter((p) => p.stock > 0);
    return { ...offer, prices: products.map((p) => p.priceCents), inStock: products.length, available: offer.lists.reduce((s, l) => s + l.available, 0) };
  });
}

function groupBy<K, T>(items: T[], key: (item: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

const byName = (a: { name: string | null }, b: { name: string | null }) => (a.name ?? '').localeCompare(b.name ?? '', 'fr');

export async function baselineCategories(db: Executor): Promise<ShopCategory[]> {
  return groupBy(await everyOffer(db), (o) => o.category.id)
    .map((list) => {
      const all = list.flatMap((o) => o.prices);
      return {
        ...list[0].category,
        productCount: list.reduce((n, o) => n + o.inStock, 0),
        minPriceCents: all.length ? Math.min(...all) : null,
        available: list.reduce((n, o) => n + o.available, 0),
      };
    })
    .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : byName(a, b)));
}

export async function baselineCountries(db: Executor, categoryId: number | null): Promise<ShopCountry[]> {
  return groupBy(await everyOffer(db, categoryId), (o) => o.country.id)
    .map((group) => {
      const all = group.flatMap((o) => o.prices);
      return {
        ...group[0].country,
        operatorCount: group.length,
        productCount: group.reduce((n, o) => n + o.inStock, 0),
        priceRange: all.length ? { minCents: Math.min(...all), maxCents: Math.max(...all) } : null,
        available: group.reduce((n, o) => n + o.available, 0),
      };
    })
    .sort(byName);
}
