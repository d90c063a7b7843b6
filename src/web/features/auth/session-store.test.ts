import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../shared/auth/schemas';
import { SESSION_STORAGE_KEY } from './session-keys';
import { readStoredSession, writeStoredSession } from './session-persistence';
import { createSessionStore, RECOVERY_WINDOW_MS, type SessionEvent } from './session-store';
import { REFRESH_MARGIN_MS } from './session-timing';
import { buildSession, createMemoryStorage } from './test-support';

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`HTTP ${status}`);
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: { stored?: { session: Session; expiresAtMs: number } } = {}) {
  const storage = createMemoryStorage();
  if (options.stored) writeStoredSession(storage, options.stored);
  const requestRefresh = vi.fn<(refreshToken: string) => Promise<Session>>(async () => buildSession());
  const store = createSessionStore({
    storage,
    requestRefresh,
    getErrorStatus: (error) => (error instanceof HttpFailure ? error.status : null),
    isAccountBlocked: (error) => error instanceof HttpFailure && error.code === 'account_blocked',
  });
  const events: SessionEvent['type'][] = [];
  const reasons: string[] = [];
  store.onEvent((event) => {
    events.push(event.type);
    if (event.type === 'ended') reasons.push(event.reason);
  });
  return { storage, store, requestRefresh, events, reasons };
}

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts ready and signed out when the tab has no session', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toEqual({ phase: 'ready', session: null, isRefreshing: false });
  });

  it('keeps a signed-in session in sessionStorage and forgets it on sign-out', async () => {
    const { storage, store, events } = setup();
    const session = buildSession();
    store.setSession(session);
    expect(store.getSnapshot().session).toEqual(session);
    expect(readStoredSession(storage)?.session).toEqual(session);
    expect(await store.getAccessToken()).toBe(session.access_token);

    expect(store.clearSession()).toEqual(session);
    expect(store.getSnapshot().session).toBeNull();
    expect(storage.entries.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(events).toEqual(['ended']);
    expect(await store.getAccessToken()).toBeNull();
  });

  it('restores the session after a reload', () => {
    const session = buildSession();
    const { store } = setup({ stored: { session, expiresAtMs: Date.now() + 30 * 60_000 } });
    expect(store.getSnapshot()).toMatchObject({ phase: 'ready', session });
  });

  it('refreshes automatically one minute before the token expires', async () => {
    const { store, requestRefresh, events } = setup();
    const first = buildSession();
    store.start();
    store.setSession(first);

    await vi.advanceTimersByTimeAsync(3600_000 - REFRESH_MARGIN_MS - 1);
    expect(requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestRefresh).toHaveBeenCalledWith(first.refresh_token);
    expect(store.getSnapshot().session?.access_token).not.toBe(first.access_token);
    expect(events).toEqual(['refreshed']);

    // ...and keeps doing so for the next session.
    await vi.advanceTimersByTimeAsync(3600_000 - REFRESH_MARGIN_MS);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    store.stop();
  });

  it('refreshes a stored session that is already due before reporting it ready', async () => {
    const session = buildSession();
    const { store, requestRefresh } = setup({ stored: { session, expiresAtMs: Date.now() - 1000 } });
    expect(store.getSnapshot().phase).toBe('unknown');
    store.start();
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    await vi.runOnlyPendingTimersAsync();
    expect(store.getSnapshot().phase).toBe('ready');
    expect(store.getSnapshot().session?.refresh_token).not.toBe(session.refresh_token);
    store.stop();
  });

  it('hands out a fresh token when the current one is about to expire (a tab that slept)', async () => {
    const session = buildSession();
    const { store, requestRefresh } = setup({ stored: { session, expiresAtMs: Date.now() + 10_000 } });
    const token = await store.getAccessToken();
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(token).toBe(store.getSnapshot().session?.access_token);
    expect(token).not.toBe(session.access_token);
  });

  it('shares one refresh between concurrent callers', async () => {
    const { store, requestRefresh } = setup();
    store.setSession(buildSession());
    const pending = deferred<Session>();
    requestRefresh.mockReturnValueOnce(pending.promise);
    const calls = [store.refreshSession(), store.refreshSession(), store.recoverFromUnauthorized()];
    expect(store.getSnapshot().isRefreshing).toBe(true);
    const next = buildSession();
    pending.resolve(next);
    const [a, b] = await Promise.all(calls);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(a).toEqual(next);
    expect(b).toEqual(next);
    expect(store.getSnapshot().isRefreshing).toBe(false);
  });

  it('signs out when the server refuses the refresh token', async () => {
    const { storage, store, requestRefresh, events } = setup();
    store.setSession(buildSession());
    requestRefresh.mockRejectedValueOnce(new HttpFailure(401));
    expect(await store.refreshSession()).toBeNull();
    expect(store.getSnapshot().session).toBeNull();
    expect(storage.entries.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(events).toEqual(['ended']);
  });

  it('ends the session as blocked when the refresh says the account is blocked', async () => {
    const { store, requestRefresh, reasons } = setup();
    store.setSession(buildSession());
    requestRefresh.mockRejectedValueOnce(new HttpFailure(403, 'account_blocked'));
    expect(await store.refreshSession()).toBeNull();
    expect(reasons).toEqual(['blocked']);
    store.setSession(buildSession());
    requestRefresh.mockRejectedValueOnce(new HttpFailure(401, 'session_not_found'));
    await store.refreshSession();
    expect(reasons).toEqual(['blocked', 'expired']);
  });

  it('keeps the session and retries with backoff when the refresh fails for a passing reason', async () => {
    const session = buildSession();
    const { store, requestRefresh } = setup({ stored: { session, expiresAtMs: Date.now() + 30_000 } });
    requestRefresh.mockRejectedValueOnce(new HttpFailure(503)).mockRejectedValueOnce(new HttpFailure(0));
    store.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ phase: 'ready', session });

    await vi.advanceTimersByTimeAsync(5_000);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestRefresh).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot().session?.access_token).not.toBe(session.access_token);
    store.stop();
  });

  it('refreshes once on a 401 and tells callers to refetch', async () => {
    const { store, requestRefresh, events } = setup();
    store.setSession(buildSession());
    await Promise.all([store.recoverFromUnauthorized(), store.recoverFromUnauthorized()]);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['refreshed', 'recovered']);
  });

  it('gives up instead of looping when the fresh token is refused too', async () => {
    const { store, requestRefresh } = setup();
    store.setSession(buildSession());
    await store.recoverFromUnauthorized();
    await store.recoverFromUnauthorized();
    expect(requestRefresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(RECOVERY_WINDOW_MS);
    await store.recoverFromUnauthorized();
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });

  it('lets a sign-in made during a refresh win over the refresh answer', async () => {
    const { store, requestRefresh } = setup();
    store.setSession(buildSession());
    const pending = deferred<Session>();
    requestRefresh.mockReturnValueOnce(pending.promise);
    const refreshing = store.refreshSession();
    const signedIn = buildSession();
    store.setSession(signedIn);
    pending.reject(new HttpFailure(401));
    expect(await refreshing).toEqual(signedIn);
    expect(store.getSnapshot().session).toEqual(signedIn);
  });

  it('notifies subscribers with a new snapshot on every change', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.setSession(buildSession());
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
