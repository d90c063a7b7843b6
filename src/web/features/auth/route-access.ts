import type { AuthStatus } from './auth-status';

/** `user`: signed in; `admin`: signed in as admin; `guest`: only for visitors (login, register). */
export type RouteRequirement = 'user' | 'admin' | 'guest';

export type RouteDecision = { kind: 'checking' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';

/** docs/product-rules.md §2 and §6: anonymous -> /login, non-admin on an admin route -> /dashboard, signed in on /login -> /dashboard. */
export function decideRouteAccess(
  requirement: RouteRequirement,
  status: AuthStatus,
  isAdmin: boolean,
): RouteDecision {
  if (status === 'unknown') return { kind: 'checking' };
  if (requirement === 'guest') {
    return status === 'authenticated' ? { kind: 'redirect', to: HOME_PATH } : { kind: 'allow' };
  }
  if (status === 'unauthenticated') return { kind: 'redirect', to: LOGIN_PATH };
  if (requirement === 'admin' && !isAdmin) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'allow' };
}

/** What the guard stores in the history state when it sends a visitor to /login. */
export interface ReturnState {
  from: string;
}

export function buildReturnState(location: { pathname: string; search: string; hash: string }): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

const GUEST_ONLY_PATHS = new Set(['/login', '/register']);

/**
 * Where to go after signing in. Only a path of this app is accepted (never `//host` or a URL), and never a
 * guest-only screen, which would bounce straight back.
 */
export function getReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return null;
  }
  const pathname = from.split(/[?#]/)[0] ?? '';
  return GUEST_ONLY_PATHS.has(pathname) ? null : from;
}
