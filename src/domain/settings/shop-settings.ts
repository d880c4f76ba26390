// The shop's settings (name, support contact, unit price, minimum quantity, minimum and maximum deposit, low-stock threshold,
// credit confirmation threshold, referral share): read typed from the settings table with the SPEC §9 defaults, and changed, audited.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { SHOP_SETTING_DEFAULTS, SHOP_SETTING_KEYS, type ShopSettingName, type ShopSettings, type ShopSettingsUpdate } from '../../contracts/settings';
import { DomainError } from '../errors';
import { auditSettingChange, writeSetting } from './settings';

const NAMES = Object.keys(SHOP_SETTING_KEYS) as ShopSettingName[];

/** A stored integer, or the default when missing or unreadable (a hand-edited row never breaks a sale). */
const integerOr = (value: string | undefined, fallback: number, min: number): number => {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value.trim());
  return Number.isSafeInteger(n) && n >= min ? n : fallback;
};

function typed(stored: Map<string, string>): ShopSettings {
  const value = (name: ShopSettingName) => stored.get(SHOP_SETTING_KEYS[name]);
  const d = SHOP_SETTING_DEFAULTS;
  return {
    shopName: value('shopName')?.trim() || d.shopName,
    supportContact: value('supportContact')?.trim() ?? d.supportContact,
    unitPriceMicros: integerOr(value('unitPriceMicros'), d.unitPriceMicros, 1),
    minimumQuantity: integerOr(value('minimumQuantity'), d.minimumQuantity, 1),
    minimumDepositCents: integerOr(value('minimumDepositCents'), d.minimumDepositCents, 1),
    maximumDepositCents: integerOr(value('maximumDepositCents'), d.maximumDepositCents, 1),
    lowStockThreshold: integerOr(value('lowStockThreshold'), d.lowStockThreshold, 0),
    creditConfirmationThresholdCents: integerOr(value('creditConfirmationThresholdCents'), d.creditConfirmationThresholdCents, 1),
    referralShareBasisPoints: Math.min(integerOr(value('referralShareBasisPoints'), d.referralShareBasisPoints, 0), 10_000),
    supportAutoCloseDays: integerOr(value('supportAutoCloseDays'), d.supportAutoCloseDays, 1),
  };
}

async function storedValues(db: Executor, keys: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * The one reader of the shop settings, all in one query. Read where each rule lives, at each use (a change applies
 * to the next sale or deposit): the purchase engine (unit price, minimum quantity, through getSaleSettings), deposits
 * (minimum deposit), the back office's credit dialog (confirmation threshold); the low-stock threshold, the support
 * contact and the shop name are for the Mini App and the bot, to come.
 */
export async function getShopSettings(db: Executor): Promise<ShopSettings> {
  return typed(await storedValues(db, Object.values(SHOP_SETTING_KEYS)));
}

export type SaleSettings = Pick<ShopSettings, 'unitPriceMicros' | 'minimumQuantity'>;

/** The sale settings (the purchase engine, the bell's "under the minimum order"): the same reader, the two of them. */
export async function getSaleSettings(db: Executor): Promise<SaleSettings> {
  const { unitPriceMicros, minimumQuantity } = await getShopSettings(db);
  return { unitPriceMicros, minimumQuantity };
}

/**
 * Changes some shop settings (values already checked and normalised by shopSettingsUpdateSchema), in the caller's
 * transaction: each value that differs is stored and audited ('setting.update': the key, old and new value, the admin).
 */
export async function saveShopSettings(tx: Executor, changes: ShopSettingsUpdate, actorUserId: number | null): Promise<ShopSettings> {
  const names = NAMES.filter((name) => changes[name] !== undefined);
  const before = await storedValues(tx, names.map((name) => SHOP_SETTING_KEYS[name]));
  for (const name of names) {
    const key = SHOP_SETTING_KEYS[name];
    const value = changes[name] as string;
    const old = before.get(key) ?? null;
    if (old === value) continue;
    await writeSetting(tx, key, value);
    await auditSettingChange(tx, key, old, value, { actorUserId });
  }
  const saved = await getShopSettings(tx);
  // Limits that cross would refuse every deposit: the caller's transaction is rolled back.
  if (saved.maximumDepositCents < saved.minimumDepositCents) {
    throw new DomainError('DEPOSIT_LIMITS_CROSSED', { minimumCents: saved.minimumDepositCents, maximumCents: saved.maximumDepositCents });
  }
  return saved;
}
