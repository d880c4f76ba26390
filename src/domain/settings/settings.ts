// Shop settings (texts, menu switches, channel links, prices, display orders): read, and written with per-key rules.
import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { SETTING_KEYS } from '../../contracts/settings';
import { ABUSE_RULES_KEY } from '../../contracts/abuse';
import { recordAudit } from '../audit/record';
import { parseOrderKey, parseOrderValue, setDisplayOrder } from './display-order';
import { DomainError } from '../errors';

export type Setting = typeof settings.$inferSelect;

/** Secrets (bot token, provider keys) have their own pages: never saved through the generic endpoint, never listed in full. */
const SECRET_KEY = /token|secret|password|api[_-]?key/i;
export const isSecretSetting = (key: string): boolean => SECRET_KEY.test(key);

export async function listSettings(db: Executor): Promise<Setting[]> {
  return db.select().from(settings).orderBy(asc(settings.key));
}

export async function getSettingValue(db: Executor, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/** Who changes a setting: the signed-in admin (null for a change made by the system). */
export type SettingActor = { actorUserId: number | null };

/** Audits one change of a setting: the key, old and new value (a secret's values never written), the admin. */
export async function auditSettingChange(tx: Executor, key: string, old: string | null, value: string, actor: SettingActor): Promise<void> {
  if (old === value) return;
  const secret = isSecretSetting(key);
  await recordAudit(tx, {
    actorUserId: actor.actorUserId,
    action: 'setting.update',
    entityType: 'setting',
    entityId: key,
    details: secret ? { key, changed: true } : { key, old, new: value },
  });
}

/**
 * Removes a setting so its reader's default applies again (e.g. the bot's built-in welcome), audited. Nothing to
 * remove is not an error.
 */
export async function removeSetting(db: Db, key: string, actor: SettingActor): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(settings).where(eq(settings.key, key)).returning({ value: settings.value });
    if (!removed.length) return;
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: 'setting.remove',
      entityType: 'setting',
      entityId: key,
      details: isSecretSetting(key) ? { key } : { key, old: removed[0].value },
    });
  });
}

/** Stores one setting's value; its description is kept when none is given. */
export async function writeSetting(tx: Executor, key: string, value: string, description?: string): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value, description: description ?? null })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: new Date(), ...(description !== undefined ? { description } : {}) },
    });
}

/** Settings saved through their own call, with its checks: the manual top-up switch, the Stars settings (and the Stars
 *  reconciliation's place in Telegram's list, the shop's own), the anti-abuse rules (decision 0142). */
const RESERVED_KEYS = new Set<string>([
  ABUSE_RULES_KEY,
  SETTING_KEYS.manualTopUpsEnabled,
  SETTING_KEYS.starsEnabled,
  SETTING_KEYS.starValueMicroEuros,
  SETTING_KEYS.starsMinimumPerPayment,
  SETTING_KEYS.starsMaximumPerPayment,
  SETTING_KEYS.starTransactionsRead,
]);

/**
 * Creates or updates a setting (POST /api/settings), its value already checked by the key's rule (contracts/settings.ts),
 * audited. The description is kept when none is given. Display orders (continents_order, countries_order_*,
 * operators_order_*) go through the order rules; secrets and the manual top-up switch (its own call checks the
 * instructions) are refused here (SETTING_RESERVED).
 */
export async function saveSetting(db: Db, input: { key: string; value: string; description?: string }, actor: SettingActor): Promise<Setting> {
  if (isSecretSetting(input.key) || RESERVED_KEYS.has(input.key)) throw new DomainError('SETTING_RESERVED', { key: input.key });
  return db.transaction(async (tx) => {
    const old = await getSettingValue(tx, input.key);
    if (parseOrderKey(input.key)) {
      await setDisplayOrder(tx, input.key, parseOrderValue(input.value));
    } else {
      await writeSetting(tx, input.key, input.value, input.description);
    }
    const [row] = await tx.select().from(settings).where(eq(settings.key, input.key));
    await auditSettingChange(tx, input.key, old, row.value, actor);
    return row;
  });
}

/** POST /api/settings/order: a display order (unknown entries dropped), audited like any setting. */
export async function saveDisplayOrder(db: Db, key: string, values: Array<string | number>, actor: SettingActor): Promise<Array<string | number>> {
  return db.transaction(async (tx) => {
    const old = await getSettingValue(tx, key);
    const saved = await setDisplayOrder(tx, key, values);
    await auditSettingChange(tx, key, old, (await getSettingValue(tx, key)) ?? JSON.stringify(saved), actor);
    return saved;
  });
}
