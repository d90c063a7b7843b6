import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from './session-keys';
import { readStoredSession, removeStoredSession, writeStoredSession } from './session-persistence';
import { buildSession, createMemoryStorage } from './test-support';

describe('session persistence', () => {
  it('round-trips a session with its local expiry', () => {
    const storage = createMemoryStorage();
    const stored = { session: buildSession(), expiresAtMs: 123_456 };
    writeStoredSession(storage, stored);
    expect(readStoredSession(storage)).toEqual(stored);
    removeStoredSession(storage);
    expect(readStoredSession(storage)).toBeNull();
  });

  it('drops a corrupt or outdated entry instead of trusting it', () => {
    const storage = createMemoryStorage({ [SESSION_STORAGE_KEY]: '{"access_token":"x"}' });
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.entries.has(SESSION_STORAGE_KEY)).toBe(false);

    storage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.entries.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('survives a storage that throws (quota, sandboxed frames)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredSession(broken)).toBeNull();
    expect(() => writeStoredSession(broken, { session: buildSession(), expiresAtMs: 1 })).not.toThrow();
    expect(() => removeStoredSession(broken)).not.toThrow();
    expect(readStoredSession(null)).toBeNull();
  });
});
