import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateWebhookEndpoint,
  createdWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
} from '../../../shared/webhooks/api';
import { apiRequest } from '../../lib/api-client';

const endpointsKey = ['webhook-endpoints'] as const;
const deliveriesKey = (id: string) => ['webhook-endpoints', id, 'deliveries'] as const;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: async ({ signal }) =>
      webhookEndpointListSchema.parse(await apiRequest('/api/webhook-endpoints', { signal })).items,
  });
}

export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookEndpoint) =>
      createdWebhookEndpointSchema.parse(await apiRequest('/api/webhook-endpoints', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/webhook-endpoints/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

/** The endpoint's latest deliveries, refreshed while one is still being tried. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: async ({ signal }) =>
      webhookDeliveryListSchema.parse(await apiRequest(`/api/webhook-endpoints/${id}/deliveries`, { signal }))
        .items,
    refetchInterval: (query) => (query.state.data?.some((item) => item.estado === 'pendente') ? 3000 : false),
  });
}

export function useResendDelivery(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`/api/webhook-endpoints/${id}/deliveries/${deliveryId}/resend`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deliveriesKey(id) });
      void client.invalidateQueries({ queryKey: endpointsKey });
    },
  });
}
