// POST /webhooks/<provider>: each payment provider's webhook, accepted only with its signature over the raw body; the
// bytes go to the wallet (src/domain/wallet/payment-deliveries.ts), which asks the provider's adapter what they mean.
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../contracts/common';
import { paymentWebhookAnswerSchema } from '../../contracts/payments';
import { handleDelivery, isSignedDelivery } from '../../domain/wallet/payment-deliveries';
import { type PaymentProviderName, ProviderUnavailableError } from '../../domain/wallet/payment-gateway';
import { providerAccess, type SignatureVerifier } from '../access/kinds';
import { webhookRoutes } from '../access/provider';

/** The provider's own check, with the settings of the moment; an unconfigured provider refuses every call. */
const signatureOf =
  (app: FastifyInstance, name: PaymentProviderName): SignatureVerifier =>
  ({ rawBody, headers }) =>
    isSignedDelivery(app.payments, name, rawBody, headers);

const routes = webhookRoutes(async (app: FastifyInstance) => {
  for (const { name, path } of app.payments.webhookProviders()) {
    app.post(
      path,
      {
        config: { access: providerAccess(name, signatureOf(app, name)), errorCodes: ['VALIDATION_FAILED', 'PAYMENT_PROVIDER_UNAVAILABLE'] },
        // The body is the provider's own JSON, read raw for its signature: not declared (a declared body would be parsed).
        schema: { summary: `${name}’s payment notifications (signed over the raw body)`, response: { 200: paymentWebhookAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema, 503: apiErrorSchema } },
      },
      async (request, reply) => {
        try {
          const { outcome, notice } = await handleDelivery(app.db, app.payments, name, request.body as Buffer);
          if (outcome === 'unconfigured') return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'Signature invalide' });
          if (outcome === 'unreadable') return reply.status(400).send({ code: 'VALIDATION_FAILED', message: 'Notification illisible' });
          if (notice) request.log.info({ provider: name, paymentId: notice.providerPaymentId, event: notice.event, outcome }, 'payment webhook handled');
          return reply.status(200).send({ ok: true, outcome });
        } catch (error) {
          // Transient: the provider redelivers on a 5xx (BTCPay only then, or on 408/429), and the delivery stays unhandled.
          if (error instanceof ProviderUnavailableError) {
            request.log.warn({ err: error, provider: name }, 'payment webhook: provider unreachable');
            return reply.status(503).send({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Prestataire injoignable, réessayez' });
          }
          throw error;
        }
      },
    );
  }
});

export async function paymentWebhookRoutes(app: FastifyInstance) {
  await app.register(routes);
}
