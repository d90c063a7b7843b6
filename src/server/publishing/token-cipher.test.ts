import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, deriveTokenKey } from './token-cipher';

describe('the token cipher of a network connection', () => {
  const key = randomBytes(32).toString('base64');

  it('gives back the token it sealed, and never stores it in the clear', () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.encrypt('IGAAT0k3n-secreto');
    expect(sealed).not.toContain('IGAAT0k3n');
    expect(cipher.decrypt(sealed)).toBe('IGAAT0k3n-secreto');
    // A fresh nonce each time: the same token seals differently.
    expect(cipher.encrypt('IGAAT0k3n-secreto')).not.toBe(sealed);
  });

  it('accepts the key as 64 hex characters too', () => {
    const hex = randomBytes(32).toString('hex');
    const cipher = createTokenCipher(hex);
    expect(cipher.decrypt(cipher.encrypt('abc'))).toBe('abc');
  });

  it('refuses a value sealed with another key or altered', () => {
    const sealed = createTokenCipher(key).encrypt('token');
    expect(() => createTokenCipher(randomBytes(32).toString('base64')).decrypt(sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => createTokenCipher(key).decrypt(parts.join('.'))).toThrow();
  });

  it('derives a stable key per secret and purpose, unrelated to any other', () => {
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    const key = deriveTokenKey(secret, 'linkedin-tokens');
    expect(deriveTokenKey(secret, 'linkedin-tokens')).toBe(key);
    const sealed = createTokenCipher(key).encrypt('AQV-token');
    expect(createTokenCipher(deriveTokenKey(secret, 'linkedin-tokens')).decrypt(sealed)).toBe('AQV-token');
    expect(() => createTokenCipher(deriveTokenKey(secret, 'other')).decrypt(sealed)).toThrow();
    expect(() =>
      createTokenCipher(deriveTokenKey(`${secret}!`, 'linkedin-tokens')).decrypt(sealed),
    ).toThrow();
  });
});
