import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SupportTicketStatus } from '../../../../shared/constants';
import type { SupportTicket, SupportTicketListResponse } from '../../../../shared/support/schemas';
import { apiRequest, getErrorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SupportTicketFilters {
  status: SupportTicketStatus | 'all';
  q: string;
  page: number;
}

export function buildSupportTicketsPath(filters: SupportTicketFilters, pageSize: number): string {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(pageSize) });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return `/api/admin/support-tickets?${params.toString()}`;
}

export function getSupportTicketsQueryOptions(filters: SupportTicketFilters, pageSize: number) {
  return queryOptions({
    queryKey: [...queryKeys.admin.tickets, filters, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<SupportTicketListResponse>(buildSupportTicketsPath(filters, pageSize), { signal }),
    // Keep the current page on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useSupportTickets(filters: SupportTicketFilters, pageSize: number) {
  return useQuery(getSupportTicketsQueryOptions(filters, pageSize));
}

export function useUpdateSupportTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: SupportTicketStatus }) =>
      apiRequest<{ ticket: SupportTicket }>(`/api/admin/support-tickets/${input.id}/status`, {
        method: 'PUT',
        body: { status: input.status },
      }),
    onSuccess: async () => {
      toast.success('Status atualizado com sucesso!');
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.tickets });
    },
    onError: (error) => {
      toast.error('Erro ao atualizar status', { description: getErrorMessage(error, 'Tente novamente.') });
    },
  });
}
