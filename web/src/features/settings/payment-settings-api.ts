// The payment providers' settings (GET /api/payments/settings, PUT and POST …/:provider/test): queries and changes.
import type { PaymentProbe, PaymentProviderKey, PaymentSettingsUpdate, PaymentSettingsView, StarsSettingsUpdate, StarsSettingsView } from '@contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const PAYMENT_SETTINGS_PATH = '/api/payments/settings';

export function usePaymentSettings() {
  return useQuery<PaymentSettingsView>({ queryKey: [PAYMENT_SETTINGS_PATH] });
}

export function useSavePaymentSettings(provider: PaymentProviderKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PaymentSettingsUpdate) => apiRequest<PaymentSettingsView>('PUT', `${PAYMENT_SETTINGS_PATH}/${provider}`, changes),
    onSuccess: (saved) => queryClient.setQueryData([PAYMENT_SETTINGS_PATH], saved),
  });
}

export function useTestPaymentProvider(provider: PaymentProviderKey) {
  return useMutation({ mutationFn: () => apiRequest<PaymentProbe>('POST', `${PAYMENT_SETTINGS_PATH}/${provider}/test`) });
}

const STARS_SETTINGS_PATH = `${PAYMENT_SETTINGS_PATH}/stars`;

/** Telegram Stars (GET/PUT /api/payments/settings/stars, decision 0135). */
export function useStarsSettings() {
  return useQuery<StarsSettingsView>({ queryKey: [STARS_SETTINGS_PATH] });
}

export function useSaveStarsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StarsSettingsUpdate) => apiRequest<StarsSettingsView>('PUT', STARS_SETTINGS_PATH, settings),
    onSuccess: (saved) => queryClient.setQueryData([STARS_SETTINGS_PATH], saved),
  });
}
