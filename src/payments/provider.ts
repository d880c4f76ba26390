// The one interface every payment provider implements: what the bot, the webhooks and the reconciliation job ask of it.
import type { IncomingHttpHeaders } from 'node:http';
import { SELF_SETTLING_PROVIDERS } from '../domain/wallet/deposits';
import type { PaymentState } from '../domain/wallet/payment-state';

export const PAYMENT_PROVIDERS = SELF_SETTLING_PROVIDERS;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** A deposit no provider handles: recorded pending, approved or rejected by an admin. */
export const MANUAL_PROVIDER = 'manual';

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

export type { PaymentState } from '../domain/wallet/payment-state';

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

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** The coins the customer can choose from, as the provider's configuration allows. */
  cryptos(): Promise<CryptoChoice[]>;
  /** Asks the provider for a payment of `amountCents` euros in `crypto`, with our deposit id attached. */
  createPayment(input: { depositId: number; amountCents: number; crypto: string; description: string }): Promise<CreatedPayment>;
  /** The payment's state as the provider reports it now. A provider out of reach throws (the caller retries). */
  fetchPayment(providerPaymentId: string): Promise<PaymentState>;
  webhook: {
    /** The signature check over the raw bytes as received; false without a configured secret. */
    verify(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<boolean>;
    /** Reads what the delivery is about; null for a body that names no payment (a test ping), answered 200. */
    parse(rawBody: Buffer): WebhookNotice | null;
  };
};

/** A provider's HTTP API answered with an error or could not be reached: transient for a webhook (answered 5xx). */
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

/** How long a provider has to answer one request before the shop gives up on it (and a webhook answers 503). */
const PROVIDER_TIMEOUT_MS = 15_000;

/** What went wrong with a request that got no answer: fetch's own message ("fetch failed") says nothing without its cause. */
function failureOf(error: unknown): string {
  const { message, cause } = error as { message?: string; cause?: { code?: string; message?: string } };
  return [message, cause?.code, cause?.message].filter(Boolean).join(': ');
}

/** The request timed out (PROVIDER_TIMEOUT_MS): the provider may have received it and be working on it. */
const timedOut = (error: unknown) => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * One request to a provider's API, answered as JSON, or a ProviderUnavailableError. A request that got no answer (a
 * network error, not an HTTP answer) is tried once more after a short pause: a webhook burst on a busy shop can keep the
 * connection from being made in time, and a kept-alive connection the provider had already closed fails at once
 * (seen in CI as an invoice refused right after a burst), and answering 503 for it makes the provider wait minutes to
 * retry or tells the customer the payment service is down. A write (creating an invoice or a payment) is not sent again
 * after a time-out, which it may have reached; after a lost connection it is, and at worst the provider keeps one more
 * unpaid invoice that expires: the deposit records one payment id, so the customer is never asked to pay twice.
 */
export async function providerRequest<T>(
  provider: PaymentProviderName,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const label = `${method} ${new URL(url).pathname}`;
  let response: Response | undefined;
  for (let attempt = 1; !response; attempt++) {
    try {
      response = await fetch(url, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      if (attempt >= 2 || (method !== 'GET' && timedOut(error))) throw new ProviderUnavailableError(provider, `${label}: ${failureOf(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ProviderUnavailableError(provider, `${label}: HTTP ${response.status} ${text.slice(0, 200)}`, response.status);
  }
  return (await response.json()) as T;
}

