import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SupportTicketStatus } from '../../../../shared/constants';
import { ADMIN_SUPPORT_ENDPOINTS } from '../../../../shared/support/endpoints';
import { getErrorMessage } from '../../../lib/api-client';
import { createApi } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';

const adminSupport = createApi(ADMIN_SUPPORT_ENDPOINTS);

export interface SupportTicketFilters {
  status: SupportTicketStatus | 'all';
  q: string;
  page: number;
}

/** The list's query: the page, its size, and the status and search when set. */
export function supportTicketsQuery(filters: SupportTicketFilters, pageSize: number) {
  return {
    page: filters.page,
    pageSize,
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}

export function getSupportTicketsQueryOptions(filters: SupportTicketFilters, pageSize: number) {
  return queryOptions({
    queryKey: [...queryKeys.admin.tickets, filters, pageSize],
    queryFn: ({ signal }) => adminSupport.list({ query: supportTicketsQuery(filters, pageSize) }, { signal }),
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
      adminSupport.setStatus({ id: input.id, body: { status: input.status } }),
    onSuccess: async () => {
      toast.success('Status atualizado com sucesso!');
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.tickets });
    },
    onError: (error) => {
      toast.error('Erro ao atualizar status', { description: getErrorMessage(error, 'Tente novamente.') });
    },
  });
}
