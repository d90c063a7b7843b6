import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { toast } from 'sonner';
import { AUTH_ERRORS } from '../../../shared/auth/messages';
import type { LoginBody } from '../../../shared/auth/schemas';
import type { Workspace } from '../../../shared/workspaces/schemas';
import {
  onWorkspaceNotFound,
  setActiveWorkspaceId,
  subscribeActiveWorkspace,
  useActiveWorkspaceId,
} from '../../lib/active-workspace';
import { queryKeys } from '../../lib/query-keys';
import { getMeQueryOptions, requestLogin, requestLogout } from './api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { deriveAuthStatus } from './auth-status';
import { sessionStore } from './session';
import { getWorkspacesQueryOptions, mayAct, pickActiveWorkspace } from './workspaces';

/** The toast after the active team workspace turned out gone (deleted, or the member removed). */
export const WORKSPACE_FALLBACK_TOAST =
  'Você não tem mais acesso a esse espaço de equipe. Voltamos para o seu espaço Pessoal.';

const NO_WORKSPACES: readonly Workspace[] = [];

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
  const activeWorkspaceId = useActiveWorkspaceId();
  const workspaces = useQuery(getWorkspacesQueryOptions(hasSession && me.data?.user.tipo === 'cliente'));

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

  // A switch shows only the new workspace's data: every query but `me` (the account, and the workspaces list
  // under it) is dropped and the ones on screen are fetched again, so no screen shows the previous
  // workspace's history, credits or brand for a moment (docs/workspaces.md, "Espaço ativo").
  useEffect(
    () =>
      subscribeActiveWorkspace(() => {
        void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }),
    [queryClient],
  );

  // The API refused the active team: read the list again, and the effect below falls back if it is gone.
  useEffect(
    () =>
      onWorkspaceNotFound(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
      }),
    [queryClient],
  );
  const isActiveGone =
    activeWorkspaceId !== null &&
    workspaces.isSuccess &&
    !workspaces.isFetching &&
    !workspaces.data.some((workspace) => workspace.id === activeWorkspaceId);
  useEffect(() => {
    if (!isActiveGone) return;
    setActiveWorkspaceId(null);
    toast.warning(WORKSPACE_FALLBACK_TOAST);
  }, [isActiveGone]);

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
  const workspaceList = (status === 'authenticated' ? workspaces.data : undefined) ?? NO_WORKSPACES;
  const workspace = pickActiveWorkspace(workspaceList, activeWorkspaceId);
  // The active workspace's balance; `me`'s (the personal one's) only until the list arrives.
  const credits =
    status !== 'authenticated'
      ? 0
      : (workspace?.saldo ?? (activeWorkspaceId === null ? (me.data?.credits ?? 0) : 0));

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      isLoading: status === 'unknown',
      user,
      credits,
      workspaces: workspaceList,
      workspace,
      activeWorkspaceId,
      may: (needed) => mayAct(workspace, activeWorkspaceId, needed),
      isAdmin: user?.tipo === 'admin',
      session: snapshot.session,
      signIn,
      signOut,
      refreshMe,
      getAccessToken: sessionStore.getAccessToken,
    }),
    [
      status,
      user,
      credits,
      workspaceList,
      workspace,
      activeWorkspaceId,
      snapshot.session,
      signIn,
      signOut,
      refreshMe,
    ],
  );

  // `me`'s and the workspaces' answers reach React as urgent updates (TanStack Query's store): drawn at once, every
  // screen under this provider (the frame and the page) would be drawn again in one long task, on a phone the
  // longest of the page's load. Deferred, the urgent render stops here and React draws the change in a render
  // it splits into short slices (docs/decisions/0018-fast-on-a-phone.md, step 9). A navigation is a transition,
  // rendered with the pending deferred one, and a transition's render reads the latest value: a page entered
  // after a sign-in or a sign-out sees the new session.
  const drawnValue = useDeferredValue(value);
  return <AuthContext.Provider value={drawnValue}>{children}</AuthContext.Provider>;
}
