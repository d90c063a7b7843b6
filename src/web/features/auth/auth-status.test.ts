import { describe, expect, it } from 'vitest';
import { type AuthStatusInput, deriveAuthStatus } from './auth-status';

const signedIn: AuthStatusInput = {
  sessionPhase: 'ready',
  hasSession: true,
  isRefreshing: false,
  meStatus: 'success',
  isMeFetching: false,
  hasUser: true,
};

describe('deriveAuthStatus', () => {
  it('is unknown while a stored session is being refreshed at start-up', () => {
    expect(deriveAuthStatus({ ...signedIn, sessionPhase: 'unknown' })).toBe('unknown');
  });

  it('is unauthenticated without a session, whatever me says', () => {
    expect(deriveAuthStatus({ ...signedIn, hasSession: false })).toBe('unauthenticated');
  });

  it('is authenticated only once me returned a user', () => {
    expect(deriveAuthStatus(signedIn)).toBe('authenticated');
    expect(deriveAuthStatus({ ...signedIn, meStatus: 'pending', hasUser: false })).toBe('unknown');
    expect(deriveAuthStatus({ ...signedIn, meStatus: 'pending', hasUser: false, isMeFetching: true })).toBe(
      'unknown',
    );
  });

  it('stays authenticated while me refetches in the background', () => {
    expect(deriveAuthStatus({ ...signedIn, isMeFetching: true, isRefreshing: true })).toBe('authenticated');
  });

  it('is unauthenticated when me failed, unless a retry is already under way', () => {
    const failed = { ...signedIn, meStatus: 'error', hasUser: false } as const;
    expect(deriveAuthStatus(failed)).toBe('unauthenticated');
    expect(deriveAuthStatus({ ...failed, isRefreshing: true })).toBe('unknown');
    expect(deriveAuthStatus({ ...failed, isMeFetching: true })).toBe('unknown');
  });
});
