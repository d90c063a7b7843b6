import { and, eq, inArray, not } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { arquivos } from '../db/schema';
import { makeSlideThumbnail, thumbnailKeyOf } from '../slide-images/slide-thumbnail';
import type { Storage } from '../storage/storage';

export interface ProducedFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface StoredFile {
  nome: string;
  key: string;
  tipo: string;
  tamanho: number;
  url: string;
  /** A slide PNG's small WebP copy (slide-images/slide-thumbnail.ts); absent for every other file. */
  thumbnailKey?: string;
}

/** The download page lists the ZIP, the PDF, the PNG slides, then their Instagram-ready JPEG copies. */
const FILE_ORDER_BY_EXTENSION: Record<string, number> = { zip: 0, pdf: 1, png: 2, jpg: 3 };
const fileOrder = (name: string) => FILE_ORDER_BY_EXTENSION[name.split('.').at(-1) ?? ''] ?? 4;

/**
 * Writes every file under `prefix/` in the carrosseis bucket, all at once: one after another, a carousel's
 * sixteen files took ~30 ms on a local disk (three file operations each) and far longer on S3. Each slide PNG
 * also gets its small WebP copy beside it, made here once, for the screens that show slides small.
 */
export async function storeFiles(
  storage: Storage,
  prefix: string,
  files: readonly ProducedFile[],
): Promise<StoredFile[]> {
  return Promise.all(
    files.map(async (file) => {
      const key = `${prefix}/${file.name}`;
      await storage.put('carrosseis', key, file.bytes, file.contentType);
      let thumbnailKey: string | undefined;
      if (file.contentType === 'image/png') {
        thumbnailKey = thumbnailKeyOf(key);
        await storage.put('carrosseis', thumbnailKey, await makeSlideThumbnail(file.bytes), 'image/webp');
      }
      return {
        nome: file.name,
        key,
        tipo: file.contentType,
        tamanho: file.bytes.byteLength,
        url: storage.publicUrl('carrosseis', key),
        ...(thumbnailKey ? { thumbnailKey } : {}),
      };
    }),
  );
}

/**
 * Makes the version's `arquivos` rows exactly the stored files: rows of other names go, the rest are
 * upserted on (carousel, version, name), so a version is never recorded twice.
 */
export async function recordFiles(
  tx: DbExecutor,
  carouselId: string,
  versao: number,
  stored: readonly StoredFile[],
): Promise<void> {
  await tx.delete(arquivos).where(
    and(
      eq(arquivos.idCarrossel, carouselId),
      eq(arquivos.versao, versao),
      not(
        inArray(
          arquivos.nomeArquivo,
          stored.map((file) => file.nome),
        ),
      ),
    ),
  );
  for (const file of stored) {
    const values = {
      tipo: file.tipo,
      tamanho: file.tamanho,
      urlArquivo: file.url,
      storagePath: file.key,
      storagePathMiniatura: file.thumbnailKey ?? null,
      dataUpload: new Date(),
    };
    await tx
      .insert(arquivos)
      .values({
        idCarrossel: carouselId,
        versao,
        nomeArquivo: file.nome,
        ordem: fileOrder(file.nome),
        ...values,
      })
      .onConflictDoUpdate({
        target: [arquivos.idCarrossel, arquivos.versao, arquivos.nomeArquivo],
        set: values,
      });
  }
}
