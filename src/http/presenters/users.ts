// Presenting users: a row of the users list, a ledger row, one user's details (amounts as "12.50", dates as ISO).
import type { LedgerEntry, UserDetails, UserListItem } from '../../contracts/users';
import type { LedgerRow, UserDetails as UserDetailsRow, UserRow } from '../../domain/users/list';
import { formatEuros } from '../../domain/wallet/money';

export function presentUser(u: UserRow): UserListItem {
  return {
    id: u.id,
    username: u.username,
    telegramId: u.telegramId,
    telegramUsername: u.telegramUsername,
    firstName: u.firstName,
    lastName: u.lastName,
    balance: formatEuros(u.balanceCents),
    totalDeposits: formatEuros(u.totalDepositsCents),
    totalPurchases: formatEuros(u.totalPurchasesCents),
    isAdmin: u.isAdmin,
    isActive: u.isActive,
    blocked: u.blocked,
    language: u.language,
    createdAt: u.createdAt.toISOString(),
    lastActivity: u.lastActivity.toISOString(),
  };
}

export function presentLedgerEntry(e: LedgerRow): LedgerEntry {
  return {
    id: e.id,
    kind: e.kind,
    amount: formatEuros(e.amountCents),
    balanceAfter: formatEuros(e.balanceAfterCents),
    referenceType: e.referenceType,
    referenceId: e.referenceId,
    actorUserId: e.actorUserId,
    actorUsername: e.actorUsername,
    actorApiKeyName: e.actorApiKeyName,
    reason: e.reason,
    createdAt: e.createdAt.toISOString(),
  };
}

export function presentUserDetails(d: UserDetailsRow): UserDetails {
  return {
    ...presentUser(d),
    openingBalance: formatEuros(d.openingBalanceCents),
    purchaseCount: d.purchaseCount,
    depositCount: d.depositCount,
    ledger: d.ledger.map(presentLedgerEntry),
  };
}

/** DELETE /api/users/{id}: what the admin is told. */
export const deleteOutcomeMessage = {
  deleted: 'Utilisateur supprimé',
  deactivated: "Utilisateur désactivé : il a un historique d'argent (achats, dépôts ou crédits), conservé pour la comptabilité",
} as const;
