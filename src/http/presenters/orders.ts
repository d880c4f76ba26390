// Presenting orders: a history row as the API lists it, the summary cards, and the CSV export's lines (French or plain format).
import type { PurchaseHistoryItem, PurchaseHistorySummary } from '../../contracts/orders';
import type { HistoryRow, HistorySummary } from '../../domain/orders/history';
import { formatEuros, formatUnitPrice } from '../../domain/wallet/money';

export function presentHistoryRow(r: HistoryRow): PurchaseHistoryItem {
  return {
    id: r.id,
    userId: r.userId,
    username: r.username,
    telegramId: r.telegramId,
    telegramUsername: r.telegramUsername,
    operatorId: r.operatorId,
    operatorName: r.operatorName,
    countryId: r.countryId,
    countryName: r.countryName,
    countryFlag: r.countryFlag,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    numlistId: r.numlistId,
    quantity: r.quantity,
    price: formatEuros(r.priceCents),
    unitPrice: formatUnitPrice(r.unitPriceMicros),
    status: r.status as PurchaseHistoryItem['status'],
    purchaseDate: r.purchaseDate.toISOString(),
    transactionId: r.transactionId,
    promotionName: r.promotionName,
    promoCode: r.promoCode,
    discount: formatEuros(r.discountCents),
  };
}

export function presentHistorySummary(s: HistorySummary): PurchaseHistorySummary {
  return {
    totalOrders: s.totalOrders,
    completedOrders: s.completedOrders,
    refundedOrders: s.refundedOrders,
    revenue: formatEuros(s.revenueCents),
    numbersSold: s.numbersSold,
  };
}

const statusLabel: Record<string, string> = { completed: 'Terminé', failed: 'Échoué', refunded: 'Remboursé' };

/** Dates of the export are written in the shop's time zone, which the header names. */
export const HISTORY_CSV_TIME_ZONE = 'Europe/Paris';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: HISTORY_CSV_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: HISTORY_CSV_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export type HistoryCsvFormat = 'fr' | 'plain';

/**
 * `fr`: what a French spreadsheet opens as columns — `;` between cells, decimal comma, dates as 31/01/2025 14:05:00.
 * `plain`: `,` and `.`, dates as 2025-01-31 14:05:00, for scripts and spreadsheets in other languages.
 */
const csvFormats: Record<HistoryCsvFormat, { separator: string; decimal(euros: string): string; date(d: Date): string }> = {
  fr: {
    separator: ';',
    decimal: (euros) => euros.replace('.', ','),
    date: (d) => {
      const p = partsOf(d);
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
    },
  },
  plain: {
    separator: ',',
    decimal: (euros) => euros,
    date: (d) => {
      const p = partsOf(d);
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    },
  },
};

function partsOf(d: Date): Record<string, string> {
  return Object.fromEntries(dateParts.formatToParts(d).map((part) => [part.type, part.value]));
}

/**
 * RFC 4180 quoting (a cell holding the separator, a quote or a line break); a cell a spreadsheet would run as a formula
 * (=, +, -, @) is prefixed with a quote.
 */
function csvCell(value: string | number | null, separator: string): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export's first line, with a byte-order mark so spreadsheet software reads the accents as UTF-8. */
export function historyCsvHeader(format: HistoryCsvFormat): string {
  const columns = ['Commande', `Date (${HISTORY_CSV_TIME_ZONE})`, 'Utilisateur Telegram', 'Opérateur', 'Pays', 'Quantité', 'Prix (€)', 'Statut'];
  const { separator } = csvFormats[format];
  return `\uFEFF${columns.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
}

export function historyCsvLine(r: HistoryRow, format: HistoryCsvFormat): string {
  const f = csvFormats[format];
  return [
    r.id,
    f.date(r.purchaseDate),
    r.telegramUsername ?? r.username ?? '',
    r.operatorName ?? 'Inconnu',
    r.countryName ?? 'Inconnu',
    r.quantity,
    f.decimal(formatEuros(r.priceCents)),
    statusLabel[r.status] ?? r.status,
  ]
    .map((cell) => csvCell(cell, f.separator))
    .join(f.separator);
}

/** historique-achats-2025-01-31.csv, dated in Paris. */
export const historyCsvFilename = (now: Date) => `historique-achats-${parisDay.format(now)}.csv`;

/** commande-000042.txt */
export const orderNumbersFilename = (orderId: number) => `commande-${String(orderId).padStart(6, '0')}.txt`;
