import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { arquivos, carrosseis } from '../db/schema';
import type { Storage } from '../storage/storage';

/** The storage keys (bucket carrosseis) of every file of the user's carousels, read before the rows go. */
export async function listUserCarouselFiles(tx: DbExecutor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: arquivos.storagePath })
    .from(arquivos)
    .innerJoin(carrosseis, eq(carrosseis.id, arquivos.idCarrossel))
    .where(and(eq(carrosseis.idUsuario, userId), isNotNull(arquivos.storagePath)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Everything a user stored: their carousels' outputs (listed keys, plus the `{userId}/` folder the worker
 * writes to, which also catches files of a job that had not recorded them yet) and their uploads, which the
 * upload route names `public/{userId}-{timestamp}.{ext}` in bucket medias.
 */
export async function deleteUserFiles(
  storage: Storage,
  userId: string,
  carouselKeys: string[],
): Promise<void> {
  for (const key of carouselKeys) await storage.delete('carrosseis', key);
  await storage.deletePrefix('carrosseis', `${userId}/`);
  await storage.deletePrefix('medias', `public/${userId}-`);
}
