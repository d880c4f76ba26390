// Country and continent names in a customer's language (decision 0125): the admin's country name is French; other
// languages read the country's ISO code through Intl.DisplayNames, continents a code the bot's catalogue translates.
import { sql } from 'drizzle-orm';
import type { BotLanguage } from '../../contracts/telegram';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';

const regionNames = new Map<BotLanguage, Intl.DisplayNames>();
const regionNamesIn = (language: BotLanguage) => {
  const kept = regionNames.get(language);
  if (kept) return kept;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  regionNames.set(language, names);
  return names;
};

/** A country's name for a reader: French readers get the admin's name; others the ISO code's name in their language, else the admin's. */
function countryNameIn(country: { name: string; code: string | null }, language: BotLanguage): string {
  if (language === 'fr' || !country.code) return country.name;
  try {
    return regionNamesIn(language).of(country.code.toUpperCase()) ?? country.name;
  } catch {
    // A code Intl does not accept as a region (not two letters): the admin's name.
    return country.name;
  }
}

/** Every country's name in a language, by id: one read of the (small) countries table for a screen or an API answer. */
export async function countryNamesIn(db: Executor, language: BotLanguage): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; name: string; code: string | null }>(db, sql`select id, name, code from countries`);
  return new Map(rows.map((r) => [Number(r.id), countryNameIn(r, language)]));
}

const CONTINENT_CODES = ['europe', 'africa', 'asia', 'america', 'north-america', 'south-america', 'oceania', 'middle-east', 'antarctica'] as const;
export type ContinentCode = (typeof CONTINENT_CODES)[number];

/** Continents are stored as the admin typed them ("europe", "amérique", "Asia"): the names a code is known by. */
const CONTINENT_ALIASES: Record<string, ContinentCode> = {
  europe: 'europe',
  afrique: 'africa',
  africa: 'africa',
  asie: 'asia',
  asia: 'asia',
  amerique: 'america',
  ameriques: 'america',
  america: 'america',
  americas: 'america',
  'amerique du nord': 'north-america',
  'north america': 'north-america',
  'amerique du sud': 'south-america',
  'south america': 'south-america',
  'amerique latine': 'south-america',
  oceanie: 'oceania',
  oceania: 'oceania',
  'moyen orient': 'middle-east',
  'middle east': 'middle-east',
  antarctique: 'antarctica',
  antarctica: 'antarctica',
};

/** The code of a stored continent name, or null for one the shop does not know (shown as the admin typed it). */
export function continentCode(name: string): ContinentCode | null {
  const key = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();
  return CONTINENT_ALIASES[key] ?? null;
}
