import { z } from 'zod';
import { type Session, sessionSchema } from '../../../shared/auth/schemas';
import { type KeyValueStorage, SESSION_STORAGE_KEY } from './session-keys';

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
