import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { LINKEDIN_MESSAGES } from '../../shared/linkedin/schema';
import type { AppContext } from '../app-types';
import { publishCarouselChange } from '../carousels/notify';
import { arquivos, linkedinPosts } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { JobDefinition } from '../jobs/jobs';
import { writeLog } from '../logs/write-log';
import { createPostLock, LOCKED } from '../publishing/post-lock';
import { LinkedinApiError, type LinkedinClient } from './api-client';
import { classifyLinkedinError, toCommentary } from './api-errors';
import { type LinkedinConnections, LinkedinReconnectNeeded } from './connections';

export const PUBLISH_LINKEDIN_JOB = 'linkedin-publish';
export const SETTLE_DEAD_LINKEDIN_JOB = 'linkedin-publish-settle';

const payloadSchema = z.object({ postId: z.uuid() });
export type PublishLinkedinJob = JobDefinition<typeof payloadSchema>;

type PostRow = typeof linkedinPosts.$inferSelect;

/** Gives up for good with a reason, whatever attempt this is. */
class GiveUp extends Error {}
/** Try again on the job's next attempt (the last attempt turns it into an error). */
class RetryLater extends Error {}

/**
 * Publishing one carousel PDF as a LinkedIn document post, resumable at every step (docs/linkedin.md): the
 * document URN is recorded as initializeUpload names it and its upload once the PUT is done; `post_enviado_em`
 * is written just before POST /rest/posts and the post URN as soon as `x-restli-id` names it. A run that finds
 * `post_enviado_em` without a URN never posts again: a member token cannot list the member's posts
 * (r_member_social is a private permission), so the outcome is said to be unconfirmed, with what to check.
 * One run per post at a time (the post lock), so an expired attempt still working cannot post twice either.
 */
