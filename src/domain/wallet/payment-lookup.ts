// The domain's PaymentLookup over the configured providers: an admin's approval asks the deposit's provider first.
import { DomainError } from '../errors';
import type { PaymentLookup } from './deposit-approval';
import { ProviderUnavailableError } from './payment-gateway';
import type { PaymentGateways } from './payment-gateways';

/** Fetches a deposit's payment from its provider; null when there is none to ask; a provider out of reach is PAYMENT_PROVIDER_UNAVAILABLE. */
export function paymentLookup(payments: PaymentGateways): PaymentLookup {
  return async (deposit) => {
    if (deposit.providerPaymentId == null) return null;
    const provider = await payments.get(deposit.provider);
    if (!provider) return null;
    try {
      return await provider.fetchPayment(deposit.providerPaymentId);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', { provider: provider.name });
      throw error;
    }
  };
}
