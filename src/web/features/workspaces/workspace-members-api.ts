import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WORKSPACE_ENDPOINTS, WORKSPACE_MEMBER_ENDPOINTS } from '../../../shared/workspaces/endpoints';
import type { WorkspaceRole } from '../../../shared/workspaces/roles';
import { createApi } from '../../lib/endpoint-client';

const workspaces = createApi(WORKSPACE_ENDPOINTS);
const members = createApi(WORKSPACE_MEMBER_ENDPOINTS);

const listKey = ['workspaces'] as const;
const membersKey = (id: string) => ['workspaces', id, 'members'] as const;
const invitesKey = (id: string) => ['workspaces', id, 'invites'] as const;

/** The workspace as the caller sees it (name, role, balance), from the list of their workspaces. */
export function useWorkspace(id: string) {
  return useQuery({
    queryKey: listKey,
    queryFn: async ({ signal }) => (await workspaces.list({}, { signal })).items,
    select: (items) => items.find((workspace) => workspace.id === id) ?? null,
  });
}

export function useWorkspaceMembers(id: string) {
  return useQuery({
    queryKey: membersKey(id),
    queryFn: async ({ signal }) => (await members.members({ id }, { signal })).items,
  });
}

export function useWorkspaceInvites(id: string, enabled: boolean) {
  return useQuery({
    queryKey: invitesKey(id),
    queryFn: async ({ signal }) => (await members.invites({ id }, { signal })).items,
    enabled,
  });
}

/** The owner's activity list, a page at a time ("Carregar mais" asks for the entries older than the last shown). */
export function useWorkspaceActivity(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['workspaces', id, 'activity'] as const,
    queryFn: ({ pageParam, signal }) =>
      members.activity({ id, query: pageParam ? { antes: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.proximo,
    enabled,
  });
}

/** Every change refreshes the workspace's lists (and the switcher's list, which shares `['workspaces']`). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: listKey });
}

export function useRenameWorkspace(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (nome: string) => members.rename({ id, body: { nome } }),
    onSuccess: refresh,
  });
}

export function useDeleteWorkspace(id: string) {
  return useMutation({ mutationFn: (confirmacao?: string) => members.remove({ id, body: { confirmacao } }) });
}

export function useChangeMemberRole(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { userId: string; papel: WorkspaceRole }) =>
      members.changeRole({ id, userId: input.userId, body: { papel: input.papel } }),
    onSuccess: refresh,
  });
}

export function useRemoveMember(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) => members.removeMember({ id, userId }),
    onSuccess: refresh,
  });
}

export function useInviteMember(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { body: { email: string; papel: WorkspaceRole }; key: string }) =>
      members.invite({ id, body: input.body }, { idempotencyKey: input.key }),
    onSuccess: refresh,
  });
}

export function useCancelInvite(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (inviteId: string) => members.cancelInvite({ id, inviteId }),
    onSuccess: refresh,
  });
}

export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['workspace-invite', token],
    queryFn: async ({ signal }) => members.previewInvite({ body: { token } }, { signal, anonymous: true }),
    retry: false,
  });
}

export function useAcceptInvite(token: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => members.acceptInvite({ body: { token } }), onSuccess: refresh });
}
