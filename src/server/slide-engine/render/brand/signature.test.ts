import { describe, expect, it } from 'vitest';
import { getAvatarBox } from './signature';

describe('the box of the signature image', () => {
  it('is a 56 px square for a circle, whatever the image', () => {
    expect(getAvatarBox('circulo', { width: 1200, height: 300 })).toEqual({ width: 56, height: 56 });
  });

  it('keeps a logo in its own proportions at the strip height', () => {
    expect(getAvatarBox('logo', { width: 420, height: 140 })).toEqual({ width: 168, height: 56 });
    expect(getAvatarBox('logo', { width: 200, height: 200 })).toEqual({ width: 56, height: 56 });
    expect(getAvatarBox('logo', { width: 100, height: 200 })).toEqual({ width: 28, height: 56 });
  });

  it('fits a very wide or very tall logo inside the widest and narrowest box instead of stretching the strip', () => {
    expect(getAvatarBox('logo', { width: 2000, height: 100 })).toEqual({ width: 168, height: 56 });
    expect(getAvatarBox('logo', { width: 10, height: 1000 })).toEqual({ width: 11, height: 56 });
  });
});
