import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ENDPOINTS } from '../../../shared/account/endpoints';
import type {
  Account,
  EmailChangeBody,
  EmailPreferences,
  NameChangeBody,
  PasswordChangeBody,
} from '../../../shared/account/schemas';
import type { MeResponse } from '../../../shared/auth/schemas';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

const account = createApi(ACCOUNT_ENDPOINTS);

export async function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return account.get({}, { signal });
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
    mutationFn: async (body: NameChangeBody) => account.rename({ body }),
    onSuccess: store,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: PasswordChangeBody) => (await account.changePassword({ body })).message,
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: queryKeys.accountSessions,
    queryFn: async ({ signal }) => (await account.listSessions({}, { signal })).sessoes,
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await account.endOtherSessions()).encerradas,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => account.endSession({ id }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}

export function useRequestEmailChange() {
  const store = useStoreAccount();
  return useMutation({
    mutationFn: async (body: EmailChangeBody) => account.requestEmailChange({ body }),
    onSuccess: store,
  });
}

export function useCancelEmailChange() {
  const store = useStoreAccount();
  return useMutation({
    mutationFn: async () => account.cancelEmailChange(),
    onSuccess: store,
  });
}

export function useUpdatePreferences() {
  const store = useStoreAccount();
  return useMutation({
    mutationFn: async (body: EmailPreferences) => account.updatePreferences({ body }),
    onSuccess: store,
  });
}
