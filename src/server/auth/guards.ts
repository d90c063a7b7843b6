import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../../shared/auth/messages';
import type { UserRole, UserStatus } from '../../shared/constants';
import { AppError } from '../http/app-error';
import { activeSessions } from './standing-cache';

export interface AuthUser {
  id: string;
  nome: string;
  email: string;
  tipo: UserRole;
  status: UserStatus;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; undefined on public routes. */
    user?: AuthUser;
    /** The session family of the caller's access token (set with `user`): "this device" on /conta. */
    sessionId?: string;
  }
}

const NO_SESSION = AUTH_ERRORS.sessionNotFound;

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  const token = header.slice(7).trim();
  return token === '' ? null : token;
}

/**
 * Resolves the caller from the bearer token. The profile and the session family are read (one indexed query)
 * and an active session is remembered for a second (standing-cache.ts), so signing out, a password reset,
 * blocking, deleting, demoting or making the account pendente takes effect at once on the node that made the
 * change and within a second everywhere; open event streams re-run this on every `session` event
 * (docs/decisions/0002) with `fresh`, which skips the memory: the event may follow a change by a request that
 * read the old standing between the change and its commit. A blocked account answers 403 with its reason.
 */
export async function findRequestUser(
  request: FastifyRequest,
  options: { fresh?: boolean } = {},
): Promise<AuthUser | null> {
  const token = readBearer(request);
  if (!token) return null;
  const { auth } = request.server.ctx;
  const claims = await auth.signer.verify(token);
  if (!claims) return null;
  const remembered = options.fresh ? undefined : activeSessions.get(claims.sub, claims.sid);
  if (remembered) {
    request.sessionId = claims.sid;
    return { ...remembered };
  }
  const { rows } = await request.server.ctx.pool.query<AuthUser & { session_active: boolean }>(
    `select p.id, p.nome, p.email, p.tipo, p.status,
            exists (select 1 from auth_sessions s where s.family_id = $2 and s.id_usuario = p.id and s.revoked_at is null) as session_active
     from profiles p where p.id = $1`,
    [claims.sub, claims.sid],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.status === 'bloqueado') throw new AppError('account_blocked', AUTH_ERRORS.blocked);
  if (row.status !== 'ativo' || !row.session_active) return null;
  const user = { id: row.id, nome: row.nome, email: row.email, tipo: row.tipo, status: row.status };
  activeSessions.set(claims.sub, claims.sid, user);
  request.sessionId = claims.sid;
  return { ...user };
}

/** preHandler: a signed-in, active user, or 401. */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const user = await findRequestUser(request);
  if (!user) throw new AppError('unauthorized', NO_SESSION);
  request.user = user;
}

/** preHandler: a signed-in admin; 401 without a session, 403 for a cliente. */
export async function requireAdmin(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const user = await findRequestUser(request);
  if (!user) throw new AppError('unauthorized', 'Sem sessão de administrador');
  if (user.tipo !== 'admin') throw new AppError('forbidden', 'Acesso restrito a administradores.');
  request.user = user;
}

/** For handlers behind requireUser/requireAdmin: the session family the request was made with. */
export function getSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError('unauthorized', NO_SESSION);
  return request.sessionId;
}

/** For handlers behind requireUser/requireAdmin: the user, typed as present. */
export function getUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', NO_SESSION);
  return request.user;
}
