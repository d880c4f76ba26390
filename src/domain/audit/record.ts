// Writes one audit-log row; called inside the transaction of the change it records.
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { currentApiKeyId } from './actor';

export type AuditEntry = {
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
};

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorApiKeyId: currentApiKeyId(),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? {},
  });
}
