// Which payment providers the shop has: the adapters src/main.ts gives, each built from the current settings on each
// use, so a saved change counts at once.
import type { PaymentEnv } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../errors';
import { type CryptoChoice, PAYMENT_PROVIDERS, type PaymentAdapters, type PaymentGateway, type PaymentProviderName, type ProviderSettings } from './payment-gateway';
import { isConfigured, readProviderSettings } from './payment-settings';

export type PaymentGateways = {
  /** The provider customers pay through now: BTCPay when configured, else NOWPayments, else none (manual deposits). */
  active(): Promise<PaymentGateway | null>;
  /** A configured provider by name (webhooks and reconciliation reach the provider a deposit was made with). */
  get(name: string): Promise<PaymentGateway | null>;
  /** Every provider with a webhook path, configured or not: their routes exist and refuse calls while unconfigured. */
  webhookProviders(): Array<{ name: PaymentProviderName; path: string }>;
  /** Asks a provider, built afresh from the current settings (no cached answer), for its payment methods. */
  probe(name: PaymentProviderName): Promise<CryptoChoice[]>;
};

export function paymentGateways(db: Db, env: PaymentEnv, adapters: PaymentAdapters): PaymentGateways {
  // One provider object per settings snapshot, so a provider's own caches (its coin list) survive between calls.
  let cache: { key: string; built: Map<PaymentProviderName, PaymentGateway> } | undefined;
  const configured = async (): Promise<Map<PaymentProviderName, PaymentGateway>> => {
    const settings = await readProviderSettings(db, env);
    const key = JSON.stringify(settings);
    if (cache?.key === key) return cache.built;
    const built = new Map<PaymentProviderName, PaymentGateway>();
    for (const name of PAYMENT_PROVIDERS) {
      const adapter = adapters[name] as ((s: ProviderSettings[typeof name]) => PaymentGateway) | undefined;
      if (adapter && isConfigured(name, settings)) built.set(name, adapter(settings[name]));
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
      const adapter = adapters[name] as ((s: ProviderSettings[typeof name]) => PaymentGateway) | undefined;
      if (!adapter || !isConfigured(name, settings)) throw new DomainError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: name });
      return adapter(settings[name]).cryptos();
    },
    webhookProviders: () => PAYMENT_PROVIDERS.filter((name) => adapters[name]).map((name) => ({ name, path: `/webhooks/${name}` })),
  };
}
