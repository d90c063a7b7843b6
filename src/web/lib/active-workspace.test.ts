import { describe, expect, it, vi } from 'vitest';
import { ACTIVE_WORKSPACE_KEY_PREFIX, createActiveWorkspaceStore } from './active-workspace';

const TEAM = '11111111-2222-4333-8444-555555555555';
const OTHER = '66666666-7777-4888-8999-000000000000';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('the active workspace', () => {
  it('is the personal one (null) until an account with a stored choice signs in', () => {
    const storage = memoryStorage({ [`${ACTIVE_WORKSPACE_KEY_PREFIX}ana`]: TEAM });
    const store = createActiveWorkspaceStore(storage);
    expect(store.get()).toBeNull();
    store.setAccount('ana');
    expect(store.get()).toBe(TEAM);
  });

  it("remembers each account's choice apart, so the next account on the computer starts on its own", () => {
    const storage = memoryStorage();
    const store = createActiveWorkspaceStore(storage);
    store.setAccount('ana');
    store.set(TEAM);
    store.setAccount('bia');
    expect(store.get()).toBeNull();
    store.set(OTHER);
    store.setAccount('ana');
    expect(store.get()).toBe(TEAM);
    expect(storage.map.get(`${ACTIVE_WORKSPACE_KEY_PREFIX}bia`)).toBe(OTHER);
  });

  it("forgets the account's choice on sign-out", () => {
    const storage = memoryStorage();
    const store = createActiveWorkspaceStore(storage);
    store.setAccount('ana');
    store.set(TEAM);
    store.forget();
    expect(store.get()).toBeNull();
    expect(storage.map.size).toBe(0);
    store.setAccount('ana');
    expect(store.get()).toBeNull();
  });

  it('tells subscribers of a switch, once per real change', () => {
    const store = createActiveWorkspaceStore(memoryStorage());
    store.setAccount('ana');
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(TEAM);
    store.set(TEAM);
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.set(OTHER);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored value that is not a workspace id, and works without storage', () => {
    const store = createActiveWorkspaceStore(
      memoryStorage({ [`${ACTIVE_WORKSPACE_KEY_PREFIX}ana`]: 'x; drop table' }),
    );
    store.setAccount('ana');
    expect(store.get()).toBeNull();
    const bare = createActiveWorkspaceStore(null);
    bare.setAccount('ana');
    bare.set(TEAM);
    expect(bare.get()).toBe(TEAM);
  });

  it('keeps working when the storage throws (private mode)', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createActiveWorkspaceStore(failing);
    store.setAccount('ana');
    store.set(TEAM);
    expect(store.get()).toBe(TEAM);
  });

  it('passes a not-found report to its listeners', () => {
    const store = createActiveWorkspaceStore(null);
    const listener = vi.fn();
    store.onNotFound(listener);
    store.reportNotFound(TEAM);
    expect(listener).toHaveBeenCalledWith(TEAM);
  });
});
