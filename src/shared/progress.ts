/**
 * The simulated progress of a carousel being generated (docs/product-rules.md §4 and §9). The server reports no real
 * progress, so the bar moves by the clock: a linear rise to 95% over the first 60 s, then a slower climb to
 * 99% by 120 s, where it waits. It never shows 100% until the carousel is really finished, so a slow run
 * looks slow instead of looking stuck at "done".
 */
export const PROGRESS_FAST_UNTIL_MS = 60_000;
export const PROGRESS_SLOW_UNTIL_MS = 120_000;
const FAST_TARGET = 95;
const SLOW_TARGET = 99;

/** Percent (0-100, fractional) for a carousel created `elapsedMs` ago; 100 once it is finished. */
export function getSimulatedProgress(elapsedMs: number, isFinished = false): number {
  if (isFinished) return 100;
  // A clock behind the server's makes the creation date look in the future: start from zero, not below.
  const elapsed = Number.isFinite(elapsedMs) ? Math.max(0, elapsedMs) : 0;
  if (elapsed <= PROGRESS_FAST_UNTIL_MS) return (elapsed / PROGRESS_FAST_UNTIL_MS) * FAST_TARGET;
  if (elapsed >= PROGRESS_SLOW_UNTIL_MS) return SLOW_TARGET;
  const slowShare = (elapsed - PROGRESS_FAST_UNTIL_MS) / (PROGRESS_SLOW_UNTIL_MS - PROGRESS_FAST_UNTIL_MS);
  return FAST_TARGET + slowShare * (SLOW_TARGET - FAST_TARGET);
}
