import { z } from 'zod';
import { type Session, sessionSchema } from '../../../shared/auth/schemas';

/** sessionStorage key: one session per tab, gone when the tab closes (docs/product-rules.md §7, auth provider). */
export const SESSION_STORAGE_KEY = 'carrossel.auth.session';

/** The slice of the Web Storage API we use, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The session as the server sent it, plus its expiry on this browser's clock (see session-timing.ts). */
export interface StoredSession {
  session: Session;
  expiresAtMs: number;
}

const storedSessionSchema = z.object({ session: sessionSchema, expiresAtMs: z.number().finite() });

/**
 * Reads the tab's session. Anything unreadable (an older format, hand-edited storage) is dropped instead of
 * half-trusted: the user just signs in again.
 */
export function readStoredSession(storage: KeyValueStorage | null): StoredSession | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const parsed = storedSessionSchema.safeParse(parseJson(raw));
  if (parsed.success) return parsed.data;
  removeStoredSession(storage);
  return null;
}

/** Storage can refuse writes (quota, privacy modes); the session then lives in memory for this page only. */
export function writeStoredSession(storage: KeyValueStorage | null, stored: StoredSession): void {
  try {
    storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Kept in memory by the store; a reload will ask for the login again.
  }
}

export function removeStoredSession(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing left to protect if storage is unavailable.
  }
}

/** `window.sessionStorage`, or null where it does not exist or throws on access (sandboxed iframes). */
export function getBrowserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
