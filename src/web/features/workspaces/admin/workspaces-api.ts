import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ADMIN_WORKSPACE_ENDPOINTS } from '../../../../shared/admin/endpoints';
import { ADMIN_TOASTS } from '../../../../shared/admin/messages';
import type { CreditAdjustmentBody } from '../../../../shared/admin/users';
import type { AdminWorkspaceTypeFilter } from '../../../../shared/admin/workspaces';
import { getErrorMessage } from '../../../lib/api-client';
import { createApi } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

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
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: { id: string; body: CreditAdjustmentBody }) =>
      adminWorkspaces.adjustCredits(
        { id: input.id, body: input.body },
        { idempotencyKey: submission.keyFor(input) },
      ),
    onSuccess: async () => {
      submission.done();
      toast.success(ADMIN_TOASTS.creditsUpdated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.workspaces }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
      ]);
    },
    onError: (error) => {
      toast.error(ADMIN_TOASTS.creditsFailed, { description: getErrorMessage(error, 'Tente novamente.') });
    },
  });
}
