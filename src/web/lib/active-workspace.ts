import { useSyncExternalStore } from 'react';

/**
 * The workspace the app acts in (docs/workspaces.md): its id, sent as `X-Workspace-Id` by the API client and as
 * `?workspace=` by the realtime stream, or null for the personal workspace (the server's default). One home for
 * it, so the header switcher, the API client and the stream never disagree. Kept per browser in localStorage.
 */
const STORAGE_KEY = 'carrossel.workspace';
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

let active: string | null = readStored();

export function getActiveWorkspaceId(): string | null {
  return active;
}

/** Switches the app to the workspace (null: the personal one) and tells every subscriber. */
export function setActiveWorkspaceId(id: string | null): void {
  if (id === active) return;
  active = id;
  try {
    if (id === null) globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, id);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeActiveWorkspace(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The active workspace id in a component, re-rendering when it changes. */
export function useActiveWorkspaceId(): string | null {
  return useSyncExternalStore(subscribeActiveWorkspace, getActiveWorkspaceId, () => null);
}
