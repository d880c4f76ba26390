// The Mini App catalogue names countries in the reader's language (decision 0125): `lang` on the public catalogue calls.
import { beforeAll, describe, expect, it } from 'vitest';
import { BOT_LANGUAGES, type BotLanguage } from '../../contracts/telegram';
import { seedDemo } from '../../demo/seed';
import { suiteApp } from '../../../tests/support/suite-fixtures';

const t = suiteApp();
beforeAll(async () => {
  await seedDemo(t.database.db);
}, 180_000);

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** A flag emoji's two regional indicators → its ISO code (🇬🇧 → GB). */
const codeOf = (flag: string) => [...flag].map((c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0x1f1e6 + 65)).join('');
const region = (language: BotLanguage, code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code);

describe('Mini App catalogue names', () => {
  it('gives every country in each of the 14 languages, sorted in that language, and in the operator and product levels', async () => {
    const { categories } = await get('/api/shop/categories');
    const sms = categories.find((c: { name: string }) => c.name === 'SMS');
    for (const language of BOT_LANGUAGES) {
      const { countries } = await get(`/api/shop/countries?category=${sms.id}&lang=${language}`);
      expect(countries.length).toBeGreaterThan(2);
      const names = countries.map((c: { name: string }) => c.name);
      for (const c of countries) expect(c.name, `${language} ${c.flag}`).toBe(region(language, codeOf(c.flag)));
      expect(names, language).toEqual([...names].sort(new Intl.Collator(language).compare));
      const uk = countries.find((c: { flag: string }) => c.flag === '🇬🇧');
      const { country, operators } = await get(`/api/shop/operators?category=${sms.id}&country=${uk.id}&lang=${language}`);
      expect(country.name).toBe(region(language, 'GB'));
      const products = await get(`/api/shop/products?category=${sms.id}&country=${uk.id}&operator=${operators[0].id}&lang=${language}`);
      expect(products.country.name).toBe(region(language, 'GB'));
    }
  }, 60_000);

  it("keeps the admin's French names for French and for languages the shop does not speak, and Telegram's regional codes read their language", async () => {
    const { categories } = await get('/api/shop/categories');
    const id = categories.find((c: { name: string }) => c.name === 'SMS').id;
    const countries = async (lang: string) => (await get(`/api/shop/countries?category=${id}${lang}`)).countries as Array<{ name: string; flag: string }>;
    const names = async (lang: string) => (await countries(lang)).map((c) => c.name);
    const french = await names('');
    expect(await names('&lang=fr')).toEqual(french);
    expect(await names('&lang=pt')).toEqual(french);
    const usa = async (lang: string) => (await countries(lang)).find((c) => c.flag === '🇺🇸')?.name;
    expect(await usa('')).toBe('États-Unis');
    expect(await usa('&lang=en-GB')).toBe('United States');
    expect(await usa('&lang=ZH_cn')).toBe('美国');
  }, 60_000);
});
