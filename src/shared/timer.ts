/**
 * The running timer of a carousel being generated, as mm:ss (docs/product-rules.md §2). Minutes keep counting past 59
 * (75:03), because an hour-long wait is an error state worth seeing as it is, not a wrapped clock.
 */
export function formatElapsed(elapsedMs: number): string {
  const totalSeconds = Number.isFinite(elapsedMs) ? Math.max(0, Math.floor(elapsedMs / 1000)) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Milliseconds from an ISO date to `now`; 0 when the date is missing or unreadable. */
export function getElapsedMs(since: string | null | undefined, now: number): number {
  const start = since ? Date.parse(since) : Number.NaN;
  return Number.isFinite(start) ? now - start : 0;
}
