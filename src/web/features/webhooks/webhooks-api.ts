import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookEndpoint } from '../../../shared/webhooks/api';
import { WEBHOOK_ENDPOINTS } from '../../../shared/webhooks/endpoints';
import { createApi } from '../../lib/endpoint-client';

const webhooks = createApi(WEBHOOK_ENDPOINTS);

const endpointsKey = ['webhook-endpoints'] as const;
const deliveriesKey = (id: string) => ['webhook-endpoints', id, 'deliveries'] as const;

/** The active workspace's endpoints; `enabled` false for a role that may not see them (a leitor). */
export function useWebhookEndpoints(enabled: boolean) {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: async ({ signal }) => (await webhooks.list({}, { signal })).items,
    enabled,
  });
}

export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookEndpoint) => webhooks.create({ body }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useDeleteWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => webhooks.remove({ id }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointsKey }),
  });
}

/** The endpoint's latest deliveries, refreshed while one is still being tried. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: async ({ signal }) => (await webhooks.deliveries({ id }, { signal })).items,
    refetchInterval: (query) => (query.state.data?.some((item) => item.estado === 'pendente') ? 3000 : false),
  });
}

export function useResendDelivery(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => webhooks.resend({ id, entregaId: deliveryId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deliveriesKey(id) });
      void client.invalidateQueries({ queryKey: endpointsKey });
    },
  });
}
