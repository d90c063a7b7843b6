import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_WORKSPACE_ENDPOINTS } from '../../../../shared/admin/endpoints';
import type { AdminWorkspaceTypeFilter } from '../../../../shared/admin/workspaces';
import { useCreditAdjustment } from '../../../components/use-credit-adjustment';
import { createApi } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';

const adminWorkspaces = createApi(ADMIN_WORKSPACE_ENDPOINTS);

export interface AdminWorkspacesParams {
  page: number;
  q: string;
  tipo: AdminWorkspaceTypeFilter;
}

/** One page from the server (it searches, filters and counts); the current page stays up while the next loads. */
export function useAdminWorkspaces({ page, q, tipo }: AdminWorkspacesParams) {
  return useQuery({
    queryKey: [...queryKeys.admin.workspaces, { page, q, tipo }],
    queryFn: ({ signal }) =>
      adminWorkspaces.list(
        { query: { page, ...(q.trim() ? { q: q.trim() } : {}), ...(tipo !== 'all' ? { tipo } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A workspace's members and newest movements, while its details are open. */
export function useAdminWorkspace(id: string | null) {
  return useQuery({
    queryKey: [...queryKeys.admin.workspaces, 'details', id],
    queryFn: ({ signal }) => adminWorkspaces.get({ id: id ?? '' }, { signal }),
    enabled: id !== null,
  });
}

/**
 * 'Ajustar créditos' of a workspace: one Idempotency-Key per submission (a double click or a retry after a lost
 * answer adjusts once); the lists, the details and the users' balances refresh.
 */
export function useAdjustWorkspaceCredits() {
  return useCreditAdjustment(
    (input, idempotencyKey) => adminWorkspaces.adjustCredits(input, { idempotencyKey }),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.workspaces }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
      ]),
  );
}
