// A payment provider's delivery (webhook, IPN), its signature checked by its adapter: logged once by its key, then the
// payment re-fetched from the provider and applied to the deposit. The HTTP route only hands over the bytes.
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentDeliveries } from '../../db/schema';
import { applyPaymentState, type DepositProgress } from './deposit-progress';
import { findDeposit, recordRepeatPayment } from './deposits';
import type { PaymentGateway, WebhookNotice } from './payment-gateway';
import type { PaymentGateways } from './payment-gateways';

/**
 * What became of a delivery: how its deposit moved, or duplicate (handled already), unknown_payment, ignored (it names
 * no payment: a provider's test ping), unreadable (bytes the adapter cannot read), unconfigured (the provider is not).
 */
export type DeliveryOutcome = DepositProgress | 'duplicate' | 'unknown_payment' | 'ignored' | 'unreadable' | 'unconfigured';

/** Whether the delivery carries the provider's signature over exactly these bytes; an unconfigured provider signs nothing. */
export async function isSignedDelivery(payments: PaymentGateways, provider: string, rawBody: Buffer, headers: IncomingHttpHeaders): Promise<boolean> {
  const gateway = await payments.get(provider);
  return gateway != null && (await gateway.webhook.verify(rawBody, headers));
}

/**
 * Handles one delivery whose signature was checked. A delivery already handled (same key) costs one insert and is
 * answered at once; one recorded but not handled (the provider was unreachable, the process died) is handled again.
 * The body's figures are never used: the provider's API is asked. A provider out of reach throws
 * ProviderUnavailableError (the route answers 503 and the provider retries).
 */
export async function handleDelivery(
  db: Db,
  payments: PaymentGateways,
  provider: string,
  rawBody: Buffer,
): Promise<{ outcome: DeliveryOutcome; notice: WebhookNotice | null }> {
  const gateway = await payments.get(provider);
  if (!gateway) return { outcome: 'unconfigured', notice: null };
  let notice: WebhookNotice | null;
  try {
    notice = gateway.webhook.parse(rawBody);
  } catch {
    return { outcome: 'unreadable', notice: null };
  }
  if (!notice) return { outcome: 'ignored', notice };
  const deliveryId = await recordDelivery(db, gateway.name, rawBody, notice);
  if (deliveryId == null) return { outcome: 'duplicate', notice };
  const outcome = await settleNotice(db, gateway, notice);
  await db
    .update(paymentDeliveries)
    .set({ processedAt: sql`now()`, outcome })
    .where(eq(paymentDeliveries.id, deliveryId));
  return { outcome, notice };
}

/** The delivery's row id when it still has to be handled; null when a delivery with its key was handled already. */
async function recordDelivery(db: Db, provider: string, rawBody: Buffer, notice: WebhookNotice): Promise<number | null> {
  const [inserted] = await db
    .insert(paymentDeliveries)
    .values({
      provider,
      deliveryKey: notice.deliveryKey,
      providerPaymentId: notice.providerPaymentId,
      event: notice.event,
      rawBody: rawBody.toString('utf8'),
    })
    .onConflictDoNothing({ target: [paymentDeliveries.provider, paymentDeliveries.deliveryKey] })
    .returning({ id: paymentDeliveries.id });
  if (inserted) return inserted.id;
  const [earlier] = await db
    .select({ id: paymentDeliveries.id, processedAt: paymentDeliveries.processedAt })
    .from(paymentDeliveries)
    .where(and(eq(paymentDeliveries.provider, provider), eq(paymentDeliveries.deliveryKey, notice.deliveryKey)));
  return earlier && earlier.processedAt == null ? earlier.id : null;
}

/**
 * The payment's state as the provider reports it. Deliveries of one payment arriving together (a provider's burst of
 * retries, or several events at once) share one call in flight: a thousand duplicates cost the provider one request,
 * not a thousand (which, on a busy machine, ran past the provider's timeout and answered 503).
 */
const fetching = new Map<string, ReturnType<PaymentGateway['fetchPayment']>>();
function fetchPaymentOnce(provider: PaymentGateway, paymentId: string): ReturnType<PaymentGateway['fetchPayment']> {
  const key = `${provider.name}:${paymentId}`;
  const inFlight = fetching.get(key);
  if (inFlight) return inFlight;
  const call = provider.fetchPayment(paymentId).finally(() => fetching.delete(key));
  fetching.set(key, call);
  return call;
}

async function settleNotice(db: Db, provider: PaymentGateway, notice: WebhookNotice): Promise<DeliveryOutcome> {
  if (notice.providerPaymentId == null) return 'ignored';
  const paymentId = notice.providerPaymentId;
  let deposit = await findDeposit(db, { provider: provider.name, providerPaymentId: paymentId });
  if (!deposit && notice.depositId != null) {
    // The provider answered faster than we recorded its payment id: the deposit it names, if it is that provider's.
    const named = await findDeposit(db, { depositId: notice.depositId });
    if (named && named.provider === provider.name && named.providerPaymentId == null) deposit = named;
  }
  if (!deposit && notice.parentPaymentId != null) {
    const parent = await findDeposit(db, { provider: provider.name, providerPaymentId: notice.parentPaymentId });
    if (!parent) return 'unknown_payment';
    const state = await fetchPaymentOnce(provider, paymentId);
    await recordRepeatPayment(db, parent, {
      providerPaymentId: paymentId,
      paidCents: state.paidCents ?? 0,
      paidAmount: state.paidAmount ?? null,
      providerStatus: state.providerStatus,
    });
    return 'review';
  }
  if (!deposit) return 'unknown_payment';
  const state = await fetchPaymentOnce(provider, paymentId);
  return applyPaymentState(db, deposit, state);
}
