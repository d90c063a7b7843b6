/**
 * Slows password guessing against one account, whatever IPs it comes from (docs/decisions/0003). The first
 * failures are free (typos); each failure after them doubles the wait before the account may be tried again,
 * up to a cap; a successful sign-in or a quiet hour forgets the account. It slows, it never locks: the owner
 * waits at most `maxDelayMs` however hard someone else tries. Counters live in this node's memory.
 */
export interface LoginThrottleOptions {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  /** Accounts tracked at once; the oldest are forgotten first beyond it. */
  maxAccounts: number;
  now: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = {
  freeFailures: 10,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetAfterMs: 60 * 60_000,
  maxAccounts: 100_000,
  now: Date.now,
};

interface AccountFailures {
  count: number;
  lastAt: number;
}

export function createLoginThrottle(overrides: Partial<LoginThrottleOptions> = {}) {
  const options = { ...LOGIN_THROTTLE_DEFAULTS, ...overrides };
  const accounts = new Map<string, AccountFailures>();

  function read(account: string): AccountFailures | null {
    const entry = accounts.get(account);
    if (!entry) return null;
    if (options.now() - entry.lastAt > options.forgetAfterMs) {
      accounts.delete(account);
      return null;
    }
    return entry;
  }

  function delayAfter(count: number): number {
    const extra = count - options.freeFailures;
    if (extra <= 0) return 0;
    return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** (extra - 1));
  }

  return {
    /** How long this account must rest before the next attempt (0: it may be tried now). */
    waitMs(account: string): number {
      const entry = read(account);
      if (!entry) return 0;
      return Math.max(0, entry.lastAt + delayAfter(entry.count) - options.now());
    },
    recordFailure(account: string): void {
      const entry = read(account);
      accounts.delete(account);
      accounts.set(account, { count: (entry?.count ?? 0) + 1, lastAt: options.now() });
      if (accounts.size > options.maxAccounts) {
        const oldest = accounts.keys().next().value;
        if (oldest !== undefined) accounts.delete(oldest);
      }
    },
    recordSuccess(account: string): void {
      accounts.delete(account);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
