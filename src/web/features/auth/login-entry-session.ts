import type { LoginBody } from '../../../shared/auth/schemas';
import { fetchMe, requestLogin, requestLogout } from './api';
import { getReturnPath, HOME_PATH } from './route-access';
import { sessionStore } from './session';

/*
 * The session work of the light login entry (app/login-main.tsx), which runs without the app's AuthProvider:
 * what the provider's signIn and the guest guard do, for a page that leaves for the app once signed in.
 */

/** Signs in like the app does: the session is kept only once `me` answers (docs/product-rules.md §4). */
export async function signInOutsideApp(credentials: LoginBody): Promise<void> {
  const session = await requestLogin(credentials);
  sessionStore.setSession(session);
  try {
    await fetchMe();
  } catch (error) {
    sessionStore.clearSession();
    void requestLogout(session.refresh_token).catch(() => undefined);
    throw error;
  }
}

/**
 * Calls `onSignedIn` once if this tab already has a session when the page opens: kept in the tab, or borrowed
 * from another open tab of the app (the guest guard's rule: a signed-in user does not see /login).
 */
export function whenAlreadySignedIn(onSignedIn: () => void): void {
  const check = () => {
    const snapshot = sessionStore.getSnapshot();
    if (snapshot.phase !== 'ready') return;
    unsubscribe();
    if (snapshot.session) onSignedIn();
  };
  const unsubscribe = sessionStore.subscribe(check);
  check();
}

/** Where to go after signing in: back where the user was going (history state's `from`), else the dashboard. */
export function pathAfterSignIn(state: unknown): string {
  return getReturnPath(state) ?? HOME_PATH;
}
