import { z } from 'zod';
import { TIME_ZONE } from '../../shared/dates';
import type { AppContext } from '../app-types';
import { type JobDefinition, type Jobs, SCHEDULED_JOB_POLICY } from '../jobs/jobs';

export const CLEANUP_UPLOADS_JOB = 'uploads-cleanup';
/** Hourly: an unused upload lives a day and at most an hour more. */
export const CLEANUP_UPLOADS_CRON = '17 * * * *';
/** How long an upload may wait for the carousel (or template) that uses it. */
export const UPLOAD_GRACE_HOURS = 24;
/** Uploads examined per run; the next run takes the rest. */
const BATCH = 500;

/**
 * Removes the uploads older than a day that no carousel of their owner, no brand kit avatar and no template
 * mentions: the file,
 * then its row. A used upload only loses its row (it is kept as long as its carousel). Returns how many files
 * were removed. The check reads the owner's carousels only (indexed by owner), so it stays cheap.
 */
export async function cleanupUnusedUploads(
  ctx: Pick<AppContext, 'pool' | 'storage' | 'logger'>,
): Promise<number> {
  const { rows } = await ctx.pool.query<{ key: string; used: boolean }>(
    `select u.key,
            exists (select 1 from carrosseis c
                     where c.id_usuario = u.id_usuario and strpos(c.campos_personalizados::text, u.key) > 0)
            or exists (select 1 from templates t
                        where strpos(coalesce(t.imagem_url, '') || t.design::text, u.key) > 0)
            or exists (select 1 from marcas m where m.avatar_chave = u.key) as used
       from uploads u
      where u.created_at < now() - make_interval(hours => $1)
      order by u.created_at
      limit $2`,
    [UPLOAD_GRACE_HOURS, BATCH],
  );
  let removed = 0;
  for (const row of rows) {
    if (!row.used) {
      try {
        await ctx.storage.delete('medias', row.key);
        removed++;
      } catch (error) {
        ctx.logger.warn({ err: error, key: row.key }, 'unused upload could not be removed; retried next run');
        continue;
      }
    }
    await ctx.pool.query('delete from uploads where key = $1', [row.key]);
  }
  return removed;
}

const payloadSchema = z.object({}).passthrough();

export function createCleanupUploadsJob(
  ctx: Pick<AppContext, 'pool' | 'storage' | 'logger'>,
): JobDefinition<typeof payloadSchema> {
  return {
    name: CLEANUP_UPLOADS_JOB,
    schema: payloadSchema,
    ...SCHEDULED_JOB_POLICY,
    // A batch of storage deletions can outlast a sweep's two minutes.
    expireInSeconds: 15 * 60,
    async handle() {
      const removed = await cleanupUnusedUploads(ctx);
      if (removed > 0) ctx.logger.info({ removed }, 'removed unused uploads');
    },
  };
}

/** pg-boss fires the schedule once per hour for the whole cluster (an upsert when scheduled again). */
export async function scheduleCleanupUploads(jobs: Jobs): Promise<void> {
  await jobs.boss.schedule(CLEANUP_UPLOADS_JOB, CLEANUP_UPLOADS_CRON, {}, { tz: TIME_ZONE });
}
