// A customer's crypto top-up: the deposit first, then the provider's payment for it, tied together (or failed).
import type { Db } from '../../db/client';
import { DomainError } from '../errors';
import { manualTopUpsEnabled } from '../settings/language-texts';
import { attachProviderPayment, createDeposit, type Deposit, failDeposit } from './deposits';
import { type CreatedPayment, MANUAL_PROVIDER, ProviderUnavailableError } from './payment-gateway';
import type { PaymentGateways } from './payment-gateways';

export type TopUp = {
  deposit: Deposit;
  /** How to pay; null for a manual deposit (no provider configured: an admin approves it). */
  payment: CreatedPayment | null;
};

/**
 * Starts a top-up of `amountCents` in `crypto`. The deposit is recorded before the provider is asked, so the provider's
 * payment carries our deposit id and a webhook arriving at once finds it. Below the minimum: DEPOSIT_TOO_SMALL (nothing
 * recorded). Without a provider and with manual top-ups off: MANUAL_TOPUPS_DISABLED. A provider that refuses or is unreachable: the deposit is marked failed and PAYMENT_PROVIDER_UNAVAILABLE.
 */
export async function startTopUp(db: Db, payments: PaymentGateways, input: { userId: number; crypto: string; amountCents: number }): Promise<TopUp> {
  const provider = await payments.active();
  if (!provider) {
    // Manual top-ups only where the owner turned them on, with the instructions customers need (decision 0125).
    if (!(await manualTopUpsEnabled(db))) throw new DomainError('MANUAL_TOPUPS_DISABLED');
    const { deposit } = await createDeposit(db, { userId: input.userId, provider: MANUAL_PROVIDER, crypto: input.crypto, amountCents: input.amountCents });
    return { deposit, payment: null };
  }
  const { deposit } = await createDeposit(db, { userId: input.userId, provider: provider.name, crypto: input.crypto, amountCents: input.amountCents });
  let payment: CreatedPayment;
  try {
    payment = await provider.createPayment({ depositId: deposit.id, amountCents: input.amountCents, crypto: input.crypto, description: `Deposit #${deposit.id}` });
  } catch (error) {
    await failDeposit(db, { depositId: deposit.id, reason: 'provider_unavailable' });
    if (error instanceof ProviderUnavailableError) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', { provider: provider.name });
    throw error;
  }
  const [method] = payment.methods;
  const attached = await attachProviderPayment(db, deposit.id, {
    providerPaymentId: payment.providerPaymentId,
    crypto: method?.crypto ?? input.crypto,
    payAddress: method?.address ?? null,
    payAmount: method?.amount ?? null,
    payExtraId: method?.extraId ?? null,
    paymentUri: method?.paymentUri ?? null,
    checkoutUrl: payment.checkoutUrl,
    expiresAt: payment.expiresAt,
    providerStatus: payment.providerStatus,
  });
  return { deposit: attached, payment };
}

/** The coins a customer can choose from: the active provider's, or none (manual top-up through support). */
export async function topUpCryptos(payments: PaymentGateways) {
  const provider = await payments.active();
  return provider ? provider.cryptos() : [];
}
