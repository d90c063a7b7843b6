import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

function setup() {
  let now = 1_000_000;
  const throttle = createLoginThrottle({ now: () => now, maxAccounts: 3, freeFailures: 5 });
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('login throttle', () => {
  it('lets the free failures through (5 here), then doubles the wait after each one up to a minute', () => {
    const { throttle, advance } = setup();
    const waits: number[] = [];
    for (let failure = 0; failure < 13; failure++) {
      waits.push(throttle.waitMs('ana@exemplo.com'));
      advance(waits.at(-1) ?? 0);
      throttle.recordFailure('ana@exemplo.com');
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000]);
    expect(throttle.waitMs('outra@exemplo.com')).toBe(0);
  });

  it('forgets an account after a successful sign-in or a quiet hour', () => {
    const { throttle, advance } = setup();
    for (let failure = 0; failure < 8; failure++) throttle.recordFailure('ana@exemplo.com');
    expect(throttle.waitMs('ana@exemplo.com')).toBe(4000);
    throttle.recordSuccess('ana@exemplo.com');
    expect(throttle.waitMs('ana@exemplo.com')).toBe(0);
    for (let failure = 0; failure < 8; failure++) throttle.recordFailure('bia@exemplo.com');
    advance(60 * 60_000 + 1);
    expect(throttle.waitMs('bia@exemplo.com')).toBe(0);
    throttle.recordFailure('bia@exemplo.com');
    expect(throttle.waitMs('bia@exemplo.com')).toBe(0);
  });

  it('keeps memory bounded by forgetting the oldest accounts first', () => {
    const { throttle } = setup();
    for (const account of ['a', 'b', 'c', 'd']) {
      for (let failure = 0; failure < 6; failure++) throttle.recordFailure(account);
    }
    expect(throttle.waitMs('a')).toBe(0);
    expect(throttle.waitMs('d')).toBe(1000);
  });
});
