// API keys of the owner's own tools (scoped, stored hashed) and the answers remembered for their Idempotency-Key headers.
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One API key. The secret itself is never stored: `secret_hash` is its sha256 (the secret is 32 random bytes, so a
 * slow hash adds nothing; decision 0145) and `prefix` its first characters, for the list. `rate_window`/`rate_count`
 * are the key's fixed-window request counter, moved by the same conditional update that authenticates a request.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    rateWindow: timestamp('rate_window', { withTimezone: true }),
    rateCount: integer('rate_count').notNull().default(0),
  },
  (t) => [index('api_keys_created_at_idx').on(t.createdAt)],
);

/**
 * A write sent with an `Idempotency-Key` header: claimed by the first request (the primary key is where duplicates
 * meet), completed with the answer it gave, which later duplicates receive again. Pruned 24 hours after creation.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Whose key it is: `key:<api key id>` or `user:<admin id>`, so two callers never share a key. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** sha256 of the method, the path and the body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotent_requests_created_at_idx').on(t.createdAt)],
);
