// Display orders (SPEC §3 settings continents_order, countries_order_{continent}, operators_order_{countryId}): keys and the save call.
import type { OrderUpdate } from '@contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { invalidateCatalogue } from '@/features/catalogue/catalogue-api';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

export const orderKeys = {
  continents: () => 'continents_order',
  countries: (continent: string) => `countries_order_${continent}`,
  operators: (countryId: number) => `operators_order_${countryId}`,
};

/** POST /api/settings/order; unlike the old client the answer's status is checked (SPEC §8 'Ordre enregistré' / 'Impossible de sauvegarder'). */
export function useSaveOrder(options: { onSaved?(key: string): void } = {}) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderUpdate) => apiRequest<OrderUpdate>('POST', '/api/settings/order', order),
    onSuccess: (_, order) => {
      notifySuccess(t('order.saved'));
      options.onSaved?.(order.key);
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => notifyError(t('common.error'), t('order.saveFailed'), error),
  });
}

/** Whether two orders differ (the save button is enabled only then). */
function orderChanged(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length !== b.length || a.some((value, index) => value !== b[index]);
}

/**
 * A list the admin reorders before saving: the server's items in the admin's order. Items added or removed on the
 * server meanwhile are merged in (new ones last); `reset()` goes back to the server's order (after a save).
 */
export function useOrderedList<T>(data: readonly T[] | undefined, getId: (item: T) => string) {
  const [localIds, setLocalIds] = useState<string[] | null>(null);
  const items = useMemo(() => {
    const server = data ?? [];
    if (!localIds) return [...server];
    const byId = new Map(server.map((item) => [getId(item), item]));
    const kept = localIds.flatMap((id) => {
      const item = byId.get(id);
      return item ? [item] : [];
    });
    const added = server.filter((item) => !localIds.includes(getId(item)));
    return [...kept, ...added];
  }, [data, localIds, getId]);
  const dirty = localIds !== null && orderChanged(items.map(getId), (data ?? []).map(getId));
  const setItems = useCallback((next: T[]) => setLocalIds(next.map(getId)), [getId]);
  const reset = useCallback(() => setLocalIds(null), []);
  return { items, dirty, setItems, reset };
}
