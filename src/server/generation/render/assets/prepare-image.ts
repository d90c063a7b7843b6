import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ZoneTone } from '../compose/scrim-alpha';

export interface PreparedImage {
  dataUri: string;
  width: number;
  height: number;
  /**
   * The tones of the top quarter and of the lower two thirds, where text sits: for a background
   * image's scrim. Read only when asked (`withZones`); photos in boxes do not need them.
   */
  zones?: { top: ZoneTone; bottom: ZoneTone };
}

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const CACHE_LIMIT = 48;

export class UnsupportedImageError extends Error {
  constructor(format: string | undefined) {
    super(`Formato de imagem não suportado: ${format ?? 'desconhecido'} (use PNG, JPEG ou WebP).`);
    this.name = 'UnsupportedImageError';
  }
}

function toHex(values: number[]): string {
  return `#${values
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mean ± one standard deviation of each channel in a region: its light and dark ends. */
async function readZoneTone(
  jpeg: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<ZoneTone> {
  const { channels } = await sharp(jpeg).extract(region).stats();
  const rgb = channels.slice(0, 3);
  return {
    light: toHex(rgb.map((channel) => channel.mean + channel.stdev)),
    dark: toHex(rgb.map((channel) => channel.mean - channel.stdev)),
  };
}

/**
 * Crops and scales an uploaded image to exactly the box it fills, as JPEG: resvg then
 * draws it 1:1 (scaling inside resvg costs more than the whole slide), and a 1080 px
 * photo decodes in a few milliseconds. The crop keeps the most interesting region.
 */
export function createImagePreparer() {
  const cache = new Map<string, Promise<PreparedImage>>();
  return (
    bytes: Uint8Array,
    width: number,
    height: number,
    matte: string,
    withZones = false,
    /** 'cover' fills the box, cropping, on the matte; 'contain' keeps the whole image inside it, transparent (a logo). */
    fit: 'cover' | 'contain' = 'cover',
  ): Promise<PreparedImage> => {
    const w = Math.max(1, Math.round(width));
    const h = Math.max(1, Math.round(height));
    const digest = createHash('sha1').update(bytes).digest('hex');
    const key = `${digest}/${w}x${h}/${matte}/${withZones}/${fit}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const prepared = (async () => {
      const input = sharp(bytes, { failOn: 'error' });
      const meta = await input.metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new UnsupportedImageError(meta.format);
      if (fit === 'contain') {
        // A logo keeps its transparency: it sits on whatever the slide draws behind it, with no box around it.
        const png = await input
          .rotate()
          .resize(w, h, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png({ compressionLevel: 2 })
          .toBuffer();
        return { dataUri: `data:image/png;base64,${png.toString('base64')}`, width: w, height: h };
      }
      const jpeg = await input
        .rotate()
        .resize(w, h, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: matte.slice(0, 7) })
        .jpeg({ quality: 84, chromaSubsampling: '4:2:0' })
        .toBuffer();
      const dataUri = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      if (!withZones) return { dataUri, width: w, height: h };
      const [top, bottom] = await Promise.all([
        readZoneTone(jpeg, { left: 0, top: 0, width: w, height: Math.max(1, Math.round(h / 4)) }),
        readZoneTone(jpeg, {
          left: 0,
          top: Math.round(h / 3),
          width: w,
          height: Math.max(1, h - Math.round(h / 3)),
        }),
      ]);
      return { dataUri, width: w, height: h, zones: { top, bottom } };
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

/** An uploaded image's width and height as shown (an EXIF rotation of a quarter turn swaps them). */
export async function readImageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, { failOn: 'error' }).metadata();
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new UnsupportedImageError(meta.format);
  const turned = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return turned ? { width: height, height: width } : { width, height };
}
