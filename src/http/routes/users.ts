// Users API: list with stats (search, sort, pages), names, details, create, edit, delete, add/remove credit.
import type { FastifyInstance } from 'fastify';
import { idParam } from '../../contracts/ids';
import {
  type CreditResponse,
  creditResponseSchema,
  createUserRequestSchema,
  creditRequestSchema,
  type DeleteUserResponse,
  deleteUserResponseSchema,
  userDetailsSchema,
  userListItemSchema,
  userNamesResponseSchema,
  usersWithStatsResponseSchema,
  type UserDetails,
  type UserListItem,
  type UsersWithStatsResponse,
  updateUserRequestSchema,
  userNamesQuerySchema,
  usersQuerySchema,
} from '../../contracts/users';
import { getLedgerEntry, getUser, getUserDetails, listUserNames, listUsersWithStats } from '../../domain/users/list';
import { createUser, deleteUser, updateUser } from '../../domain/users/manage';
import { adjustCredit, type CreditDirection } from '../../domain/wallet/admin-credit';
import { adminOf } from '../plugins/auth';
import { pagedAnswer } from '../presenters/page';
import { deleteOutcomeMessage, presentLedgerEntry, presentUser, presentUserDetails } from '../presenters/users';
import { lenientJsonRoutes } from './lenient-json';

export async function usersRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);

  app.get('/api/users/with-stats', { config: { apiScope: 'customers:read' }, schema: { summary: 'List customers with their figures (paged, searchable, sortable)', querystring: usersQuerySchema, response: { 200: usersWithStatsResponseSchema } } }, async ({ query }): Promise<UsersWithStatsResponse> =>
    pagedAnswer(await listUsersWithStats(db, query), presentUser, query),
  );

  app.get('/api/users', { schema: { summary: 'Customers’ names for a picker', querystring: userNamesQuerySchema, response: { 200: userNamesResponseSchema } } }, async (request) => listUserNames(db, request.query));

  app.get('/api/users/:id', { config: { apiScope: 'customers:read' }, schema: { summary: 'A customer, with their latest ledger rows', params: idParam, response: { 200: userDetailsSchema } } }, async (request): Promise<UserDetails> =>
    presentUserDetails(await getUserDetails(db, request.params.id)),
  );

  app.post('/api/users', { schema: { summary: 'Create an account', body: createUserRequestSchema, response: { 201: userListItemSchema } }, config: { errorCodes: ['USERNAME_TAKEN', 'USERNAME_RESERVED'] } }, async (request, reply) => {
    const { balance, ...input } = request.body;
    const id = await createUser(db, { ...input, openingBalanceCents: balance }, adminOf(request).id);
    return reply.status(201).send(presentUser(await getUser(db, id)));
  });

  app.put('/api/users/:id', { schema: { summary: 'Edit an account', params: idParam, body: updateUserRequestSchema, response: { 200: userListItemSchema } } }, async (request): Promise<UserListItem> => {
    const { id } = request.params;
    await updateUser(db, id, request.body, { userId: adminOf(request).id, sessionToken: request.sessionToken });
    return presentUser(await getUser(db, id));
  });

  app.delete('/api/users/:id', { schema: { summary: 'Delete an account (anonymised when it has orders)', params: idParam, response: { 200: deleteUserResponseSchema } } }, async (request): Promise<DeleteUserResponse> => {
    const outcome = await deleteUser(db, request.params.id, adminOf(request).id);
    return { success: true as const, outcome, message: deleteOutcomeMessage[outcome] };
  });

  for (const direction of ['add', 'remove'] as const satisfies readonly CreditDirection[]) {
    app.post(
      `/api/users/:id/${direction}-credit`,
      {
        config: { apiScope: 'credits:write', idempotent: true, errorCodes: direction === 'remove' ? ['INSUFFICIENT_BALANCE'] : [] },
        schema: { summary: direction === 'add' ? 'Credit a customer’s balance' : 'Debit a customer’s balance', params: idParam, body: creditRequestSchema, response: { 200: creditResponseSchema } },
      },
      async (request): Promise<CreditResponse> => {
        const { id } = request.params;
        const { amount, reason } = request.body;
        const result = await adjustCredit(db, { userId: id, amountCents: amount, reason, direction, actorUserId: adminOf(request).id });
        return {
          success: true as const,
          user: presentUser(await getUser(db, id)),
          ledgerEntry: presentLedgerEntry(await getLedgerEntry(db, result.ledgerEntryId)),
        };
      },
    );
  }
}
