import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A network's tokens at rest (Instagram's with INSTAGRAM_TOKEN_KEY, LinkedIn's with a key derived from
 * JWT_SECRET: see deriveTokenKey): AES-256-GCM, a fresh 12-byte nonce per value, stored as
 * `v1.<nonce>.<tag>.<ciphertext>` (base64url). A database dump without the key reveals no token, and a changed
 * byte fails the tag instead of decrypting to garbage.
 */
export interface TokenCipher {
  encrypt(plain: string): string;
  /** Throws when the value was not made with this key or was altered. */
  decrypt(sealed: string): string;
}

export function parseTokenKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('INSTAGRAM_TOKEN_KEY precisa de 32 bytes.');
  return key;
}

/**
 * A 32-byte key (base64) for one purpose, derived (HKDF-SHA256) from a server secret: another purpose or
 * another secret gives an unrelated key, so a changed secret makes the tokens unreadable (reconnect).
 */
export function deriveTokenKey(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'carrossel-token-key', purpose, 32)).toString('base64');
}

export function createTokenCipher(keyText: string): TokenCipher {
  const key = parseTokenKey(keyText);
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `v1.${parts.join('.')}`;
    },
    decrypt(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('token cifrado ilegível');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
