import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Storage } from '../../src/server/storage/storage';

export interface LargeAccount {
  /** Files stored for the account (each carousel's slides), every one distinct. */
  files: number;
  bytes: number;
  /** Path inside the export's ZIP → the SHA-256 of the file's bytes (hex). */
  digests: Map<string, string>;
}

/**
 * An account with many finished carousels and their files, written straight to the database and to storage
 * (generating them through the renderer would take minutes and measure the renderer, not the export). The
 * files are random bytes, incompressible like the PNGs and PDFs they stand for, each one different.
 * Used by the export's tests and by `npm run bench -- export`.
 */
export async function seedLargeAccount(
  pool: pg.Pool,
  storage: Storage,
  userId: string,
  size: { carousels: number; filesPerCarousel: number; fileBytes: number },
): Promise<LargeAccount> {
  const digests = new Map<string, string>();
  let bytes = 0;
  for (let index = 0; index < size.carousels; index++) {
    const { rows } = await pool.query<{ id: string }>(
      `insert into carrosseis (id_usuario, tipo_carrossel, campos_personalizados, status, objetivo, tema, versao_atual)
       values ($1, 'convencer', $2, 'concluido', 'convencer', $3, 1) returning id`,
      [userId, { tema: `Carrossel ${index + 1}` }, `Carrossel ${index + 1}`],
    );
    const carouselId = rows[0]?.id as string;
    for (let order = 1; order <= size.filesPerCarousel; order++) {
      const name = `slide-${String(order).padStart(2, '0')}.png`;
      const key = `${userId}/${carouselId}/${name}`;
      const content = randomBytes(size.fileBytes);
      await storage.put('carrosseis', key, content, 'image/png');
      await pool.query(
        `insert into arquivos (id_carrossel, url_arquivo, nome_arquivo, tipo, tamanho, storage_path, ordem, versao)
         values ($1, $2, $3, 'image/png', $4, $5, $6, 1)`,
        [carouselId, storage.publicUrl('carrosseis', key), name, content.length, key, order],
      );
      digests.set(`arquivos/carrosseis/${carouselId}/versao-1/${name}`, sha256(content));
      bytes += content.length;
    }
  }
  return { files: digests.size, bytes, digests };
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
