// Which payment providers the shop has: built from the current settings on each use, so a saved change counts at once.
import type { PaymentEnv } from '../config';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { type CryptoChoice, PAYMENT_PROVIDERS, type PaymentProvider, type PaymentProviderName } from './provider';
import { isConfigured, type ProviderSettings, readProviderSettings } from './settings';

/** Makes a provider from its settings (src/payments/<provider>.ts). */
export type ProviderFactories = Partial<{ [N in PaymentProviderName]: (settings: ProviderSettings[N]) => PaymentProvider }>;

export type PaymentProviders = {
  /** The provider customers pay through now: BTCPay when configured, else NOWPayments, else none (manual deposits). */
  active(): Promise<PaymentProvider | null>;
  /** A configured provider by name (webhooks and reconciliation reach the provider a deposit was made with). */
  get(name: string): Promise<PaymentProvider | null>;
  /** Every provider with a webhook path, configured or not: their routes exist and refuse calls while unconfigured. */
  webhookProviders(): Array<{ name: PaymentProviderName; path: string }>;
  /** Asks a provider, built afresh from the current settings (no cached answer), for its payment methods. */
  probe(name: PaymentProviderName): Promise<CryptoChoice[]>;
};

export function paymentProviders(db: Db, env: PaymentEnv, factories: ProviderFactories): PaymentProviders {
  // One provider object per settings snapshot, so a provider's own caches (its coin list) survive between calls.
  let cache: { key: string; built: Map<PaymentProviderName, PaymentProvider> } | undefined;
  const configured = async (): Promise<Map<PaymentProviderName, PaymentProvider>> => {
    const settings = await readProviderSettings(db, env);
    const key = JSON.stringify(settings);
    if (cache?.key === key) return cache.built;
    const built = new Map<PaymentProviderName, PaymentProvider>();
    for (const name of PAYMENT_PROVIDERS) {
      const factory = factories[name] as ((s: ProviderSettings[typeof name]) => PaymentProvider) | undefined;
      if (factory && isConfigured(name, settings)) built.set(name, factory(settings[name]));
    }
    cache = { key, built };
    return built;
  };
  return {
    async active() {
      const built = await configured();
      return built.get('btcpay') ?? built.get('nowpayments') ?? null;
    },
    async get(name) {
      return (await configured()).get(name as PaymentProviderName) ?? null;
    },
    async probe(name) {
      const settings = await readProviderSettings(db, env);
      const factory = factories[name] as ((s: ProviderSettings[typeof name]) => PaymentProvider) | undefined;
      if (!factory || !isConfigured(name, settings)) throw new DomainError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: name });
      return factory(settings[name]).cryptos();
    },
    webhookProviders: () => PAYMENT_PROVIDERS.filter((name) => factories[name]).map((name) => ({ name, path: `/webhooks/${name}` })),
  };
}
