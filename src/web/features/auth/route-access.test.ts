import { describe, expect, it } from 'vitest';
import { buildReturnState, decideRouteAccess, getReturnPath } from './route-access';

describe('decideRouteAccess', () => {
  it('waits while the session is being checked', () => {
    for (const requirement of ['user', 'admin', 'guest'] as const) {
      expect(decideRouteAccess(requirement, 'unknown', false)).toEqual({ kind: 'checking' });
    }
  });

  it('sends anonymous visitors to /login', () => {
    expect(decideRouteAccess('user', 'unauthenticated', false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideRouteAccess('admin', 'unauthenticated', false)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a non-admin away from admin routes to /dashboard', () => {
    expect(decideRouteAccess('admin', 'authenticated', false)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideRouteAccess('admin', 'authenticated', true)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess('user', 'authenticated', false)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from login and register', () => {
    expect(decideRouteAccess('guest', 'authenticated', false)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideRouteAccess('guest', 'unauthenticated', false)).toEqual({ kind: 'allow' });
  });
});

describe('return path after login', () => {
  it('remembers the full address the visitor was going to', () => {
    const state = buildReturnState({ pathname: '/criar', search: '?tipo=conectar', hash: '#top' });
    expect(getReturnPath(state)).toBe('/criar?tipo=conectar#top');
  });

  it('ignores anything that is not a path of this app', () => {
    for (const from of ['//evil.example', 'https://evil.example', '/\\evil.example', 42, '']) {
      expect(getReturnPath({ from })).toBeNull();
    }
    expect(getReturnPath(null)).toBeNull();
    expect(getReturnPath('x')).toBeNull();
  });

  it('never returns to a guest-only screen', () => {
    expect(getReturnPath({ from: '/login?x=1' })).toBeNull();
    expect(getReturnPath({ from: '/register' })).toBeNull();
  });
});
