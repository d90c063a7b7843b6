import { describe, expect, it } from 'vitest';
import { formatElapsed, getElapsedMs } from './timer';

describe('formatElapsed', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(999)).toBe('00:00');
    expect(formatElapsed(1_000)).toBe('00:01');
    expect(formatElapsed(59_999)).toBe('00:59');
    expect(formatElapsed(60_000)).toBe('01:00');
    expect(formatElapsed(9 * 60_000 + 5_000)).toBe('09:05');
  });

  it('keeps counting minutes past the hour instead of wrapping', () => {
    expect(formatElapsed(75 * 60_000 + 3_000)).toBe('75:03');
    expect(formatElapsed(125 * 60_000)).toBe('125:00');
  });

  it('shows 00:00 for a creation date ahead of the device clock', () => {
    expect(formatElapsed(-4_000)).toBe('00:00');
    expect(formatElapsed(Number.NaN)).toBe('00:00');
  });
});

describe('getElapsedMs', () => {
  it('measures from an ISO date to now', () => {
    const now = Date.parse('2026-03-01T12:01:30Z');
    expect(getElapsedMs('2026-03-01T12:00:00Z', now)).toBe(90_000);
    expect(formatElapsed(getElapsedMs('2026-03-01T12:00:00.000Z', now))).toBe('01:30');
  });

  it('is 0 without a usable date', () => {
    expect(getElapsedMs(null, 1000)).toBe(0);
    expect(getElapsedMs('ontem', 1000)).toBe(0);
  });
});
