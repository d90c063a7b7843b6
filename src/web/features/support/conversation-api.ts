import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SUPPORT_ENDPOINTS, SUPPORT_ENDPOINTS } from '../../../shared/support/endpoints';
import type { SupportReplyBody } from '../../../shared/support/schemas';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

const support = createApi(SUPPORT_ENDPOINTS);
const adminSupport = createApi(ADMIN_SUPPORT_ENDPOINTS);

/** "Meus chamados": refreshed by the realtime `support` event when the team answers or changes a status. */
export function useMyTickets() {
  return useQuery({
    queryKey: queryKeys.supportTickets,
    queryFn: ({ signal }) => support.myTickets({}, { signal }),
  });
}

export function useMyTicket(id: string) {
  return useQuery({
    queryKey: queryKeys.supportTicket(id),
    queryFn: ({ signal }) => support.myTicket({ id }, { signal }),
  });
}

export function useReplyToMyTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReplyBody) => support.reply({ id, body }),
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
    queryFn: ({ signal }) => adminSupport.thread({ id }, { signal }),
  });
}

export function useReplyAsTeam(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReplyBody) => adminSupport.reply({ id, body }),
    onSuccess: async (thread) => {
      queryClient.setQueryData(queryKeys.admin.ticket(id), thread);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.tickets });
    },
  });
}
