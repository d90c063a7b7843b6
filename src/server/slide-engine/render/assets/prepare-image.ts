import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { LIMITS } from '../../../../shared/constants';
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
/**
 * How the renderer decodes every uploaded image: a damaged file is an error (not a half-grey picture), and
 * nothing over the upload pixel limit is decoded at all (a 109 KB PNG can claim 30000x30000 pixels).
 */
const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: LIMITS.uploadMaxPixels } as const;

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
      const input = sharp(bytes, DECODE_OPTIONS);
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
  const meta = await sharp(bytes, DECODE_OPTIONS).metadata();
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new UnsupportedImageError(meta.format);
  const turned = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return turned ? { width: height, height: width } : { width, height };
}

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** What the renderer would make of an image, judged before it is kept (checkImage). */
export type ImageCheck =
  | { ok: true; format: ImageFormat; width: number; height: number }
  | { ok: false; problem: 'unreadable' }
  | { ok: false; problem: 'too_many_pixels'; width: number; height: number };

/**
 * Reads the header as the renderer does: the format it really is and its size; over the pixel limit is refused
 * without decoding anything. With `decode`, the pixels are decoded too (into a thumbnail, so a photo costs a
 * fraction of its size in memory): a file whose header is fine but whose data is truncated or foreign fails here
 * rather than at rendering.
 */
export async function checkImage(bytes: Uint8Array, options: { decode: boolean }): Promise<ImageCheck> {
  let meta: Metadata;
  try {
    // The header only: the limit is compared below, so the answer can name the image's size.
    meta = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const format = meta.format;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp') return { ok: false, problem: 'unreadable' };
  if (width * height > LIMITS.uploadMaxPixels)
    return { ok: false, problem: 'too_many_pixels', width, height };
  if (width < 1 || height < 1) return { ok: false, problem: 'unreadable' };
  if (options.decode) {
    try {
      await sharp(bytes, { ...DECODE_OPTIONS, sequentialRead: true })
        .resize(64, 64, { fit: 'inside' })
        .raw()
        .toBuffer();
    } catch {
      return { ok: false, problem: 'unreadable' };
    }
  }
  return { ok: true, format, width, height };
}
