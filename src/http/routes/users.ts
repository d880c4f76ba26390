// Users API: list with stats (search, sort, pages), names, details, create, edit, delete, add/remove credit.
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/common';
import {
  type CreditResponse,
  createUserRequestSchema,
  creditRequestSchema,
  type DeleteUserResponse,
  type LedgerEntry,
  type UserDetails,
  type UserListItem,
  type UsersWithStatsResponse,
  updateUserRequestSchema,
  userNamesQuerySchema,
  usersQuerySchema,
} from '../../contracts/users';
import { getLedgerEntry, getUser, getUserDetails, type LedgerRow, listUserNames, listUsersWithStats, type UserRow } from '../../domain/users/list';
import { createUser, deleteUser, updateUser } from '../../domain/users/manage';
import { adjustCredit, type CreditDirection } from '../../domain/wallet/admin-credit';
import { formatEuros } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { parseInput } from '../validate';
import { acceptEmptyJsonBody } from './lenient-json';

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
    language: u.language,
    createdAt: u.createdAt.toISOString(),
    lastActivity: u.lastActivity.toISOString(),
  };
}

export function presentLedgerEntry(e: LedgerRow): LedgerEntry {
  return {
    id: e.id,
    kind: e.kind as LedgerEntry['kind'],
    amount: formatEuros(e.amountCents),
    balanceAfter: formatEuros(e.balanceAfterCents),
    referenceType: e.referenceType,
    referenceId: e.referenceId,
    actorUserId: e.actorUserId,
    actorUsername: e.actorUsername,
    createdAt: e.createdAt.toISOString(),
  };
}

export async function usersRoutes(app: FastifyInstance) {
  acceptEmptyJsonBody(app);

  app.get('/api/users/with-stats', async (request): Promise<UsersWithStatsResponse> => {
    const q = parseInput(usersQuerySchema, request.query);
    const { rows, total } = await listUsersWithStats(app.db, q);
    return {
      data: rows.map(presentUser),
      pagination: { total, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), page: q.page, pageSize: q.pageSize },
    };
  });

  app.get('/api/users', async (request) => {
    const q = parseInput(userNamesQuerySchema, request.query);
    return listUserNames(app.db, q);
  });

  app.get('/api/users/:id', async (request): Promise<UserDetails> => {
    const { id } = parseInput(idParam, request.params);
    const d = await getUserDetails(app.db, id);
    return {
      ...presentUser(d),
      openingBalance: formatEuros(d.openingBalanceCents),
      purchaseCount: d.purchaseCount,
      depositCount: d.depositCount,
      ledger: d.ledger.map(presentLedgerEntry),
    };
  });

  app.post('/api/users', async (request, reply) => {
    const input = parseInput(createUserRequestSchema, request.body);
    const id = await createUser(app.db, input, adminOf(request).id);
    return reply.status(201).send(presentUser(await getUser(app.db, id)));
  });

  app.put('/api/users/:id', async (request): Promise<UserListItem> => {
    const { id } = parseInput(idParam, request.params);
    const patch = parseInput(updateUserRequestSchema, request.body);
    await updateUser(app.db, id, patch, adminOf(request).id);
    return presentUser(await getUser(app.db, id));
  });

  app.delete('/api/users/:id', async (request): Promise<DeleteUserResponse> => {
    const { id } = parseInput(idParam, request.params);
    const outcome = await deleteUser(app.db, id, adminOf(request).id);
    return {
      success: true,
      outcome,
      message:
        outcome === 'deleted'
          ? 'Utilisateur supprimé'
          : "Utilisateur désactivé : il a un historique d'argent (achats, dépôts ou crédits), conservé pour la comptabilité",
    };
  });

  const credit = (direction: CreditDirection) => async (request: import('fastify').FastifyRequest): Promise<CreditResponse> => {
    const { id } = parseInput(idParam, request.params);
    const { amount } = parseInput(creditRequestSchema, request.body);
    const result = await adjustCredit(app.db, { userId: id, amount, direction, actorUserId: adminOf(request).id });
    return {
      success: true,
      user: presentUser(await getUser(app.db, id)),
      ledgerEntry: presentLedgerEntry(await getLedgerEntry(app.db, result.ledgerEntryId)),
    };
  };
  app.post('/api/users/:id/add-credit', credit('add'));
  app.post('/api/users/:id/remove-credit', credit('remove'));
}
