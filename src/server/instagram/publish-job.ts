import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { formatDateTime } from '../../shared/dates';
import { INSTAGRAM_MESSAGES } from '../../shared/instagram/schema';
import type { PostState } from '../../shared/publishing/schema';
import type { AppContext } from '../app-types';
import { arquivos, carrosseis, instagramPosts } from '../db/schema';
import type { Transaction } from '../db/transaction';
import { LOCKED } from '../publishing/post-lock';
import type { PostStates } from '../publishing/posts';
import {
  createPublishJobs,
  POST_CHECK_JOB_POLICY,
  type PostJob,
  type PublishFailure,
} from '../publishing/publish-jobs';
import type { InstagramConnections } from './connections';
import { ReconnectNeeded } from './connections';
import { GraphApiError, type GraphClient } from './graph-client';
import {
  classifyGraphError,
  containerErrorReason,
  isRetryableContainerError,
  MEDIA_FETCH_REASON,
  TEMPORARY_REASON,
} from './graph-errors';
import type { InstagramInsights } from './insights';
import type { SlideUrls } from './media-urls';

export const PUBLISH_INSTAGRAM_JOB = 'instagram-publish';
export const SETTLE_DEAD_INSTAGRAM_JOB = 'instagram-publish-settle';
export const VERIFY_INSTAGRAM_JOB = 'instagram-publish-verify';

/** How long a post whose outcome is unknown keeps being checked before we say we could not confirm it. */
export const VERIFY_WINDOW_MS = 24 * 3600 * 1000;
/** A lost media id is looked for among the account's media published this close to `media_publish`. */
const MEDIA_SEARCH_BEFORE_MS = 2 * 60_000;
const MEDIA_SEARCH_AFTER_MS = 30 * 60_000;

export type PublishInstagramJob = PostJob;

/** Instagram's posts in the shared publishing tables' terms (publishing/posts.ts). */
export const INSTAGRAM_POSTS = {
  network: 'instagram',
  table: 'instagram_posts',
  lockNamespace: 'instagram-post',
} as const;

type PostRow = typeof instagramPosts.$inferSelect;

