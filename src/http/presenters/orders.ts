// Presenting orders: a history row as the API lists it, the summary cards, and the CSV export's lines (French).
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

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote. */
function csvCell(value: string | number | null): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export's first line, with a byte-order mark so spreadsheet software reads the accents as UTF-8. */
export const historyCsvHeader = `\uFEFF${['Date', 'Utilisateur Telegram', 'Opérateur', 'Pays', 'Quantité', 'Prix (€)', 'Statut'].map(csvCell).join(',')}\r\n`;

export function historyCsvLine(r: HistoryRow): string {
  return [
    parisDateTime.format(r.purchaseDate),
    r.telegramUsername ?? r.username ?? '',
    r.operatorName ?? 'Inconnu',
    r.countryName ?? 'Inconnu',
    r.quantity,
    formatEuros(r.priceCents),
    statusLabel[r.status] ?? r.status,
  ]
    .map(csvCell)
    .join(',');
}

/** historique-achats-2025-01-31.csv, dated in Paris. */
export const historyCsvFilename = (now: Date) => `historique-achats-${parisDay.format(now)}.csv`;

/** commande-000042.txt */
export const orderNumbersFilename = (orderId: number) => `commande-${String(orderId).padStart(6, '0')}.txt`;
