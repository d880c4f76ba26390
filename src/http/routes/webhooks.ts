// The back office's Webhooks page: endpoints (the secret in the creation's answer only), their deliveries, a resend
// and a test event.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../contracts/ids';
import {
  webhookDeliveriesSchema,
  type WebhookDeliveryView,
  webhookEndpointAnswerSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointCreateSchema,
  webhookEndpointListSchema,
  webhookEndpointUpdateSchema,
  type WebhookEndpointView,
} from '../../contracts/webhooks';
import { listDeliveries, resendDelivery, sendTestEvent } from '../../domain/webhooks/deliveries';
import { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints, updateEndpoint, type WebhookEndpoint } from '../../domain/webhooks/endpoints';
import type { DeliveryView } from '../../domain/webhooks/deliveries';
import type { WebhookEventType } from '../../domain/webhooks/events';
import { adminOf } from '../plugins/auth';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const presentEndpoint = (e: WebhookEndpoint): WebhookEndpointView => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
  disabledReason: e.disabledReason,
  disabledAt: iso(e.disabledAt),
  failingSince: iso(e.failingSince),
  pendingDeliveries: e.pendingDeliveries,
  createdAt: e.createdAt.toISOString(),
});

const presentDelivery = (d: DeliveryView): WebhookDeliveryView => ({
  ...d,
  status: d.status as WebhookDeliveryView['status'],
  createdAt: d.createdAt.toISOString(),
  lastAttemptAt: iso(d.lastAttemptAt),
  nextAttemptAt: d.nextAttemptAt.toISOString(),
});

const deliveryParams = z.object({ id: idParam.shape.id, deliveryId: idParam.shape.id });

/** With an API key: the `webhooks:manage` scope (decision 0145). */
const MANAGE = { apiScope: 'webhooks:manage' } as const;

export async function webhookRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/webhooks', { config: MANAGE, schema: { summary: 'List the outgoing webhooks', response: { 200: webhookEndpointListSchema } } }, async () => ({ endpoints: (await listEndpoints(db)).map(presentEndpoint) }));

  app.post('/api/webhooks', { config: MANAGE, schema: { summary: 'Add an outgoing webhook (its signing secret is answered this once)', body: webhookEndpointCreateSchema, response: { 201: webhookEndpointCreatedSchema } } }, async (request, reply) => {
    const { endpoint, secret } = await createEndpoint(db, { ...request.body, events: request.body.events as WebhookEventType[] }, adminOf(request).id);
    return reply.status(201).send({ endpoint: presentEndpoint(endpoint), secret });
  });

  app.patch('/api/webhooks/:id', { config: MANAGE, schema: { summary: 'Edit an outgoing webhook', params: idParam, body: webhookEndpointUpdateSchema, response: { 200: webhookEndpointAnswerSchema } } }, async (request) => {
    const body = request.body;
    const endpoint = await updateEndpoint(db, request.params.id, { ...body, events: body.events as WebhookEventType[] | undefined }, adminOf(request).id);
    return { endpoint: presentEndpoint(endpoint) };
  });

  app.delete('/api/webhooks/:id', { config: MANAGE, schema: { summary: 'Delete an outgoing webhook', params: idParam, response: { 200: z.object({ deleted: z.literal(true) }) } } }, async (request) => {
    await deleteEndpoint(db, request.params.id, adminOf(request).id);
    return { deleted: true as const };
  });

  app.get('/api/webhooks/:id/deliveries', { config: MANAGE, schema: { summary: 'An outgoing webhook’s latest deliveries', params: idParam, response: { 200: webhookDeliveriesSchema } } }, async (request) => {
    const endpoint = await getEndpoint(db, request.params.id);
    return { endpoint: presentEndpoint(endpoint), deliveries: (await listDeliveries(db, request.params.id)).map(presentDelivery) };
  });

  app.post('/api/webhooks/:id/deliveries/:deliveryId/resend', { config: MANAGE, schema: { summary: 'Send a delivery again', params: deliveryParams, response: { 200: z.object({ resent: z.literal(true) }) } } }, async (request) => {
    await resendDelivery(db, request.params.id, request.params.deliveryId);
    return { resent: true as const };
  });

  app.post('/api/webhooks/:id/test', { config: MANAGE, schema: { summary: 'Send a test event', params: idParam, response: { 200: z.object({ eventId: z.string() }) } } }, async (request) => {
    return { eventId: await sendTestEvent(db, request.params.id) };
  });
}
