import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import { AppError } from '../http/app-error';
import { getWorkspace } from '../workspaces/active-workspace';
import type { OAuthStates, StateOwner } from './oauth-state';

/**
 * Whether a connection's callback may still bind it: the session family that started it is still signed in (and
 * its user active), and that user is still a dono of the workspace it is for (a removal or a demotion while the
 * network's window was open connects nothing).
 */
async function connectorStillEntitled(pool: pg.Pool, owner: StateOwner): Promise<boolean> {
  const { rows } = await pool.query(
    `select 1 from auth_sessions s
       join profiles p on p.id = s.id_usuario
       join workspace_membros m on m.id_usuario = s.id_usuario and m.id_workspace = $3::uuid and m.papel = 'dono'
      where s.family_id = $2 and s.id_usuario = $1 and s.revoked_at is null and p.status = 'ativo' limit 1`,
    [owner.userId, owner.sessionFamily, owner.workspaceId],
  );
  return rows.length > 0;
}

/**
 * Who starts a network connection: the signed-in user, the session family the state is bound to (both set by
 * requireUser) and the active workspace the connection will belong to (set by requireWorkspace('dono')); 401
 * with the sign-in's own message when the session is missing, as every signed-in route.
 */
export function connectingOwner(request: FastifyRequest): StateOwner {
  const { user, sessionId } = request;
  if (!user || !sessionId) throw new AppError('unauthorized', AUTH_ERRORS.sessionNotFound);
  return { userId: user.id, sessionFamily: sessionId, workspaceId: getWorkspace(request).id };
}

/**
 * Who a connection's callback is for: its state genuine, fresh and this browser's (the nonce cookie), the
 * session that started it still signed in and its user still a dono of the workspace named in the signed state
 * (never in the query); null otherwise (the page then says the link expired).
 */
export async function callbackOwner(
  pool: pg.Pool,
  states: OAuthStates,
  query: { state?: string; nonce?: string },
): Promise<StateOwner | null> {
  const owner = query.state ? states.verify(query.state, query.nonce) : null;
  if (!owner || !(await connectorStillEntitled(pool, owner))) return null;
  return owner;
}
