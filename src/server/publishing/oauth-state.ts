import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Network } from '../../shared/publishing/schema';

/**
 * The OAuth `state` of "Conectar Instagram" and "Conectar LinkedIn", bound twice against CSRF and login swapping:
 * it is signed (HMAC keyed from JWT_SECRET) over the user, the session family that asked, the workspace the
 * connection is for (the one active when it started: the callback never reads it from the query) and an expiry, and it
 * carries the hash of a random nonce that only the asking browser holds, in an HttpOnly cookie scoped to the
 * callback (the PKCE idea: the redirect alone is worthless without the verifier). The callback accepts a code
 * only when all of it holds and that session is still signed in.
 */
export const OAUTH_STATE_SECONDS = 600;

/** One network's connection: its own signing key (a state of one network is worthless at the other), cookie and callback. */
export interface OAuthFlow {
  /** Names the HMAC key, e.g. 'instagram-oauth-state'. */
  purpose: string;
  cookie: string;
  callbackPath: string;
  /** Whose flow it is: the callback sends the browser to `returnPath?<network>=conectado` (or `=erro&motivo=`). */
  network: Network;
  returnPath: string;
}

interface StatePayload {
  /** User id. */
  u: string;
  /** Session family id (auth_sessions.family_id) of the request that started the connection. */
  s: string;
  /** The workspace the connection is for. */
  w: string;
  /** sha256 of the cookie's nonce, base64url. */
  n: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/** Who started a connection: the user, their session family and the workspace it is for. */
export interface StateOwner {
  userId: string;
  sessionFamily: string;
  workspaceId: string;
}

const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

export function createOAuthStates(jwtSecret: string, purpose: string) {
  const secret = createHmac('sha256', jwtSecret).update(purpose).digest();
  const macOf = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');

  return {
    /** A new state and the nonce its cookie must carry. */
    issue(owner: StateOwner, now = Date.now()): { state: string; nonce: string } {
      const nonce = randomBytes(32).toString('base64url');
      const payload: StatePayload = {
        u: owner.userId,
        s: owner.sessionFamily,
        w: owner.workspaceId,
        n: hashNonce(nonce),
        e: Math.floor(now / 1000) + OAUTH_STATE_SECONDS,
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { state: `${body}.${macOf(body)}`, nonce };
    },
    /** The user, session and workspace of a state that is genuine, fresh and matches the browser's nonce; else null. */
    verify(state: string, nonce: string | undefined, now = Date.now()): StateOwner | null {
      const [body, mac] = state.split('.');
      if (!body || !mac || !nonce) return null;
      const expected = Buffer.from(macOf(body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let payload: StatePayload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StatePayload;
      } catch {
        return null;
      }
      if (typeof payload.e !== 'number' || payload.e * 1000 < now) return null;
      const nonceHash = Buffer.from(hashNonce(nonce));
      const stated = Buffer.from(String(payload.n));
      if (nonceHash.length !== stated.length || !timingSafeEqual(nonceHash, stated)) return null;
      if (typeof payload.w !== 'string') return null;
      return { userId: String(payload.u), sessionFamily: String(payload.s), workspaceId: payload.w };
    },
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;

/** The value of one cookie in a Cookie header (the app has no cookie plugin: these are its only cookies). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export function oauthCookie(
  flow: Pick<OAuthFlow, 'cookie' | 'callbackPath'>,
  nonce: string,
  secure: boolean,
  maxAge = OAUTH_STATE_SECONDS,
): string {
  return [
    `${flow.cookie}=${nonce}`,
    `Path=${flow.callbackPath}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    // Lax: sent on the top-level redirect back from the network's site, never on cross-site subrequests.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
