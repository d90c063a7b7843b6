/** Retries stop once the next attempt would fall more than this long after the first (or a "Reenviar"). */
export const RETRY_WINDOW_SECONDS = 24 * 3600;
const MAX_DELAY_SECONDS = 6 * 3600;
/** Three days of nothing but failures turn an endpoint off. */
export const DISABLE_AFTER_SECONDS = 3 * 24 * 3600;

/**
 * The wait before the next attempt after `attempts` failed ones: exponential (base, 4x base, 16x base...) up to
 * 6 hours. With the default 10 s base: 10 s, 40 s, 2.7 min, 11 min, 43 min, 2.8 h, then every 6 h.
 */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 4 ** Math.max(attempts - 1, 0), MAX_DELAY_SECONDS);
}

/** When to try again, or null when the next attempt would leave the 24-hour window. */
export function nextAttemptAt(
  attempts: number,
  windowStart: Date,
  now: Date,
  baseSeconds: number,
): Date | null {
  const next = new Date(now.getTime() + retryDelaySeconds(attempts, baseSeconds) * 1000);
  return next.getTime() - windowStart.getTime() > RETRY_WINDOW_SECONDS * 1000 ? null : next;
}
