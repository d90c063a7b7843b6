import sharp from 'sharp';

/**
 * A perceptual comparison of two images of the same size, for golden-image tests.
 *
 * Both are softened by a small blur first, so a renderer's anti-aliasing or a half-pixel
 * shift of an edge does not count; then each pixel's colour difference is taken in YIQ
 * space, weighted as the eye weighs brightness over hue (the measure pixelmatch uses).
 * A pixel "differs" when that distance passes `pixelThreshold` (0..1 of the largest
 * possible). The result is the share of differing pixels in each vertical panel, so a
 * change in one slide of a sheet is not diluted by the others.
 */

export interface DiffOptions {
  /** Panels laid side by side in the image (one per slide); each gets its own ratio. */
  panels: number;
  /** 0..1 of the largest YIQ distance; 0.1 is the eye's "visibly different" on flat colour. */
  pixelThreshold?: number;
  blurSigma?: number;
}

export interface DiffResult {
  /** Share (0..1) of differing pixels in each panel. */
  panelRatios: number[];
  worstRatio: number;
  /** The differing pixels in red over a faded actual image, as PNG. */
  diffPng: () => Promise<Buffer>;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function readSoftened(png: Uint8Array, sigma: number): Promise<Raw> {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .toColourspace('srgb')
    .blur(sigma)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Squared YIQ distance, 0..35215 (pixelmatch's colour delta without the sign). */
function colorDelta(a: Buffer, b: Buffer, offset: number): number {
  const r1 = a[offset] ?? 0;
  const g1 = a[offset + 1] ?? 0;
  const b1 = a[offset + 2] ?? 0;
  const r2 = b[offset] ?? 0;
  const g2 = b[offset + 1] ?? 0;
  const b2 = b[offset + 2] ?? 0;
  const y = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223;
  const i = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.2741761 - (b1 - b2) * 0.32180189;
  const q = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694;
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

const MAX_DELTA = 35215;

export async function compareImages(
  actual: Uint8Array,
  reference: Uint8Array,
  options: DiffOptions,
): Promise<DiffResult> {
  const sigma = options.blurSigma ?? 0.6;
  const limit = MAX_DELTA * (options.pixelThreshold ?? 0.1) ** 2;
  const [a, b] = await Promise.all([readSoftened(actual, sigma), readSoftened(reference, sigma)]);
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`Tamanhos diferentes: ${a.width}x${a.height} e ${b.width}x${b.height}`);
  }
  const panelWidth = a.width / options.panels;
  const counts = new Array<number>(options.panels).fill(0);
  const marks = new Uint8Array(a.width * a.height);
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const pixel = y * a.width + x;
      if (colorDelta(a.data, b.data, pixel * 3) > limit) {
        marks[pixel] = 1;
        const panel = Math.min(options.panels - 1, Math.floor(x / panelWidth));
        counts[panel] = (counts[panel] ?? 0) + 1;
      }
    }
  }
  const panelArea = panelWidth * a.height;
  const panelRatios = counts.map((count) => count / panelArea);
  return {
    panelRatios,
    worstRatio: Math.max(...panelRatios),
    diffPng: async () => {
      const out = Buffer.alloc(a.width * a.height * 3);
      for (let pixel = 0; pixel < marks.length; pixel++) {
        const o = pixel * 3;
        if (marks[pixel]) {
          out[o] = 255;
        } else {
          const gray = 0.3 * (a.data[o] ?? 0) + 0.59 * (a.data[o + 1] ?? 0) + 0.11 * (a.data[o + 2] ?? 0);
          const faded = 180 + gray * 0.3;
          out[o] = faded;
          out[o + 1] = faded;
          out[o + 2] = faded;
        }
      }
      return sharp(out, { raw: { width: a.width, height: a.height, channels: 3 } })
        .png()
        .toBuffer();
    },
  };
}
