// The confirmed delete of a category, country or operator: SPEC §8's question and toasts, the server's refusal shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirm } from '@/components/ui/confirm';
import { invalidateCatalogue } from '@/features/catalogue/catalogue-api';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

type Area = 'categories' | 'countries' | 'operators';

/** `describe` names the entry in the confirmation; `pendingId` is the entry being deleted, for its row's spinner. */
export function useCatalogueDelete<T extends { id: number }>(area: Area, describe: (item: T) => string) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (item: T) => apiRequest('DELETE', `/api/${area}/${item.id}`),
    onSuccess: () => {
      notifySuccess(t(`${area}.deleted`));
      return invalidateCatalogue(queryClient);
    },
    onError: (error) => notifyError(t('common.error'), t(`${area}.deleteFailed`), error),
  });
  const askDelete = async (item: T) => {
    const ok = await confirm({ title: t(`${area}.confirmDelete`), description: describe(item), destructive: true });
    if (ok) mutation.mutate(item);
  };
  return { askDelete, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
