// A customer's referral code: the `ref_<code>` of their /start link, made once, the first time they need it.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { referralCodes } from '../../db/schema';

/** Lowercase letters and digits without look-alikes (no 0 o 1 l i): 10 characters ≈ 50 bits, not guessable. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** What follows /start in a referral link: `ref_` and the code (Telegram's start parameter allows [A-Za-z0-9_-]). */
export const REFERRAL_PAYLOAD_PREFIX = 'ref_';
const PAYLOAD = /^ref_([a-z0-9]{4,32})$/;

/** The code carried by a /start payload, or null when the payload is not a referral link. */
export function codeOfStartPayload(payload: string | undefined | null): string | null {
  const match = PAYLOAD.exec((payload ?? '').trim().toLowerCase());
  return match ? match[1] : null;
}

const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The customer's code, made on first use. Two screens opened at once make one code (the user id is the key); a code
 * already taken by someone else (about 1 in 10^15) is drawn again.
 */
export async function referralCodeOf(db: Executor, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing();
  }
  throw new Error(`no referral code could be made for user ${userId}`);
}

/** The user a code belongs to, or null. */
export async function referrerOfCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code));
  return row?.userId ?? null;
}
