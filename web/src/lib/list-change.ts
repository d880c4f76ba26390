// A change sent to the server after which the list it changed is read again, without waiting for it: after a success,
// or `settled`, whatever the answer (a refused change may still have met another admin's, which moved the list).
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export function useListChange<TInput, TResult>(listKey: QueryKey, send: (input: TInput) => Promise<TResult>, refresh: 'success' | 'settled' = 'success') {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: listKey });
  return useMutation({ mutationFn: send, ...(refresh === 'settled' ? { onSettled: reread } : { onSuccess: reread }) });
}
