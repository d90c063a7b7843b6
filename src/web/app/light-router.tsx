import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/*
 * What the light entries of /login and /register (login.html, register.html) get in place of React Router: the
 * build aliases 'react-router' to this module for them (scripts/build-web.ts), so the screens the app shows as its
 * routes run unchanged without a router in the page. React Router was about a quarter of the login's JavaScript and
 * of its start-up work (docs/decisions/0018-fast-on-a-phone.md). A light entry shows one screen: every link leaves
 * it for the app, which opens at that address with the link's state, as React Router keeps it in history.state
 * (`usr`), so the app's router reads it as its own. The exports the auth screens (and the auth module a light
 * entry loads after its first paint) import are here; the build fails if one is missing.
 */

interface RouterHistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const historyState = (): RouterHistoryState | null => window.history.state as RouterHistoryState | null;

export interface LightLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** The current address and its state (React Router's `location.state`, kept in history.state.usr). */
export function useLocation(): LightLocation {
  const { pathname, search, hash } = window.location;
  return {
    pathname,
    search,
    hash,
    state: historyState()?.usr ?? null,
    key: historyState()?.key ?? 'default',
  };
}

/** A plain click (no modifier, no other target) that the page itself should follow. */
const followsInPage = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * Opens `to` with `state` as React Router would have pushed it, in a new document: the app (or that address's
 * own light entry) then starts there with that state.
 */
function openWithState(to: string, state: unknown): void {
  const previous = historyState();
  const key = Math.random().toString(36).slice(2, 10);
  window.history.pushState({ usr: state ?? null, key, idx: (previous?.idx ?? 0) + 1 }, '', to);
  window.location.reload();
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  state?: unknown;
  replace?: boolean;
  children?: ReactNode;
}

/** React Router's `Link` for a page without a router: a real link, followed as a new document with its state. */
export function Link({ to, state, replace: _replace, onClick, target, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInPage(event, target)) return;
        event.preventDefault();
        openWithState(to, state);
      }}
    />
  );
}

/**
 * Loaded with the auth module (its guards and notices), never drawn in a light entry: both only make sense inside
 * the app's router, so drawing one here is a mistake that should show.
 */
function outsideTheApp(name: string): never {
  throw new Error(`${name} só existe dentro do app (rotas do React Router).`);
}
export function Navigate(_props: { to: string; replace?: boolean; state?: unknown }): ReactNode {
  return outsideTheApp('Navigate');
}
export function Outlet(): ReactNode {
  return outsideTheApp('Outlet');
}
