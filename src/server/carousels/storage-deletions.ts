import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../app-types';
import type { DbExecutor } from '../db/client';
import { arquivosARemover } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { type Bucket, isBucket } from '../storage/storage';

/** How long a queued deletion waits for the sweep: younger ones are still being run by their writer. */
export const DELETION_SWEEP_AFTER_SECONDS = 60;
const SWEEP_BATCH = 500;

/**
 * What leaves storage: one key, or with `prefix` every key starting with it (a folder ends in '/') but the ones
 * `keep` names (keys, or folders ending in '/': keptBy).
 */
export interface StorageTarget {
  bucket: Bucket;
  key: string;
  prefix?: boolean;
  keep?: readonly string[];
}

/** Keys of the carrosseis bucket; one ending in '/' is a folder whose every key goes. */
export const carouselTargets = (keys: readonly string[]): StorageTarget[] =>
  keys.map((key) => ({ bucket: 'carrosseis', key, prefix: key.endsWith('/') }));

async function insertTargets(
  tx: DbExecutor,
  targets: readonly StorageTarget[],
  afterSeconds: number,
): Promise<string[]> {
  if (targets.length === 0) return [];
  const rows = await tx
    .insert(arquivosARemover)
    .values(
      targets.map((target) => ({
        bucket: target.bucket,
        key: target.key,
        prefix: target.prefix ?? false,
        manter: [...(target.keep ?? [])],
        removeAfter: sql`now() + make_interval(secs => ${afterSeconds})`,
      })),
    )
    .returning({ id: arquivosARemover.id });
  return rows.map((row) => row.id);
}

/**
 * Queues stored files for deletion inside the transaction that stops serving them (carouselTargets for keys of
 * the carrosseis bucket). Returns the queue rows' ids for runStorageDeletions after the commit.
 */
export async function queueStorageDeletions(
  tx: DbExecutor,
  targets: readonly StorageTarget[],
): Promise<string[]> {
  return insertTargets(tx, targets, DELETION_SWEEP_AFTER_SECONDS);
}

/**
 * Announces a folder of the carrosseis bucket that a writer is about to store files in, before the first one is
 * stored: a queue row the sweep runs only after `graceSeconds` (the writer's whole time limit). The writer
 * takes it back with claimAnnouncedFolder in the transaction that records the files; a writer that dies, or
 * whose files nobody will serve, leaves it, and the folder goes with every file and half-written temporary
 * file in it. Returns the row's id.
 */
export async function announceFolder(db: DbExecutor, folder: string, graceSeconds: number): Promise<string> {
  const [id] = await insertTargets(db, carouselTargets([`${folder.replace(/\/$/, '')}/`]), graceSeconds);
  if (!id) throw new Error('the announced folder was not recorded');
  return id;
}

/**
 * Inside the transaction that records the announced files: takes the announcement back, so the files stay.
 * Throws when the sweep already removed the folder (the writer outlived its time limit): the transaction
 * rolls back and the job retries with a fresh folder. The sweep holds the row while it deletes, so the two
 * never both win.
 */
export async function claimAnnouncedFolder(tx: DbExecutor, id: string): Promise<void> {
  const taken = await tx
    .delete(arquivosARemover)
    .where(eq(arquivosARemover.id, id))
    .returning({ id: arquivosARemover.id });
  if (taken.length === 0) throw new Error('the sweep removed these files before they were recorded');
}

/**
 * Removes an announced folder now: its writer failed, or nobody will serve its files. A failure (storage or
 * database down) leaves the row for the sweep.
 */
export async function discardAnnouncedFolder(
  ctx: Pick<AppContext, 'db' | 'pool' | 'storage' | 'logger'>,
  id: string | undefined,
): Promise<void> {
  if (!id) return;
  await runStorageDeletions(ctx, [id]).catch((error: unknown) =>
    ctx.logger.warn({ err: error, id }, 'an announced folder was not removed now; the sweep removes it'),
  );
}

/**
 * Deletes queued files from storage, then their queue rows, one row at a time under that row's lock (so a
 * writer claiming its announced folder waits, then finds it gone). Deleting twice is harmless, so a crash
 * anywhere here only means the sweep does it again; a storage failure keeps the row for the next sweep. `ids`
 * runs rows a writer just committed; without it, the sweep runs the ones whose time has come. Returns how many
 * were done.
 */
export async function runStorageDeletions(
  ctx: Pick<AppContext, 'db' | 'pool' | 'storage' | 'logger'>,
  ids?: readonly string[],
): Promise<number> {
  if (ids?.length === 0) return 0;
  const rows = await ctx.db
    .select({ id: arquivosARemover.id })
    .from(arquivosARemover)
    .where(ids ? inArray(arquivosARemover.id, [...ids]) : lte(arquivosARemover.removeAfter, sql`now()`))
    .orderBy(arquivosARemover.removeAfter)
    .limit(SWEEP_BATCH);
  let done = 0;
  for (const { id } of rows) {
    try {
      const removed = await withTransaction(ctx.pool, async ({ db: tx }) => {
        const [row] = await tx
          .select()
          .from(arquivosARemover)
          .where(eq(arquivosARemover.id, id))
          .for('update', { skipLocked: true });
        // Taken meanwhile: claimed by its writer, or being run by another process.
        if (!row) return false;
        if (!isBucket(row.bucket)) throw new Error(`unknown bucket ${row.bucket}`);
        if (row.prefix) await ctx.storage.deletePrefix(row.bucket, row.key, row.manter);
        else await ctx.storage.delete(row.bucket, row.key);
        await tx.delete(arquivosARemover).where(eq(arquivosARemover.id, id));
        return true;
      });
      if (removed) done++;
    } catch (error) {
      ctx.logger.warn({ err: error, id }, 'could not delete a stored file; the sweep retries');
    }
  }
  return done;
}
