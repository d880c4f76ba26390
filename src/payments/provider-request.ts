// One request to a provider's HTTP API, shared by the adapters: a time-out, one retry of a lost connection, and
// ProviderUnavailableError (the wallet's word for a provider out of reach) for anything but a JSON answer.
import { type PaymentProviderName, ProviderUnavailableError } from '../domain/wallet/payment-gateway';

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

