import { endianness } from 'node:os';

/**
 * A slide's text layer laid over its backdrop, as the RGB both encoders read: `layer` is Takumi's RGBA drawn on
 * a transparent canvas (straight alpha), `backdrop` the opaque backdrop's RGB, both the slide's size (rows of
 * `width` pixels). Written into `into` when it has the right size, else into a new buffer.
 *
 * Takumi blends a full-slide backdrop image under the text at ~3 ms a slide, most of its drawing time; here
 * the backdrop is copied in one go and only the layer's pixels that are not fully transparent (a few percent
 * of a slide) are blended, four pixels as three 32-bit words (as in rgba-to-rgb.ts). See
 * docs/decisions/0013-slides-drawn-by-takumi.md, follow-up of 2026-11-25 (evening).
 */
export function compositeOverRgb(
  layer: Uint8Array,
  backdrop: Uint8Array,
  width: number,
  into?: Buffer,
): Buffer {
  const pixels = Math.floor(layer.length / 4);
  if (backdrop.length !== pixels * 3) throw new Error('Fundo e camada de tamanhos diferentes');
  const rgb = into && into.length === pixels * 3 ? into : Buffer.allocUnsafe(pixels * 3);
  rgb.set(backdrop);
  const aligned =
    endianness() === 'LE' &&
    layer.byteOffset % 4 === 0 &&
    backdrop.byteOffset % 4 === 0 &&
    rgb.byteOffset % 4 === 0;
  const groups = aligned ? Math.floor(pixels / 4) : 0;
  if (groups > 0) {
    const source = new Int32Array(layer.buffer, layer.byteOffset, groups * 4);
    const under = new Int32Array(backdrop.buffer, backdrop.byteOffset, groups * 3);
    const target = new Int32Array(rgb.buffer, rgb.byteOffset, groups * 3);
    // Two rows in three of a slide's text layer are empty: a row of zero bytes (memcmp) keeps the backdrop.
    const rowWidth = Math.max(1, width);
    const rows = Math.ceil(pixels / rowWidth);
    const bytes = Buffer.from(layer.buffer, layer.byteOffset, layer.length);
    const emptyRow = Buffer.alloc(Math.min(rowWidth, pixels) * 4);
    for (let row = 0; row < rows; row++) {
      const start = row * rowWidth;
      const end = Math.min(pixels, start + rowWidth);
      if (bytes.compare(emptyRow, 0, (end - start) * 4, start * 4, end * 4) === 0) continue;
      // Groups of four pixels may straddle two rows: blending one twice gives the same pixels.
      blendGroups(source, under, target, Math.floor(start / 4), Math.min(groups, Math.ceil(end / 4)));
    }
  }
  for (let pixel = groups * 4; pixel < pixels; pixel++) {
    const alpha = layer[pixel * 4 + 3] as number;
    for (let channel = 0; channel < 3; channel++) {
      const at = pixel * 3 + channel;
      rgb[at] = mix(layer[pixel * 4 + channel] as number, backdrop[at] as number, alpha);
    }
  }
  return rgb;
}

/** Groups `from` to `to` (four pixels each) of the layer over the backdrop, into `target`. */
function blendGroups(
  source: Int32Array,
  under: Int32Array,
  target: Int32Array,
  from: number,
  to: number,
): void {
  for (let group = from, read = from * 4, write = from * 3; group < to; group++, read += 4, write += 3) {
    let p0 = source[read] as number;
    let p1 = source[read + 1] as number;
    let p2 = source[read + 2] as number;
    let p3 = source[read + 3] as number;
    // Nothing drawn on these four pixels: the backdrop copied already stays.
    if ((p0 | p1 | p2 | p3) >>> 24 === 0) continue;
    if ((p0 & p1 & p2 & p3) >>> 24 !== 0xff) {
      // Little-endian words: four backdrop pixels' RGB fill the three words.
      const b0 = under[write] as number;
      const b1 = under[write + 1] as number;
      const b2 = under[write + 2] as number;
      p0 = blendPixel(p0, b0 & 0xffffff);
      p1 = blendPixel(p1, (b0 >>> 24) | ((b1 & 0xffff) << 8));
      p2 = blendPixel(p2, (b1 >>> 16) | ((b2 & 0xff) << 16));
      p3 = blendPixel(p3, b2 >>> 8);
    }
    target[write] = (p0 & 0xffffff) | (p1 << 24);
    target[write + 1] = ((p1 >>> 8) & 0xffff) | (p2 << 16);
    target[write + 2] = ((p2 >>> 16) & 0xff) | (p3 << 8);
  }
}

/** `top` over `bottom` at `alpha` (0–255), rounded: (x + 128 + ((x + 128) >> 8)) >> 8 is x / 255 exactly. */
function mix(top: number, bottom: number, alpha: number): number {
  const x = top * alpha + bottom * (255 - alpha) + 128;
  return (x + (x >>> 8)) >>> 8;
}

/** One RGBA pixel (a little-endian word) over an RGB one (its low 24 bits), as an RGB word. */
function blendPixel(pixel: number, under: number): number {
  const alpha = pixel >>> 24;
  if (alpha === 0xff) return pixel;
  if (alpha === 0) return under;
  return (
    mix(pixel & 0xff, under & 0xff, alpha) |
    (mix((pixel >>> 8) & 0xff, (under >>> 8) & 0xff, alpha) << 8) |
    (mix((pixel >>> 16) & 0xff, (under >>> 16) & 0xff, alpha) << 16)
  );
}
