import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime } from '../../shared/dates';
import type { AppContext } from '../app-types';
import { publishCarouselChange } from '../carousels/notify';
import { arquivos, instagramPosts } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { JobDefinition } from '../jobs/jobs';
import { writeLog } from '../logs/write-log';
import type { InstagramConnections } from './connections';
import { ReconnectNeeded } from './connections';
import { GraphApiError, type GraphClient } from './graph-client';
import { classifyGraphError, containerErrorReason, TEMPORARY_REASON } from './graph-errors';
import type { SlideUrls } from './media-urls';

export const PUBLISH_INSTAGRAM_JOB = 'instagram-publish';
export const SETTLE_DEAD_INSTAGRAM_JOB = 'instagram-publish-settle';

const payloadSchema = z.object({ postId: z.uuid() });
export type PublishInstagramJob = JobDefinition<typeof payloadSchema>;

type PostRow = typeof instagramPosts.$inferSelect;

/** Gives up for good with a reason, whatever attempt this is. */
class GiveUp extends Error {}
/** Try again on the job's next attempt (the last attempt turns it into an error with `reason`). */
class RetryLater extends Error {}

/**
 * Publishing one post, resumable at every step (docs/instagram.md): each container id is stored as Instagram
 * hands it out; a run that finds a parent container asks its status first and, when Instagram already
 * PUBLISHED it, only records the result. One run per post at a time (an advisory lock), so a job expired while
 * its first run still works cannot publish the same post twice either.
 */
