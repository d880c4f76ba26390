// The « Produits » page's calls: an operator's packs with their Mini App figures, and adding, changing, removing, ordering them.
import type { AdminPacksResponse } from '@contracts/shop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const PACKS_KEY = ['/api/shop-packs'] as const;

/** What the form sends: the quantity as typed ("1 000" is read by the server's contract). */
export type PackInput = { categoryId: number | null; quantity: number | string; name: string | null; isActive: boolean };

export function useOperatorPacks(operatorId: number | null) {
  return useQuery<AdminPacksResponse>({ queryKey: [...PACKS_KEY, { operatorId }], enabled: operatorId !== null });
}

/** Every change re-reads the list: figures depend on the other packs (a category's own pack hides the general one). */
function usePackChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKS_KEY }) });
}

export const savePack = (id: number | null, operatorId: number, input: PackInput) =>
  id === null ? apiRequest('POST', '/api/shop-packs', { operatorId, ...input }) : apiRequest('PUT', `/api/shop-packs/${id}`, input);

export const useDeletePack = () => usePackChange((id: number) => apiRequest('DELETE', `/api/shop-packs/${id}`));

export const useReorderPacks = () => usePackChange((input: { operatorId: number; ids: number[] }) => apiRequest('POST', '/api/shop-packs/reorder', input));
