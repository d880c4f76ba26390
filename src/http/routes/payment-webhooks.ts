// POST /webhooks/<provider>: each payment provider's webhook, accepted only with its signature over the raw body.
import type { FastifyInstance } from 'fastify';
import type { PaymentProviderName } from '../../payments/provider';
import { ProviderUnavailableError } from '../../payments/provider';
import { handleDelivery } from '../../payments/webhooks';
import { providerAccess, type SignatureVerifier } from '../access/kinds';
import { webhookRoutes } from '../access/provider';

/** The provider's own check, with the settings of the moment; an unconfigured provider refuses every call. */
const signatureOf =
  (app: FastifyInstance, name: PaymentProviderName): SignatureVerifier =>
  async ({ rawBody, headers }) => {
    const provider = await app.payments.get(name);
    return provider != null && (await provider.webhook.verify(rawBody, headers));
  };

const routes = webhookRoutes(async (app: FastifyInstance) => {
  for (const { name, path } of app.payments.webhookProviders()) {
    app.post(path, { config: { access: providerAccess(name, signatureOf(app, name)) } }, async (request, reply) => {
      const provider = await app.payments.get(name);
      if (!provider) return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'Signature invalide' });
      const rawBody = request.body as Buffer;
      let notice: ReturnType<typeof provider.webhook.parse>;
      try {
        notice = provider.webhook.parse(rawBody);
      } catch {
        return reply.status(400).send({ code: 'VALIDATION_FAILED', message: 'Notification illisible' });
      }
      if (!notice) return reply.status(200).send({ ok: true, outcome: 'ignored' });
      try {
        const outcome = await handleDelivery(app.db, provider, rawBody, notice);
        request.log.info({ provider: name, paymentId: notice.providerPaymentId, event: notice.event, outcome }, 'payment webhook handled');
        return reply.status(200).send({ ok: true, outcome });
      } catch (error) {
        // Transient: the provider redelivers on a 5xx (BTCPay only then, or on 408/429), and the delivery stays unhandled.
        if (error instanceof ProviderUnavailableError) {
          request.log.warn({ err: error, provider: name, paymentId: notice.providerPaymentId }, 'payment webhook: provider unreachable');
          return reply.status(503).send({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Prestataire injoignable, réessayez' });
        }
        throw error;
      }
    });
  }
});

export async function paymentWebhookRoutes(app: FastifyInstance) {
  await app.register(routes);
}
