// The changes of a category, country or operator: the create/edit form (SPEC §8 toasts, every catalogue list refreshed) and the confirmed delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { type EntityFormOptions, useEntityForm } from '@/components/entity-dialog';
import { confirm } from '@/components/ui/confirm';
import { invalidateCatalogue } from '@/features/catalogue/catalogue-api';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

export type CatalogueArea = 'categories' | 'countries' | 'operators';

/**
 * The dialog of one area for `entity` (null: a new one): POST or PUT `/api/<area>`, then 'Catégorie créée' and the dialog closes.
 * Returns what `EntityDialog` takes besides its fields.
 */
export function useCatalogueForm<TIn extends FieldValues, TOut>({
  area,
  entity,
  open,
  onOpenChange,
  schema,
  values,
}: {
  area: CatalogueArea;
  entity: { id: number } | null;
  open: boolean;
  onOpenChange(open: boolean): void;
} & Pick<EntityFormOptions<TIn, TOut, unknown>, 'schema' | 'values'>) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useEntityForm({
    schema,
    values,
    open,
    onOpenChange,
    save: (body: TOut) => (entity ? apiRequest('PUT', `/api/${area}/${entity.id}`, body) : apiRequest('POST', `/api/${area}`, body)),
    onSaved: () => {
      notifySuccess(t(entity ? `${area}.updated` : `${area}.created`));
      return invalidateCatalogue(queryClient);
    },
    failure: t(entity ? `${area}.updateFailed` : `${area}.createFailed`),
  });
  return {
    entity: form,
    title: t(entity ? `${area}.editTitle` : `${area}.createTitle`),
    description: t(`${area}.dialogDescription`),
    submitLabel: entity ? t('common.save') : t('catalogue.create'),
  };
}

/** `describe` names the entry in the confirmation; `pendingId` is the entry being deleted, for its row's button. */
export function useCatalogueDelete<T extends { id: number }>(area: CatalogueArea, describe: (item: T) => string) {
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
