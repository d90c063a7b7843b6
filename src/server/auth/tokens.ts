import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '../../shared/constants';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 3600;
export const RESET_PASSWORD_TTL_SECONDS = 3600;
/** How long a just-rotated refresh token still yields its successor (concurrent refreshes of one session). */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session family id: revoking the family ends the access token too. */
  sid: string;
  tipo: UserRole;
}

/** Verified access tokens kept per process; a token is a few hundred bytes, so this bounds memory to a few MB. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Imported once: jose would import the raw secret into WebCrypto on every call otherwise.
  const verifyKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  /**
   * Signature checks cost more than the rest of an authenticated read, and a tab sends the same token for an
   * hour: a token whose signature was verified is remembered with its expiry (checked on every use). This only
   * skips the cryptography; whether the session and the user still hold is the guard's database check.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    async sign(claims: AccessClaims): Promise<{ token: string; expiresAt: number }> {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: claims.sid, tipo: claims.tipo })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setIssuer('carrossel')
        .sign(key);
      return { token, expiresAt };
    },
    /** Null for anything invalid or expired. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await verifyKey, {
          issuer: 'carrossel',
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (payload.tipo !== 'admin' && payload.tipo !== 'cliente') return null;
        if (typeof payload.exp !== 'number') return null;
        const claims: AccessClaims = { sub: payload.sub, sid: payload.sid, tipo: payload.tipo };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokenSigner = ReturnType<typeof createAccessTokenSigner>;

/** Opaque random tokens (refresh, e-mail links); only their SHA-256 is stored. */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `token`: derived, not random, so a repeated refresh within the grace window
 * can hand out the very same successor without storing it. Only the server's secret can compute it.
 */
export function deriveSuccessorToken(secret: string, token: string): { token: string; hash: string } {
  const successor = createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
  return { token: successor, hash: hashOpaqueToken(successor) };
}
