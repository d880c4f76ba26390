// Which admin notice in Telegram belongs to which ticket: recorded when sent, read when an admin replies to it
// (reply_to_message), so the reply maps back whatever process or restart handles it.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportNotices } from '../../db/schema';

export async function recordSupportNotice(db: Executor, notice: { chatId: number; messageId: number; ticketId: number; supportMessageId: number }): Promise<void> {
  await db.insert(supportNotices).values(notice).onConflictDoNothing();
}

/** The chats already told of a message: a retried delivery skips them. */
export async function chatsToldOf(db: Executor, supportMessageId: number): Promise<Set<number>> {
  const rows = await db.select({ chatId: supportNotices.chatId }).from(supportNotices).where(eq(supportNotices.supportMessageId, supportMessageId));
  return new Set(rows.map((r) => Number(r.chatId)));
}

/** The ticket a message of this admin chat is the notice of, or null. */
export async function ticketOfNotice(db: Executor, chatId: number, messageId: number): Promise<number | null> {
  const [row] = await db
    .select({ ticketId: supportNotices.ticketId })
    .from(supportNotices)
    .where(and(eq(supportNotices.chatId, chatId), eq(supportNotices.messageId, messageId)));
  return row?.ticketId ?? null;
}
