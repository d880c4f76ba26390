// Audit log: who changed money or stock, what, and when.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the action was made with an API key (then actor_user_id is the admin who created the key). */
    actorApiKeyId: integer('actor_api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** e.g. numlist.restock, user.add_credit, number.erase */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);
