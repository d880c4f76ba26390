// The step of a customer's multi-step flow in the bot (bot_conversations, one row per chat): it survives a restart
// and is seen by every shop process. Read together with the customer (botUserOf), so an update without a step costs
// no query for it.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { botConversations } from '../../db/schema';

/** Waiting for a typed quantity for this operator, or for a gift card's code. */
export type ConversationStep = { kind: 'quantity'; countryId: number; operatorId: number } | { kind: 'giftCard' };

export const stepKey = (chatId: number) => String(chatId);

export async function saveStep(db: Executor, chatId: number, step: ConversationStep): Promise<void> {
  await db
    .insert(botConversations)
    .values({ key: stepKey(chatId), value: step })
    .onConflictDoUpdate({ target: botConversations.key, set: { value: step, updatedAt: sql`now()` } });
}

export async function clearStep(db: Executor, chatId: number): Promise<void> {
  await db.delete(botConversations).where(eq(botConversations.key, stepKey(chatId)));
}

/** A stored value as a step, or null when it is not one this code knows (an older or newer shape). */
export function readStep(value: unknown): ConversationStep | null {
  const v = value as { kind?: unknown; countryId?: unknown; operatorId?: unknown } | null;
  if (v?.kind === 'giftCard') return { kind: 'giftCard' };
  return v?.kind === 'quantity' && Number.isSafeInteger(v.countryId) && Number.isSafeInteger(v.operatorId)
    ? { kind: 'quantity', countryId: Number(v.countryId), operatorId: Number(v.operatorId) }
    : null;
}