export function createPublishLinkedinJobs(
  ctx: AppContext,
  deps: { client: LinkedinClient | null; connections: LinkedinConnections },
) {
  const { db, config, pool } = ctx;
  const pollMs = config.LINKEDIN_POLL_INTERVAL_MS;
  const timeoutSeconds = config.LINKEDIN_PUBLISH_TIMEOUT_SECONDS;
  const withPostLock = createPostLock(pool, 'linkedin-post');

  async function update(postId: string, values: Partial<typeof linkedinPosts.$inferInsert>): Promise<void> {
    await db
      .update(linkedinPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(linkedinPosts.id, postId));
  }

  /** Moves the post to a final state once, tells the screens and the admin log. */
  async function settle(
    post: PostRow,
    values: { estado: 'publicado'; postUrn: string } | { estado: 'erro'; erro: string },
  ): Promise<void> {
    await withTransaction(pool, async ({ db: tx, client }) => {
      const changed = await tx
        .update(linkedinPosts)
        .set(
          values.estado === 'publicado'
            ? {
                estado: 'publicado',
                postUrn: values.postUrn,
                erro: null,
                publicadoEm: new Date(),
                updatedAt: new Date(),
              }
            : { estado: 'erro', erro: values.erro, updatedAt: new Date() },
        )
        .where(and(eq(linkedinPosts.id, post.id), inArray(linkedinPosts.estado, ['agendado', 'publicando'])))
        .returning({ id: linkedinPosts.id });
      if (!changed[0]) return;
      await writeLog(tx, {
        idUsuario: post.idUsuario,
        acao: values.estado === 'publicado' ? 'linkedin_publicado' : 'linkedin_erro',
        detalhes: {
          post: post.id,
          carrossel: post.idCarrossel,
          ...(values.estado === 'publicado' ? { urn: values.postUrn } : { motivo: values.erro }),
        },
      });
      await publishCarouselChange(client, post.idCarrossel);
    });
  }

  async function pdfOf(post: PostRow): Promise<{ bytes: Uint8Array; name: string }> {
    const rows = await db
      .select({ nome: arquivos.nomeArquivo, key: arquivos.storagePath })
      .from(arquivos)
      .where(and(eq(arquivos.idCarrossel, post.idCarrossel), eq(arquivos.versao, post.versao)));
    const pdf = rows.find((row) => row.nome.endsWith('.pdf') && row.key);
    const bytes = pdf?.key ? await ctx.storage.get('carrosseis', pdf.key) : null;
    if (!pdf || !bytes) throw new GiveUp(LINKEDIN_MESSAGES.noPdf);
    return { bytes, name: pdf.nome };
  }

  /** Polls the uploaded document until LinkedIn has processed it, within this attempt's time. */
  async function waitAvailable(client: LinkedinClient, token: string, urn: string, deadline: number) {
    for (;;) {
      const status = await client.documentStatus(token, urn);
      if (status === 'AVAILABLE') return;
      if (status === 'PROCESSING_FAILED') throw new GiveUp(LINKEDIN_MESSAGES.documentFailed);
      if (Date.now() + pollMs > deadline) throw new RetryLater('documento ainda em processamento');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  async function publish(post: PostRow, deadline: number): Promise<void> {
    const client = deps.client;
    if (!client) throw new GiveUp(LINKEDIN_MESSAGES.disabled);
    // A run before this one sent the post and was never answered: never send it again.
    if (post.postEnviadoEm) throw new GiveUp(LINKEDIN_MESSAGES.unconfirmed);
    const account = await deps.connections.tokenFor(post.idUsuario);
    if (account.memberId !== post.memberId) throw new GiveUp(LINKEDIN_MESSAGES.memberChanged);
    const { token } = account;
    const author = `urn:li:person:${account.memberId}`;
    const pdf = await pdfOf(post);
    let documentUrn = post.documentoEnviadoEm ? post.documentoUrn : null;
    if (!documentUrn) {
      // A document initialized but never uploaded (a crash in between) is left to LinkedIn: a new one is made.
      const upload = await client.initializeUpload(token, author);
      await update(post.id, { documentoUrn: upload.documentUrn, documentoEnviadoEm: null });
      await client.upload(token, upload.uploadUrl, pdf.bytes);
      documentUrn = upload.documentUrn;
      await update(post.id, { documentoEnviadoEm: new Date() });
    }
    await waitAvailable(client, token, documentUrn, deadline);
    // Written before the call: if its answer is lost, no later run sends it again.
    await update(post.id, { postEnviadoEm: new Date() });
    let postUrn: string;
    try {
      postUrn = await client.createPost(token, {
        author,
        commentary: toCommentary(post.legenda),
        documentUrn,
        title: pdf.name,
      });
    } catch (error) {
      // LinkedIn answered with a refusal: nothing was created, a later attempt may send it again.
      if (error instanceof LinkedinApiError) await update(post.id, { postEnviadoEm: null });
      throw error;
    }
    await update(post.id, { postUrn });
    await settle(post, { estado: 'publicado', postUrn });
  }

  async function claim(postId: string): Promise<PostRow | null> {
    return withTransaction(pool, async ({ db: tx, client }) => {
      const [row] = await tx.select().from(linkedinPosts).where(eq(linkedinPosts.id, postId)).for('update');
      if (!row || !['agendado', 'publicando'].includes(row.estado)) return null;
      if (row.estado === 'agendado') {
        await tx
          .update(linkedinPosts)
          .set({ estado: 'publicando', updatedAt: new Date() })
          .where(eq(linkedinPosts.id, postId));
        await writeLog(tx, {
          idUsuario: row.idUsuario,
          acao: 'linkedin_publicando',
          detalhes: { post: row.id, carrossel: row.idCarrossel },
        });
        await publishCarouselChange(client, row.idCarrossel);
      }
      return { ...row, estado: 'publicando' };
    });
  }

  /** Out of attempts: a post never sent is an error to try again; one sent without an answer is unconfirmed. */
  async function outOfAttempts(postId: string): Promise<void> {
    const [post] = await db.select().from(linkedinPosts).where(eq(linkedinPosts.id, postId));
    if (!post) return;
    if (post.postUrn) return settle(post, { estado: 'publicado', postUrn: post.postUrn });
    await settle(post, {
      estado: 'erro',
      erro: post.postEnviadoEm ? LINKEDIN_MESSAGES.unconfirmed : LINKEDIN_MESSAGES.temporary,
    });
  }

  async function runLocked(postId: string, isLastAttempt: boolean): Promise<void> {
    const post = await claim(postId);
    if (!post) return;
    if (post.postUrn) return settle(post, { estado: 'publicado', postUrn: post.postUrn });
    const deadline = Date.now() + Math.max(1000, timeoutSeconds * 1000 - 5000);
    try {
      await publish(post, deadline);
    } catch (error) {
      if (error instanceof GiveUp || error instanceof LinkedinReconnectNeeded) {
        return settle(post, { estado: 'erro', erro: error.message });
      }
      if (error instanceof LinkedinApiError) {
        const failure = classifyLinkedinError(error);
        ctx.logger.warn(
          { postId, status: error.status, failure: failure.kind },
          'linkedin: publish call failed',
        );
        if (failure.kind === 'reconnect') {
          await deps.connections.markNeedsReconnect(post.idUsuario, `HTTP ${error.status}`);
          return settle(post, { estado: 'erro', erro: failure.reason });
        }
        if (failure.kind === 'give_up') return settle(post, { estado: 'erro', erro: failure.reason });
      }
      if (isLastAttempt) return outOfAttempts(postId);
      throw error;
    }
  }

  const settleDead: PublishLinkedinJob = {
    name: SETTLE_DEAD_LINKEDIN_JOB,
    schema: payloadSchema,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    concurrency: 1,
    /** Every attempt died (crashes, expiries): settle without publishing, under the publisher's lock. */
    async handle({ postId }) {
      const done = await withPostLock(postId, () => outOfAttempts(postId));
      if (done === LOCKED) throw new Error('o post ainda está sendo publicado');
    },
  };

  const publishJob: PublishLinkedinJob = {
    name: PUBLISH_LINKEDIN_JOB,
    schema: payloadSchema,
    retryLimit: 3,
    retryDelaySeconds: Math.max(1, Math.min(30, timeoutSeconds)),
    retryBackoff: true,
    expireInSeconds: timeoutSeconds,
    concurrency: 2,
    deadLetter: SETTLE_DEAD_LINKEDIN_JOB,
    async handle({ postId }, meta) {
      const done = await withPostLock(postId, () => runLocked(postId, meta.isLastAttempt));
      if (done === LOCKED) throw new RetryLater('outra execução está publicando este post');
    },
  };

  return { publishJob, settleDead };
}

export type LinkedinPublishing = ReturnType<typeof createPublishLinkedinJobs>;
