import { lazy, type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import '../styles.css';

/*
 * What the light entries of a first visit to /login and /register (login.html, register.html) share: one screen
 * with the browser's own router and nothing of the app (no route table, no TanStack Query, no session code before
 * the first paint), inside the JavaScript budget of docs/decisions/0018-fast-on-a-phone.md. Signed in, the page
 * leaves for the app; any link to another address opens the app there. Inside the app both stay routes of their own.
 */

const Toaster = lazy(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);
export const auth = () => import('../features/auth');
/** React Router keeps a location's state in history.state.usr (the guard's `from`, the e-mail to prefill). */
export const navigationState = (): unknown => (window.history.state as { usr?: unknown } | null)?.usr;

let leaving = false;
/**
 * Leaves for the app once: signing in also makes the session check below see a session, and a second
 * `replace` would abort the first navigation mid-load.
 */
export function leaveFor(path: string): void {
  if (leaving) return;
  leaving = true;
  window.location.replace(path);
}

/**
 * Any other address (a link of the screen): the router has already written it, with its state, into the
 * history, so reloading opens the app (or that address's own light entry) right there with that state.
 */
function OpenInApp() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}

/** Renders `screen` at `path` into #root, then, once idle, leaves for the app if this tab already has a session. */
export function mountLightEntry(path: string, screen: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Elemento #root não encontrado.');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<OpenInApp />} />
        </Routes>
      </BrowserRouter>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </StrictMode>,
  );

  // A tab that already has a session (kept, or borrowed from another open tab) does not stay on a guest screen
  // (the guest guard's rule); checked once the screen is up, so the session code never delays it.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => {
    void auth().then(({ pathAfterSignIn, whenAlreadySignedIn }) =>
      whenAlreadySignedIn(() => leaveFor(pathAfterSignIn(navigationState()))),
    );
  });
}
