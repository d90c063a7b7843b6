/*
 * Where the tab's session is kept and shared (the storage, the names), in a module of its own without zod, so
 * that the light entries' first check (session-probe.ts) reads the same places as the session's code
 * (session-persistence.ts, session-sharing.ts) without loading it.
 */

/** sessionStorage key: one session per tab, gone when the tab closes (docs/product-rules.md §7, auth provider). */
export const SESSION_STORAGE_KEY = 'carrossel.auth.session';

/** The name of the channel the tabs of one browser (same origin) talk about the session on. */
export const SESSION_CHANNEL_NAME = 'carrossel.auth';

/** How long a new tab waits for an open tab to answer before it treats the visitor as signed out (a busy
 * machine can take a few hundred milliseconds to wake a background tab). */
export const OFFER_WAIT_MS = 500;

/** The slice of the Web Storage API we use, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `window.sessionStorage`, or null where it does not exist or throws on access (sandboxed iframes). */
export function getBrowserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
