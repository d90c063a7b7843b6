import type { SessionPhase } from './session-store';

/** docs/product-rules.md §4: unknown, then authenticated or unauthenticated. */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface AuthStatusInput {
  sessionPhase: SessionPhase;
  hasSession: boolean;
  isRefreshing: boolean;
  /** Status of the `me` query (GET /api/me), which only runs once a session exists. */
  meStatus: 'pending' | 'error' | 'success';
  isMeFetching: boolean;
  hasUser: boolean;
}

/**
 * Authenticated only with a session and a user from `me` (docs/product-rules.md §4). While `me` is being (re)fetched,
 * or a refresh is repairing a 401, the answer is still unknown: saying "unauthenticated" there would bounce
 * the user to /login and back.
 */
export function deriveAuthStatus(input: AuthStatusInput): AuthStatus {
  if (input.sessionPhase === 'unknown') return 'unknown';
  if (!input.hasSession) return 'unauthenticated';
  if (input.hasUser && input.meStatus === 'success') return 'authenticated';
  if (input.meStatus === 'error' && !input.isMeFetching && !input.isRefreshing) return 'unauthenticated';
  return 'unknown';
}
