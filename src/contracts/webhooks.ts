// Outgoing webhooks contract: endpoints and their deliveries, shared by the API and the back office's Webhooks page.
import { z } from 'zod';

/** The events an endpoint may subscribe to (docs/api.md documents each payload); the domain records exactly these. */
export const WEBHOOK_EVENTS = [
  'order.completed',
  'order.refunded',
  'deposit.credited',
  'deposit.failed',
  'stock.low',
  'numlist.imported',
  'customer.registered',
  'ticket.opened',
  'review.posted',
] as const;

const urlField = z
  .string({ error: 'Adresse requise' })
  .trim()
  .min(1, 'Adresse requise')
  .max(2000, 'Adresse trop longue (2 000 caractères au plus)')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Adresse invalide : une URL http:// ou https:// est attendue');

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'Événement inconnu' }), { error: 'Choisissez au moins un événement' })
  .min(1, 'Choisissez au moins un événement')
  .transform((events) => [...new Set(events)]);

export const webhookEndpointCreateSchema = z.object({
  url: urlField,
  description: z.string().trim().max(200, 'Description trop longue (200 caractères au plus)').optional(),
  events: eventsField,
  enabled: z.boolean().optional(),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = webhookEndpointCreateSchema.partial();

const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** 'failing': disabled by the shop after three days of failed deliveries. */
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  failingSince: z.string().nullable(),
  pendingDeliveries: z.number().int(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  requestBody: z.string().nullable(),
  response: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

/** GET /api/webhooks. */
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** POST /api/webhooks: the endpoint and its signing secret, shown this once. PATCH answers the endpoint alone. */
export const webhookEndpointCreatedSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export const webhookEndpointAnswerSchema = z.object({ endpoint: webhookEndpointSchema });
/** GET /api/webhooks/:id/deliveries: the endpoint and its latest deliveries. */
export const webhookDeliveriesSchema = z.object({ endpoint: webhookEndpointSchema, deliveries: z.array(webhookDeliverySchema) });
