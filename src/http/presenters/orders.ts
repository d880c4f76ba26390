// Presenting orders: a history row as the API lists it, the summary cards, and the CSV export's lines (French or plain format).
import type { PurchaseHistoryItem, PurchaseHistorySummary } from '../../contracts/orders';
import type { HistoryRow, HistorySummary } from '../../domain/orders/history';
import { formatEuros, formatUnitPrice } from '../../domain/wallet/money';
import { CSV_TIME_ZONE, type CsvFormat, csvFormats, csvHeader, csvLine, parisDay } from './csv';

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
    refundedQuantity: r.refundedQuantity,
    refunded: formatEuros(r.refundedCents),
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
const HISTORY_CSV_TIME_ZONE = CSV_TIME_ZONE;
export type HistoryCsvFormat = CsvFormat;

/** The export's first line. */
export function historyCsvHeader(format: HistoryCsvFormat): string {
  return csvHeader(['Commande', `Date (${HISTORY_CSV_TIME_ZONE})`, 'Utilisateur Telegram', 'Opérateur', 'Pays', 'Quantité', 'Prix (€)', 'Statut'], format);
}

export function historyCsvLine(r: HistoryRow, format: HistoryCsvFormat): string {
  const f = csvFormats[format];
  return csvLine(
    [
    r.id,
    f.date(r.purchaseDate),
    r.telegramUsername ?? r.username ?? '',
    r.operatorName ?? 'Inconnu',
    r.countryName ?? 'Inconnu',
    r.quantity,
    f.decimal(formatEuros(r.priceCents)),
    statusLabel[r.status] ?? r.status,
    ],
    format,
  );
}

/** historique-achats-2025-01-31.csv, dated in Paris. */
export const historyCsvFilename = (now: Date) => `historique-achats-${parisDay.format(now)}.csv`;

/** commande-000042.txt */
export const orderNumbersFilename = (orderId: number) => `commande-${String(orderId).padStart(6, '0')}.txt`;
