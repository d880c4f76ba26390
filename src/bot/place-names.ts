// Country and continent names as a customer reads them in the bot (decision 0125): ISO names through Intl for countries,
// the .ftl catalogue's `continent-<code>` for the continents it knows, the admin's spelling otherwise.
import { continentCode, countryNamesIn } from '../domain/catalogue/place-names';
import type { BotContext } from './context';
import { languageOf } from '../messenger/i18n';

/** A continent as stored, in the reader's language when it is one the catalogue knows, else as typed with a capital. */
export function continentName(ctx: BotContext, name: string): string {
  const code = continentCode(name);
  return code ? ctx.t(`continent-${code}`) : name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

/** The reader's names of every country, by id (one small read per screen). */
export const countryNames = (ctx: BotContext) => countryNamesIn(ctx.deps.db, languageOf(ctx));

/** One country's name for the reader; `stored` (the admin's name) when the country is gone. */
export async function countryName(ctx: BotContext, countryId: number, stored: string): Promise<string> {
  return (await countryNames(ctx)).get(countryId) ?? stored;
}
