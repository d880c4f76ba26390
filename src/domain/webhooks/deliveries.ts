// An endpoint's deliveries: what the sender takes next, what it records of each attempt, and what admins see and redo.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound } from '../errors';
import { eventStatement, WEBHOOK_DELIVERY_QUEUE, WEBHOOK_TEST_EVENT } from './events';

/** Retried for three days; an endpoint failing that long is disabled (decision 0144). */
const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000;

export type PendingDelivery = { id: number; eventId: string; type: string; payload: Record<string, unknown>; createdAt: Date; attempts: number; nextAttemptAt: Date };

/** Makes sure the endpoint's sender job exists (a no-op when it already waits or runs). */
export async function wakeEndpoint(db: Executor, endpointId: number): Promise<void> {
  await db.execute(sql`insert into jobs (queue, key, payload, max_attempts)
    values (${WEBHOOK_DELIVERY_QUEUE}, ${`endpoint:${endpointId}`}, ${JSON.stringify({ endpointId })}::jsonb, 1000000)
    on conflict (queue, key) do nothing`);
}

/** The endpoint's oldest pending deliveries, in the order their events were written. */
export async function pendingDeliveries(db: Executor, endpointId: number, limit: number): Promise<PendingDelivery[]> {
  const rows = await queryRows<{ id: string; event_id: string; type: string; payload: Record<string, unknown>; created_at: string | Date; attempts: number; next_attempt_at: string | Date }>(
    db,
    sql`select d.id, d.event_id, e.type, e.payload, e.created_at, d.attempts, d.next_attempt_at
        from webhook_deliveries d join webhook_events e on e.id = d.event_id
        where d.endpoint_id = ${endpointId} and d.status = 'pending' order by d.id limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    eventId: r.event_id,
    type: r.type,
    payload: r.payload,
    createdAt: new Date(r.created_at),
    attempts: r.attempts,
    nextAttemptAt: new Date(r.next_attempt_at),
  }));
}

export type AttemptOutcome = {
  at: Date;
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  requestBody: string;
  response: string | null;
  error: string | null;
  /** Not before this time again (a failure's back-off or Retry-After). */
  retryAt?: Date;
};

/**
 * Records one attempt. A success clears the endpoint's failing mark; a failure sets it (first failure) and, when the
 * endpoint has been failing for three days, gives this delivery up and disables the endpoint. Returns whether the
 * endpoint was disabled now (the caller tells the admins).
 */
export async function recordAttempt(db: Executor, endpointId: number, deliveryId: number, outcome: AttemptOutcome): Promise<{ disabled: boolean }> {
  const at = outcome.at.toISOString();
  if (outcome.ok) {
    await db.execute(sql`with d as (
        update webhook_deliveries set status = 'delivered', attempts = attempts + 1, last_attempt_at = ${at}::timestamptz, delivered_at = ${at}::timestamptz,
          status_code = ${outcome.statusCode}, latency_ms = ${outcome.latencyMs}, request_body = ${outcome.requestBody}, response = ${outcome.response}, error = null
        where id = ${deliveryId} returning endpoint_id)
      update webhook_endpoints set failing_since = null where id = ${endpointId} and failing_since is not null`);
    return { disabled: false };
  }
  const giveUpBefore = new Date(outcome.at.getTime() - GIVE_UP_AFTER_MS).toISOString();
  const rows = await queryRows<{ disabled: boolean }>(
    db,
    sql`with e as (
        update webhook_endpoints set failing_since = coalesce(failing_since, ${at}::timestamptz),
          enabled = case when failing_since <= ${giveUpBefore}::timestamptz then false else enabled end,
          disabled_reason = case when failing_since <= ${giveUpBefore}::timestamptz then 'failing' else disabled_reason end,
          disabled_at = case when failing_since <= ${giveUpBefore}::timestamptz then ${at}::timestamptz else disabled_at end
        where id = ${endpointId}
        returning (failing_since <= ${giveUpBefore}::timestamptz) as disabled
      ), d as (
        update webhook_deliveries set attempts = attempts + 1, last_attempt_at = ${at}::timestamptz,
          status = case when (select disabled from e) then 'failed' else status end,
          next_attempt_at = ${(outcome.retryAt ?? outcome.at).toISOString()}::timestamptz,
          status_code = ${outcome.statusCode}, latency_ms = ${outcome.latencyMs}, request_body = ${outcome.requestBody},
          response = ${outcome.response}, error = ${outcome.error}
        where id = ${deliveryId}
      )
      select coalesce((select disabled from e), false) as disabled`,
  );
  return { disabled: Boolean(rows[0]?.disabled) };
}

/**
 * Records several successful attempts in one statement (the sender flushes a run of successes at once: one round trip
 * instead of one per delivery; a crash before the flush only means those are sent again, with the same event ids).
 */
export async function recordDelivered(db: Executor, endpointId: number, outcomes: Array<{ deliveryId: number } & AttemptOutcome>): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = JSON.stringify(
    outcomes.map((o) => ({ id: o.deliveryId, at: o.at.toISOString(), code: o.statusCode, latency: o.latencyMs, body: o.requestBody, response: o.response })),
  );
  await db.execute(sql`with v as (
      select * from jsonb_to_recordset(${rows}::jsonb) as v(id bigint, at timestamptz, code int, latency int, body text, response text)
    ), d as (
      update webhook_deliveries w set status = 'delivered', attempts = w.attempts + 1, last_attempt_at = v.at, delivered_at = v.at,
        status_code = v.code, latency_ms = v.latency, request_body = v.body, response = v.response, error = null
      from v where w.id = v.id
    )
    update webhook_endpoints set failing_since = null where id = ${endpointId} and failing_since is not null`);
}

/** Endpoints whose first pending delivery is due: the sweep wakes their sender (a lost wake-up costs one sweep). */
export async function endpointsDue(db: Executor, now: Date): Promise<number[]> {
  const rows = await queryRows<{ endpoint_id: string }>(
    db,
    sql`select e.id as endpoint_id from webhook_endpoints e
        where e.enabled and exists (
          select 1 from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending' and (d.attempts = 0 or d.next_attempt_at <= ${now.toISOString()}::timestamptz)
            and d.id = (select min(id) from webhook_deliveries h where h.endpoint_id = e.id and h.status = 'pending'))`,
  );
  return rows.map((r) => Number(r.endpoint_id));
}

/** Events no endpoint waits for any more, after 30 days (their deliveries go with them). */
export async function pruneDeliveredEvents(db: Executor): Promise<void> {
  await db.execute(sql`delete from webhook_events e where e.created_at < now() - interval '30 days'
    and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status = 'pending')`);
}

export type DeliveryView = {
  id: number;
  eventId: string;
  type: string;
  status: string;
  attempts: number;
  statusCode: number | null;
  latencyMs: number | null;
  requestBody: string | null;
  response: string | null;
  error: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date;
};

/** An endpoint's latest deliveries, newest first, for the back office. */
export async function listDeliveries(db: Executor, endpointId: number, limit = 50): Promise<DeliveryView[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.id, d.event_id, e.type, d.status, d.attempts, d.status_code, d.latency_ms, d.request_body, d.response, d.error,
               d.created_at, d.last_attempt_at, d.next_attempt_at
        from webhook_deliveries d join webhook_events e on e.id = d.event_id
        where d.endpoint_id = ${endpointId} order by d.id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    eventId: String(r.event_id),
    type: String(r.type),
    status: String(r.status),
    attempts: Number(r.attempts),
    statusCode: r.status_code == null ? null : Number(r.status_code),
    latencyMs: r.latency_ms == null ? null : Number(r.latency_ms),
    requestBody: (r.request_body as string | null) ?? null,
    response: (r.response as string | null) ?? null,
    error: (r.error as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    lastAttemptAt: r.last_attempt_at == null ? null : new Date(r.last_attempt_at as string),
    nextAttemptAt: new Date(r.next_attempt_at as string),
  }));
}

/**
 * Sends a delivery again: a new delivery of the same event to the same endpoint, after the ones already waiting (the
 * old row stays as the record of what happened).
 */
export async function resendDelivery(db: Executor, endpointId: number, deliveryId: number): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into webhook_deliveries (endpoint_id, event_id)
        select endpoint_id, event_id from webhook_deliveries where id = ${deliveryId} and endpoint_id = ${endpointId}
        returning id`,
  );
  if (!rows[0]) throw notFound('webhookDelivery', { id: deliveryId });
  await wakeEndpoint(db, endpointId);
}

/** A test event for one endpoint alone (whatever its subscriptions), delivered like any other. */
export async function sendTestEvent(db: Executor, endpointId: number): Promise<string> {
  const payload = JSON.stringify({ message: 'Test event from AutoShop' });
  const rows = await queryRows<{ id: string }>(db, sql`with ${eventStatement(WEBHOOK_TEST_EVENT, sql`${payload}::jsonb`, undefined, endpointId)} select id from webhook_event`);
  if (!rows[0]) throw notFound('webhookEndpoint', { id: endpointId });
  return rows[0].id;
}
