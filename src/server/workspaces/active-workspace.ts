import type { FastifyReply, FastifyRequest } from 'fastify';
import { WORKSPACE_MESSAGES } from '../../shared/workspaces/messages';
import { roleAtLeast, WORKSPACE_HEADER, type WorkspaceRole } from '../../shared/workspaces/roles';
import { type AuthUser, getUser } from '../auth/guards';
import { type ActiveMembership, activeMemberships } from '../auth/standing-cache';
import { AppError } from '../http/app-error';

/** The workspace a request acts in, and the caller's role there. */
export type ActiveWorkspace = ActiveMembership;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireWorkspace (or by an API key, which belongs to one workspace); undefined elsewhere. */
    workspace?: ActiveWorkspace;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERSONAL = 'pessoal';

/** The workspace the request names in `X-Workspace-Id` (lower case), `pessoal` without one, null when malformed. */
function namedWorkspace(request: FastifyRequest): string | null {
  const header = request.headers[WORKSPACE_HEADER.toLowerCase()];
  if (header === undefined || header === '') return PERSONAL;
  if (typeof header !== 'string' || !UUID.test(header.trim())) return null;
  return header.trim().toLowerCase();
}

/**
 * The caller's membership in the workspace the request names (their personal one without the header), read
 * by one primary-key lookup and remembered for a second like the session (auth/standing-cache.ts: a role
 * change or a removal forgets it at once). A workspace the caller is not a member of, an unknown one and a
 * malformed id all answer the same 404, so nobody learns which workspaces exist.
 */
export async function resolveWorkspace(request: FastifyRequest): Promise<ActiveWorkspace> {
  const user = getUser(request);
  const named = namedWorkspace(request);
  if (named === null) throw new AppError('not_found', WORKSPACE_MESSAGES.notFound);
  const remembered = activeMemberships.get(user.id, named);
  if (remembered) return { ...remembered };
  const { rows } = await request.server.ctx.pool.query<ActiveWorkspace>(
    named === PERSONAL
      ? `select w.id, w.nome, m.papel, true as pessoal
         from workspaces w join workspace_membros m on m.id_workspace = w.id and m.id_usuario = $1
         where w.id_usuario_pessoal = $1`
      : `select w.id, w.nome, m.papel, w.id_usuario_pessoal is not null as pessoal
         from workspace_membros m join workspaces w on w.id = m.id_workspace
         where m.id_workspace = $2 and m.id_usuario = $1`,
    named === PERSONAL ? [user.id] : [user.id, named],
  );
  const membership = rows[0];
  if (!membership) throw new AppError('not_found', WORKSPACE_MESSAGES.notFound);
  activeMemberships.set(user.id, named, membership);
  return { ...membership };
}

/**
 * preHandler (after requireUser): the request acts in the workspace it names, and the caller's role there is at
 * least `needed` (403 with the role it takes otherwise).
 */
export function requireWorkspace(needed: WorkspaceRole = 'leitor') {
  return async (request: FastifyRequest, _reply?: FastifyReply): Promise<void> => {
    const workspace = request.workspace ?? (await resolveWorkspace(request));
    if (!roleAtLeast(workspace.papel, needed)) {
      throw new AppError('forbidden', WORKSPACE_MESSAGES.roleTooLow(needed));
    }
    request.workspace = workspace;
  };
}

/** For handlers behind requireWorkspace: the active workspace, typed as present. */
export function getWorkspace(request: FastifyRequest): ActiveWorkspace {
  if (!request.workspace) throw new AppError('not_found', WORKSPACE_MESSAGES.notFound);
  return request.workspace;
}

/** A member acting in the active workspace: the account (who) and the workspace (whose). */
export interface WorkspaceActor extends AuthUser {
  workspaceId: string;
}

/** For handlers behind requireUser and requireWorkspace: the caller, acting in the active workspace. */
export function getActor(request: FastifyRequest): WorkspaceActor {
  return { ...getUser(request), workspaceId: getWorkspace(request).id };
}
