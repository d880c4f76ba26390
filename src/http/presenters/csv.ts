// The back office's CSV writer (decision 0078): a French spreadsheet format and a plain one, cells quoted and guarded.
import { PARIS, parisParts } from '../../contracts/paris-time';
/** Dates of the exports are written in the shop's time zone, which their headers name. */
export const CSV_TIME_ZONE = PARIS;

/** YYYY-MM-DD in Paris, for file names. */
export const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: CSV_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export type CsvFormat = 'fr' | 'plain';

type CsvDialect = { separator: string; decimal(value: string): string; date(d: Date): string; day(day: string): string };

/**
 * `fr`: what a French spreadsheet opens as columns — `;` between cells, decimal comma, dates as 31/01/2025 14:05:00.
 * `plain`: `,` and `.`, dates as 2025-01-31 14:05:00, for scripts and spreadsheets in other languages.
 */
export const csvFormats: Record<CsvFormat, CsvDialect> = {
  fr: {
    separator: ';',
    decimal: (value) => value.replace('.', ','),
    date: (d) => {
      const p = parisParts(d);
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
    },
    day: (day) => day.split('-').reverse().join('/'),
  },
  plain: {
    separator: ',',
    decimal: (value) => value,
    date: (d) => {
      const p = parisParts(d);
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    },
    day: (day) => day,
  },
};

/**
 * RFC 4180 quoting (a cell holding the separator, a quote or a line break); a cell a spreadsheet would run as a formula
 * (=, +, -, @) is prefixed with a quote; a plain number (-12,5 in a change column) is left as it is, being no formula.
 */
function csvCell(value: string | number | null, separator: string): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | null>, format: CsvFormat) =>
  cells.map((cell) => csvCell(cell, csvFormats[format].separator)).join(csvFormats[format].separator);

/** A file's first line, with a byte-order mark so spreadsheet software reads the accents as UTF-8. */
export const csvHeader = (columns: string[], format: CsvFormat) => `\uFEFF${csvLine(columns, format)}\r\n`;
