import { availableParallelism, endianness } from 'node:os';
import { compositeOverRgb } from './composite-over';

/**
 * Drops the alpha channel of opaque RGBA pixels (Takumi's raw output) into an RGB buffer (`into` when it has
 * the right size, else a new one).
 *
 * Both encoders are fed RGB: libvips' own `removeAlpha()` cost 4–10 ms a slide and ran once per encoder,
 * while this loop moves four pixels as three 32-bit words and costs ~1 ms for 1080x1350
 * (docs/decisions/0013-slides-drawn-by-takumi.md, follow-up of 2026-11-25).
 */
export function rgbaToRgb(rgba: Uint8Array, into?: Buffer): Buffer {
  const pixels = Math.floor(rgba.length / 4);
  const rgb = into && into.length === pixels * 3 ? into : Buffer.allocUnsafe(pixels * 3);
  const groups =
    endianness() === 'LE' && rgba.byteOffset % 4 === 0 && rgb.byteOffset % 4 === 0
      ? Math.floor(pixels / 4)
      : 0;
  if (groups > 0) {
    const source = new Int32Array(rgba.buffer, rgba.byteOffset, groups * 4);
    const target = new Int32Array(rgb.buffer, rgb.byteOffset, groups * 3);
    for (let group = 0, from = 0, to = 0; group < groups; group++, from += 4, to += 3) {
      const p0 = source[from] as number;
      const p1 = source[from + 1] as number;
      const p2 = source[from + 2] as number;
      const p3 = source[from + 3] as number;
      // Little-endian words: R is the low byte. Four pixels' RGB fill exactly three words. Signed words
      // stay small integers for V8, where unsigned ones above 2^31 would become doubles.
      target[to] = (p0 & 0xffffff) | (p1 << 24);
      target[to + 1] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
      target[to + 2] = ((p2 >>> 16) & 0xff) | (p3 << 8);
    }
  }
  for (let pixel = groups * 4; pixel < pixels; pixel++) {
    rgb[pixel * 3] = rgba[pixel * 4] as number;
    rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1] as number;
    rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2] as number;
  }
  return rgb;
}

/** Copies kept for reuse, per size: one per slide in flight, which is one a core (raster/slide-slots.ts). */
const MAX_SPARE_COPIES = Math.max(1, availableParallelism());
const spare = new Map<number, Buffer[]>();

/** A drawn slide: its RGBA, or its text layer's RGBA and the backdrop's RGB it goes over; rows of `width`. */
export interface SlidePixels {
  rgba: Uint8Array;
  backdrop?: Uint8Array;
  width: number;
}

/**
 * Runs `use` on an RGB copy of the slide from a pool: a fresh 4.4 MB buffer per slide made V8 count external
 * memory and collect garbage far more often (a fifth of a worker's CPU). The copy must not outlive `use`.
 */
export async function withRgbCopy<T>(pixels: SlidePixels, use: (rgb: Buffer) => Promise<T>): Promise<T> {
  const size = Math.floor(pixels.rgba.length / 4) * 3;
  const into = spare.get(size)?.pop();
  const rgb = pixels.backdrop
    ? compositeOverRgb(pixels.rgba, pixels.backdrop, pixels.width, into)
    : rgbaToRgb(pixels.rgba, into);
  try {
    return await use(rgb);
  } finally {
    const kept = spare.get(size) ?? [];
    if (kept.length < MAX_SPARE_COPIES) kept.push(rgb);
    spare.set(size, kept);
  }
}
