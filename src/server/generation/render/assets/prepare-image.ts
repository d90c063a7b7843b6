import { createHash } from 'node:crypto';
import sharp from 'sharp';

export interface PreparedImage {
  dataUri: string;
  width: number;
  height: number;
}

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const CACHE_LIMIT = 48;

export class UnsupportedImageError extends Error {
  constructor(format: string | undefined) {
    super(`Formato de imagem não suportado: ${format ?? 'desconhecido'} (use PNG, JPEG ou WebP).`);
    this.name = 'UnsupportedImageError';
  }
}

/**
 * Crops and scales an uploaded image to exactly the box it fills, as JPEG: resvg then
 * draws it 1:1 (scaling inside resvg costs more than the whole slide), and a 1080 px
 * photo decodes in a few milliseconds. The crop keeps the most interesting region.
 */
export function createImagePreparer() {
  const cache = new Map<string, Promise<PreparedImage>>();
  return (bytes: Uint8Array, width: number, height: number, matte: string): Promise<PreparedImage> => {
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    const digest = createHash('sha1').update(bytes).digest('hex');
    const key = `${digest}/${w}x${h}/${matte}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const prepared = (async () => {
      const input = sharp(bytes, { failOn: 'error' });
      const meta = await input.metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new UnsupportedImageError(meta.format);
      const jpeg = await input
        .rotate()
        .resize(w, h, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: matte.slice(0, 7) })
        .jpeg({ quality: 84, chromaSubsampling: '4:2:0' })
        .toBuffer();
      return { dataUri: `data:image/jpeg;base64,${jpeg.toString('base64')}`, width: w, height: h };
    })();
    cache.set(key, prepared);
    prepared.catch(() => cache.delete(key));
    if (cache.size > CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return prepared;
  };
}

export type ImagePreparer = ReturnType<typeof createImagePreparer>;
