import { lazy, type ReactNode, StrictMode, Suspense, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { mayHaveSessionInThisTab } from '../features/auth/session-probe';
import '../styles.css';

/*
 * What the light entries of a first visit to /login and /register (login.html, register.html) share: one screen
 * and nothing of the app (no router: 'react-router' is light-router.tsx in these builds; no TanStack Query, no
 * session code before the first paint), inside the JavaScript budget of docs/decisions/0018-fast-on-a-phone.md.
 * The build paints the screen into the HTML (scripts/build-web.ts); React draws it again over that copy. Signed
 * in, the page leaves for the app; any link to another address opens the app there (light-router.tsx). Inside
 * the app both stay routes of their own.
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
 * The painted field a visitor focused before React took over (the painted copy's fields are inert, and React's
 * commit replaces them): focused again in React's copy, found by its name, so a tap made early still leaves the
 * visitor in that field, now writable, instead of nowhere.
 */
function KeepPaintedFocus({ field }: { field: () => string | null }) {
  useLayoutEffect(() => {
    const name = field();
    if (!name || document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`#root [name="${CSS.escape(name)}"]`)?.focus();
  }, [field]);
  return null;
}

/**
 * Renders `screen` into #root over the copy the build painted there, then, once idle, leaves for the app if this
 * tab already has a session. The render is a transition, so React draws it in short slices the browser can
 * interleave with input, instead of one long task (the copy stays on screen until React's commit replaces it).
 */
export function mountLightEntry(screen: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root não encontrado.');
  // Focused before this script ran, or while React draws.
  const fieldName = (target: EventTarget | null) =>
    target instanceof HTMLInputElement ? target.name || null : null;
  let focusedField = fieldName(document.activeElement);
  const noteFocus = (event: FocusEvent) => {
    focusedField = fieldName(event.target);
  };
  container.addEventListener('focusin', noteFocus);
  const paintedFocus = () => {
    container.removeEventListener('focusin', noteFocus);
    return focusedField;
  };
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        {screen}
        <KeepPaintedFocus field={paintedFocus} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </StrictMode>,
    );
  });

  // A tab that already has a session (kept, or borrowed from another open tab) does not stay on a guest screen
  // (the guest guard's rule); checked once the screen is up, so the session code never delays it, and loaded
  // only when the tab may have a session (session-probe.ts): a visitor signed out never runs it before acting.
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => {
    void mayHaveSessionInThisTab().then((may) => {
      if (!may) return;
      void auth().then(({ pathAfterSignIn, whenAlreadySignedIn }) =>
        whenAlreadySignedIn(() => leaveFor(pathAfterSignIn(navigationState()))),
      );
    });
  });
}
