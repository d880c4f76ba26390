// Each provider's settings: the back office's saved values over the environment's, read when used (a change counts at once in every process).
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { paymentProviderSettings } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { NOWPAYMENTS_DEFAULT_API_URL, type PaymentProviderName, type ProviderSettings } from './payment-gateway';

/** A payment provider's settings as the environment gives them; the back office's saved values override each one. */
export type PaymentEnv = {
  btcpay: { url?: string; apiKey?: string; storeId?: string; webhookSecret?: string };
  nowpayments: { apiUrl?: string; apiKey?: string; ipnSecret?: string };
};

/** The fields of each provider, and which are secrets (stored, never returned in full). */
const PROVIDER_FIELDS = {
  btcpay: { url: false, storeId: false, apiKey: true, webhookSecret: true },
  nowpayments: { apiUrl: false, apiKey: true, ipnSecret: true },
} as const satisfies Record<PaymentProviderName, Record<string, boolean>>;

type SavedSettings = Partial<Record<PaymentProviderName, Record<string, string>>>;

async function savedSettings(db: Executor): Promise<SavedSettings> {
  const rows = await db.select().from(paymentProviderSettings);
  return Object.fromEntries(rows.map((r) => [r.provider, r.settings])) as SavedSettings;
}

/** What the environment says, overridden field by field by what an admin saved (an empty saved value clears it). */
export async function readProviderSettings(db: Executor, env: PaymentEnv): Promise<ProviderSettings> {
  const saved = await savedSettings(db);
  const merge = <T extends Record<string, string | undefined>>(fromEnv: T, stored: Record<string, string> | undefined): T => {
    const out: Record<string, string | undefined> = { ...fromEnv };
    for (const [key, value] of Object.entries(stored ?? {})) out[key] = value === '' ? undefined : value;
    return out as T;
  };
  return { btcpay: merge(env.btcpay, saved.btcpay), nowpayments: merge(env.nowpayments, saved.nowpayments) };
}

/** A secret as the back office may show it: its last four characters, enough to tell two keys apart. */
const maskSecret = (value: string) => `•••• ${value.length > 12 ? value.slice(-4) : ''}`.trim();

export type ProviderFieldView = { name: string; secret: boolean; value: string | null; source: 'saved' | 'env' | 'default' | 'none' };

/** Each field of a provider as an admin sees it: the value in use (secrets masked) and where it comes from. */
export async function describeProviderFields(db: Executor, env: PaymentEnv, provider: PaymentProviderName): Promise<ProviderFieldView[]> {
  const saved = (await savedSettings(db))[provider] ?? {};
  const fromEnv = env[provider] as Record<string, string | undefined>;
  return Object.entries(PROVIDER_FIELDS[provider]).map(([name, secret]) => {
    const stored = saved[name];
    // A saved '' clears the environment's value too (readProviderSettings); NOWPayments' address then has its default.
    const [value, source]: [string | null, ProviderFieldView['source']] = stored
      ? [stored, 'saved']
      : stored === undefined && fromEnv[name]
        ? [fromEnv[name] as string, 'env']
        : name === 'apiUrl'
          ? [NOWPAYMENTS_DEFAULT_API_URL, 'default']
          : [null, 'none'];
    return { name, secret, value: value && secret ? maskSecret(value) : value, source };
  });
}

/**
 * Saves some fields of one provider (the others keep their saved or environment value); '' clears a field. Audited
 * with the names of the fields changed, never their values.
 */
export async function saveProviderSettings(db: Db, provider: PaymentProviderName, fields: Record<string, string | undefined>, actorUserId: number | null): Promise<void> {
  const allowed = PROVIDER_FIELDS[provider] as Record<string, boolean>;
  const clean = Object.fromEntries(
    Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[0] in allowed && typeof entry[1] === 'string')
      .map(([k, v]) => [k, v.trim()]),
  );
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.provider, provider)).for('update');
    const before = row?.settings ?? {};
    const changed = Object.keys(clean).filter((key) => before[key] !== clean[key]);
    if (changed.length === 0) return;
    const settings = { ...before, ...clean };
    await tx
      .insert(paymentProviderSettings)
      .values({ provider, settings, updatedBy: actorUserId })
      .onConflictDoUpdate({ target: paymentProviderSettings.provider, set: { settings, updatedAt: new Date(), updatedBy: actorUserId } });
    await recordAudit(tx, { actorUserId, action: 'payment_settings.update', entityType: 'payment_provider', entityId: provider, details: { fields: changed } });
  });
}

/** A provider is usable once every field it needs is set (the URL of NOWPayments has a default). */
export function isConfigured(provider: PaymentProviderName, settings: ProviderSettings): boolean {
  if (provider === 'btcpay') {
    const s = settings.btcpay;
    return Boolean(s.url && s.apiKey && s.storeId && s.webhookSecret);
  }
  const s = settings.nowpayments;
  return Boolean(s.apiKey && s.ipnSecret);
}
