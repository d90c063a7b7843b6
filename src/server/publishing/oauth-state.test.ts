import { describe, expect, it } from 'vitest';
import { createOAuthStates, oauthCookie, readCookie } from './oauth-state';

describe('the OAuth state of a network connection', () => {
  const states = createOAuthStates('a-secret-of-at-least-thirty-two-characters', 'instagram-oauth-state');

  const owner = { userId: 'user-1', sessionFamily: 'family-1', workspaceId: 'workspace-1' };

  it('names the user, session and workspace that asked, only with the browser nonce that came with it', () => {
    const { state, nonce } = states.issue(owner);
    expect(states.verify(state, nonce)).toEqual(owner);
    expect(states.verify(state, undefined)).toBeNull();
    expect(states.verify(state, states.issue(owner).nonce)).toBeNull();
  });

  it('refuses an expired, altered or foreign state', () => {
    const now = Date.now();
    const { state, nonce } = states.issue(owner, now);
    expect(states.verify(state, nonce, now + 11 * 60_000)).toBeNull();
    const [body = '', mac = ''] = state.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: 'user-2' }),
    );
    expect(states.verify(`${forged.toString('base64url')}.${mac}`, nonce)).toBeNull();
    // Another workspace written into a genuine state: refused like any altered one.
    const moved = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), w: 'workspace-2' }),
    );
    expect(states.verify(`${moved.toString('base64url')}.${mac}`, nonce)).toBeNull();
    const other = createOAuthStates('another-secret-of-at-least-thirty-two-chars', 'instagram-oauth-state');
    expect(other.verify(state, nonce)).toBeNull();
    // Another network's flow, same server secret: its states are worthless here.
    const linkedin = createOAuthStates('a-secret-of-at-least-thirty-two-characters', 'linkedin-oauth-state');
    expect(linkedin.verify(state, nonce)).toBeNull();
    expect(states.verify('garbage', nonce)).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Lax cookie scoped to the callback and reads it back', () => {
    const cookie = oauthCookie(
      { cookie: 'carrossel_ig_oauth', callbackPath: '/api/instagram/callback' },
      'abc',
      true,
    );
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/instagram/callback');
    expect(cookie).toContain('Secure');
    expect(readCookie('x=1; carrossel_ig_oauth=abc; y=2', 'carrossel_ig_oauth')).toBe('abc');
    expect(readCookie(undefined, 'carrossel_ig_oauth')).toBeUndefined();
  });
});
