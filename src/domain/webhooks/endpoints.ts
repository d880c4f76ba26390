// Webhook endpoints as admins manage them in the back office: create (the secret shown once), edit, disable, delete.
import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { qualified } from '../../db/query';
import { webhookEndpoints } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { notFound } from '../errors';
import { wakeEndpoint } from './deliveries';
import type { WebhookEventType } from './events';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** An endpoint as shown: everything but its secret. */
export type WebhookEndpoint = Omit<EndpointRow, 'secret'> & { pendingDeliveries: number };

export type EndpointInput = { url: string; description?: string; events: WebhookEventType[]; enabled?: boolean };

const withoutSecret = ({ secret: _secret, ...rest }: EndpointRow, pendingDeliveries = 0): WebhookEndpoint => ({ ...rest, pendingDeliveries });

/** A new signing secret: 32 random bytes, prefixed as Stripe's are so an owner recognises what it is. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export async function listEndpoints(db: Executor): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select({
      endpoint: webhookEndpoints,
      pending: sql<number>`(select count(*) from webhook_deliveries d where d.endpoint_id = ${qualified(webhookEndpoints.id)} and d.status = 'pending')::int`,
    })
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map((r) => withoutSecret(r.endpoint, Number(r.pending)));
}

/** One endpoint as shown, or NOT_FOUND. */
export async function getEndpoint(db: Executor, id: number): Promise<WebhookEndpoint> {
  const endpoint = (await listEndpoints(db)).find((e) => e.id === id);
  if (!endpoint) throw notFound('webhookEndpoint', { id });
  return endpoint;
}

/** The endpoint with its secret, for the sender only. */
export async function endpointForSending(db: Executor, id: number): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

/** Creates an endpoint; its secret is in the answer, and never again. */
export async function createEndpoint(db: Db, input: EndpointInput, actorUserId: number): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  return db.transaction(async (tx) => {
    const secret = newSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ url: input.url, description: input.description ?? '', events: input.events, enabled: input.enabled ?? true, secret, createdBy: actorUserId })
      .returning();
    await recordAudit(tx, { actorUserId, action: 'webhook.create', entityType: 'webhook_endpoint', entityId: row.id, details: { url: row.url, events: row.events } });
    return { endpoint: withoutSecret(row), secret };
  });
}

/** Edits an endpoint. Enabling it again clears the shop's "failing" marks, and its waiting deliveries are due now. */
export async function updateEndpoint(db: Db, id: number, input: Partial<EndpointInput>, actorUserId: number): Promise<WebhookEndpoint> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
    if (!before) throw notFound('webhookEndpoint', { id });
    const enabling = input.enabled === true && !before.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(input.enabled !== undefined ? { disabledReason: null, disabledAt: input.enabled ? null : sql`now()`, failingSince: null } : {}),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (enabling) {
      await tx.execute(sql`update webhook_deliveries set next_attempt_at = created_at where endpoint_id = ${id} and status = 'pending'`);
      await wakeEndpoint(tx, id);
    }
    await recordAudit(tx, { actorUserId, action: 'webhook.update', entityType: 'webhook_endpoint', entityId: id, details: { ...input } });
    return withoutSecret(row);
  });
}

/** Deletes an endpoint and its deliveries (events other endpoints still wait for stay). */
export async function deleteEndpoint(db: Db, id: number, actorUserId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ url: webhookEndpoints.url });
    if (!row) throw notFound('webhookEndpoint', { id });
    await recordAudit(tx, { actorUserId, action: 'webhook.delete', entityType: 'webhook_endpoint', entityId: id, details: { url: row.url } });
  });
}
