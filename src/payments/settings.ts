// Each provider's settings: the back office's saved values over the environment's, read when used (a change counts at once in every process).
import { eq } from 'drizzle-orm';
import type { PaymentEnv } from '../config';
import type { Db, Executor } from '../db/client';
import { paymentProviderSettings } from '../db/schema';
import type { PaymentProviderName } from './provider';

export type BtcpaySettings = { url?: string; apiKey?: string; storeId?: string; webhookSecret?: string };
export type NowpaymentsSettings = { apiUrl?: string; apiKey?: string; ipnSecret?: string };
export type ProviderSettings = { btcpay: BtcpaySettings; nowpayments: NowpaymentsSettings };

/** The fields of each provider, and which are secrets (stored, never returned in full). */
export const PROVIDER_FIELDS = {
  btcpay: { url: false, apiKey: true, storeId: false, webhookSecret: true },
  nowpayments: { apiUrl: false, apiKey: true, ipnSecret: true },
} as const satisfies Record<PaymentProviderName, Record<string, boolean>>;

/** NOWPayments' public API; a self-hosted proxy or a test stand-in replaces it with NOWPAYMENTS_API_URL. */
export const NOWPAYMENTS_DEFAULT_API_URL = 'https://api.nowpayments.io/v1';

/** What the environment says, overridden field by field by what an admin saved (an empty saved value clears it). */
export async function readProviderSettings(db: Executor, env: PaymentEnv): Promise<ProviderSettings> {
  const rows = await db.select().from(paymentProviderSettings);
  const saved = Object.fromEntries(rows.map((r) => [r.provider, r.settings])) as Partial<Record<PaymentProviderName, Record<string, string>>>;
  const merge = <T extends Record<string, string | undefined>>(fromEnv: T, stored: Record<string, string> | undefined): T => {
    const out: Record<string, string | undefined> = { ...fromEnv };
    for (const [key, value] of Object.entries(stored ?? {})) out[key] = value === '' ? undefined : value;
    return out as T;
  };
  return { btcpay: merge(env.btcpay, saved.btcpay), nowpayments: merge(env.nowpayments, saved.nowpayments) };
}

/** Saves some fields of one provider (the others keep their saved or environment value); '' clears a saved field. */
export async function saveProviderSettings(db: Db, provider: PaymentProviderName, fields: Record<string, string>, actorUserId: number | null): Promise<void> {
  const allowed = PROVIDER_FIELDS[provider] as Record<string, boolean>;
  const clean = Object.fromEntries(Object.entries(fields).filter(([key]) => key in allowed).map(([k, v]) => [k, v.trim()]));
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(paymentProviderSettings).where(eq(paymentProviderSettings.provider, provider)).for('update');
    const settings = { ...(row?.settings ?? {}), ...clean };
    await tx
      .insert(paymentProviderSettings)
      .values({ provider, settings, updatedBy: actorUserId })
      .onConflictDoUpdate({ target: paymentProviderSettings.provider, set: { settings, updatedAt: new Date(), updatedBy: actorUserId } });
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
