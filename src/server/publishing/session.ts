import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import type { AuthUser } from '../auth/guards';
import { AppError } from '../http/app-error';
import type { OAuthStates } from './oauth-state';

/** Whether the session family that started a network connection is still signed in (and its user active). */
export async function sessionIsActive(pool: pg.Pool, userId: string, family: string): Promise<boolean> {
  const { rows } = await pool.query(
    `select 1 from auth_sessions s join profiles p on p.id = s.id_usuario
      where s.family_id = $2 and s.id_usuario = $1 and s.revoked_at is null and p.status = 'ativo' limit 1`,
    [userId, family],
  );
  return rows.length > 0;
}

/**
 * Who starts a network connection: the signed-in user and the session family the state is bound to (both set
 * by requireUser); 401 with the sign-in's own message when either is missing, as every signed-in route.
 */
export function connectingSession(request: FastifyRequest): { user: AuthUser; sessionFamily: string } {
  const { user, sessionId } = request;
  if (!user || !sessionId) throw new AppError('unauthorized', AUTH_ERRORS.sessionNotFound);
  return { user, sessionFamily: sessionId };
}

/**
 * The user a connection's callback is for: its state genuine, fresh and this browser's (the nonce cookie), and
 * the session that started it still signed in; null otherwise (the page then says the link expired).
 */
export async function callbackOwner(
  pool: pg.Pool,
  states: OAuthStates,
  query: { state?: string; nonce?: string },
): Promise<{ userId: string } | null> {
  const owner = query.state ? states.verify(query.state, query.nonce) : null;
  if (!owner || !(await sessionIsActive(pool, owner.userId, owner.sessionFamily))) return null;
  return { userId: owner.userId };
}
