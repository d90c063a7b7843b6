/**
 * When to refresh a session. Expiry is measured on the browser's own clock from `expires_in` at the moment the
 * session arrived, not from the server's `expires_at`: a laptop whose clock is a few minutes off would
 * otherwise refresh too late (401s) or in a loop.
 */

/** Refresh this long before the access token expires, so requests in flight never carry a dead token. */
export const REFRESH_MARGIN_MS = 60_000;

/** setTimeout overflows above 2^31-1 ms and fires at once; long delays are capped and re-armed. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Backoff for a refresh that failed for a passing reason (network, gateway): 5 s, 10 s, 20 s... up to 60 s. */
export const RETRY_BASE_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 60_000;

export function computeExpiresAtMs(expiresInSeconds: number, receivedAtMs: number): number {
  return receivedAtMs + Math.max(0, expiresInSeconds) * 1000;
}

/**
 * The margin never exceeds a quarter of the token's life, so a short-lived token (tests, a misconfigured server)
 * is not refreshed the instant it arrives.
 */
export function getRefreshMarginMs(expiresInSeconds: number): number {
  return Math.min(REFRESH_MARGIN_MS, (Math.max(0, expiresInSeconds) * 1000) / 4);
}

/** Milliseconds until the session should be refreshed; 0 when it is due (or overdue). */
export function getRefreshDelayMs(expiresAtMs: number, expiresInSeconds: number, nowMs: number): number {
  return Math.max(0, expiresAtMs - getRefreshMarginMs(expiresInSeconds) - nowMs);
}

export function isRefreshDue(expiresAtMs: number, expiresInSeconds: number, nowMs: number): boolean {
  return getRefreshDelayMs(expiresAtMs, expiresInSeconds, nowMs) === 0;
}

/** Delay before retry number `attempt` (1-based) of a refresh that failed for a passing reason. */
export function getRetryDelayMs(attempt: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** exponent);
}

/**
 * A refresh that failed for these statuses may work later (no network, timeout, rate limit, server or gateway
 * trouble; docs/product-rules.md §8 treats 502/503/504 as retryable); anything else means the session is gone.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
