import { and, desc, eq } from 'drizzle-orm';
import {
  INSTAGRAM_CAROUSEL_RANGE,
  INSTAGRAM_MESSAGES,
  type InstagramPost,
  instagramMetricsSchema,
  instagramPublishRequestSchema,
} from '../../shared/instagram/schema';
import { POST_MESSAGES } from '../../shared/publishing/schema';
import type { AppContext } from '../app-types';
import { servedVersion } from '../carousels/dto';
import { publishCarouselChange } from '../carousels/notify';
import { isUniqueViolation } from '../db/errors';
import { arquivos, instagramContas, instagramPosts } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { type PostStates, workspaceCarousel } from '../publishing/posts';
import { invalidField, scheduledTime } from '../publishing/schedule';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import type { InstagramConnections } from './connections';
import type { InstagramInsights } from './insights';
import type { InstagramPublishing, PublishInstagramJob } from './publish-job';

type PostRow = typeof instagramPosts.$inferSelect;

function toDto(row: PostRow, username: string | null): InstagramPost {
  return {
    id: row.id,
    carrossel_id: row.idCarrossel,
    estado: row.estado as InstagramPost['estado'],
    legenda: row.legenda,
    agendado_para: row.agendadoPara.toISOString(),
    username,
    permalink: row.permalink,
    erro: row.erro,
    publicado_em: row.publicadoEm?.toISOString() ?? null,
    criado_em: row.createdAt.toISOString(),
    metricas: row.metricas ? instagramMetricsSchema.parse(row.metricas) : null,
    metricas_em: row.metricasEm?.toISOString() ?? null,
  };
}

/**
 * "Publicar no Instagram": every rule is checked here before anything is queued (a carousel of the active
 * workspace in a feed format, 2 to 10 slides, that workspace's connected account, a time ahead), then the post row and its job are written in one transaction.
 * Publishing costs no credit.
 */
