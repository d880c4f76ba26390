// Erasing a number on request (data protection): out of every numlist's stock, onto the suppression list, audited.
import type { Executor } from '../../db/client';
import { recordAudit } from '../audit/record';
import { toE164 } from './phone-numbers';
import { parseOneNumber, suppressBatch } from './suppressions';

/**
 * One transaction: the number leaves all stock (counts moved), is suppressed so no import brings it back, and the
 * audit log records who erased it. Numbers already delivered to buyers are part of those orders and are not rewritten.
 */
export async function eraseNumber(
  db: Executor,
  input: { number: string; countryCode?: string | null; reason: string },
  actorUserId: number | null,
): Promise<{ number: string; removedFromNumlists: number; suppressed: true }> {
  const digits = parseOneNumber(input.number, input.countryCode);
  return db.transaction(async (tx) => {
    const r = await suppressBatch(tx, [digits], input.reason, actorUserId);
    await recordAudit(tx, {
      actorUserId,
      action: 'number.erase',
      entityType: 'number',
      entityId: toE164(digits),
      details: { numlists: [...r.perNumlist.keys()], removedFromStock: r.removedFromStock, reason: input.reason },
    });
    return { number: toE164(digits), removedFromNumlists: r.perNumlist.size, suppressed: true as const };
  });
}
