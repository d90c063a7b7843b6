import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Account,
  accountSchema,
  accountSessionsSchema,
  type EmailChangeBody,
  type EmailPreferences,
  type NameChangeBody,
  type PasswordChangeBody,
  revokedSessionsSchema,
} from '../../../shared/account/schemas';
import { type MeResponse, messageResponseSchema } from '../../../shared/auth/schemas';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return accountSchema.parse(await apiRequest('/api/account', { signal }));
}

export function useAccount() {
  return useQuery({ queryKey: queryKeys.account, queryFn: ({ signal }) => fetchAccount(signal) });
}

/**
 * Stores a fresh account answer, and its name and e-mail in the `me` cache too: the menus read the person from
 * there, and they must show the new name at once.
 */
export function useStoreAccount() {
  const client = useQueryClient();
  return (account: Account) => {
    client.setQueryData(queryKeys.account, account);
    client.setQueryData<MeResponse>(queryKeys.me, (me) =>
      me ? { ...me, user: { ...me.user, nome: account.nome, email: account.email } } : me,
    );
  };
}

export function useRenameAccount() {
  const store = useStoreAccount();
  return useMutation({
    mutationFn: async (body: NameChangeBody) =>
      accountSchema.parse(await apiRequest('/api/account/name', { method: 'PATCH', body })),
    onSuccess: store,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: PasswordChangeBody) =>
      messageResponseSchema.parse(await apiRequest('/api/account/password', { body })).message,
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: queryKeys.accountSessions,
    queryFn: async ({ signal }) =>
      accountSessionsSchema.parse(await apiRequest('/api/account/sessions', { signal })).sessoes,
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      revokedSessionsSchema.parse(await apiRequest('/api/account/sessions/end-others', { method: 'POST' }))
        .encerradas,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}

export function useRequestEmailChange() {
  const store = useStoreAccount();
  return useMutation({
    mutationFn: async (body: EmailChangeBody) =>
      accountSchema.parse(await apiRequest('/api/account/email-change', { body })),
    onSuccess: store,
  });
}

export function useCancelEmailChange() {
  const store = useStoreAccount();
  return useMutation({
    mutationFn: async () =>
      accountSchema.parse(await apiRequest('/api/account/email-change', { method: 'DELETE' })),
    onSuccess: store,
  });
}

export function useUpdatePreferences() {
  const store = useStoreAccount();
  return useMutation({
    mutationFn: async (body: EmailPreferences) =>
      accountSchema.parse(await apiRequest('/api/account/preferences', { method: 'PUT', body })),
    onSuccess: store,
  });
}
