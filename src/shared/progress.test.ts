import { describe, expect, it } from 'vitest';
import { getSimulatedProgress } from './progress';

describe('getSimulatedProgress', () => {
  it('rises linearly to 95% over the first minute', () => {
    expect(getSimulatedProgress(0)).toBe(0);
    expect(getSimulatedProgress(15_000)).toBeCloseTo(23.75);
    expect(getSimulatedProgress(30_000)).toBeCloseTo(47.5);
    expect(getSimulatedProgress(60_000)).toBe(95);
  });

  it('then climbs slowly to 99% by two minutes and stays there', () => {
    expect(getSimulatedProgress(90_000)).toBeCloseTo(97);
    expect(getSimulatedProgress(120_000)).toBe(99);
    expect(getSimulatedProgress(10 * 60_000)).toBe(99);
  });

  it('never reaches 100% until the carousel is finished, and is 100% once it is', () => {
    for (let ms = 0; ms <= 300_000; ms += 1_000) expect(getSimulatedProgress(ms)).toBeLessThan(100);
    expect(getSimulatedProgress(0, true)).toBe(100);
    expect(getSimulatedProgress(45_000, true)).toBe(100);
  });

  it('never goes backwards as time passes', () => {
    let previous = -1;
    for (let ms = 0; ms <= 200_000; ms += 500) {
      const value = getSimulatedProgress(ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('starts at zero when the device clock is behind the server (creation date in the future)', () => {
    expect(getSimulatedProgress(-5_000)).toBe(0);
    expect(getSimulatedProgress(Number.NaN)).toBe(0);
  });
});
