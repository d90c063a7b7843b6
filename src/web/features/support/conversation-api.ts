import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MyTicketListResponse,
  MyTicketThreadResponse,
  SupportReplyBody,
  SupportTicketThreadResponse,
} from '../../../shared/support/schemas';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** "Meus chamados": refreshed by the realtime `support` event when the team answers or changes a status. */
export function useMyTickets() {
  return useQuery({
    queryKey: queryKeys.supportTickets,
    queryFn: ({ signal }) => apiRequest<MyTicketListResponse>('/api/support/tickets', { signal }),
  });
}

export function useMyTicket(id: string) {
  return useQuery({
    queryKey: queryKeys.supportTicket(id),
    queryFn: ({ signal }) => apiRequest<MyTicketThreadResponse>(`/api/support/tickets/${id}`, { signal }),
  });
}

export function useReplyToMyTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReplyBody) =>
      apiRequest<MyTicketThreadResponse>(`/api/support/tickets/${id}/messages`, { method: 'POST', body }),
    onSuccess: async (thread) => {
      queryClient.setQueryData(queryKeys.supportTicket(id), thread);
      await queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets, exact: true });
    },
  });
}

/** The admin's view of one ticket: every field and the conversation. */
export function useTicketThread(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.ticket(id),
    queryFn: ({ signal }) =>
      apiRequest<SupportTicketThreadResponse>(`/api/admin/support-tickets/${id}`, { signal }),
  });
}

export function useReplyAsTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReplyBody) =>
      apiRequest<SupportTicketThreadResponse>(`/api/admin/support-tickets/${id}/messages`, {
        method: 'POST',
        body,
      }),
    onSuccess: async (thread) => {
      queryClient.setQueryData(queryKeys.admin.ticket(id), thread);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.tickets });
    },
  });
}
