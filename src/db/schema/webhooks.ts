// Outgoing webhooks: the endpoints admins register, the outbox of events, and one delivery row per endpoint and event.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The event types it receives, e.g. {order.completed, stock.low}. */
  events: text('events').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /**
   * The signing secret (whsec_…), kept as is: an HMAC needs the secret itself, so a hash would not sign (decision 0144).
   * Shown once at creation, never returned by the API afterwards.
   */
  secret: text('secret').notNull(),
  /** Since when every attempt has failed (null: the last one succeeded); three days of it disables the endpoint. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  /** Why it was disabled by the shop ('failing'), null when an admin did it or it is enabled. */
  disabledReason: text('disabled_reason'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The outbox: one row per event, written in the transaction of the change it describes. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

/**
 * One row per endpoint and event, written with the event (the fan-out is part of the outbox). `pending` until the
 * endpoint answers 2xx (`delivered`) or the shop gives up (`failed`). The id orders an endpoint's deliveries.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms'),
    /** The body sent at the last attempt, and the first bytes of the answer (or the network error). */
    requestBody: text('request_body'),
    response: text('response'),
    error: text('error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_event_idx').on(t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    // What the sender scans: an endpoint's pending deliveries in order.
    index('webhook_deliveries_pending_idx')
      .on(t.endpointId, t.id)
      .where(sql`status = 'pending'`),
  ],
);
