import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ADMIN_TOASTS } from '../../../../shared/admin/messages';
import type { AdminUser, UserEditBody, UserStatusBody } from '../../../../shared/admin/users';
import { apiRequest, getErrorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getAdminUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.users,
    queryFn: ({ signal }) => apiRequest<AdminUser[]>('/api/admin/users', { signal }),
    // docs/product-rules.md §9: the users fetch is the one call that retries, once.
    retry: 1,
  });
}

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
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
      apiRequest<AdminUser>(`/api/admin/users/${input.id}/status`, {
        method: 'PUT',
        body: { status: input.status },
      }),
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
      apiRequest<AdminUser>(`/api/admin/users/${input.id}`, { method: 'PUT', body: input.body }),
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
    mutationFn: (id: string) => apiRequest<undefined>(`/api/admin/users/${id}`, { method: 'DELETE' }),
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
