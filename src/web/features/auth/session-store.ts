import type { Session } from '../../../shared/auth/schemas';
import type { KeyValueStorage } from './session-keys';
import {
  readStoredSession,
  removeStoredSession,
  type StoredSession,
  writeStoredSession,
} from './session-persistence';
import {
  computeExpiresAtMs,
  getRefreshDelayMs,
  getRetryDelayMs,
  isRefreshDue,
  isRetryableStatus,
  MAX_TIMER_DELAY_MS,
} from './session-timing';

/**
 * After a 401 we refresh once and let the callers refetch. Another 401 this soon after means even the fresh
 * token is refused: we give up on that request rather than refresh in a loop.
 */
export const RECOVERY_WINDOW_MS = 10_000;

/**
 * `unknown` only while a stored session that was already due is being refreshed at start-up, or while a new
 * tab asks the browser's other tabs for their session.
 */
export type SessionPhase = 'unknown' | 'ready';

export interface SessionSnapshot {
  phase: SessionPhase;
  session: Session | null;
  isRefreshing: boolean;
}

/**
 * `expired`: the server refused the refresh token (revoked, used, expired); `blocked`: the server said the
 * account is blocked; `signed-out`: the user left in this tab; `signed-out-elsewhere`: the user left in another
 * tab of this browser.
 */
export type SessionEndReason = 'signed-out' | 'signed-out-elsewhere' | 'expired' | 'blocked';

export type SessionEvent =
  | { type: 'refreshed' }
  /** A refresh that followed a 401 succeeded: what failed with the old token can be fetched again. */
  | { type: 'recovered' }
  | { type: 'ended'; reason: SessionEndReason };

export interface SessionStoreOptions {
  storage: KeyValueStorage | null;
  /** POST /api/auth/refresh: resolves with the next session (the old refresh token then stops working). */
  requestRefresh: (refreshToken: string) => Promise<Session>;
  /** The HTTP status of a failed refresh (0 for no network), or null when it was not an HTTP failure. */
  getErrorStatus: (error: unknown) => number | null;
  /** Whether a failed refresh says the account is blocked (the session then ends as `blocked`). */
  isAccountBlocked?: (error: unknown) => boolean;
}

export interface SessionStore {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  onEvent: (listener: (event: SessionEvent) => void) => () => void;
  /** Keeps a session the server just issued (sign-in). */
  setSession: (session: Session) => void;
  /** Forgets the session; returns it so the caller can revoke its refresh token. */
  clearSession: (reason?: SessionEndReason) => Session | null;
  /** The token for the next request, refreshed first when it is about to expire. */
  getAccessToken: () => Promise<string | null>;
  /** One refresh at a time: concurrent callers share the same request. Resolves null when signed out. */
  refreshSession: () => Promise<Session | null>;
  /** Called on a 401 from the API: refresh once (shared), or give up if that already happened just now. */
  recoverFromUnauthorized: () => Promise<void>;
  /**
   * A tab without a session takes one from another tab (see session-sharing.ts): the phase stays `unknown`
   * meanwhile, so guards wait instead of sending the user to /login. A sign-in in the meantime wins.
   */
  borrowSession: (borrow: () => Promise<Session | null>) => Promise<void>;
  /**
   * Asks the server for a sibling of this tab's session, for another tab. Never while a refresh is rotating
   * the token (the server would see the old token come back and revoke the family), and a refresh waits for
   * it. Null when this tab has no session or the server refused.
   */
  shareSession: (requestShare: (refreshToken: string) => Promise<Session>) => Promise<Session | null>;
  /** Arms the automatic refresh (and refreshes at once a session that is already due). Idempotent. */
  start: () => void;
  stop: () => void;
}