/** What Instagram says about a post whose `media_publish` answer was lost. */
type Outcome =
  | { kind: 'published'; mediaId: string | null; permalink: string | null }
  | { kind: 'not_published' }
  | { kind: 'unknown' };

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
  deps: {
    graph: GraphClient | null;
    connections: InstagramConnections;
    slideUrls: SlideUrls;
    insights: Pick<InstagramInsights, 'schedule'>;
    states: PostStates;
  },
) {
  const { db, config } = ctx;
  const { states } = deps;
  const pollMs = config.INSTAGRAM_POLL_INTERVAL_MS;
  const timeoutSeconds = config.INSTAGRAM_PUBLISH_TIMEOUT_SECONDS;
  const retryDelayMs = config.INSTAGRAM_RETRY_DELAY_MS;
  const verifyIntervalSeconds = config.INSTAGRAM_VERIFY_INTERVAL_SECONDS;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function update(postId: string, values: Partial<typeof instagramPosts.$inferInsert>): Promise<void> {
    await db
      .update(instagramPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(instagramPosts.id, postId));
  }

  /**
   * Instagram published the post: recorded once (from `from`), with its link and media id, its insights
   * scheduled and the user's webhooks told, in the same transaction.
   */
  async function settlePublished(
    post: PostRow,
    found: { permalink: string | null; mediaId: string | null },
    from?: PostState[],
  ): Promise<void> {
    const mediaId = found.mediaId ?? post.mediaId;
    const { permalink } = found;
    const also = async ({ db: tx, client }: Transaction) => {
      await tx.update(instagramPosts).set({ permalink, mediaId }).where(eq(instagramPosts.id, post.id));
      await deps.insights.schedule(client, post.id);
      // The event goes to the endpoints of the workspace the carousel belongs to.
      const [carousel] = await tx
        .select({ idWorkspace: carrosseis.idWorkspace })
        .from(carrosseis)
        .where(eq(carrosseis.id, post.idCarrossel));
      if (!carousel) return;
      await ctx.webhooks.record(tx, client, {
        workspaceId: carousel.idWorkspace,
        userId: post.idUsuario,
        type: 'instagram.publicado',
        data: { post_id: post.id, carrossel_id: post.idCarrossel, permalink, media_id: mediaId },
      });
    };
    await states.published(post, { details: { permalink }, also }, from);
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
      if (status.code === 'ERROR') await containerFailed(post, status.detail);
      if (status.code === 'EXPIRED') {
        // Older than 24 h (a long outage): start over with fresh containers on the next attempt.
        await update(post.id, { filhos: [], containerId: null });
        throw new RetryLater('container expirado');
      }
      if (Date.now() + pollMs > deadline) throw new RetryLater('container ainda em processamento');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  /** A container in ERROR: new containers on the next attempt when Meta says to retry, else the reason. */
  async function containerFailed(post: PostRow, detail: string | null): Promise<never> {
    if (isRetryableContainerError(detail)) {
      await update(post.id, { filhos: [], containerId: null });
      throw new RetryLater('container com erro temporário');
    }
    throw new GiveUp(containerErrorReason(detail));
  }

  /**
   * The account's media published around the time `media_publish` was sent for this post (never an older
   * post's, nor one another post of ours already recorded): the closest to that time.
   */
  async function findLostMedia(
    post: PostRow,
    igUserId: string,
    token: string,
  ): Promise<{ id: string; permalink: string | null } | null> {
    const sentAt = post.publicacaoEnviadaEm?.getTime();
    if (!sentAt) return null;
    const recent = (await (deps.graph as GraphClient).recentMedia(igUserId, token)).filter((media) => {
      const at = Date.parse(media.timestamp);
      return at >= sentAt - MEDIA_SEARCH_BEFORE_MS && at <= sentAt + MEDIA_SEARCH_AFTER_MS;
    });
    if (recent.length === 0) return null;
    const taken = await db
      .select({ id: instagramPosts.mediaId })
      .from(instagramPosts)
      .where(
        and(
          eq(instagramPosts.igUserId, igUserId),
          ne(instagramPosts.id, post.id),
          inArray(
            instagramPosts.mediaId,
            recent.map((media) => media.id),
          ),
        ),
      );
    const takenIds = new Set(taken.map((row) => row.id));
    const [closest] = recent
      .filter((media) => !takenIds.has(media.id))
      .sort(
        (a, b) => Math.abs(Date.parse(a.timestamp) - sentAt) - Math.abs(Date.parse(b.timestamp) - sentAt),
      );
    return closest ? { id: closest.id, permalink: closest.permalink } : null;
  }

  /** Records a post Instagram published; finds its media when a crash lost the id. */
  async function finishPublished(
    post: PostRow,
    igUserId: string,
    token: string,
    mediaId: string | null,
    from?: PostState[],
  ): Promise<void> {
    const graph = deps.graph as GraphClient;
    let id = mediaId;
    let permalink: string | null = null;
    try {
      if (!id) {
        const found = await findLostMedia(post, igUserId, token);
        id = found?.id ?? null;
        permalink = found?.permalink ?? null;
      }
      if (id && !permalink) permalink = await graph.permalink(id, token);
    } catch (error) {
      // Published is published: a missing link is not worth an error.
      ctx.logger.warn({ err: (error as Error).message, postId: post.id }, 'instagram: permalink unavailable');
    }
    await settlePublished(post, { permalink, mediaId: id }, from);
  }

  /**
   * After `media_publish` was sent and its answer lost: the container's status says whether it was published
   * (PUBLISHED) or not (any other state); when the status cannot be read, the account's recent media around
   * that time can still show it. Anything unreachable leaves it unknown.
   */
  async function lookForOutcome(post: PostRow): Promise<Outcome> {
    const graph = deps.graph;
    if (!graph) return { kind: 'unknown' };
    let account: { igUserId: string; token: string };
    try {
      account = await deps.connections.tokenFor(post.idWorkspace);
    } catch (error) {
      if (error instanceof ReconnectNeeded) return { kind: 'unknown' };
      throw error;
    }
    if (account.igUserId !== post.igUserId) return { kind: 'unknown' };
    let status: string | null = null;
    if (post.containerId) {
      status = await graph
        .containerStatus(post.containerId, account.token)
        .then((answer) => answer.code)
        .catch(() => null);
    }
    if (status !== null && status !== 'PUBLISHED') return { kind: 'not_published' };
    const found = await findLostMedia(post, account.igUserId, account.token).catch(() => undefined);
    if (found) {
      const permalink = found.permalink ?? (await graph.permalink(found.id, account.token).catch(() => null));
      return { kind: 'published', mediaId: found.id, permalink };
    }
    if (status === 'PUBLISHED') return { kind: 'published', mediaId: null, permalink: null };
    return { kind: 'unknown' };
  }

  /** The outcome is unknown: say so, and keep checking (the verify job) instead of claiming an error. */
  async function startVerifying(post: PostRow): Promise<void> {
    await states.verifying(post, async ({ client }) => {
      await ctx.jobs.send(
        verifyJob,
        { postId: post.id },
        { client, startAfterSeconds: verifyIntervalSeconds },
      );
    });
  }

  /** A slide Instagram could not fetch (2207052) is asked once more after a pause, as Meta documents. */
  async function createItem(igUserId: string, token: string, url: string): Promise<string> {
    const graph = deps.graph as GraphClient;
    try {
      return await graph.createImageItem(igUserId, token, url);
    } catch (error) {
      if (!(error instanceof GraphApiError) || classifyGraphError(error).kind !== 'retry_once') throw error;
      await sleep(retryDelayMs);
      try {
        return await graph.createImageItem(igUserId, token, url);
      } catch (again) {
        if (again instanceof GraphApiError && classifyGraphError(again).kind === 'retry_once') {
          throw new GiveUp(MEDIA_FETCH_REASON);
        }
        throw again;
      }
    }
  }

  async function publish(post: PostRow, deadline: number): Promise<void> {
    const graph = deps.graph;
    if (!graph) throw new GiveUp('A publicação no Instagram foi desativada neste servidor.');
    const account = await deps.connections.tokenFor(post.idWorkspace);
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
      if (status.code === 'ERROR') await containerFailed(post, status.detail);
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
        children.push(await createItem(igUserId, token, await deps.slideUrls.urlFor(file)));
        await update(post.id, { filhos: children });
      }
      containerId = await graph.createCarousel(igUserId, token, children, post.legenda);
      await update(post.id, { containerId });
    }
    const state = await waitFinished(post, containerId, token, deadline);
    if (state === 'PUBLISHED') return finishPublished(post, igUserId, token, post.mediaId);
    // Written before the call: if its answer is lost, the outcome is checked (never guessed) around this time.
    post.publicacaoEnviadaEm = new Date();
    await update(post.id, { publicacaoEnviadaEm: post.publicacaoEnviadaEm });
    const mediaId = await graph.publish(igUserId, token, containerId);
    await update(post.id, { mediaId });
    await finishPublished(post, igUserId, token, mediaId);
  }

  /**
   * Out of attempts without a clear answer: an error only when `media_publish` was never sent (nothing can
   * have been published); otherwise the outcome is unknown and the post is verificando.
   */
  async function outOfAttempts(post: PostRow): Promise<void> {
    if (post.publicacaoEnviadaEm) return startVerifying(post);
    await states.failed(post, TEMPORARY_REASON);
  }

  async function classify(post: PostRow, error: unknown): Promise<PublishFailure> {
    if (error instanceof GiveUp || error instanceof ReconnectNeeded) {
      return { kind: 'give_up', reason: error.message };
    }
    if (error instanceof RetryLater) return { kind: 'retry' };
    if (!(error instanceof GraphApiError)) return { kind: 'crash' };
    const failure = classifyGraphError(error);
    ctx.logger.warn(
      { postId: post.id, details: error.details, failure: failure.kind },
      'instagram: publish call failed',
    );
    if (failure.kind === 'reconnect') {
      return { kind: 'reconnect', reason: failure.reason, detail: error.message.slice(0, 200) };
    }
    if (failure.kind === 'daily_limit') {
      const limit = await deps.graph
        ?.publishingLimit(post.igUserId, (await deps.connections.tokenFor(post.idWorkspace)).token)
        .catch(() => null);
      const total = limit?.total ?? 50;
      return {
        kind: 'give_up',
        reason: await dailyLimitReason(post.igUserId, total, limit?.windowSeconds ?? 86_400),
      };
    }
    if (failure.kind === 'give_up' || failure.kind === 'retry_once') {
      return { kind: 'give_up', reason: failure.reason };
    }
    return { kind: 'retry' };
  }

  /**
   * A post in `verificando` (or one given up as unconfirmed, when the user asks again): Instagram's answer
   * now, under the post's lock. Published: recorded with its link. Not published: an error that says so.
   * Still unknown: stays verificando (and `recheck` queues the next look) until 24 h after `media_publish`,
   * then an error that says we could not confirm it.
   */
  async function resolveUnknown(
    postId: string,
    recheck: boolean,
  ): Promise<'publicado' | 'erro' | 'verificando' | 'ocupado'> {
    const result = await states.withPostLock(postId, async () => {
      const [post] = await db.select().from(instagramPosts).where(eq(instagramPosts.id, postId));
      if (!post) return 'erro' as const;
      const unconfirmed = post.estado === 'erro' && post.erro === INSTAGRAM_MESSAGES.unconfirmed;
      if (post.estado !== 'verificando' && !unconfirmed) {
        return post.estado === 'publicado' ? ('publicado' as const) : ('erro' as const);
      }
      const outcome = await lookForOutcome(post);
      if (outcome.kind === 'published') {
        await settlePublished(post, outcome, ['verificando', 'erro']);
        return 'publicado' as const;
      }
      if (unconfirmed) return 'erro' as const;
      if (outcome.kind === 'not_published') {
        await states.failed(post, INSTAGRAM_MESSAGES.confirmedNotPublished);
        return 'erro' as const;
      }
      const sentAt = (post.publicacaoEnviadaEm ?? post.updatedAt).getTime();
      if (Date.now() - sentAt >= VERIFY_WINDOW_MS) {
        await states.failed(post, INSTAGRAM_MESSAGES.unconfirmed);
        return 'erro' as const;
      }
      if (recheck) {
        await ctx.jobs.send(verifyJob, { postId }, { startAfterSeconds: verifyIntervalSeconds });
      }
      return 'verificando' as const;
    });
    return result === LOCKED ? 'ocupado' : result;
  }

  const verifyJob: PostJob = {
    ...POST_CHECK_JOB_POLICY,
    name: VERIFY_INSTAGRAM_JOB,
    concurrency: 2,
    /** One look at a post in verificando; the next look is queued by the look itself while it stays unknown. */
    async handle({ postId }) {
      const result = await resolveUnknown(postId, true);
      // A user's retry is looking right now: this look comes back after the usual pause.
      if (result === 'ocupado') throw new Error('outra verificação em andamento');
    },
  };

  const { publishJob, settleDead } = createPublishJobs<PostRow>({
    states,
    names: { publish: PUBLISH_INSTAGRAM_JOB, deadLetter: SETTLE_DEAD_INSTAGRAM_JOB },
    timeoutSeconds,
    // Meta asks to wait before retrying (2207001, 2207032, 2207008: "try again in a few seconds/minutes");
    // a short attempt budget (tests) waits less.
    retryDelaySeconds: Math.max(1, Math.min(Math.ceil(retryDelayMs / 1000), timeoutSeconds)),
    async load(postId) {
      const [post] = await db.select().from(instagramPosts).where(eq(instagramPosts.id, postId));
      return post ?? null;
    },
    publish,
    classify,
    markNeedsReconnect: (workspaceId, detail) => deps.connections.markNeedsReconnect(workspaceId, detail),
    outOfAttempts,
    /**
     * One last look, without publishing. Published on Instagram already: record it. Confirmed not published,
     * or never sent: an error, and the user can try again. Sent and unreachable: verificando.
     */
    async settleDead(post) {
      const outcome = post.containerId ? await lookForOutcome(post) : ({ kind: 'not_published' } as const);
      if (outcome.kind === 'published') return settlePublished(post, outcome);
      if (outcome.kind === 'unknown') return outOfAttempts(post);
      await states.failed(post, TEMPORARY_REASON);
    },
  });

  /** The user asks to publish a carousel again: first, whether its unknown post went out after all. */
  async function latestUnknownPost(workspaceId: string, carouselId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: instagramPosts.id })
      .from(instagramPosts)
      .where(
        and(
          eq(instagramPosts.idCarrossel, carouselId),
          eq(instagramPosts.idWorkspace, workspaceId),
          isNotNull(instagramPosts.publicacaoEnviadaEm),
          isNull(instagramPosts.mediaId),
          or(
            eq(instagramPosts.estado, 'verificando'),
            and(eq(instagramPosts.estado, 'erro'), eq(instagramPosts.erro, INSTAGRAM_MESSAGES.unconfirmed)),
          ),
        ),
      )
      .orderBy(desc(instagramPosts.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  return {
    publishJob,
    settleDead,
    verifyJob,
    /** Before a new post of this carousel: the unknown outcome of an earlier one, looked up now. */
    async checkBeforeRetry(
      workspaceId: string,
      carouselId: string,
    ): Promise<'publicado' | 'verificando' | 'livre'> {
      const postId = await latestUnknownPost(workspaceId, carouselId);
      if (!postId) return 'livre';
      const result = await resolveUnknown(postId, false);
      if (result === 'publicado') return 'publicado';
      return result === 'erro' ? 'livre' : 'verificando';
    },
  };
}

export type InstagramPublishing = ReturnType<typeof createPublishInstagramJobs>;
