// The port through which the wallet reaches a payment provider: what a top-up, a provider's delivery, the
// reconciliation job and an admin's approval ask of it. Each provider is an adapter in src/payments/<provider>.ts
// implementing PaymentGateway; src/main.ts hands the adapters to the registry (payment-gateways.ts).
import type { IncomingHttpHeaders } from 'node:http';
import { PAYMENT_PROVIDER_NAMES } from '../../contracts/payments';
import type { PaymentState } from './payment-state';

export type { PaymentState } from './payment-state';

export const PAYMENT_PROVIDERS = PAYMENT_PROVIDER_NAMES;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** A deposit no provider handles: recorded pending, approved or rejected by an admin. */
export const MANUAL_PROVIDER = 'manual';
export { STARS_PROVIDER } from '../../contracts/payments';

/** A coin (or coin on a network) the customer may pay with, as the provider names it: BTC, LTC, USDTTRC20, BTC-LightningNetwork. */
export type CryptoChoice = { code: string; label: string };

/** How to pay one payment method of a payment (BTCPay offers several per invoice; NOWPayments one). */
export type PaymentMethodInstructions = {
  /** The provider's code of the coin, shown to the customer. */
  crypto: string;
  address: string;
  /** The exact crypto amount to send, as decimal text (never a float). */
  amount: string;
  /** Memo / destination tag (XRP, XLM, …): shown as prominently as the address. */
  extraId: string | null;
  /** A wallet URI (bitcoin:…?amount=…) for the QR code; null when the coin has no URI scheme. */
  paymentUri: string | null;
};

/** What the provider answered when asked for a payment. */
export type CreatedPayment = {
  providerPaymentId: string;
  /** The customer's chosen method first. */
  methods: PaymentMethodInstructions[];
  /** A hosted checkout page (BTCPay), else null. */
  checkoutUrl: string | null;
  expiresAt: Date | null;
  /** The provider's status word at creation (New, waiting). */
  providerStatus: string;
};

/** One webhook call, once its signature is checked: what it is about. The body's amounts are never used. */
export type WebhookNotice = {
  /** Unique per delivery: a repeated delivery has the same key. */
  deliveryKey: string;
  event: string;
  providerPaymentId: string | null;
  /** NOWPayments: a payment repeating an earlier one to the same address. */
  parentPaymentId?: string | null;
  /** Our deposit id, when the provider echoes it (BTCPay metadata, NOWPayments order_id). */
  depositId?: number | null;
};

export type PaymentGateway = {
  readonly name: PaymentProviderName;
  /** The coins the customer can choose from, as the provider's configuration allows. */
  cryptos(): Promise<CryptoChoice[]>;
  /** Asks the provider for a payment of `amountCents` euros in `crypto`, with our deposit id attached. */
  createPayment(input: { depositId: number; amountCents: number; crypto: string; description: string }): Promise<CreatedPayment>;
  /** The payment's state as the provider reports it now. A provider out of reach throws ProviderUnavailableError. */
  fetchPayment(providerPaymentId: string): Promise<PaymentState>;
  webhook: {
    /** The signature check over the raw bytes as received; false without a configured secret. */
    verify(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<boolean>;
    /** Reads what the delivery is about; null for a body that names no payment (a test ping). Throws on unreadable bytes. */
    parse(rawBody: Buffer): WebhookNotice | null;
  };
};

/** A provider's API answered with an error or could not be reached: transient (a webhook answers 5xx, a top-up fails). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** Each provider's settings, the environment's overridden by what an admin saved (payment-settings.ts). */
export type BtcpaySettings = { url?: string; apiKey?: string; storeId?: string; webhookSecret?: string };
export type NowpaymentsSettings = { apiUrl?: string; apiKey?: string; ipnSecret?: string };
export type ProviderSettings = { btcpay: BtcpaySettings; nowpayments: NowpaymentsSettings };

/** NOWPayments' public API; a self-hosted proxy or a test stand-in replaces it with NOWPAYMENTS_API_URL. */
export const NOWPAYMENTS_DEFAULT_API_URL = 'https://api.nowpayments.io/v1';

/**
 * The adapters the shop has, each making its gateway from its settings (src/payments/<provider>.ts), listed once in
 * src/main.ts (tests: tests/support/app.ts).
 */
export type PaymentAdapters = Partial<{ [N in PaymentProviderName]: (settings: ProviderSettings[N]) => PaymentGateway }>;
