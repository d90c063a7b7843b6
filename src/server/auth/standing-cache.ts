import type { UserRole } from '../../shared/constants';
import type { WorkspaceRole } from '../../shared/workspaces/roles';

/**
 * A one-second memory of "this session of this user is active", per process. A screen that opens fires several
 * authenticated reads at once (/api/me, /api/carousels, /api/credits), and each re-read the profile and the
 * session family; within a second they now share one read. Revocation stays immediate
 * (docs/decisions/0002-auth-sessions.md): the node that makes a change drops the user's entries at once
 * (`announceSessionChange`), every node drops them when the `session` event arrives (realtime/routes.ts), and an
 * entry ends by itself after a second when that event cannot be heard. Only active standings are kept; a refusal
 * is always read from the database.
 */
export const STANDING_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  userId: string;
  value: T;
  expiresAtMs: number;
}

export interface StandingCache<T> {
  get(userId: string, familyId: string): T | undefined;
  set(userId: string, familyId: string, value: T): void;
  /** Forgets every session of the user on this process. */
  dropUser(userId: string): void;
  /** Forgets everything (events may have been missed). */
  clear(): void;
}

export function createStandingCache<T>(ttlMs = STANDING_TTL_MS): StandingCache<T> {
  const entries = new Map<string, Entry<T>>();
  const keyOf = (userId: string, familyId: string) => `${userId}:${familyId}`;
  return {
    get(userId, familyId) {
      const key = keyOf(userId, familyId);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(userId, familyId, value) {
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(keyOf(userId, familyId), { userId, value, expiresAtMs: Date.now() + ttlMs });
    },
    dropUser(userId) {
      for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * The process's one cache of active sessions, read by the guards and dropped by announceSessionChange. A module
 * value, not a service: what it remembers belongs to the process, and announceSessionChange runs inside
 * transactions of several services that should not have to carry it.
 */
export const activeSessions = createStandingCache<{
  id: string;
  nome: string;
  email: string;
  tipo: UserRole;
  status: 'ativo';
}>();

/** A member's standing in the workspace a request names (src/server/workspaces/active-workspace.ts). */
export interface ActiveMembership {
  id: string;
  nome: string;
  papel: WorkspaceRole;
  pessoal: boolean;
}

/**
 * The process's one cache of memberships, by user and the workspace named (`pessoal` when none was): a role
 * change or a removal drops the member's entries with their sessions (announceSessionChange), so it takes
 * effect on their next request here and within a second on every other node.
 */
export const activeMemberships = createStandingCache<ActiveMembership>();

/** Forgets what this process remembers of the user's standing: their sessions and their memberships. */
export function forgetStanding(userId: string): void {
  activeSessions.dropUser(userId);
  activeMemberships.dropUser(userId);
}

/** Forgets every standing (events may have been missed). */
export function forgetAllStandings(): void {
  activeSessions.clear();
  activeMemberships.clear();
}
