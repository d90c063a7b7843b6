import { and, eq } from 'drizzle-orm';
import { LINKEDIN_MESSAGES } from '../../shared/linkedin/schema';
import type { AppContext } from '../app-types';
import { arquivos, linkedinPosts } from '../db/schema';
import type { PostStates } from '../publishing/posts';
import { createPublishJobs, type PostJob, type PublishFailure } from '../publishing/publish-jobs';
import { LinkedinApiError, type LinkedinClient } from './api-client';
import { classifyLinkedinError, toCommentary } from './api-errors';
import { type LinkedinConnections, LinkedinReconnectNeeded } from './connections';

export const PUBLISH_LINKEDIN_JOB = 'linkedin-publish';
export const SETTLE_DEAD_LINKEDIN_JOB = 'linkedin-publish-settle';

export type PublishLinkedinJob = PostJob;

type PostRow = typeof linkedinPosts.$inferSelect;

/** Gives up for good with a reason, whatever attempt this is. */
class GiveUp extends Error {}
/** Try again on the job's next attempt (the last attempt turns it into an error). */
class RetryLater extends Error {}

/** LinkedIn's posts in the shared publishing tables' terms (publishing/posts.ts). */
export const LINKEDIN_POSTS = {
  network: 'linkedin',
  table: 'linkedin_posts',
  lockNamespace: 'linkedin-post',
} as const;

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
  deps: { client: LinkedinClient | null; connections: LinkedinConnections; states: PostStates },
) {
  const { db, config } = ctx;
  const pollMs = config.LINKEDIN_POLL_INTERVAL_MS;
  const timeoutSeconds = config.LINKEDIN_PUBLISH_TIMEOUT_SECONDS;

  async function update(postId: string, values: Partial<typeof linkedinPosts.$inferInsert>): Promise<void> {
    await db
      .update(linkedinPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(linkedinPosts.id, postId));
  }

  /** LinkedIn named the post (its URN is recorded before, as the table's check requires). */
  async function published(post: PostRow, postUrn: string): Promise<void> {
    await deps.states.published(post, { details: { urn: postUrn } });
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
    // A run before this one was told the URN: record it, nothing else.
    if (post.postUrn) return published(post, post.postUrn);
    const client = deps.client;
    if (!client) throw new GiveUp(LINKEDIN_MESSAGES.disabled);
    // A run before this one sent the post and was never answered: never send it again.
    if (post.postEnviadoEm) throw new GiveUp(LINKEDIN_MESSAGES.unconfirmed);
    const account = await deps.connections.tokenFor(post.idWorkspace);
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
    await published(post, postUrn);
  }

  /** Out of attempts: a post never sent is an error to try again; one sent without an answer is unconfirmed. */
  async function outOfAttempts(post: PostRow): Promise<void> {
    if (post.postUrn) return published(post, post.postUrn);
    const reason = post.postEnviadoEm ? LINKEDIN_MESSAGES.unconfirmed : LINKEDIN_MESSAGES.temporary;
    await deps.states.failed(post, reason);
  }

  async function classify(post: PostRow, error: unknown): Promise<PublishFailure> {
    if (error instanceof GiveUp || error instanceof LinkedinReconnectNeeded) {
      return { kind: 'give_up', reason: error.message };
    }
    if (!(error instanceof LinkedinApiError)) return { kind: 'retry' };
    const failure = classifyLinkedinError(error);
    ctx.logger.warn(
      { postId: post.id, status: error.status, failure: failure.kind },
      'linkedin: publish call failed',
    );
    if (failure.kind === 'reconnect') {
      return { kind: 'reconnect', reason: failure.reason, detail: `HTTP ${error.status}` };
    }
    return failure.kind === 'give_up' ? { kind: 'give_up', reason: failure.reason } : { kind: 'retry' };
  }

  return createPublishJobs<PostRow>({
    states: deps.states,
    names: { publish: PUBLISH_LINKEDIN_JOB, deadLetter: SETTLE_DEAD_LINKEDIN_JOB },
    timeoutSeconds,
    retryDelaySeconds: Math.max(1, Math.min(30, timeoutSeconds)),
    async load(postId) {
      const [post] = await db.select().from(linkedinPosts).where(eq(linkedinPosts.id, postId));
      return post ?? null;
    },
    publish,
    classify,
    markNeedsReconnect: (workspaceId, detail) => deps.connections.markNeedsReconnect(workspaceId, detail),
    outOfAttempts,
    // Nothing can be learnt without r_member_social: what the row says is the answer.
    settleDead: outOfAttempts,
  });
}

export type LinkedinPublishing = ReturnType<typeof createPublishLinkedinJobs>;
