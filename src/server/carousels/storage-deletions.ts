import { inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../app-types';
import type { DbExecutor } from '../db/client';
import { arquivosARemover } from '../db/schema';

/** How old a queued deletion must be before the sweep takes it: younger ones are still being run by their writer. */
export const DELETION_SWEEP_AFTER_SECONDS = 60;
const SWEEP_BATCH = 500;

/**
 * Queues carousel files (keys of the carrosseis bucket, or folders ending in '/') for deletion inside the
 * transaction that stops serving them. Returns the queue rows' ids for runStorageDeletions after the commit.
 */
export async function queueStorageDeletions(tx: DbExecutor, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .insert(arquivosARemover)
    .values(keys.map((key) => ({ key })))
    .returning({ id: arquivosARemover.id });
  return rows.map((row) => row.id);
}

/**
 * Deletes queued files from storage, then their queue rows; deleting twice is harmless, so a crash anywhere
 * here only means the sweep does it again. A storage failure keeps the row for the next sweep. `ids` runs the
 * rows a writer just committed; without it, the sweep runs the ones left behind. Returns how many were done.
 */
export async function runStorageDeletions(
  ctx: Pick<AppContext, 'db' | 'storage' | 'logger'>,
  ids?: readonly string[],
): Promise<number> {
  if (ids?.length === 0) return 0;
  const rows = await ctx.db
    .select({ id: arquivosARemover.id, key: arquivosARemover.key })
    .from(arquivosARemover)
    .where(
      ids
        ? inArray(arquivosARemover.id, [...ids])
        : lt(arquivosARemover.createdAt, sql`now() - make_interval(secs => ${DELETION_SWEEP_AFTER_SECONDS})`),
    )
    .orderBy(arquivosARemover.createdAt)
    .limit(SWEEP_BATCH);
  const done: string[] = [];
  for (const row of rows) {
    try {
      if (row.key.endsWith('/')) await ctx.storage.deletePrefix('carrosseis', row.key);
      else await ctx.storage.delete('carrosseis', row.key);
      done.push(row.id);
    } catch (error) {
      ctx.logger.warn({ err: error, key: row.key }, 'could not delete a carousel file; the sweep retries');
    }
  }
  if (done.length > 0) await ctx.db.delete(arquivosARemover).where(inArray(arquivosARemover.id, done));
  return done.length;
}
