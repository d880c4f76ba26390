// The payment providers' settings (GET /api/payments/settings, PUT and POST …/:provider/test): queries and changes.
import type { PaymentProbe, PaymentProviderKey, PaymentSettingsUpdate, PaymentSettingsView, StarsSettingsUpdate, StarsSettingsView } from '@contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { useSaveSettingsView, useSettingsView } from '@/features/settings/settings-view';
import { apiRequest } from '@/lib/api';

const PAYMENT_SETTINGS_PATH = '/api/payments/settings';

export function usePaymentSettings() {
  return useSettingsView<PaymentSettingsView>(PAYMENT_SETTINGS_PATH);
}

/** One provider's settings (PUT …/:provider), answered with every provider's. */
export function useSavePaymentSettings(provider: PaymentProviderKey) {
  return useSaveSettingsView<PaymentSettingsUpdate, PaymentSettingsView>(PAYMENT_SETTINGS_PATH, `${PAYMENT_SETTINGS_PATH}/${provider}`);
}

export function useTestPaymentProvider(provider: PaymentProviderKey) {
  return useMutation({ mutationFn: () => apiRequest<PaymentProbe>('POST', `${PAYMENT_SETTINGS_PATH}/${provider}/test`) });
}

const STARS_SETTINGS_PATH = `${PAYMENT_SETTINGS_PATH}/stars`;

/** Telegram Stars (GET/PUT /api/payments/settings/stars, decision 0135). */
export function useStarsSettings() {
  return useSettingsView<StarsSettingsView>(STARS_SETTINGS_PATH);
}

export function useSaveStarsSettings() {
  return useSaveSettingsView<StarsSettingsUpdate, StarsSettingsView>(STARS_SETTINGS_PATH);
}
