import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { z } from 'zod';
import { INSTAGRAM_METRICS, type InstagramMetrics } from '../../shared/instagram/schema';
import type { AppContext } from '../app-types';
import { publishCarouselChange } from '../carousels/notify';
import { instagramPosts } from '../db/schema';
import type { JobDefinition } from '../jobs/jobs';
import { type InstagramConnections, ReconnectNeeded } from './connections';
import { GraphApiError, type GraphClient } from './graph-client';

export const INSTAGRAM_INSIGHTS_JOB = 'instagram-insights';
/** When a published post's insights are read on their own: 1 hour, 24 hours and 7 days after publishing. */
export const INSIGHTS_AFTER_SECONDS = [3600, 86_400, 7 * 86_400] as const;

const payloadSchema = z.object({ postId: z.uuid() });

/**
 * What each published post achieved (docs/instagram.md): `GET /{media-id}/insights` for reach, saves, shares,
 * likes, comments and total interactions, stored on the post with when it was read. A job reads them at the
 * times above; the screens can ask for them now.
 */
export function createInstagramInsights(
  ctx: AppContext,
  deps: { graph: GraphClient | null; connections: InstagramConnections },
) {
  const { db, pool } = ctx;
  const metaNames = Object.values(INSTAGRAM_METRICS);

  /** Reads and stores one post's insights; false when Instagram could not give them now. */
  async function read(postId: string): Promise<boolean> {
    const [post] = await db
      .select()
      .from(instagramPosts)
      .where(and(eq(instagramPosts.id, postId), eq(instagramPosts.estado, 'publicado')));
    if (!post?.mediaId || !deps.graph) return false;
    try {
      const { token, igUserId } = await deps.connections.tokenFor(post.idWorkspace);
      if (igUserId !== post.igUserId) return false;
      const values = await deps.graph.insights(post.mediaId, token, metaNames);
      const metricas = Object.fromEntries(
        Object.entries(INSTAGRAM_METRICS).map(([ours, theirs]) => [ours, Math.round(values[theirs] ?? 0)]),
      ) as InstagramMetrics;
      const client = await pool.connect();
      try {
        await db
          .update(instagramPosts)
          .set({ metricas, metricasEm: new Date(), updatedAt: new Date() })
          .where(eq(instagramPosts.id, postId));
        await publishCarouselChange(client, post.idCarrossel);
      } finally {
        client.release();
      }
      return true;
    } catch (error) {
      if (error instanceof ReconnectNeeded || error instanceof GraphApiError) {
        ctx.logger.warn({ postId, err: (error as Error).message }, 'instagram: insights unavailable');
        return false;
      }
      throw error;
    }
  }

  const job: JobDefinition<typeof payloadSchema> = {
    name: INSTAGRAM_INSIGHTS_JOB,
    schema: payloadSchema,
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 120,
    concurrency: 2,
    async handle({ postId }) {
      // A miss (Instagram away, the permission not granted) waits for the next scheduled read.
      await read(postId);
    },
  };

  return {
    job,
    read,
    /** Queues the three reads of a post just published, inside the transaction that records it. */
    async schedule(client: pg.PoolClient, postId: string): Promise<void> {
      for (const seconds of INSIGHTS_AFTER_SECONDS) {
        await ctx.jobs.send(job, { postId }, { client, startAfterSeconds: seconds });
      }
    },
  };
}

export type InstagramInsights = ReturnType<typeof createInstagramInsights>;
