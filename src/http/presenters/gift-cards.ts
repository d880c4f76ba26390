// Gift cards as the "Cartes cadeaux" page reads them, and a batch as a CSV a spreadsheet opens in French.
import type { GiftCardItem } from '../../contracts/gift-cards';
import { formatEuros } from '../../domain/wallet/money';
import { formatGiftCode, type GiftCard, giftCardStatus } from '../../domain/wallet/gift-cards';

export function presentGiftCard(card: GiftCard): GiftCardItem {
  return {
    id: card.id,
    code: formatGiftCode(card.code),
    amount: formatEuros(card.amountCents),
    batchId: card.batchId,
    status: giftCardStatus(card),
    createdAt: card.createdAt.toISOString(),
    expiresAt: card.expiresAt?.toISOString() ?? null,
    usedAt: card.usedAt?.toISOString() ?? null,
    usedBy: card.usedBy == null ? null : { id: card.usedBy, username: card.usedByUsername ?? '', telegramUsername: card.usedByTelegramUsername },
    disabledAt: card.disabledAt?.toISOString() ?? null,
  };
}

const STATUS_LABELS = { unused: 'Non utilisée', used: 'Utilisée', expired: 'Expirée', disabled: 'Désactivée' } as const;
const parisDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** French spreadsheet CSV (BOM, ';', decimal comma), one card per line, dates in Paris time. */
export function giftCardBatchCsv(cards: GiftCard[]): string {
  const lines = ['Code;Montant (€);Expire le (Europe/Paris);Statut'];
  for (const card of cards) {
    lines.push(
      [
        formatGiftCode(card.code),
        formatEuros(card.amountCents).replace('.', ','),
        card.expiresAt ? parisDate.format(card.expiresAt) : '',
        STATUS_LABELS[giftCardStatus(card)],
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
