import { describe, expect, it } from 'vitest';
import { extendNavigationState, getPrefilledEmail } from './navigation-state';

describe('navigation state', () => {
  it('reads the e-mail to prefill, ignoring anything else', () => {
    expect(getPrefilledEmail({ email: 'a@b.com' })).toBe('a@b.com');
    expect(getPrefilledEmail({ email: 3 })).toBeNull();
    expect(getPrefilledEmail(null)).toBeNull();
  });

  it('keeps where the user was going when adding the e-mail', () => {
    expect(extendNavigationState({ from: '/criar' }, { email: 'a@b.com' })).toEqual({
      from: '/criar',
      email: 'a@b.com',
    });
    expect(extendNavigationState(undefined, { email: 'a@b.com' })).toEqual({ email: 'a@b.com' });
  });
});
