import type pg from 'pg';
import { ADMIN_MESSAGES } from '../../shared/admin/messages';
import type {
  AdminWorkspace,
  AdminWorkspacesPage,
  AdminWorkspacesQuery,
} from '../../shared/admin/workspaces';
import type { WorkspaceMember } from '../../shared/workspaces/schemas';
import type { AppContext } from '../app-types';
import { escapeLike } from '../db/escape-like';
import { AppError } from '../http/app-error';
import { listMembers } from './members-service';

interface WorkspaceRow {
  id: string;
  nome: string;
  pessoal: boolean;
  created_at: Date;
  dono_id: string | null;
  dono_nome: string | null;
  dono_email: string | null;
  dono_tipo: string | null;
  membros: number;
  saldo: number;
}

/**
 * A workspace with its owner (a personal workspace's holder is its only `dono`; a team's owner shown is its
 * first `dono`), its member count and its balance. `where` is added by each reader.
 */
const SELECT_WORKSPACE = `select w.id, w.nome, w.id_usuario_pessoal is not null as pessoal, w.created_at,
    o.id as dono_id, o.nome as dono_nome, o.email as dono_email, o.tipo as dono_tipo,
    (select count(*)::int from workspace_membros m where m.id_workspace = w.id) as membros,
    coalesce(c.saldo_atual, 0) as saldo
  from workspaces w
  left join creditos c on c.id_workspace = w.id
  left join lateral (
    select p.id, p.nome, p.email, p.tipo from workspace_membros m join profiles p on p.id = m.id_usuario
     where m.id_workspace = w.id and m.papel = 'dono'
     order by m.desde, m.id_usuario limit 1
  ) o on true`;

/** A deleted account's personal workspace only anchors its kept ledger: not a workspace to manage. */
const NOT_OF_A_DELETED_ACCOUNT = `not exists (
    select 1 from profiles gone where gone.id = w.id_usuario_pessoal and gone.status = 'excluida')`;

function toAdminWorkspace(row: WorkspaceRow): AdminWorkspace {
  return {
    id: row.id,
    nome: row.nome,
    pessoal: row.pessoal,
    dono:
      row.dono_id && row.dono_nome !== null && row.dono_email !== null
        ? { id: row.dono_id, nome: row.dono_nome, email: row.dono_email }
        : null,
    membros: row.membros,
    saldo: row.saldo,
    createdAt: row.created_at.toISOString(),
  };
}

/** The workspace an admin names, with its owner's account type (an admin's own has no balance to adjust). */
export async function findAdminWorkspace(
  executor: pg.Pool | pg.PoolClient,
  id: string,
): Promise<{ workspace: AdminWorkspace; ownerTipo: string | null } | null> {
  const { rows } = await executor.query<WorkspaceRow>(
    `${SELECT_WORKSPACE} where w.id = $1 and ${NOT_OF_A_DELETED_ACCOUNT}`,
    [id],
  );
  const row = rows[0];
  return row ? { workspace: toAdminWorkspace(row), ownerTipo: row.dono_tipo } : null;
}

/** The admin's workspaces screen (docs/workspaces.md §Admin): every workspace, personal and team. */
export function createAdminWorkspacesService(ctx: Pick<AppContext, 'pool'>) {
  const { pool } = ctx;
  return {
    /** One page, newest first, searched by name or an owner's e-mail or name, filtered by type, counted. */
    async list(query: AdminWorkspacesQuery): Promise<AdminWorkspacesPage> {
      const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
      const where = `where ${NOT_OF_A_DELETED_ACCOUNT}
        and ($1::text = 'all' or ($1::text = 'pessoal') = (w.id_usuario_pessoal is not null))
        and ($2::text is null or w.nome ilike $2 or exists (
          select 1 from workspace_membros m join profiles p on p.id = m.id_usuario
           where m.id_workspace = w.id and m.papel = 'dono' and (p.email ilike $2 or p.nome ilike $2)))`;
      const params = [query.tipo, pattern];
      const [page, counted] = await Promise.all([
        pool.query<WorkspaceRow>(
          `${SELECT_WORKSPACE} ${where} order by w.created_at desc, w.id desc limit $3 offset $4`,
          [...params, query.pageSize, (query.page - 1) * query.pageSize],
        ),
        pool.query<{ total: number }>(`select count(*)::int as total from workspaces w ${where}`, params),
      ]);
      return {
        items: page.rows.map(toAdminWorkspace),
        total: counted.rows[0]?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** One workspace and its members (owners first); 404 when it does not exist. */
    async get(id: string): Promise<{ workspace: AdminWorkspace; membros: WorkspaceMember[] }> {
      const found = await findAdminWorkspace(pool, id);
      if (!found) throw new AppError('not_found', ADMIN_MESSAGES.workspaceNotFound);
      return { workspace: found.workspace, membros: await listMembers(pool, id) };
    },
  };
}

export type AdminWorkspacesService = ReturnType<typeof createAdminWorkspacesService>;
