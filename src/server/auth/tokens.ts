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

export function createAccessTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'carrossel', algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (payload.tipo !== 'admin' && payload.tipo !== 'cliente') return null;
        return { sub: payload.sub, sid: payload.sid, tipo: payload.tipo };
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
