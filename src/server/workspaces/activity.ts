import type pg from 'pg';
import {
  WORKSPACE_ACTIVITY_PAGE_SIZE,
  type WorkspaceActivity,
  type WorkspaceActivityKind,
  type WorkspaceActivityPage,
} from '../../shared/workspaces/activity';

/** One action as the activity list records it. */
export interface ActivityEntry {
  workspaceId: string;
  /** Who did it. */
  userId: string;
  tipo: WorkspaceActivityKind;
  carouselId?: string;
  /** The carousel's theme now (the entry keeps it after the carousel is deleted). */
  tema?: string | null;
  memberId?: string;
  papel?: string;
  rede?: 'instagram' | 'linkedin';
  paymentId?: string;
  creditos?: number;
}

/** A connection inside the action's transaction (pg's client, or drizzle's `tx.client`). */
type Client = Pick<pg.PoolClient, 'query'>;

/**
 * Appends one entry to the workspace's activity list (docs/workspaces.md, "Quem fez o quê"). Call it inside the
 * action's own transaction: the entry commits or rolls back with the action, so a refused action leaves none.
 */
export async function recordActivity(client: Client, entry: ActivityEntry): Promise<void> {
  await client.query(
    `insert into workspace_atividades
       (id_workspace, id_usuario, tipo, id_carrossel, tema, id_membro, papel, rede, id_pagamento, creditos)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.workspaceId,
      entry.userId,
      entry.tipo,
      entry.carouselId ?? null,
      entry.tema ?? null,
      entry.memberId ?? null,
      entry.papel ?? null,
      entry.rede ?? null,
      entry.paymentId ?? null,
      entry.creditos ?? null,
    ],
  );
}

/**
 * The post's publication as an activity entry, in the transaction that marks it published: the carousel's
 * workspace, the member who asked for it (`publicado_por`, else the post's `id_usuario` for older posts).
 */
export async function recordPublished(
  client: Client,
  table: 'instagram_posts' | 'linkedin_posts',
  postId: string,
): Promise<void> {
  await client.query(
    `insert into workspace_atividades (id_workspace, id_usuario, tipo, id_carrossel, tema, rede)
     select c.id_workspace, coalesce(p.publicado_por, p.id_usuario), 'carrossel_publicado', c.id, c.tema, $2::text
       from ${table} p join carrosseis c on c.id = p.id_carrossel
      where p.id = $1`,
    [postId, table === 'instagram_posts' ? 'instagram' : 'linkedin'],
  );
}

interface ActivityRow {
  id: string;
  tipo: WorkspaceActivity['tipo'];
  em: Date;
  ator: string | null;
  id_carrossel: string | null;
  tema: string | null;
  existe: boolean;
  membro: string | null;
  papel: WorkspaceActivity['papel'];
  rede: WorkspaceActivity['rede'];
  creditos: number | null;
}

/** One page of the list, newest first, older than `antes` (an entry's id) when given. */
export async function readActivity(
  pool: pg.Pool,
  workspaceId: string,
  antes: string | undefined,
): Promise<WorkspaceActivityPage> {
  const { rows } = await pool.query<ActivityRow>(
    `select a.id::text as id, a.tipo, a.created_at as em, ator.nome as ator, a.id_carrossel, a.tema,
            exists (select 1 from carrosseis c where c.id = a.id_carrossel and c.id_workspace = a.id_workspace)
              as existe,
            membro.nome as membro, a.papel, a.rede, a.creditos
       from workspace_atividades a
       left join profiles ator on ator.id = a.id_usuario
       left join profiles membro on membro.id = a.id_membro
      where a.id_workspace = $1 and ($2::bigint is null or a.id < $2::bigint)
      order by a.id desc
      limit $3`,
    [workspaceId, antes ?? null, WORKSPACE_ACTIVITY_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, WORKSPACE_ACTIVITY_PAGE_SIZE);
  return {
    items: page.map((row) => ({
      id: row.id,
      tipo: row.tipo,
      em: row.em.toISOString(),
      ator: row.ator,
      carrossel: row.id_carrossel ? { id: row.id_carrossel, tema: row.tema, existe: row.existe } : null,
      membro: row.membro,
      papel: row.papel,
      rede: row.rede,
      creditos: row.creditos,
    })),
    proximo: rows.length > WORKSPACE_ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
