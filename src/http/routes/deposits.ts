// The Dépôts page's API: one tab of deposits, the four figures, and an admin's approval or rejection (by deposit id).
import type { FastifyInstance } from 'fastify';
import { successSchema } from '../../contracts/common';
import { idParam } from '../../contracts/ids';
import {
  depositApprovedSchema,
  depositPageSchema,
  type DepositProviderStatus,
  depositProviderStatusSchema,
  depositStatsSchema,
  type DepositStatsResponse,
  depositApprovalSchema,
  depositsQuerySchema,
  type StarsRefundResponse,
  starsRefundResponseSchema,
} from '../../contracts/deposits';
import { listDeposits, depositStats } from '../../domain/wallet/deposit-list';
import { approveDepositChecked, checkDepositWithProvider } from '../../domain/wallet/deposit-approval';
import { rejectDeposit } from '../../domain/wallet/deposits';
import { refundStarsDeposit } from '../../domain/wallet/stars-refund';
import { refundAtTelegram } from '../../messenger/stars';
import { formatEuros } from '../../domain/wallet/money';
import { adminOf } from '../plugins/auth';
import { paymentLookup } from '../../domain/wallet/payment-lookup';
import { presentDeposit, presentDepositStats, presentProviderCheck } from '../presenters/deposits';
import { pagedAnswer } from '../presenters/page';
import { lenientJsonRoutes } from './lenient-json';

export async function depositRoutes(base: FastifyInstance) {
  const { app, db } = lenientJsonRoutes(base);

  app.get('/api/deposits', { config: { apiScope: 'orders:read' }, schema: { summary: 'List deposits, one tab at a time (paged)', querystring: depositsQuerySchema, response: { 200: depositPageSchema } } }, async ({ query }) =>
    pagedAnswer(await listDeposits(db, query.tab, query), presentDeposit, query),
  );

  app.get('/api/deposits/stats', { schema: { summary: 'The deposits’ four figures', response: { 200: depositStatsSchema } } }, async (): Promise<DepositStatsResponse> => presentDepositStats(await depositStats(db)));

  // What the deposit's provider says now, for the approval dialog (null for a manual deposit: nobody to ask).
  app.get('/api/deposits/:id/provider-status', { config: { errorCodes: ['PAYMENT_PROVIDER_UNAVAILABLE'] }, schema: { summary: 'What the deposit’s provider says now', params: idParam, response: { 200: depositProviderStatusSchema } } }, async (request): Promise<DepositProviderStatus> =>
    presentProviderCheck(await checkDepositWithProvider(db, request.params.id, paymentLookup(app.payments))),
  );

  // A provider's deposit is checked with the provider first: an unpaid one answers 409 DEPOSIT_NOT_PAID unless confirmUnpaid.
  app.post('/api/deposits/:id/approve', { config: { errorCodes: ['DEPOSIT_ALREADY_PROCESSED', 'DEPOSIT_NOT_PAID', 'PAYMENT_PROVIDER_UNAVAILABLE'] }, schema: { summary: 'Approve a pending deposit (credits the balance)', params: idParam, body: depositApprovalSchema, response: { 200: depositApprovedSchema } } }, async (request) => {
    const outcome = await approveDepositChecked(db, {
      depositId: request.params.id,
      actorUserId: adminOf(request).id,
      confirmUnpaid: request.body?.confirmUnpaid,
      lookup: paymentLookup(app.payments),
    });
    return {
      success: true as const,
      credited: formatEuros(outcome.deposit.amountCents),
      balance: formatEuros(outcome.balanceCents),
      provider: presentProviderCheck(outcome.check),
    };
  });

  // A credited Stars deposit given back (decision 0137): the balance debited first, then Telegram's refundStarPayment.
  app.post('/api/deposits/:id/refund-stars', { config: { errorCodes: ['INSUFFICIENT_BALANCE'] }, schema: { summary: 'Give a Telegram Stars deposit back', params: idParam, response: { 200: starsRefundResponseSchema } } }, async (request): Promise<StarsRefundResponse> => {
    const outcome = await refundStarsDeposit(db, { depositId: request.params.id, actorUserId: adminOf(request).id, refundAtTelegram: refundAtTelegram(app.messenger) });
    return { success: true as const, refunded: formatEuros(outcome.deposit.amountCents), stars: Number(outcome.deposit.payAmount), balance: formatEuros(outcome.balanceCents) };
  });

  app.post('/api/deposits/:id/reject', { config: { errorCodes: ['DEPOSIT_ALREADY_PROCESSED'] }, schema: { summary: 'Reject a pending deposit', params: idParam, response: { 200: successSchema } } }, async (request) => {
    await rejectDeposit(db, request.params.id, adminOf(request).id);
    return { success: true as const };
  });
}
