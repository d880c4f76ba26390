// Blocking a customer (decision 0142): the block of one user, block with a reason, unblock; each refreshing the users.
import type { BlockCustomerInput, CustomerBlock } from '@contracts/abuse';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshUsers } from '@/features/users/users-api';
import { apiRequest } from '@/lib/api';

const blockKey = (id: number) => ['/api/users', id, 'block'] as const;

export function useCustomerBlock(id: number) {
  return useQuery<CustomerBlock>({ queryKey: blockKey(id) });
}

export function useBlockCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockCustomerInput) => apiRequest<CustomerBlock>('POST', `/api/users/${id}/block`, input),
    onSuccess: (block) => {
      queryClient.setQueryData(blockKey(id), block);
      refreshUsers(queryClient, id);
    },
  });
}

export function useUnblockCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true; unblocked: boolean }>('DELETE', `/api/users/${id}/block`),
    onSuccess: () => {
      queryClient.setQueryData(blockKey(id), null);
      refreshUsers(queryClient, id);
    },
  });
}
