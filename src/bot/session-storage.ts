// grammY session storage in the shop's database (bot_conversations): a flow's step survives restarts and processes.
import { eq, sql } from 'drizzle-orm';
import type { StorageAdapter } from 'grammy';
import type { Db } from '../db/client';
import { botConversations } from '../db/schema';

export function databaseSessionStorage<T>(db: Db): StorageAdapter<T> {
  return {
    async read(key) {
      const [row] = await db.select({ value: botConversations.value }).from(botConversations).where(eq(botConversations.key, key));
      return (row?.value as T | undefined) ?? undefined;
    },
    async write(key, value) {
      await db
        .insert(botConversations)
        .values({ key, value })
        .onConflictDoUpdate({ target: botConversations.key, set: { value, updatedAt: sql`now()` } });
    },
    async delete(key) {
      await db.delete(botConversations).where(eq(botConversations.key, key));
    },
  };
}