/**
 * The tab's session: kept in sessionStorage, refreshed shortly before it expires, refreshed once on a 401,
 * ended when the server refuses the refresh token. Framework-free so the timing rules are unit-tested; React
 * reads it through useSyncExternalStore.
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { storage, requestRefresh, getErrorStatus, isAccountBlocked } = options;
  let stored: StoredSession | null = readStoredSession(storage);
  let snapshot: SessionSnapshot = {
    phase: stored && isStoredSessionDue(stored) ? 'unknown' : 'ready',
    session: stored?.session ?? null,
    isRefreshing: false,
  };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: SessionEvent) => void>();
  let refreshInFlight: Promise<Session | null> | null = null;
  let shareInFlight: Promise<unknown> | null = null;
  let recoveryInFlight: Promise<void> | null = null;
  let lastRecoveryAtMs = Number.NEGATIVE_INFINITY;
  let retryAttempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isStarted = false;

  function update(patch: Partial<SessionSnapshot>): void {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  function emit(event: SessionEvent): void {
    for (const listener of eventListeners) listener(event);
  }

  function cancelTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function scheduleRefresh(delayMs?: number): void {
    cancelTimer();
    if (!isStarted || !stored) return;
    const delay = delayMs ?? getRefreshDelayMs(stored.expiresAtMs, stored.session.expires_in, Date.now());
    timer = setTimeout(
      () => {
        timer = null;
        if (!stored) return;
        // A capped (very long) delay or a retry before the session is due just re-arms the timer.
        if (isStoredSessionDue(stored)) void refreshSession();
        else scheduleRefresh();
      },
      Math.min(delay, MAX_TIMER_DELAY_MS),
    );
  }

  function applySession(session: Session): void {
    stored = { session, expiresAtMs: computeExpiresAtMs(session.expires_in, Date.now()) };
    writeStoredSession(storage, stored);
    retryAttempt = 0;
    update({ phase: 'ready', session });
    scheduleRefresh();
  }

  function endSession(reason: SessionEndReason): Session | null {
    const previous = stored?.session ?? null;
    stored = null;
    removeStoredSession(storage);
    cancelTimer();
    retryAttempt = 0;
    update({ phase: 'ready', session: null });
    if (previous) emit({ type: 'ended', reason });
    return previous;
  }

  function refreshSession(): Promise<Session | null> {
    if (refreshInFlight) return refreshInFlight;
    if (!stored) return Promise.resolve(null);
    const refreshToken = stored.session.refresh_token;
    // A sign-in or sign-out while the request was out wins over its answer.
    const isStale = () => stored?.session.refresh_token !== refreshToken;
    update({ isRefreshing: true });
    // A share presenting this token must finish first: rotating it underneath would look like reuse.
    const send = () => requestRefresh(refreshToken);
    const request = shareInFlight ? shareInFlight.then(noop, noop).then(send) : send();
    refreshInFlight = request
      .then(
        (next) => {
          if (isStale()) return stored?.session ?? null;
          applySession(next);
          emit({ type: 'refreshed' });
          return next;
        },
        (error: unknown) => {
          if (isStale() || !stored) return stored?.session ?? null;
          const status = getErrorStatus(error);
          if (status !== null && isRetryableStatus(status)) {
            // The server did not say no (network, gateway): keep the session and try again shortly.
            retryAttempt += 1;
            update({ phase: 'ready' });
            scheduleRefresh(getRetryDelayMs(retryAttempt));
            return stored.session;
          }
          endSession(isAccountBlocked?.(error) ? 'blocked' : 'expired');
          return null;
        },
      )
      .finally(() => {
        refreshInFlight = null;
        update({ isRefreshing: false });
      });
    return refreshInFlight;
  }

  function recoverFromUnauthorized(): Promise<void> {
    if (!stored) return Promise.resolve();
    if (recoveryInFlight) return recoveryInFlight;
    if (!refreshInFlight && Date.now() - lastRecoveryAtMs < RECOVERY_WINDOW_MS) return Promise.resolve();
    const tokenBefore = stored.session.access_token;
    recoveryInFlight = refreshSession()
      .then((session) => {
        if (session && session.access_token !== tokenBefore) {
          lastRecoveryAtMs = Date.now();
          emit({ type: 'recovered' });
        }
      })
      .finally(() => {
        recoveryInFlight = null;
      });
    return recoveryInFlight;
  }

  async function borrowSession(borrow: () => Promise<Session | null>): Promise<void> {
    if (stored) return;
    update({ phase: 'unknown' });
    const session = await borrow().catch(() => null);
    if (stored) return;
    if (session) applySession(session);
    else update({ phase: 'ready' });
  }

  async function shareSession(
    requestShare: (refreshToken: string) => Promise<Session>,
  ): Promise<Session | null> {
    while (refreshInFlight) await refreshInFlight;
    if (!stored) return null;
    const pending = requestShare(stored.session.refresh_token);
    shareInFlight = pending;
    try {
      return await pending;
    } catch {
      return null;
    } finally {
      if (shareInFlight === pending) shareInFlight = null;
    }
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    setSession: applySession,
    clearSession: (reason = 'signed-out') => endSession(reason),
    async getAccessToken() {
      if (!stored) return null;
      if (!isStoredSessionDue(stored)) return stored.session.access_token;
      const session = await refreshSession();
      return session?.access_token ?? null;
    },
    refreshSession,
    recoverFromUnauthorized,
    borrowSession,
    shareSession,
    start() {
      if (isStarted) return;
      isStarted = true;
      if (stored && isStoredSessionDue(stored)) void refreshSession();
      else scheduleRefresh();
    },
    stop() {
      isStarted = false;
      cancelTimer();
    },
  };
}

function isStoredSessionDue(stored: StoredSession): boolean {
  return isRefreshDue(stored.expiresAtMs, stored.session.expires_in, Date.now());
}

function noop(): void {}
