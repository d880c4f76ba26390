// Bot admins (SPEC §3 admin_settings): chat ids told of each purchase and allowed the admin commands their permissions
// name; the main admin is marked 'Admin Principal' and holds every permission.
import { asc, eq } from 'drizzle-orm';
import type { BotAdminPermission } from '../../contracts/telegram';
import type { Db, Executor } from '../../db/client';
import { adminSettings, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError, isUniqueViolation, notFound } from '../errors';

export type BotAdmin = typeof adminSettings.$inferSelect;

/** The bot admin a chat belongs to, or null for everyone else. */
export async function botAdminByChat(db: Executor, telegramChatId: number): Promise<BotAdmin | null> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.telegramChatId, telegramChatId));
  return row ?? null;
}

/** The one rule of what a bot admin may do: the main admin everything, the others what the Admins tab gave them. */
export const holdsPermission = (admin: Pick<BotAdmin, 'isMainAdmin' | 'permissions'>, permission: BotAdminPermission) =>
  admin.isMainAdmin || admin.permissions.includes(permission);

export function listBotAdmins(db: Executor): Promise<BotAdmin[]> {
  return db.select().from(adminSettings).orderBy(asc(adminSettings.createdAt), asc(adminSettings.id));
}

/**
 * The bot admins' chat ids, with their bot language when they are also customers (for the notifications); with a
 * permission, only the admins who hold it; with 'main', only the main admins.
 */
export async function botAdminRecipients(db: Executor, permission?: BotAdminPermission | 'main'): Promise<Array<{ chatId: number; language: string | null }>> {
  const rows = await db
    .select({ chatId: adminSettings.telegramChatId, language: users.language, isMainAdmin: adminSettings.isMainAdmin, permissions: adminSettings.permissions })
    .from(adminSettings)
    .leftJoin(users, eq(users.telegramId, adminSettings.telegramChatId));
  const holds = (r: (typeof rows)[number]) => (permission === 'main' ? r.isMainAdmin : !permission || holdsPermission(r, permission));
  return rows.filter(holds).map((r) => ({ chatId: Number(r.chatId), language: r.language }));
}

/** A change to a bot admin, in the audit log: the admin_settings row, named by the admin's chat id. */
const auditBotAdmin = (tx: Executor, actorUserId: number | null, action: string, telegramChatId: number, details?: Record<string, unknown>) =>
  recordAudit(tx, { actorUserId, action, entityType: 'admin_settings', entityId: telegramChatId, details });

export type NewBotAdmin = { telegramChatId: number; isMainAdmin?: boolean; permissions?: string[] };

export async function addBotAdmin(db: Db, input: NewBotAdmin, actorUserId: number | null): Promise<BotAdmin> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(adminSettings)
        .values({ telegramChatId: input.telegramChatId, isMainAdmin: input.isMainAdmin ?? false, permissions: input.permissions ?? [] })
        .returning();
      await auditBotAdmin(tx, actorUserId, 'bot_admin.add', input.telegramChatId, { isMainAdmin: row.isMainAdmin });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('BOT_ADMIN_EXISTS', { telegramChatId: input.telegramChatId });
    throw error;
  }
}

export async function removeBotAdmin(db: Db, telegramChatId: number, actorUserId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(adminSettings).where(eq(adminSettings.telegramChatId, telegramChatId)).returning({ id: adminSettings.id });
    if (!removed.length) throw notFound('botAdmin', { telegramChatId });
    await auditBotAdmin(tx, actorUserId, 'bot_admin.remove', telegramChatId);
  });
}

/** Changes an admin's main flag or permissions (the Admins tab), audited with the before and after. */
export async function updateBotAdmin(
  db: Db,
  telegramChatId: number,
  changes: { isMainAdmin?: boolean; permissions?: BotAdminPermission[] },
  actorUserId: number | null,
): Promise<BotAdmin> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(adminSettings).where(eq(adminSettings.telegramChatId, telegramChatId)).for('update');
    if (!before) throw notFound('botAdmin', { telegramChatId });
    const [after] = await tx
      .update(adminSettings)
      .set({ isMainAdmin: changes.isMainAdmin ?? before.isMainAdmin, permissions: changes.permissions ?? before.permissions })
      .where(eq(adminSettings.id, before.id))
      .returning();
    await auditBotAdmin(tx, actorUserId, 'bot_admin.update', telegramChatId, {
      before: { isMainAdmin: before.isMainAdmin, permissions: before.permissions },
      after: { isMainAdmin: after.isMainAdmin, permissions: after.permissions },
    });
    return after;
  });
}
