import { queryOptions } from '@tanstack/react-query';
import { WORKSPACE_ENDPOINTS } from '../../../shared/workspaces/endpoints';
import { roleAtLeast, type WorkspaceRole } from '../../../shared/workspaces/roles';
import type { Workspace } from '../../../shared/workspaces/schemas';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

const workspacesApi = createApi(WORKSPACE_ENDPOINTS);

/**
 * The caller's workspaces with their role and balance (GET /api/workspaces). Its key sits under `me`, so
 * whatever refreshes `me` after a credits change (a purchase, a carousel, a realtime `credits` event)
 * refreshes the balances too, and a workspace switch, which resets every other query, keeps it.
 */
export function getWorkspacesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.workspaces,
    queryFn: async () => (await workspacesApi.list()).items,
    enabled,
    retry: false,
  });
}

/** The active workspace among the caller's: the personal one for `null`, else the team with that id. */
export function pickActiveWorkspace(
  workspaces: readonly Workspace[],
  activeId: string | null,
): Workspace | null {
  return (
    workspaces.find((workspace) => (activeId === null ? workspace.pessoal : workspace.id === activeId)) ??
    null
  );
}

/**
 * Whether the screen offers an action that takes `needed` (docs/workspaces.md): in the personal workspace the
 * account is its owner; in a team, its role there, and nothing while that role is still unknown. The server
 * enforces it anyway; this only spares a click into a 403.
 */
export function mayAct(workspace: Workspace | null, activeId: string | null, needed: WorkspaceRole): boolean {
  if (workspace) return roleAtLeast(workspace.papel, needed);
  return activeId === null;
}
