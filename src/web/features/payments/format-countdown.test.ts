import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounding a started second up', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(1)).toBe('00:01');
  });

  it("reads 'Expirado' once the time is up", () => {
    expect(formatCountdown(0)).toBe('Expirado');
    expect(formatCountdown(-5000)).toBe('Expirado');
    expect(formatCountdown(Number.NaN)).toBe('Expirado');
  });

  it('adds hours past an hour', () => {
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
  });
});
