import type { TestApp } from '../helpers/test-app';
import { insertCarousel } from './admin-test-kit';

/**
 * A finished carousel with a stored ZIP and `slides` slides (one unless told; each with its small WebP copy beside
 * it), as the generation leaves it: what a share link serves.
 */
export async function insertFinishedCarousel(
  testApp: TestApp,
  userId: string,
  {
    status = 'concluido',
    tema = 'Como dobrei o faturamento',
    slides = 1,
  }: { status?: string; tema?: string; slides?: number } = {},
): Promise<string> {
  const id = await insertCarousel(testApp, userId, { status, tema });
  const files: [number, string, 'zip' | 'image'][] = [[0, 'carrossel.zip', 'zip']];
  for (let slide = 1; slide <= slides; slide += 1) {
    files.push([slide, `slide-${String(slide).padStart(2, '0')}.png`, 'image']);
  }
  for (const [ordem, name, tipo] of files) {
    const key = `${userId}/${id}/v1/${name}`;
    await testApp.ctx.storage.put(
      'carrosseis',
      key,
      new TextEncoder().encode(name),
      'application/octet-stream',
    );
    // The slide's small copy beside it, as storing a slide makes it.
    const smallKey = tipo === 'image' ? key.replace(/\.png$/, '.540.webp') : null;
    if (smallKey) {
      await testApp.ctx.storage.put(
        'carrosseis',
        smallKey,
        new TextEncoder().encode('slide-01.540.webp'),
        'image/webp',
      );
    }
    await testApp.ctx.pool.query(
      `insert into arquivos (id_carrossel, url_arquivo, nome_arquivo, tipo, tamanho, storage_path, ordem, versao,
                             storage_path_miniatura)
       values ($1, $2, $3, $4, 13, $5, $6, 1, $7)`,
      [id, testApp.ctx.storage.publicUrl('carrosseis', key), name, tipo, key, ordem, smallKey],
    );
  }
  return id;
}
