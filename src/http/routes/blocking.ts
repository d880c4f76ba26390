// Blocking customers and the anti-abuse rules (decision 0142): block, unblock, read a block; the rules' settings; the
// Rapports page's section (blocked customers, refusals per rule).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  abuseReportSchema,
  type AbuseReportResponse,
  type AbuseRules,
  abuseRulesSchema,
  blockCustomerSchema,
  type CustomerBlock,
  customerBlockSchema,
  unblockAnswerSchema,
} from '../../contracts/abuse';
import { idParam } from '../../contracts/ids';
import { reportQuerySchema } from '../../contracts/reports';
import { getAbuseReport, getAbuseRules, saveAbuseRules } from '../../domain/abuse/rules';
import { blockCustomer, blockOf, type CustomerBlock as Block, unblockCustomer } from '../../domain/abuse/blocking';
import { adminOf } from '../plugins/auth';
import { periodOf } from './reports';

const presentBlock = (block: Block | null): CustomerBlock =>
  block && { blockedAt: block.blockedAt.toISOString(), reason: block.reason, blockedBy: block.blockedBy };

export async function blockingRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/users/:id/block', { schema: { summary: 'A customer’s block (null: not blocked)', params: idParam, response: { 200: customerBlockSchema } } }, async (request): Promise<CustomerBlock> =>
    presentBlock(await blockOf(db, request.params.id)),
  );
  app.post('/api/users/:id/block', { config: { errorCodes: ['CANNOT_BLOCK_ADMIN'] }, schema: { summary: 'Block a customer, with a reason', params: idParam, body: blockCustomerSchema, response: { 200: customerBlockSchema } } }, async (request): Promise<CustomerBlock> =>
    presentBlock(await blockCustomer(db, { userId: request.params.id, reason: request.body.reason, actorUserId: adminOf(request).id })),
  );
  app.delete('/api/users/:id/block', { schema: { summary: 'Unblock a customer', params: idParam, response: { 200: unblockAnswerSchema } } }, async (request) => {
    const { unblocked } = await unblockCustomer(db, { userId: request.params.id, actorUserId: adminOf(request).id });
    return { success: true as const, unblocked };
  });

  app.get('/api/abuse-rules', { schema: { summary: 'The anti-abuse rules', response: { 200: abuseRulesSchema } } }, async (): Promise<AbuseRules> => getAbuseRules(db));
  app.put('/api/abuse-rules', { schema: { summary: 'Change the anti-abuse rules', body: abuseRulesSchema, response: { 200: abuseRulesSchema } } }, async (request): Promise<AbuseRules> =>
    saveAbuseRules(db, request.body, adminOf(request).id),
  );

  app.get('/api/reports/abuse', { schema: { summary: 'Blocked customers and each rule’s refusals over a period', querystring: reportQuerySchema, response: { 200: abuseReportSchema } } }, async ({ query }): Promise<AbuseReportResponse> => {
    const { current } = periodOf(query);
    const report = await getAbuseReport(db, current);
    return {
      period: { from: current.from, to: current.to },
      blockedCount: report.blockedCount,
      blocked: report.blocked.map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
      refusals: report.refusals,
      daily: report.daily,
      generatedAt: new Date().toISOString(),
    };
  });
}
