import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '../../../shared/account/data-rights';
import { ACCOUNT_ENDPOINTS } from '../../../shared/account/endpoints';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

const account = createApi(ACCOUNT_ENDPOINTS);

/** While the copy is being built the section asks again every few seconds; it also arrives by e-mail. */
const EXPORT_POLL_MS = 3000;

/** Where the last "Baixar meus dados" request stands, from the server (it survives a reload). */
export function useAccountExport() {
  return useQuery({
    queryKey: queryKeys.accountExport,
    queryFn: async ({ signal }) => account.exportStatus({}, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'preparando' ? EXPORT_POLL_MS : false),
  });
}

export function useRequestAccountExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => account.requestExport(),
    onSuccess: (status) => client.setQueryData(queryKeys.accountExport, status),
  });
}

/**
 * DELETE /api/account with the password: every session ends on the server at once. `onDeleted` is a hook-level
 * callback on purpose: the server's revocation may reach this tab first and unmount the screen that asked.
 */
export function useDeleteAccount(onDeleted: () => Promise<void>) {
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      await account.delete({ body });
    },
    onSuccess: onDeleted,
  });
}
