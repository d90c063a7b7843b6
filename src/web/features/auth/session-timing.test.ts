import { describe, expect, it } from 'vitest';
import {
  computeExpiresAtMs,
  getRefreshDelayMs,
  getRefreshMarginMs,
  getRetryDelayMs,
  isRefreshDue,
  isRetryableStatus,
  MAX_TIMER_DELAY_MS,
  REFRESH_MARGIN_MS,
} from './session-timing';

describe('session timing', () => {
  it('measures expiry on the local clock from expires_in', () => {
    expect(computeExpiresAtMs(3600, 1_000)).toBe(3_601_000);
    expect(computeExpiresAtMs(-5, 1_000)).toBe(1_000);
  });

  it('refreshes a one-hour token one minute before it expires', () => {
    const receivedAt = 10_000;
    const expiresAt = computeExpiresAtMs(3600, receivedAt);
    expect(getRefreshDelayMs(expiresAt, 3600, receivedAt)).toBe(3_600_000 - REFRESH_MARGIN_MS);
    expect(isRefreshDue(expiresAt, 3600, receivedAt)).toBe(false);
    expect(isRefreshDue(expiresAt, 3600, expiresAt - REFRESH_MARGIN_MS)).toBe(true);
  });

  it('never refreshes a short-lived token at once: the margin is at most a quarter of its life', () => {
    expect(getRefreshMarginMs(8)).toBe(2_000);
    expect(getRefreshDelayMs(computeExpiresAtMs(8, 0), 8, 0)).toBe(6_000);
  });

  it('reports an overdue session as due now, not as a negative delay', () => {
    expect(getRefreshDelayMs(5_000, 3600, 999_999)).toBe(0);
  });

  it('backs off 5 s, 10 s, 20 s... capped at a minute', () => {
    expect([1, 2, 3, 4, 5, 6].map(getRetryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(getRetryDelayMs(0)).toBe(5_000);
  });

  it('retries passing failures and gives up on a rejected session', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 410]) expect(isRetryableStatus(status)).toBe(false);
  });

  it('keeps timer delays inside what setTimeout can hold', () => {
    expect(MAX_TIMER_DELAY_MS).toBe(2 ** 31 - 1);
  });
});
