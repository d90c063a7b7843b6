import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ADMIN_USER_ENDPOINTS } from '../../../../shared/admin/endpoints';
import { ADMIN_TOASTS } from '../../../../shared/admin/messages';
import type { AdminUserStatusFilter, UserEditBody, UserStatusBody } from '../../../../shared/admin/users';
import { useCreditAdjustment } from '../../../components/use-credit-adjustment';
import { getErrorMessage } from '../../../lib/api-client';
import { createApi } from '../../../lib/endpoint-client';
import { type ListParams, listQuery } from '../../../lib/list-path';
import { queryKeys } from '../../../lib/query-keys';

const adminUsers = createApi(ADMIN_USER_ENDPOINTS);

export type AdminUsersParams = ListParams<Exclude<AdminUserStatusFilter, 'all'>>;

/** One page from the server (it searches, filters and counts); the current page stays up while the next loads. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: [...queryKeys.admin.users, params],
    queryFn: ({ signal }) => adminUsers.list({ query: listQuery(params) }, { signal }),
    placeholderData: keepPreviousData,
    // docs/product-rules.md §9: the users fetch is the one call that retries, once.
    retry: 1,
  });
}

/** A change to users also changes the dashboard's figures. */
async function refreshUsers(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats }),
  ]);
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: UserStatusBody['status'] }) =>
      adminUsers.setStatus({ id: input.id, body: { status: input.status } }),
    onSuccess: async () => {
      toast.success(ADMIN_TOASTS.statusUpdated);
      await refreshUsers(queryClient);
    },
    onError: (error) => {
      toast.error(ADMIN_TOASTS.statusFailed, { description: getErrorMessage(error, 'Tente novamente.') });
    },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: UserEditBody }) =>
      adminUsers.update({ id: input.id, body: input.body }),
    onSuccess: async () => {
      toast.success(ADMIN_TOASTS.userUpdated);
      await refreshUsers(queryClient);
    },
    onError: (error) => {
      toast.error(ADMIN_TOASTS.userUpdateFailed, { description: getErrorMessage(error, 'Tente novamente.') });
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminUsers.delete({ id }),
    onSuccess: async () => {
      toast.success(ADMIN_TOASTS.userDeleted);
      await Promise.all([
        refreshUsers(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.carousels }),
      ]);
    },
    onError: (error) => {
      // docs/product-rules.md §8: the server's message, else the fallback, as the toast itself.
      toast.error(getErrorMessage(error, ADMIN_TOASTS.userDeleteFailed));
    },
  });
}

/** 'Ajustar créditos': adds or takes away credits with a reason; the dialog shows a refusal where it applies. */
export function useAdjustUserCredits() {
  return useCreditAdjustment(
    (input, idempotencyKey) => adminUsers.adjustCredits(input, { idempotencyKey }),
    (queryClient) =>
      Promise.all([
        refreshUsers(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.workspaces }),
      ]),
  );
}