export function createPublishInstagramJobs(
  ctx: AppContext,
  deps: { graph: GraphClient | null; connections: InstagramConnections; slideUrls: SlideUrls },
) {
  const { db, config, pool } = ctx;
  const pollMs = config.INSTAGRAM_POLL_INTERVAL_MS;
  const timeoutSeconds = config.INSTAGRAM_PUBLISH_TIMEOUT_SECONDS;

  async function update(postId: string, values: Partial<typeof instagramPosts.$inferInsert>): Promise<void> {
    await db
      .update(instagramPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(instagramPosts.id, postId));
  }

  /** Moves the post to a final state once, tells the screens and the admin log. */
  async function settle(
    post: PostRow,
    values: {
      estado: 'publicado' | 'erro';
      erro?: string;
      permalink?: string | null;
      mediaId?: string | null;
    },
  ): Promise<void> {
    await withTransaction(pool, async ({ db: tx, client }) => {
      const changed = await tx
        .update(instagramPosts)
        .set({
          estado: values.estado,
          erro: values.erro ?? null,
          ...(values.estado === 'publicado'
            ? {
                permalink: values.permalink ?? null,
                mediaId: values.mediaId ?? post.mediaId,
                publicadoEm: new Date(),
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(instagramPosts.id, post.id), eq(instagramPosts.estado, 'publicando')))
        .returning({ id: instagramPosts.id });
      if (!changed[0]) return;
      await writeLog(tx, {
        idUsuario: post.idUsuario,
        acao: values.estado === 'publicado' ? 'instagram_publicado' : 'instagram_erro',
        detalhes: {
          post: post.id,
          carrossel: post.idCarrossel,
          ...(values.estado === 'publicado'
            ? { permalink: values.permalink ?? null }
            : { motivo: values.erro }),
        },
      });
      if (values.estado === 'publicado') {
        await ctx.webhooks.record(tx, client, {
          userId: post.idUsuario,
          type: 'instagram.publicado',
          data: {
            post_id: post.id,
            carrossel_id: post.idCarrossel,
            permalink: values.permalink ?? null,
            media_id: values.mediaId ?? post.mediaId,
          },
        });
      }
      await publishCarouselChange(client, post.idUsuario, post.idCarrossel);
    });
  }

  async function slideFiles(post: PostRow): Promise<{ id: string; key: string }[]> {
    const rows = await db
      .select({ id: arquivos.id, nome: arquivos.nomeArquivo, key: arquivos.storagePath })
      .from(arquivos)
      .where(and(eq(arquivos.idCarrossel, post.idCarrossel), eq(arquivos.versao, post.versao)));
    return rows
      .filter((row) => row.nome.endsWith('.jpg') && row.key)
      .sort((a, b) => a.nome.localeCompare(b.nome))
      .map((row) => ({ id: row.id, key: row.key as string }));
  }

  /** When a post is possible again: 24 h after the oldest of this account's posts in the last 24 h. */
  async function dailyLimitReason(igUserId: string, total: number, windowSeconds: number): Promise<string> {
    const since = new Date(Date.now() - windowSeconds * 1000);
    const [oldest] = await db
      .select({ at: sql<Date | null>`min(${instagramPosts.publicadoEm})` })
      .from(instagramPosts)
      .where(
        and(
          eq(instagramPosts.igUserId, igUserId),
          isNotNull(instagramPosts.publicadoEm),
          gte(instagramPosts.publicadoEm, since),
        ),
      );
    const oldestAt = oldest?.at ? new Date(oldest.at) : null;
    const again = new Date((oldestAt ?? new Date()).getTime() + windowSeconds * 1000);
    const when = formatDateTime(again.toISOString());
    return oldestAt
      ? `Você atingiu o limite do Instagram de ${total} publicações em 24 horas. Poderá publicar de novo a partir de ${when}.`
      : `Você atingiu o limite do Instagram de ${total} publicações em 24 horas (contando as feitas fora do Carrossel). Poderá publicar de novo até ${when}.`;
  }

  /** Polls the parent container until Instagram has processed it, within this attempt's time. */
  async function waitFinished(
    post: PostRow,
    containerId: string,
    token: string,
    deadline: number,
  ): Promise<'FINISHED' | 'PUBLISHED'> {
    for (;;) {
      const status = await deps.graph?.containerStatus(containerId, token);
      if (!status) throw new GiveUp(TEMPORARY_REASON);
      if (status.code === 'FINISHED' || status.code === 'PUBLISHED') return status.code;
      if (status.code === 'ERROR') throw new GiveUp(containerErrorReason(status.detail));
      if (status.code === 'EXPIRED') {
        // Older than 24 h (a long outage): start over with fresh containers on the next attempt.
        await update(post.id, { filhos: [], containerId: null });
        throw new RetryLater('container expirado');
      }
      if (Date.now() + pollMs > deadline) throw new RetryLater('container ainda em processamento');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  /** Records a post Instagram published; finds its media when a crash lost the id. */
  async function finishPublished(
    post: PostRow,
    igUserId: string,
    token: string,
    mediaId: string | null,
  ): Promise<void> {
    const graph = deps.graph as GraphClient;
    let id = mediaId;
    let permalink: string | null = null;
    try {
      if (!id) {
        const since = post.createdAt.getTime() - 60_000;
        const recent = await graph.recentMedia(igUserId, token);
        const match = recent.find((media) => Date.parse(media.timestamp) >= since);
        id = match?.id ?? null;
        permalink = match?.permalink ?? null;
      }
      if (id && !permalink) permalink = await graph.permalink(id, token);
    } catch (error) {
      // Published is published: a missing link is not worth an error.
      ctx.logger.warn({ err: (error as Error).message, postId: post.id }, 'instagram: permalink unavailable');
    }
    await settle(post, { estado: 'publicado', permalink, mediaId: id });
  }

  async function publish(post: PostRow, deadline: number): Promise<void> {
    const graph = deps.graph;
    if (!graph) throw new GiveUp('A publicação no Instagram foi desativada neste servidor.');
    const account = await deps.connections.tokenFor(post.idUsuario);
    if (account.igUserId !== post.igUserId) {
      throw new GiveUp(
        'A conta do Instagram conectada mudou depois do agendamento. Agende de novo para a conta atual.',
      );
    }
    const { token, igUserId } = account;
    let containerId = post.containerId;
    if (containerId) {
      // A run before this one got this far: never publish again what Instagram already published.
      const status = await graph.containerStatus(containerId, token);
      if (status.code === 'PUBLISHED') return finishPublished(post, igUserId, token, post.mediaId);
      if (status.code === 'ERROR') throw new GiveUp(containerErrorReason(status.detail));
      if (status.code === 'EXPIRED') {
        await update(post.id, { filhos: [], containerId: null });
        containerId = null;
        post.filhos = [];
      }
    }
    if (!containerId) {
      const files = await slideFiles(post);
      if (files.length < 2 || files.length > 10) {
        throw new GiveUp('As imagens deste carrossel não estão mais disponíveis para publicar.');
      }
      if (post.filhos.length === 0) {
        const limit = await graph.publishingLimit(igUserId, token);
        if (limit.used >= limit.total)
          throw new GiveUp(await dailyLimitReason(igUserId, limit.total, limit.windowSeconds));
      }
      const children = [...post.filhos];
      for (const file of files.slice(children.length)) {
        children.push(await graph.createImageItem(igUserId, token, await deps.slideUrls.urlFor(file)));
        await update(post.id, { filhos: children });
      }
      containerId = await graph.createCarousel(igUserId, token, children, post.legenda);
      await update(post.id, { containerId });
    }
    const state = await waitFinished(post, containerId, token, deadline);
    if (state === 'PUBLISHED') return finishPublished(post, igUserId, token, post.mediaId);
    const mediaId = await graph.publish(igUserId, token, containerId);
    await update(post.id, { mediaId });
    await finishPublished(post, igUserId, token, mediaId);
  }

  /** One run for one post: lock, claim, publish, and turn every failure into the right next step. */
  async function run(postId: string, isLastAttempt: boolean): Promise<void> {
    const lock = await pool.connect();
    try {
      const { rows } = await lock.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(hashtext('instagram-post'), hashtext($1)) as locked`,
        [postId],
      );
      if (!rows[0]?.locked) throw new RetryLater('outra execução está publicando este post');
      try {
        await runLocked(postId, isLastAttempt);
      } finally {
        await lock.query(`select pg_advisory_unlock(hashtext('instagram-post'), hashtext($1))`, [postId]);
      }
    } finally {
      lock.release();
    }
  }

  async function claim(postId: string): Promise<PostRow | null> {
    return withTransaction(pool, async ({ db: tx, client }) => {
      const [row] = await tx.select().from(instagramPosts).where(eq(instagramPosts.id, postId)).for('update');
      if (!row || !['agendado', 'publicando'].includes(row.estado)) return null;
      if (row.estado === 'agendado') {
        await tx
          .update(instagramPosts)
          .set({ estado: 'publicando', updatedAt: new Date() })
          .where(eq(instagramPosts.id, postId));
        await writeLog(tx, {
          idUsuario: row.idUsuario,
          acao: 'instagram_publicando',
          detalhes: { post: row.id, carrossel: row.idCarrossel },
        });
        await publishCarouselChange(client, row.idUsuario, row.idCarrossel);
      }
      return { ...row, estado: 'publicando' };
    });
  }

  async function runLocked(postId: string, isLastAttempt: boolean): Promise<void> {
    const post = await claim(postId);
    if (!post) return;
    const deadline = Date.now() + Math.max(1000, timeoutSeconds * 1000 - 5000);
    try {
      await publish(post, deadline);
    } catch (error) {
      if (error instanceof GiveUp) return settle(post, { estado: 'erro', erro: error.message });
      if (error instanceof ReconnectNeeded) return settle(post, { estado: 'erro', erro: error.message });
      if (error instanceof GraphApiError) {
        const failure = classifyGraphError(error);
        ctx.logger.warn(
          { postId, details: error.details, failure: failure.kind },
          'instagram: publish call failed',
        );
        if (failure.kind === 'reconnect') {
          await deps.connections.markNeedsReconnect(post.idUsuario, error.message.slice(0, 200));
          return settle(post, { estado: 'erro', erro: failure.reason });
        }
        if (failure.kind === 'daily_limit') {
          const limit = await deps.graph
            ?.publishingLimit(post.igUserId, (await deps.connections.tokenFor(post.idUsuario)).token)
            .catch(() => null);
          const reason = await dailyLimitReason(
            post.igUserId,
            limit?.total ?? 50,
            limit?.windowSeconds ?? 86_400,
          );
          return settle(post, { estado: 'erro', erro: reason });
        }
        if (failure.kind === 'give_up') return settle(post, { estado: 'erro', erro: failure.reason });
        if (isLastAttempt) return settle(post, { estado: 'erro', erro: failure.reason });
        throw error;
      }
      if (error instanceof RetryLater && isLastAttempt)
        return settle(post, { estado: 'erro', erro: TEMPORARY_REASON });
      throw error;
    }
  }

  const settleDead: JobDefinition<typeof payloadSchema> = {
    name: SETTLE_DEAD_INSTAGRAM_JOB,
    schema: payloadSchema,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    concurrency: 1,
    /**
     * Every attempt died (crashes, expiries): one last look, without publishing. Published on Instagram
     * already: record it; otherwise the post ends in error and the user can try again.
     */
    async handle({ postId }) {
      const [post] = await db
        .select()
        .from(instagramPosts)
        .where(
          and(eq(instagramPosts.id, postId), inArray(instagramPosts.estado, ['agendado', 'publicando'])),
        );
      if (!post) return;
      if (post.estado === 'agendado') await claim(postId);
      const current = { ...post, estado: 'publicando' };
      if (post.containerId && deps.graph) {
        try {
          const { token, igUserId } = await deps.connections.tokenFor(post.idUsuario);
          const status = await deps.graph.containerStatus(post.containerId, token);
          if (status.code === 'PUBLISHED') return finishPublished(current, igUserId, token, post.mediaId);
        } catch {
          // Falls through to the error below.
        }
      }
      await settle(current, { estado: 'erro', erro: TEMPORARY_REASON });
    },
  };

  const publishJob: PublishInstagramJob = {
    name: PUBLISH_INSTAGRAM_JOB,
    schema: payloadSchema,
    retryLimit: 3,
    // Meta asks to wait before retrying a failed download; a short attempt budget (tests) waits less.
    retryDelaySeconds: Math.min(30, timeoutSeconds),
    retryBackoff: true,
    expireInSeconds: timeoutSeconds,
    concurrency: 2,
    deadLetter: SETTLE_DEAD_INSTAGRAM_JOB,
    async handle({ postId }, meta) {
      await run(postId, meta.isLastAttempt);
    },
  };

  return { publishJob, settleDead };
}
