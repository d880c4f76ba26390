// The Dépôts page's API: one tab of deposits, the four figures, and an admin's approval or rejection (by deposit id).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../contracts/ids';
import { type DepositStatsResponse, depositsQuerySchema } from '../../contracts/deposits';
import { listDeposits, depositStats } from '../../domain/wallet/deposit-list';
import { approveDeposit, rejectDeposit } from '../../domain/wallet/deposits';
import { formatEuros } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { presentDeposit, presentDepositStats } from '../presenters/deposits';
import { pagedAnswer } from '../presenters/page';
import { acceptEmptyJsonBody } from './lenient-json';

export async function depositRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  acceptEmptyJsonBody(base);

  app.get('/api/deposits', { schema: { querystring: depositsQuerySchema } }, async ({ query }) =>
    pagedAnswer(await listDeposits(db, query.tab, query), presentDeposit, query),
  );

  app.get('/api/deposits/stats', async (): Promise<DepositStatsResponse> => presentDepositStats(await depositStats(db)));

  app.post('/api/deposits/:id/approve', { schema: { params: idParam } }, async (request) => {
    const outcome = await approveDeposit(db, request.params.id, adminOf(request).id);
    return { success: true, credited: formatEuros(outcome.deposit.amountCents), balance: formatEuros(outcome.balanceCents) };
  });

  app.post('/api/deposits/:id/reject', { schema: { params: idParam } }, async (request) => {
    await rejectDeposit(db, request.params.id, adminOf(request).id);
    return { success: true };
  });
}
