import { type ReactNode, useDeferredValue, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingCard } from '../../components/ui/loading-card';
import { LogoLoadingScreen } from './components/logo-loading-screen';
import { buildReturnState, decideRouteAccess, getReturnPath, type RouteRequirement } from './route-access';
import { useAuth } from './use-auth';

/**
 * Layout route that lets its children render only when the requirement holds (docs/product-rules.md §2, route
 * guarding). Once it has let a screen in, a later "checking" (e.g. `me` reloading after sign-in) keeps the
 * screen mounted instead of swapping it for a spinner: no flicker, no lost form state.
 */
function RouteGuard({ requirement, pending }: { requirement: RouteRequirement; pending?: ReactNode }) {
  const { status, isAdmin } = useAuth();
  const location = useLocation();
  const hasAllowedRef = useRef(false);
  const decision = decideRouteAccess(requirement, status, isAdmin);
  // The first entrance draws the whole screen (the frame and the page) at once. `me`'s answer is an urgent
  // update (TanStack Query's store), which React draws in one go: on a phone, one long task that blocks the
  // page. Deferred, React draws the screen in slices it can interrupt, while the check still shows a moment
  // longer (docs/decisions/0018-fast-on-a-phone.md). Leaving (a redirect) is never deferred.
  const isAllowedDeferred = useDeferredValue(decision.kind === 'allow');

  if (
    (decision.kind === 'allow' && (isAllowedDeferred || hasAllowedRef.current)) ||
    (decision.kind === 'checking' && hasAllowedRef.current)
  ) {
    hasAllowedRef.current = true;
    return <Outlet />;
  }
  if (decision.kind !== 'redirect') {
    // The login screen shows the logo with a spinner while the auth state loads (docs/product-rules.md §2).
    if (requirement === 'guest') return <LogoLoadingScreen />;
    return pending ?? <LoadingCard message={CHECKING_SESSION} />;
  }

  // A visitor sent to /login comes back here after signing in; a user leaving /login goes where they meant to.
  const isToLogin = requirement !== 'guest' && decision.to === '/login';
  const target = requirement === 'guest' ? (getReturnPath(location.state) ?? decision.to) : decision.to;
  return (
    <>
      <LoadingCard message="Redirecionando..." />
      <Navigate to={target} replace state={isToLogin ? buildReturnState(location) : undefined} />
    </>
  );
}

/**
 * For a page with no guard of its own whose server answered 401 (a private download page opened signed out):
 * to /login, coming back to this page after signing in (the same return path the guards use).
 */
export function RedirectToSignIn() {
  const location = useLocation();
  return (
    <>
      <LoadingCard message="Redirecionando..." />
      <Navigate to="/login" replace state={buildReturnState(location)} />
    </>
  );
}

/** What the guards say while the session is being checked. */
export const CHECKING_SESSION = 'Verificando sessão...';

/**
 * Children need a signed-in user; anonymous visitors go to /login and come back after signing in. `pending` is
 * shown while the session is checked (the loading card unless the app gives the page's own shell).
 */
export function RequireAuth({ pending }: { pending?: ReactNode }) {
  return <RouteGuard requirement="user" pending={pending} />;
}

/** Children need an admin; anonymous visitors go to /login, other users to /dashboard. */
export function RequireAdmin() {
  return <RouteGuard requirement="admin" />;
}

/** Children are for visitors only (login, register); a signed-in user goes to /dashboard (or back where they were going). */
export function RequireGuest() {
  return <RouteGuard requirement="guest" />;
}
