// The Webhooks section's calls: endpoints, their deliveries, create (answer holds the secret once), edit, delete,
// resend, test; each change reads the list again.
import type { WebhookDeliveryView, WebhookEndpointCreate, WebhookEndpointView } from '@contracts/webhooks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useListChange } from '@/lib/list-change';

const WEBHOOKS_KEY = ['/api/webhooks'] as const;

/** Read again every few seconds: the waiting counts and the failing marks change as the queue sends. */
export const useWebhooks = () => useQuery<{ endpoints: WebhookEndpointView[] }>({ queryKey: WEBHOOKS_KEY, refetchInterval: 5_000 });

/** An endpoint's latest deliveries, read again every few seconds while shown (they change as the queue sends). */
export const useWebhookDeliveries = (id: number) =>
  useQuery<{ endpoint: WebhookEndpointView; deliveries: WebhookDeliveryView[] }>({ queryKey: [...WEBHOOKS_KEY, id, 'deliveries'], refetchInterval: 5_000 });

export const useCreateWebhook = () =>
  useListChange(WEBHOOKS_KEY, (input: WebhookEndpointCreate) => apiRequest<{ endpoint: WebhookEndpointView; secret: string }>('POST', '/api/webhooks', input));

export const useUpdateWebhook = () =>
  useListChange(WEBHOOKS_KEY, ({ id, ...input }: Partial<WebhookEndpointCreate> & { id: number }) =>
    apiRequest<{ endpoint: WebhookEndpointView }>('PATCH', `/api/webhooks/${id}`, input),
  );

export const useDeleteWebhook = () => useListChange(WEBHOOKS_KEY, (id: number) => apiRequest<{ deleted: true }>('DELETE', `/api/webhooks/${id}`));

export const useTestWebhook = () => useListChange(WEBHOOKS_KEY, (id: number) => apiRequest<{ eventId: string }>('POST', `/api/webhooks/${id}/test`));

export const useResendDelivery = () =>
  useListChange(WEBHOOKS_KEY, ({ id, deliveryId }: { id: number; deliveryId: number }) =>
    apiRequest<{ resent: true }>('POST', `/api/webhooks/${id}/deliveries/${deliveryId}/resend`),
  );
