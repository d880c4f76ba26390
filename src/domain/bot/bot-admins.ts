// Bot admins (SPEC §3 admin_settings): chat ids told of each purchase; the main admin is marked 'Admin Principal'.
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { adminSettings, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError, isUniqueViolation, notFound } from '../errors';

export type BotAdmin = typeof adminSettings.$inferSelect;

export function listBotAdmins(db: Executor): Promise<BotAdmin[]> {
  return db.select().from(adminSettings).orderBy(asc(adminSettings.createdAt), asc(adminSettings.id));
}

/** Every bot admin's chat id, with their bot language when they are also a customer (for the notifications). */
export async function botAdminRecipients(db: Executor): Promise<Array<{ chatId: number; language: string | null }>> {
  const rows = await db
    .select({ chatId: adminSettings.telegramChatId, language: users.language })
    .from(adminSettings)
    .leftJoin(users, eq(users.telegramId, adminSettings.telegramChatId));
  return rows.map((r) => ({ chatId: Number(r.chatId), language: r.language }));
}

export type NewBotAdmin = { telegramChatId: number; isMainAdmin?: boolean; permissions?: string[] };

export async function addBotAdmin(db: Db, input: NewBotAdmin, actorUserId: number | null): Promise<BotAdmin> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(adminSettings)
        .values({ telegramChatId: input.telegramChatId, isMainAdmin: input.isMainAdmin ?? false, permissions: input.permissions ?? [] })
        .returning();
      await recordAudit(tx, {
        actorUserId,
        action: 'bot_admin.add',
        entityType: 'admin_settings',
        entityId: input.telegramChatId,
        details: { isMainAdmin: row.isMainAdmin },
      });
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
    await recordAudit(tx, { actorUserId, action: 'bot_admin.remove', entityType: 'admin_settings', entityId: telegramChatId });
  });
}
