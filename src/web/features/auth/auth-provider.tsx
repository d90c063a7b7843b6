import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { AUTH_ERRORS } from '../../../shared/auth/messages';
import type { LoginBody } from '../../../shared/auth/schemas';
import { queryKeys } from '../../lib/query-keys';
import { getMeQueryOptions, requestLogin, requestLogout } from './api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { deriveAuthStatus } from './auth-status';
import { sessionStore } from './session';

export interface AuthProviderProps {
  children: ReactNode;
  /** Where to go after an explicit sign-out; the app passes its router's navigate to /login. */
  onSignedOut?: () => void;
}

/**
 * Auth state of docs/product-rules.md §4 for the whole app: the tab's session (sessionStorage, refreshed in the
 * background) plus `me` (user and credits). Mount it above the router so guards and pages share it.
 */
export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const snapshot = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const hasSession = snapshot.session !== null;
  const me = useQuery(getMeQueryOptions(hasSession));

  useEffect(() => {
    sessionStore.start();
    return sessionStore.stop;
  }, []);

  useEffect(
    () =>
      sessionStore.onEvent((event) => {
        // What failed with the old token is fetched again with the new one.
        if (event.type === 'recovered') void queryClient.invalidateQueries();
        if (event.type === 'ended') {
          // Another user may sign in next in this tab: nothing of this one may linger in the cache.
          queryClient.clear();
          if (event.reason === 'expired') toast.error(AUTH_ERRORS.sessionNotFound);
          if (event.reason === 'blocked') toast.error(AUTH_ERRORS.blocked);
          if (event.reason === 'signed-out-elsewhere') toast('Você saiu da sua conta em outra aba.');
        }
      }),
    [queryClient],
  );

  const signIn = useCallback(
    async (credentials: LoginBody) => {
      const session = await requestLogin(credentials);
      queryClient.clear();
      sessionStore.setSession(session);
      try {
        await queryClient.fetchQuery(getMeQueryOptions(true));
      } catch (error) {
        // Without `me` the user is not authenticated (docs/product-rules.md §4): do not keep a half session around.
        sessionStore.clearSession();
        void requestLogout(session.refresh_token).catch(() => undefined);
        throw error;
      }
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Ending the session also clears the query cache (the 'ended' listener above).
    const previous = sessionStore.clearSession();
    onSignedOut?.();
    // The screen changes at once; the revocation finishes in the background (a failure only leaves a token
    // that nobody holds any more, and it expires on its own).
    if (previous) await requestLogout(previous.refresh_token).catch(() => undefined);
  }, [onSignedOut]);

  const refreshMe = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: queryKeys.me });
  }, [queryClient]);

  const status = deriveAuthStatus({
    sessionPhase: snapshot.phase,
    hasSession,
    isRefreshing: snapshot.isRefreshing,
    meStatus: me.status,
    isMeFetching: me.isFetching,
    hasUser: Boolean(me.data?.user),
  });
  const user = status === 'authenticated' ? (me.data?.user ?? null) : null;
  const credits = status === 'authenticated' ? (me.data?.credits ?? 0) : 0;

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      isLoading: status === 'unknown',
      user,
      credits,
      isAdmin: user?.tipo === 'admin',
      session: snapshot.session,
      signIn,
      signOut,
      refreshMe,
      getAccessToken: sessionStore.getAccessToken,
    }),
    [status, user, credits, snapshot.session, signIn, signOut, refreshMe],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
