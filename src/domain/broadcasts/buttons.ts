// The buttons under a broadcast's message: links, and deep links to an operator that carry the broadcast, so an
// open is recorded and what sells after it is the broadcast's (decision 0151).
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type BroadcastButtonValue, operators } from '../../db/schema';
import { DomainError } from '../errors';

export type BroadcastButton = BroadcastButtonValue;

const MAX_ROWS = 4;
const MAX_PER_ROW = 3;
const MAX_TEXT = 40;

const invalid = (reason: string, text?: string) => new DomainError('BROADCAST_BUTTON_INVALID', { reason, ...(text ? { text } : {}) });

function isWebLink(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The rows as stored, or BROADCAST_BUTTON_INVALID (too many, an empty text, a link that is not http(s), an unknown operator). */
export async function checkedButtons(db: Executor, rows: BroadcastButton[][] = []): Promise<BroadcastButton[][]> {
  const kept = rows.filter((row) => row.length > 0);
  if (kept.length > MAX_ROWS || kept.some((row) => row.length > MAX_PER_ROW)) throw invalid('count');
  const out = kept.map((row) =>
    row.map((b): BroadcastButton => {
      const text = b.text.trim();
      if (!text || text.length > MAX_TEXT) throw invalid('text', text);
      if (b.kind === 'url') {
        if (!isWebLink(b.url.trim())) throw invalid('url', text);
        return { kind: 'url', text, url: b.url.trim() };
      }
      if (!Number.isInteger(b.operatorId) || (b.opens !== 'bot' && b.opens !== 'app')) throw invalid('operator', text);
      return { kind: 'operator', text, operatorId: b.operatorId, opens: b.opens };
    }),
  );
  const wanted = out.flat().flatMap((b) => (b.kind === 'operator' ? [b.operatorId] : []));
  if (wanted.length > 0) {
    const found = new Set((await db.select({ id: operators.id }).from(operators).where(inArray(operators.id, wanted))).map((r) => r.id));
    const missing = out.flat().find((b) => b.kind === 'operator' && !found.has(b.operatorId));
    if (missing) throw invalid('operator', missing.text);
  }
  return out;
}

const PAYLOAD = /^bc(\d{1,9})_(\d{1,9})$/;

/** The deep link's payload (`/start` or `startapp`): the broadcast and the operator, within Telegram's 64 characters. */
const broadcastPayload = (broadcastId: number, operatorId: number) => `bc${broadcastId}_${operatorId}`;

/** The broadcast and operator a payload carries, or null when it is not a broadcast's. */
export function readBroadcastPayload(payload: string | null | undefined): { broadcastId: number; operatorId: number } | null {
  const m = payload ? PAYLOAD.exec(payload.trim()) : null;
  return m ? { broadcastId: Number(m[1]), operatorId: Number(m[2]) } : null;
}

/** A Bot API inline keyboard (plain data: the sender passes it as reply_markup). */
export type InlineKeyboardMarkup = { inline_keyboard: { text: string; url: string }[][] };

/**
 * The message's keyboard: links as they are, deep links through t.me to the bot (`start`, the operator's quantity
 * screen) or its Mini App (`startapp`, the shop at the operator). Without the bot's user name (no bot configured yet)
 * a deep link cannot be written: those buttons are left out rather than sent broken.
 */
export function broadcastKeyboard(rows: BroadcastButton[][], broadcastId: number, botUsername: string | null): InlineKeyboardMarkup | undefined {
  const keyboard = rows
    .map((row) =>
      row.flatMap((b) => {
        if (b.kind === 'url') return [{ text: b.text, url: b.url }];
        if (!botUsername) return [];
        const parameter = b.opens === 'app' ? 'startapp' : 'start';
        return [{ text: b.text, url: `https://t.me/${botUsername}?${parameter}=${broadcastPayload(broadcastId, b.operatorId)}` }];
      }),
    )
    .filter((row) => row.length > 0);
  return keyboard.length > 0 ? { inline_keyboard: keyboard } : undefined;
}
