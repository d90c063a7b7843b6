import { and, eq, isNotNull } from 'drizzle-orm';
import { carouselTargets, queueStorageDeletions } from '../carousels/storage-deletions';
import type { DbExecutor } from '../db/client';
import { arquivos, carrosseis } from '../db/schema';

/** The storage keys (bucket carrosseis) of every file of the user's carousels, read before the rows go. */
async function listUserCarouselFiles(tx: DbExecutor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: arquivos.storagePath })
    .from(arquivos)
    .innerJoin(carrosseis, eq(carrosseis.id, arquivos.idCarrossel))
    .where(and(eq(carrosseis.idUsuario, userId), isNotNull(arquivos.storagePath)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Queues everything a user stored for deletion, in the transaction that deletes the account (call it before the
 * carousels' rows go): their carousels' outputs (listed keys, plus the `{userId}/` folder the worker writes to),
 * their data exports (`{userId}/` in exportacoes) and their uploads, which the upload route names
 * `public/{userId}-{uuid}.{ext}` in bucket medias. A file a job stores after this commit is its writer's to
 * remove (its announced folder, storage-deletions.ts). Returns the queue rows for runStorageDeletions after
 * the commit; a crash before that leaves them to the sweep.
 */
export async function queueUserFilesDeletion(tx: DbExecutor, userId: string): Promise<string[]> {
  return queueStorageDeletions(tx, [
    ...carouselTargets([...(await listUserCarouselFiles(tx, userId)), `${userId}/`]),
    { bucket: 'exportacoes', key: `${userId}/`, prefix: true },
    { bucket: 'medias', key: `public/${userId}-`, prefix: true },
  ]);
}
