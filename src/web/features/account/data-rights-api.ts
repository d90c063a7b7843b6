import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DeleteAccountBody, exportStatusSchema } from '../../../shared/account/data-rights';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** While the copy is being built the section asks again every few seconds; it also arrives by e-mail. */
const EXPORT_POLL_MS = 3000;

/** Where the last "Baixar meus dados" request stands, from the server (it survives a reload). */
export function useAccountExport() {
  return useQuery({
    queryKey: queryKeys.accountExport,
    queryFn: async ({ signal }) =>
      exportStatusSchema.parse(await apiRequest('/api/account/export', { signal })),
    refetchInterval: (query) => (query.state.data?.status === 'preparando' ? EXPORT_POLL_MS : false),
  });
}

export function useRequestAccountExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      exportStatusSchema.parse(await apiRequest('/api/account/export', { method: 'POST', body: {} })),
    onSuccess: (status) => client.setQueryData(queryKeys.accountExport, status),
  });
}

/**
 * DELETE /api/account with the password: every session ends on the server at once. `onDeleted` is a hook-level
 * callback on purpose: the server's revocation may reach this tab first and unmount the screen that asked.
 */
export function useDeleteAccount(onDeleted: () => Promise<void>) {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiRequest<undefined>('/api/account', { method: 'DELETE', body }),
    onSuccess: onDeleted,
  });
}
