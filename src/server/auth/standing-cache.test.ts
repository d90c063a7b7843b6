import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStandingCache, STANDING_TTL_MS } from './standing-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('the standing cache', () => {
  it('remembers an active session for at most a second', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createStandingCache<string>();
    cache.set('user-1', 'family-1', 'ativo');
    expect(cache.get('user-1', 'family-1')).toBe('ativo');
    expect(cache.get('user-1', 'family-2')).toBeUndefined();
    vi.setSystemTime(Date.now() + STANDING_TTL_MS);
    expect(cache.get('user-1', 'family-1')).toBeUndefined();
  });

  it('forgets every session of a user at once, and only that user', () => {
    const cache = createStandingCache<string>();
    cache.set('user-1', 'family-1', 'a');
    cache.set('user-1', 'family-2', 'b');
    cache.set('user-2', 'family-3', 'c');
    cache.dropUser('user-1');
    expect(cache.get('user-1', 'family-1')).toBeUndefined();
    expect(cache.get('user-1', 'family-2')).toBeUndefined();
    expect(cache.get('user-2', 'family-3')).toBe('c');
  });
});
