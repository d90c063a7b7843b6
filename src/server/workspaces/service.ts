import { WORKSPACE_MESSAGES } from '../../shared/workspaces/messages';
import type { Workspace, WorkspaceList } from '../../shared/workspaces/schemas';
import type { AppContext } from '../app-types';
import type { AuthUser } from '../auth/guards';
import { lockTransactionOn, withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';

/** Team workspaces one account may own at once (an agency's clients; a runaway script stops here). */
export const MAX_OWNED_TEAMS = 50;

interface WorkspaceRow {
  id: string;
  nome: string;
  papel: Workspace['papel'];
  saldo: number;
  pessoal: boolean;
}

const SELECT_WORKSPACES = `select w.id, w.nome, m.papel, c.saldo_atual as saldo, w.id_usuario_pessoal is not null as pessoal
  from workspace_membros m
  join workspaces w on w.id = m.id_workspace
  join creditos c on c.id_workspace = w.id
  where m.id_usuario = $1`;

/** The workspaces an account belongs to (docs/workspaces.md), and the teams it creates. */
export function createWorkspaceService(ctx: Pick<AppContext, 'pool'>) {
  const { pool } = ctx;
  return {
    /** The personal workspace first, then the teams by name. */
    async list(user: AuthUser): Promise<WorkspaceList> {
      const { rows } = await pool.query<WorkspaceRow>(
        `${SELECT_WORKSPACES} order by pessoal desc, lower(w.nome), w.created_at`,
        [user.id],
      );
      return { items: rows };
    },

    /** A team workspace with its creator as owner and an empty balance, in one transaction. */
    async create(user: AuthUser, nome: string, meta: RequestMeta): Promise<Workspace> {
      return withTransaction(pool, async ({ db, client }) => {
        // One account's creations run one at a time, so two at once cannot both pass the count.
        await lockTransactionOn(client, `workspaces:${user.id}`);
        const { rows: owned } = await client.query<{ n: number }>(
          `select count(*)::int as n from workspace_membros m join workspaces w on w.id = m.id_workspace
           where m.id_usuario = $1 and m.papel = 'dono' and w.id_usuario_pessoal is null`,
          [user.id],
        );
        if ((owned[0]?.n ?? 0) >= MAX_OWNED_TEAMS) {
          throw new AppError('validation_failed', WORKSPACE_MESSAGES.tooManyTeams(MAX_OWNED_TEAMS));
        }
        const { rows } = await client.query<{ id: string }>(
          'insert into workspaces (nome) values ($1) returning id',
          [nome],
        );
        const id = rows[0]?.id;
        if (!id) throw new Error('insert returned no workspace');
        await client.query(
          `insert into workspace_membros (id_workspace, id_usuario, papel) values ($1, $2, 'dono')`,
          [id, user.id],
        );
        await client.query('insert into creditos (id_workspace, saldo_atual) values ($1, 0)', [id]);
        await writeLog(db, {
          idUsuario: user.id,
          acao: 'workspace_criado',
          detalhes: { id_workspace: id },
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        return { id, nome, papel: 'dono', saldo: 0, pessoal: false };
      });
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
