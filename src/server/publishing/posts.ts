import { and, eq } from 'drizzle-orm';
import { type Network, POST_MESSAGES, type PostState } from '../../shared/publishing/schema';
import type { AppContext } from '../app-types';
import { publishCarouselChange } from '../carousels/notify';
import type { Database } from '../db/client';
import { carrosseis } from '../db/schema';
import { type Transaction, withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { recordPublished } from '../workspaces/activity';
import { createPostLock, LOCKED } from './post-lock';

/**
 * The carousel a member publishes or looks at, in their active workspace only: another workspace's carousel
 * answers the same 404 as an unknown one, so it can never be posted through this workspace's connection.
 */
export async function workspaceCarousel(db: Database, actor: WorkspaceActor, carouselId: string) {
  const [row] = await db
    .select()
    .from(carrosseis)
    .where(and(eq(carrosseis.id, carouselId), eq(carrosseis.idWorkspace, actor.workspaceId)));
  if (!row) throw new AppError('not_found', 'Carrossel não encontrado.');
  return row;
}

/** A network's posts as both networks keep them: one table of the same core columns, one lock namespace. */
export interface PostNetwork {
  network: Network;
  /**
   * The posts table (a fixed name, never input): id, id_usuario, id_workspace, id_carrossel, estado, erro,
   * publicado_em, updated_at.
   */
  table: 'instagram_posts' | 'linkedin_posts';
  /** The advisory lock namespace of one post: its publisher, dead letter, checks and cancel share it. */
  lockNamespace: string;
}

/** The part of a post row every state change needs. */
export interface PostRef {
  id: string;
  idUsuario: string;
  /** Whose post it is: its carousel's workspace, whose connection publishes it. */
  idWorkspace: string;
  idCarrossel: string;
}

/** Moving a post to a new state: the other columns it writes and what goes with it in the same transaction. */
interface Move {
  /** The post's message: null clears it; undefined leaves it. */
  erro?: string | null;
  /** What the admin log says besides the post and its carousel. */
  details?: Record<string, unknown>;
  /** The network's own part of the change (its columns, jobs, webhooks), in the same transaction. */
  also?: (tx: Transaction) => Promise<void>;
}

/** The states a publisher settles from, unless it says otherwise. */
const SETTLE_FROM: PostState[] = ['publicando', 'verificando'];

/**
 * The state changes every network's post goes through (docs/product-rules.md, publishing), each once and
 * atomically: a conditional update from the states it may leave, the admin log `<network>_<state>` and the
 * owner's screens told, in one transaction. The network keeps only what its API needs (its columns, jobs and
 * webhooks ride along in `also`).
 */
export function createPostStates(ctx: AppContext, posts: PostNetwork) {
  const { pool } = ctx;
  const withPostLock = createPostLock(pool, posts.lockNamespace);

  /** `post` from one of `from` to `to`, in `tx`; false (nothing written) when it was in none of them. */
  async function moveIn(
    tx: Transaction,
    post: PostRef,
    to: PostState,
    from: readonly PostState[],
    move: Move = {},
  ): Promise<boolean> {
    const { rowCount } = await tx.client.query(
      `update ${posts.table}
          set estado = $3::text,
              erro = case when $4::boolean then $5::text else erro end,
              publicado_em = case when $3::text = 'publicado' then now() else publicado_em end,
              updated_at = now()
        where id = $1 and estado = any($2::text[])`,
      [post.id, from, to, move.erro !== undefined, move.erro ?? null],
    );
    if (!rowCount) return false;
    // The owner's activity list hears of a publication once, with the state change (docs/workspaces.md).
    if (to === 'publicado') await recordPublished(tx.client, posts.table, post.id);
    await move.also?.(tx);
    await writeLog(tx.db, {
      idUsuario: post.idUsuario,
      acao: `${posts.network}_${to}`,
      detalhes: { post: post.id, carrossel: post.idCarrossel, ...move.details },
    });
    await publishCarouselChange(tx.client, post.idCarrossel);
    return true;
  }

  const move = (post: PostRef, to: PostState, from: readonly PostState[], change?: Move) =>
    withTransaction(pool, (tx) => moveIn(tx, post, to, from, change));

  return {
    withPostLock,

    /**
     * A run's claim on its post, under the post's lock: an `agendado` post becomes `publicando` (a cancel that
     * came first wins, the row being locked between them); false when the post is no longer to be published.
     */
    async claim(postId: string): Promise<boolean> {
      return withTransaction(pool, async (tx) => {
        const { rows } = await tx.client.query<{
          id_usuario: string;
          id_workspace: string;
          id_carrossel: string;
          estado: string;
        }>(
          `select id_usuario, id_workspace, id_carrossel, estado from ${posts.table} where id = $1 for update`,
          [postId],
        );
        const [row] = rows;
        if (!row || !['agendado', 'publicando'].includes(row.estado)) return false;
        if (row.estado === 'agendado') {
          const post = {
            id: postId,
            idUsuario: row.id_usuario,
            idWorkspace: row.id_workspace,
            idCarrossel: row.id_carrossel,
          };
          await moveIn(tx, post, 'publicando', ['agendado']);
        }
        return true;
      });
    },

    /** The post is published: once, from `from`; the network writes its ids and says who else hears of it. */
    published(post: PostRef, change: Omit<Move, 'erro'>, from = SETTLE_FROM): Promise<boolean> {
      return move(post, 'publicado', from, { ...change, erro: null });
    },

    /** The post failed for good, with the reason the screen shows. */
    failed(post: PostRef, reason: string, from = SETTLE_FROM): Promise<boolean> {
      return move(post, 'erro', from, { erro: reason, details: { motivo: reason } });
    },

    /** The outcome is unknown: `verificando`, never an error; the network queues its checks in `also`. */
    verifying(post: PostRef, also?: Move['also']): Promise<boolean> {
      return move(post, 'verificando', ['publicando'], { erro: null, ...(also ? { also } : {}) });
    },

    /**
     * A member (editor or dono) cancels a post still waiting for its time: only an `agendado` post of the
     * active workspace, whoever of its members scheduled it, under the lock the publisher holds while it runs,
     * by one conditional update (so a publish and a cancel never both win).
     * Not found (or another workspace's): 404; any other state, or its publisher at work: 409.
     */
    async cancelScheduledPost(actor: WorkspaceActor, postId: string, meta: RequestMeta): Promise<void> {
      const done = await withPostLock(postId, () =>
        withTransaction(pool, async (tx) => {
          const { rows } = await tx.client.query<{ id_carrossel: string }>(
            `update ${posts.table} set estado = 'cancelado', updated_at = now()
              where id = $1 and id_workspace = $2 and estado = 'agendado' returning id_carrossel`,
            [postId, actor.workspaceId],
          );
          const [changed] = rows;
          if (!changed) return false;
          await writeLog(tx.db, {
            idUsuario: actor.id,
            acao: `${posts.network}_cancelado`,
            detalhes: { post: postId, carrossel: changed.id_carrossel },
            ...meta,
          });
          await publishCarouselChange(tx.client, changed.id_carrossel);
          return true;
        }),
      );
      if (done === true) return;
      const { rows } = await pool.query(`select 1 from ${posts.table} where id = $1 and id_workspace = $2`, [
        postId,
        actor.workspaceId,
      ]);
      if (rows.length === 0) throw new AppError('not_found', POST_MESSAGES.notFound);
      throw new AppError('conflict', POST_MESSAGES.notCancellable);
    },

    /** A job's work on one post under its lock; when another run holds it, a failure pg-boss retries later. */
    async underLock(postId: string, work: () => Promise<unknown>, busy: string): Promise<void> {
      const done = await withPostLock(postId, work);
      if (done === LOCKED) throw new Error(busy);
    },
  };
}

export type PostStates = ReturnType<typeof createPostStates>;
