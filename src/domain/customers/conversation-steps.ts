// The step of a customer's multi-step flow in the bot (bot_conversations, one row per chat): it survives a restart
// and is seen by every shop process. Read together with the customer (botUserOf), so an update without a step costs
// no query for it.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { botConversations } from '../../db/schema';

/**
 * Waiting for a typed quantity for this operator, a gift card's code, or a top-up amount in this crypto (the nonce is
 * made when the amount screen is shown: the first amount chosen takes the step, so a double tap makes one deposit).
 */
export type ConversationStep =
  | { kind: 'quantity'; countryId: number; operatorId: number }
  | { kind: 'giftCard' }
  /** offeredCents: the amounts of the buttons shown; a tap on any other amount is refused (forged callback data). */
  | { kind: 'topUpAmount'; crypto: string; nonce: string; offeredCents: number[] }
  /** A Stars top-up's amount, in whole Stars: offeredStars are the buttons shown (decision 0135). */
  | { kind: 'topUpStars'; nonce: string; offeredStars: number[] }
  // Bot admins: a credit or debit typed as "@username amount", a continent's new name, a channel link.
  | { kind: 'adminCredit'; direction: 'add' | 'remove' }
  | { kind: 'continentRename'; name: string }
  | { kind: 'channelLink'; channel: 'main' | 'proof' }
  // Refunds: the order's id typed, then how many of its numbers (refundedBefore: what the admin saw refunded).
  | { kind: 'adminRefundOrder' }
  | { kind: 'adminRefundCount'; orderId: number; ticketId: number; refundedBefore: number }
  // …or the numbers pasted: waited for, then kept (as the refund reads them) until the confirmation (decision 0147).
  | { kind: 'adminRefundPaste'; orderId: number; ticketId: number; refundedBefore: number }
  | { kind: 'adminRefundPasted'; orderId: number; ticketId: number; refundedBefore: number; numbers: string[] }
  // Broadcasts (/broadcast): waiting for the admin's text, then its preview waiting for a send (taken by its nonce).
  | { kind: 'broadcastText' }
  | { kind: 'broadcastPreview'; html: string; nonce: string }
  // …or its start time typed (the audience chosen on the preview: a preset and `any` or a language).
  | { kind: 'broadcastSchedule'; html: string; nonce: string; audience: string; language: string }
  // Promotions: waiting for a promo code typed at this order's confirmation.
  | { kind: 'promoCode'; countryId: number; operatorId: number; quantity: number }
  // Reviews: waiting for the comment of the review of this order (after its rating).
  | { kind: 'reviewComment'; orderId: number }
  // Support (issue 28): waiting for the customer's message that opens a ticket, about this order or none.
  | { kind: 'supportMessage'; orderId: number | null };

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
  const v = value as {
    kind?: unknown;
    countryId?: unknown;
    operatorId?: unknown;
    crypto?: unknown;
    nonce?: unknown;
    direction?: unknown;
    name?: unknown;
    channel?: unknown;
  } | null;
  if (v?.kind === 'giftCard') return { kind: 'giftCard' };
  if (v?.kind === 'adminCredit' && (v.direction === 'add' || v.direction === 'remove')) return { kind: 'adminCredit', direction: v.direction };
  if (v?.kind === 'continentRename' && typeof v.name === 'string') return { kind: 'continentRename', name: v.name };
  if (v?.kind === 'channelLink' && (v.channel === 'main' || v.channel === 'proof')) return { kind: 'channelLink', channel: v.channel };
  if (v?.kind === 'broadcastText') return { kind: 'broadcastText' };
  const review = value as { kind?: unknown; orderId?: unknown } | null;
  if (review?.kind === 'reviewComment' && Number.isSafeInteger(review.orderId)) return { kind: 'reviewComment', orderId: Number(review.orderId) };
  if (v?.kind === 'adminRefundOrder') return { kind: 'adminRefundOrder' };
  const refund = value as { kind?: unknown; orderId?: unknown; ticketId?: unknown; refundedBefore?: unknown } | null;
  const refundKind = refund?.kind === 'adminRefundCount' || refund?.kind === 'adminRefundPaste' || refund?.kind === 'adminRefundPasted' ? refund.kind : null;
  if (refundKind && Number.isSafeInteger(refund?.orderId) && Number.isSafeInteger(refund?.ticketId) && Number.isSafeInteger(refund?.refundedBefore)) {
    const of = { orderId: Number(refund?.orderId), ticketId: Number(refund?.ticketId), refundedBefore: Number(refund?.refundedBefore) };
    if (refundKind !== 'adminRefundPasted') return { kind: refundKind, ...of };
    const numbers = (value as { numbers?: unknown }).numbers;
    if (Array.isArray(numbers) && numbers.every((n) => typeof n === 'string')) return { kind: 'adminRefundPasted', ...of, numbers };
  }
  const support = value as { kind?: unknown; orderId?: unknown } | null;
  if (support?.kind === 'supportMessage') return { kind: 'supportMessage', orderId: Number.isSafeInteger(support.orderId) ? Number(support.orderId) : null };
  const preview = value as { kind?: unknown; html?: unknown; nonce?: unknown } | null;
  if (preview?.kind === 'broadcastPreview' && typeof preview.html === 'string' && typeof preview.nonce === 'string') {
    return { kind: 'broadcastPreview', html: preview.html, nonce: preview.nonce };
  }
  const schedule = value as { kind?: unknown; html?: unknown; nonce?: unknown; audience?: unknown; language?: unknown } | null;
  if (
    schedule?.kind === 'broadcastSchedule' &&
    typeof schedule.html === 'string' &&
    typeof schedule.nonce === 'string' &&
    typeof schedule.audience === 'string' &&
    typeof schedule.language === 'string'
  ) {
    return { kind: 'broadcastSchedule', html: schedule.html, nonce: schedule.nonce, audience: schedule.audience, language: schedule.language };
  }
  const promo = value as { kind?: unknown; countryId?: unknown; operatorId?: unknown; quantity?: unknown } | null;
  if (promo?.kind === 'promoCode' && Number.isSafeInteger(promo.countryId) && Number.isSafeInteger(promo.operatorId) && Number.isSafeInteger(promo.quantity)) {
    return { kind: 'promoCode', countryId: Number(promo.countryId), operatorId: Number(promo.operatorId), quantity: Number(promo.quantity) };
  }
  const stars = value as { kind?: unknown; nonce?: unknown; offeredStars?: unknown } | null;
  if (stars?.kind === 'topUpStars' && typeof stars.nonce === 'string') {
    const offeredStars = Array.isArray(stars.offeredStars) ? stars.offeredStars.filter((c): c is number => Number.isSafeInteger(c)) : [];
    return { kind: 'topUpStars', nonce: stars.nonce, offeredStars };
  }
  const topUp = value as { kind?: unknown; crypto?: unknown; nonce?: unknown; offeredCents?: unknown } | null;
  if (topUp?.kind === 'topUpAmount' && typeof topUp.crypto === 'string' && typeof topUp.nonce === 'string') {
    const offeredCents = Array.isArray(topUp.offeredCents) ? topUp.offeredCents.filter((c): c is number => Number.isSafeInteger(c)) : [];
    return { kind: 'topUpAmount', crypto: topUp.crypto, nonce: topUp.nonce, offeredCents };
  }
  return v?.kind === 'quantity' && Number.isSafeInteger(v.countryId) && Number.isSafeInteger(v.operatorId)
    ? { kind: 'quantity', countryId: Number(v.countryId), operatorId: Number(v.operatorId) }
    : null;
}

/** Takes (deletes) a broadcast preview if it still holds this nonce: its text for the one tap that gets it, else null. */
export async function takeBroadcastPreview(db: Executor, chatId: number, nonce: string): Promise<string | null> {
  const [taken] = await db
    .delete(botConversations)
    .where(and(eq(botConversations.key, stepKey(chatId)), sql`${botConversations.value}->>'kind' = 'broadcastPreview'`, sql`${botConversations.value}->>'nonce' = ${nonce}`))
    .returning({ value: botConversations.value });
  const step = readStep(taken?.value);
  return step?.kind === 'broadcastPreview' ? step.html : null;
}

/**
 * Takes (deletes) a top-up amount step if it still holds this nonce: true for the one update that gets it, false for a
 * second tap, a redelivered update or another process.
 */
export async function takeTopUpStep(db: Executor, chatId: number, nonce: string): Promise<boolean> {
  const taken = await db
    .delete(botConversations)
    .where(and(eq(botConversations.key, stepKey(chatId)), sql`${botConversations.value}->>'nonce' = ${nonce}`))
    .returning({ key: botConversations.key });
  return taken.length > 0;
}