export function createInstagramPostsService(
  ctx: AppContext,
  deps: {
    connections: InstagramConnections;
    job: PublishInstagramJob;
    publishing: Pick<InstagramPublishing, 'checkBeforeRetry'>;
    insights: Pick<InstagramInsights, 'read'>;
    states: Pick<PostStates, 'cancelScheduledPost'>;
  },
) {
  const { db, pool } = ctx;

  function requireEnabled(): void {
    if (!deps.connections.enabled) throw new AppError('service_unavailable', INSTAGRAM_MESSAGES.unavailable);
  }

  async function usernameOf(workspaceId: string): Promise<string | null> {
    const [row] = await db
      .select({ username: instagramContas.username })
      .from(instagramContas)
      .where(eq(instagramContas.idWorkspace, workspaceId));
    return row?.username ?? null;
  }

  return {
    async list(user: WorkspaceActor, carouselId: string): Promise<InstagramPost[]> {
      requireEnabled();
      await workspaceCarousel(db, user, carouselId);
      const rows = await db
        .select()
        .from(instagramPosts)
        .where(
          and(eq(instagramPosts.idCarrossel, carouselId), eq(instagramPosts.idWorkspace, user.workspaceId)),
        )
        .orderBy(desc(instagramPosts.createdAt))
        .limit(20);
      const username = await usernameOf(user.workspaceId);
      return rows.map((row) => toDto(row, username));
    },

    async create(
      user: WorkspaceActor,
      carouselId: string,
      body: unknown,
      meta: RequestMeta,
    ): Promise<InstagramPost> {
      requireEnabled();
      const parsed = instagramPublishRequestSchema.safeParse(body);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw invalidField(issue?.path.join('.') ?? '', issue?.message ?? 'Confira os dados da publicação.');
      }
      const request = parsed.data;
      const carousel = await workspaceCarousel(db, user, carouselId);
      if (carousel.formato === 'stories') throw new AppError('bad_request', INSTAGRAM_MESSAGES.storiesFormat);
      const versao = servedVersion(carousel);
      if (versao === null) throw new AppError('bad_request', INSTAGRAM_MESSAGES.notFinished);
      const files = await db
        .select({ nome: arquivos.nomeArquivo })
        .from(arquivos)
        .where(and(eq(arquivos.idCarrossel, carouselId), eq(arquivos.versao, versao)));
      const slides = files.filter((file) => file.nome.endsWith('.jpg')).length;
      if (slides > INSTAGRAM_CAROUSEL_RANGE.max)
        throw new AppError('bad_request', INSTAGRAM_MESSAGES.tooManySlides(slides));
      if (slides < INSTAGRAM_CAROUSEL_RANGE.min)
        throw new AppError('bad_request', INSTAGRAM_MESSAGES.tooFewSlides);

      const now = Date.now();
      const at = scheduledTime(request.agendar_para, now);
      const [account] = await db
        .select()
        .from(instagramContas)
        .where(eq(instagramContas.idWorkspace, user.workspaceId));
      if (!account) throw new AppError('bad_request', INSTAGRAM_MESSAGES.notConnected);
      if (account.precisaReconectar || account.tokenExpiraEm.getTime() <= now) {
        throw new AppError('bad_request', INSTAGRAM_MESSAGES.reconnect);
      }
      // An earlier post whose outcome is unknown may have gone out after all: look before posting again.
      const earlier = await deps.publishing.checkBeforeRetry(user.workspaceId, carouselId);
      if (earlier === 'publicado') throw new AppError('conflict', INSTAGRAM_MESSAGES.alreadyPublished);
      if (earlier === 'verificando') throw new AppError('conflict', INSTAGRAM_MESSAGES.stillVerifying);

      try {
        const row = await withTransaction(pool, async ({ db: tx, client }) => {
          const [inserted] = await tx
            .insert(instagramPosts)
            .values({
              idUsuario: user.id,
              publicadoPor: user.id,
              idWorkspace: user.workspaceId,
              idCarrossel: carouselId,
              versao,
              igUserId: account.igUserId,
              legenda: request.legenda,
              agendadoPara: at,
            })
            .returning();
          if (!inserted) throw new Error('post not inserted');
          const delaySeconds = Math.ceil((at.getTime() - Date.now()) / 1000);
          await ctx.jobs.send(
            deps.job,
            { postId: inserted.id },
            { client, ...(delaySeconds > 0 ? { startAfterSeconds: delaySeconds } : {}) },
          );
          await writeLog(tx, {
            idUsuario: user.id,
            acao: 'instagram_agendado',
            detalhes: {
              post: inserted.id,
              carrossel: carouselId,
              username: account.username,
              agendado_para: at.toISOString(),
              imagens: slides,
            },
            ...meta,
          });
          await publishCarouselChange(client, carouselId);
          return inserted;
        });
        return toDto(row, account.username);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', INSTAGRAM_MESSAGES.alreadyQueued);
        throw error;
      }
    },

    /** "Atualizar números": the post's insights read now (a published post of the active workspace only). */
    async refreshInsights(user: WorkspaceActor, postId: string): Promise<InstagramPost> {
      requireEnabled();
      const [row] = await db
        .select()
        .from(instagramPosts)
        .where(and(eq(instagramPosts.id, postId), eq(instagramPosts.idWorkspace, user.workspaceId)));
      if (!row) throw new AppError('not_found', POST_MESSAGES.notFound);
      if (row.estado !== 'publicado' || !row.mediaId) {
        throw new AppError('bad_request', INSTAGRAM_MESSAGES.insightsNotPublished);
      }
      if (!(await deps.insights.read(postId))) {
        throw new AppError('service_unavailable', INSTAGRAM_MESSAGES.insightsUnavailable);
      }
      const [fresh] = await db.select().from(instagramPosts).where(eq(instagramPosts.id, postId));
      return toDto(fresh ?? row, await usernameOf(user.workspaceId));
    },

    /** Only a post still waiting for its time (publishing/posts.ts); the job then finds it cancelado. */
    async cancel(user: WorkspaceActor, postId: string, meta: RequestMeta): Promise<InstagramPost> {
      requireEnabled();
      await deps.states.cancelScheduledPost(user, postId, meta);
      const [row] = await db.select().from(instagramPosts).where(eq(instagramPosts.id, postId));
      if (!row) throw new AppError('not_found', POST_MESSAGES.notFound);
      return toDto(row, await usernameOf(user.workspaceId));
    },
  };
}

export type InstagramPostsService = ReturnType<typeof createInstagramPostsService>;
