import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryDelaySeconds } from './retry-schedule';

describe('webhook retry schedule', () => {
  it('waits four times longer after each failure, never more than 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((attempts) => retryDelaySeconds(attempts, 10))).toEqual([
      10, 40, 160, 640, 2560, 10240, 21600, 21600,
    ]);
  });

  it('keeps trying for 24 hours after the first attempt and then stops', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let now = start;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextAttemptAt(attempts, start, now, 10);
      if (!next) break;
      now = next;
    }
    expect(now.getTime() - start.getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(now.getTime() - start.getTime()).toBeGreaterThan(18 * 3600 * 1000);
    expect(attempts).toBe(10);
  });
});
