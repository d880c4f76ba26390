// Figures in the reader's language: euros, unit prices, counts Fluent selects plurals with, dates.
import { FluentNumber } from '@fluent/bundle';
import type { BotLanguage } from '../contracts/telegram';
import { readerLanguage } from './i18n';

/** Intl locale of each bot language, for numbers and dates. */
const INTL_LOCALE: Record<BotLanguage, string> = {
  fr: 'fr-FR', en: 'en-GB', de: 'de-DE', es: 'es-ES', it: 'it-IT', ru: 'ru-RU', uk: 'uk-UA', be: 'be-BY',
  tr: 'tr-TR', zh: 'zh-CN', ja: 'ja-JP', ko: 'ko-KR', ar: 'ar', hi: 'hi-IN',
};

export type Figures = {
  euros(cents: number): string;
  /** A unit price in micro-euros: as many decimals as it needs (0,006 €), up to 4. */
  unitPrice(micros: number): string;
  /**
   * A count, for a Fluent variable: a number to Fluent (so `{ $count -> [one] … *[other] … }` picks the language's
   * plural form), shown formatted for the language; also usable as text (`${f.count(n)}`).
   */
  count(n: number): Count;
  date(d: Date): string;
  /** A share in basis points as a percentage (500 → 5 %). */
  basisPoints(bp: number): string;
  /** An average rating, with one decimal (4.3). */
  rating(average: number): string;
  /** Stars given in thousandths (a paid broadcast's price per message: 100 → 0.1), up to three decimals. */
  milliStars(milli: number): string;
};

/**
 * A number Fluent selects plural forms with (it is a FluentNumber) and shows as we formatted it: Fluent's own
 * formatting would use the bundle's bare language (Arabic digits in `ar`), and a formatted string would only ever
 * match the default variant ("1 messages").
 */
class Count extends FluentNumber {
  constructor(
    value: number,
    private readonly text: string,
  ) {
    super(value);
  }
  override toString(): string {
    return this.text;
  }
}

/** Variables of a bot text: strings, numbers and counts. */
export type TextArgs = Record<string, string | number | Count>;

const figuresCache = new Map<string, Figures>();

/** Formatters for a language (Western digits in Arabic and Hindi too: numbers are copied into other tools). */
export function figuresFor(language: string): Figures {
  const lang = readerLanguage(language);
  const cached = figuresCache.get(lang);
  if (cached) return cached;
  const locale = `${INTL_LOCALE[lang]}-u-nu-latn`;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 4 });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const thousandths = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  // Paris time for everyone, as the shop keeps its day, so the zone is named ("13:52 UTC+1"): a customer elsewhere
  // reads the time right.
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris', timeZoneName: 'shortOffset' });
  const figures: Figures = {
    euros: (cents) => money.format(cents / 100),
    unitPrice: (micros) => price.format(micros / 1_000_000),
    count: (n) => new Count(n, integer.format(n)),
    date: (d) => day.format(d),
    basisPoints: (bp) => percent.format(bp / 10_000),
    rating: (average) => oneDecimal.format(average),
    milliStars: (milli) => thousandths.format(milli / 1000),
  };
  figuresCache.set(lang, figures);
  return figures;
}
