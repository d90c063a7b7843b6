import { useSyncExternalStore } from 'react';

/**
 * The active workspace of this tab (docs/workspaces.md, "Espaço ativo"): `null` is the signed-in account's
 * personal workspace, a team's id otherwise. The API client sends it as `X-Workspace-Id` on every call (none
 * for the personal one), and the realtime stream names it in its query.
 *
 * - `getActiveWorkspaceId()` / `setActiveWorkspaceId(id)` / `subscribeActiveWorkspace(listener)`, and the
 *   hook `useActiveWorkspaceId()` for components.
 * - The choice is remembered in localStorage per account (`carrossel.workspace.<userId>`), so a reload or a
 *   new tab opens where the user was, and a shared computer never hands one account's choice to the next.
 *   The auth layer says which account is signed in (`setActiveWorkspaceAccount`) and forgets the choice on
 *   sign-out (`forgetActiveWorkspace`). Each tab keeps its own choice once open (a switch in one tab does not
 *   move another tab's screens under its half-filled forms).
 * - `reportWorkspaceNotFound(id)`: the API answered that the workspace the request named is not the
 *   caller's (deleted, or the member was removed); listeners (`onWorkspaceNotFound`) check and fall back.
 */
export interface ActiveWorkspaceStore {
  get: () => string | null;
  set: (id: string | null) => void;
  subscribe: (listener: () => void) => () => void;
  /** Which account is signed in (null: none); its stored choice becomes the active workspace. */
  setAccount: (accountId: string | null) => void;
  /** Sign-out: the account's stored choice is removed and the personal workspace is active again. */
  forget: () => void;
  reportNotFound: (workspaceId: string) => void;
  onNotFound: (listener: (workspaceId: string) => void) => () => void;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const ACTIVE_WORKSPACE_KEY_PREFIX = 'carrossel.workspace.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createActiveWorkspaceStore(storage: Storage | null): ActiveWorkspaceStore {
  let accountId: string | null = null;
  let active: string | null = null;
  const listeners = new Set<() => void>();
  const notFoundListeners = new Set<(workspaceId: string) => void>();
  const storageKey = () => (accountId ? `${ACTIVE_WORKSPACE_KEY_PREFIX}${accountId}` : null);

  // Storage can throw (private mode, quota, disabled): the choice then lasts as long as the tab.
  const read = (): string | null => {
    const key = storageKey();
    if (!key || !storage) return null;
    try {
      const value = storage.getItem(key);
      return value && UUID.test(value) ? value : null;
    } catch {
      return null;
    }
  };
  const write = (id: string | null): void => {
    const key = storageKey();
    if (!key || !storage) return;
    try {
      if (id) storage.setItem(key, id);
      else storage.removeItem(key);
    } catch {
      // kept in memory only
    }
  };
  const change = (id: string | null): void => {
    if (id === active) return;
    active = id;
    for (const listener of [...listeners]) listener();
  };

  return {
    get: () => active,
    set(id) {
      write(id);
      change(id);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setAccount(next) {
      if (next === accountId) return;
      accountId = next;
      change(read());
    },
    forget() {
      write(null);
      accountId = null;
      change(null);
    },
    reportNotFound(workspaceId) {
      for (const listener of [...notFoundListeners]) listener(workspaceId);
    },
    onNotFound(listener) {
      notFoundListeners.add(listener);
      return () => notFoundListeners.delete(listener);
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The tab's one store (a module singleton: the API client reads it before any component renders). */
export const activeWorkspace = createActiveWorkspaceStore(browserStorage());

export const getActiveWorkspaceId = activeWorkspace.get;
export const setActiveWorkspaceId = activeWorkspace.set;
export const subscribeActiveWorkspace = activeWorkspace.subscribe;
export const setActiveWorkspaceAccount = activeWorkspace.setAccount;
export const forgetActiveWorkspace = activeWorkspace.forget;
export const reportWorkspaceNotFound = activeWorkspace.reportNotFound;
export const onWorkspaceNotFound = activeWorkspace.onNotFound;

/** The active workspace's id in a component (null: personal); re-renders on a switch. */
export function useActiveWorkspaceId(): string | null {
  return useSyncExternalStore(activeWorkspace.subscribe, activeWorkspace.get, activeWorkspace.get);
}
