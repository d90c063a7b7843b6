import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { LoginBody } from '../../shared/auth/schemas';
import { LoginScreen } from '../features/auth/pages/login-page';
import '../styles.css';

/**
 * The light entry of a first visit to /login (login.html): the login screen with the browser's own router and
 * nothing of the app (no route table, no TanStack Query, no session code before the first paint), inside the
 * JavaScript budget of docs/decisions/0018-fast-on-a-phone.md. Signed in, the page leaves for the app; any link
 * to another address opens the app there. Inside the app, /login is still its own route.
 */
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);
const auth = () => import('../features/auth');
/** React Router keeps a location's state in history.state.usr (the guard's `from`, the e-mail to prefill). */
const navigationState = (): unknown => (window.history.state as { usr?: unknown } | null)?.usr;

let leaving = false;
/**
 * Leaves for the app once: signing in also makes the session check below see a session, and a second
 * `replace` would abort the first navigation mid-load.
 */
function leaveFor(path: string): void {
  if (leaving) return;
  leaving = true;
  window.location.replace(path);
}

async function signIn(credentials: LoginBody): Promise<void> {
  const { pathAfterSignIn, signInOutsideApp } = await auth();
  await signInOutsideApp(credentials);
  leaveFor(pathAfterSignIn(navigationState()));
}

/**
 * Any other address (a link of the screen): the router has already written it, with its state, into the
 * history, so reloading opens the app right there with that state.
 */
function OpenInApp() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado.');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginScreen signIn={signIn} />} />
        <Route path="*" element={<OpenInApp />} />
      </Routes>
    </BrowserRouter>
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  </StrictMode>,
);

// A tab that already has a session (kept, or borrowed from another open tab) does not stay on /login; checked
// once the screen is up, so the session code never delays it.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
whenIdle(() => {
  void auth().then(({ pathAfterSignIn, whenAlreadySignedIn }) =>
    whenAlreadySignedIn(() => leaveFor(pathAfterSignIn(navigationState()))),
  );
});
