// The outbox of outgoing webhooks: an event is written in the transaction of the change it describes, with one
// delivery row per endpoint subscribed to its type, so a crash never loses nor invents one (decision 0144).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { WEBHOOK_EVENTS } from '../../contracts/webhooks';
import { formatEuros } from '../wallet/money';

/** Every event an endpoint may subscribe to (the contract's list; their payloads are documented in docs/api.md). */
export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENTS;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by the back office's "send a test event", to that endpoint alone. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The queue whose job (one per endpoint, keyed by it) sends an endpoint's pending deliveries in order. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-deliveries';

/** An amount as both integer cents and a euro decimal string, the way every payload speaks money. */
export const money = (cents: number) => ({ cents, euros: formatEuros(cents) });

/**
 * The CTEs that write one event and its deliveries, for a statement of its own or as part of a larger one (the
 * purchase adds it to its single statement, no extra round trip). `payload` is a jsonb expression that may read the
 * CTE or table named in `from` (one row: the event is written once per row of it). Nothing is written when no enabled
 * endpoint subscribes to the type: an endpoint created later starts with the events after it. Waking the endpoint's
 * job is an insert that does nothing when it already waits (no row lock, so buyers never queue behind each other).
 */
export function eventStatement(type: string, payload: SQL, from: SQL = sql`(select 1) as one`, endpointId?: number): SQL {
  const endpoints = endpointId == null ? sql`enabled and ${type} = any(events)` : sql`id = ${endpointId}`;
  return sql`webhook_targets as (
      select id from webhook_endpoints where ${endpoints}
    ), webhook_event as (
      insert into webhook_events (type, payload)
      select ${type}, ${payload} from ${from} where exists (select 1 from webhook_targets)
      returning id
    ), webhook_fanout as (
      insert into webhook_deliveries (endpoint_id, event_id)
      select t.id, e.id from webhook_targets t, webhook_event e
      returning endpoint_id
    ), webhook_wake as (
      insert into jobs (queue, key, payload, max_attempts)
      select distinct ${WEBHOOK_DELIVERY_QUEUE}, 'endpoint:' || endpoint_id, jsonb_build_object('endpointId', endpoint_id), 1000000 from webhook_fanout
      on conflict (queue, key) do nothing
    )`;
}

/**
 * Records one event in the caller's transaction (pass the transaction of the change). Returns the event id, or null
 * when no endpoint subscribes to the type.
 */
export async function recordEvent(tx: Executor, type: WebhookEventType, payload: Record<string, unknown>): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(tx, sql`with ${eventStatement(type, sql`${JSON.stringify(payload)}::jsonb`)} select id from webhook_event`);
  return rows[0]?.id ?? null;
}
