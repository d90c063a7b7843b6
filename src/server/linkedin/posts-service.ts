import { and, desc, eq } from 'drizzle-orm';
import {
  LINKEDIN_MESSAGES,
  type LinkedinPost,
  linkedinPublishRequestSchema,
} from '../../shared/linkedin/schema';
import { POST_MESSAGES, type PostState } from '../../shared/publishing/schema';
import type { AppContext } from '../app-types';
import { publishCarouselChange } from '../carousels/notify';
import { isUniqueViolation } from '../db/errors';
import { arquivos, linkedinContas, linkedinPosts } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { RequestMeta } from '../logs/request-meta';
import { writeLog } from '../logs/write-log';
import { type PostStates, workspaceCarousel } from '../publishing/posts';
import { invalidField, scheduledTime } from '../publishing/schedule';
import type { WorkspaceActor } from '../workspaces/active-workspace';
import { postUrl } from './api-client';
import type { LinkedinConnections } from './connections';
import type { PublishLinkedinJob } from './publish-job';

type PostRow = typeof linkedinPosts.$inferSelect;

function toDto(row: PostRow, nome: string | null): LinkedinPost {
  return {
    id: row.id,
    carrossel_id: row.idCarrossel,
    status: row.estado as PostState,
    legenda: row.legenda,
    agendado_para: row.agendadoPara.toISOString(),
    nome,
    url: row.estado === 'publicado' && row.postUrn ? postUrl(row.postUrn) : null,
    erro: row.erro,
    publicado_em: row.publicadoEm?.toISOString() ?? null,
    criado_em: row.createdAt.toISOString(),
  };
}

/**
 * "Publicar no LinkedIn": every rule is checked before anything is queued (a finished carousel of the active
 * workspace with its PDF, that workspace's connected member, a time ahead, the caption within 3,000
 * characters), then the post row and its job are written in one transaction. Publishing costs no credit.
 */
export function createLinkedinPostsService(
  ctx: AppContext,
  deps: {
    connections: LinkedinConnections;
    job: PublishLinkedinJob;
    states: Pick<PostStates, 'cancelScheduledPost'>;
  },
) {
  const { db, pool } = ctx;

  function requireEnabled(): void {
    if (!deps.connections.enabled) throw new AppError('service_unavailable', LINKEDIN_MESSAGES.unavailable);
  }

  async function nameOf(workspaceId: string): Promise<string | null> {
    const [row] = await db
      .select({ nome: linkedinContas.nome })
      .from(linkedinContas)
      .where(eq(linkedinContas.idWorkspace, workspaceId));
    return row?.nome ?? null;
  }

  return {
    async list(user: WorkspaceActor, carouselId: string): Promise<{ items: LinkedinPost[] }> {
      requireEnabled();
      await workspaceCarousel(db, user, carouselId);
      const rows = await db
        .select()
        .from(linkedinPosts)
        .where(
          and(eq(linkedinPosts.idCarrossel, carouselId), eq(linkedinPosts.idWorkspace, user.workspaceId)),
        )
        .orderBy(desc(linkedinPosts.createdAt))
        .limit(20);
      const nome = await nameOf(user.workspaceId);
      return { items: rows.map((row) => toDto(row, nome)) };
    },

    async create(
      user: WorkspaceActor,
      carouselId: string,
      body: unknown,
      meta: RequestMeta,
    ): Promise<LinkedinPost> {
      requireEnabled();
      const parsed = linkedinPublishRequestSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        throw invalidField(issue?.path.join('.') ?? '', issue?.message ?? 'Confira os dados da publicação.');
      }
      const request = parsed.data;
      const carousel = await workspaceCarousel(db, user, carouselId);
      const versao = carousel.versaoAtual ?? (['concluido', 'completo'].includes(carousel.status) ? 1 : null);
      if (versao === null) throw new AppError('bad_request', LINKEDIN_MESSAGES.notFinished);
      const files = await db
        .select({ nome: arquivos.nomeArquivo })
        .from(arquivos)
        .where(and(eq(arquivos.idCarrossel, carouselId), eq(arquivos.versao, versao)));
      if (!files.some((file) => file.nome.endsWith('.pdf'))) {
        throw new AppError('bad_request', LINKEDIN_MESSAGES.noPdf);
      }
      const at = scheduledTime(request.agendar_para);
      const [account] = await db
        .select()
        .from(linkedinContas)
        .where(eq(linkedinContas.idWorkspace, user.workspaceId));
      if (!account) throw new AppError('bad_request', LINKEDIN_MESSAGES.notConnected);
      if (account.precisaReconectar || account.tokenExpiraEm.getTime() <= Date.now()) {
        throw new AppError('bad_request', LINKEDIN_MESSAGES.reconnect);
      }
      try {
        const row = await withTransaction(pool, async ({ db: tx, client }) => {
          const [inserted] = await tx
            .insert(linkedinPosts)
            .values({
              idUsuario: user.id,
              publicadoPor: user.id,
              idWorkspace: user.workspaceId,
              idCarrossel: carouselId,
              versao,
              memberId: account.memberId,
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
            acao: 'linkedin_agendado',
            detalhes: { post: inserted.id, carrossel: carouselId, agendado_para: at.toISOString() },
            ...meta,
          });
          await publishCarouselChange(client, carouselId);
          return inserted;
        });
        return toDto(row, account.nome);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', LINKEDIN_MESSAGES.alreadyQueued);
        throw error;
      }
    },

    /** Only a post still waiting for its time (publishing/posts.ts); the job then finds it cancelado. */
    async cancel(user: WorkspaceActor, postId: string, meta: RequestMeta): Promise<LinkedinPost> {
      requireEnabled();
      await deps.states.cancelScheduledPost(user, postId, meta);
      const [row] = await db.select().from(linkedinPosts).where(eq(linkedinPosts.id, postId));
      if (!row) throw new AppError('not_found', POST_MESSAGES.notFound);
      return toDto(row, await nameOf(user.workspaceId));
    },
  };
}

export type LinkedinPostsService = ReturnType<typeof createLinkedinPostsService>;
