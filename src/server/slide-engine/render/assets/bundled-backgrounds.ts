import sharp from 'sharp';

/**
 * Background images that ship with the product, generated from code at first use (no
 * binary files in the repository). Each is a soft, low-detail texture: fine noise would
 * make every slide slower to draw and heavier to download.
 */
interface BundledRecipe {
  base: string;
  /** Noise amplitude (0-255) before blurring, and the blur radius that makes it fibre-like. */
  noise: number;
  blur: number;
  vignette: number;
}

const RECIPES = {
  papel: { base: '#f3eadb', noise: 26, blur: 1.2, vignette: 0.16 },
  jornal: { base: '#e7e3da', noise: 20, blur: 0.8, vignette: 0.1 },
  kraft: { base: '#d9c29c', noise: 34, blur: 1.4, vignette: 0.2 },
  noite: { base: '#15131f', noise: 16, blur: 1, vignette: 0.45 },
  concreto: { base: '#3a3a3c', noise: 40, blur: 1.6, vignette: 0.35 },
} as const satisfies Record<string, BundledRecipe>;

export type BundledBackgroundName = keyof typeof RECIPES;

export const BUNDLED_BACKGROUND_NAMES = Object.keys(RECIPES) as BundledBackgroundName[];

export function isBundledBackground(source: string): source is BundledBackgroundName {
  return Object.hasOwn(RECIPES, source);
}

/** Deterministic noise, so the same template always looks the same. */
function createNoise(width: number, height: number, amplitude: number): Buffer {
  const pixels = Buffer.alloc(width * height);
  let state = 0x9e3779b9;
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = 128 + (((state >>> 0) % (2 * amplitude + 1)) - amplitude);
  }
  return pixels;
}

async function renderRecipe(recipe: BundledRecipe, width: number, height: number): Promise<Buffer> {
  const noise = await sharp(createNoise(width, height, recipe.noise), { raw: { width, height, channels: 1 } })
    .blur(recipe.blur)
    .toColourspace('b-w')
    .png()
    .toBuffer();
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="50%" cy="45%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="${recipe.vignette}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: recipe.base } })
    .composite([
      { input: noise, blend: 'soft-light' },
      { input: vignette, blend: 'over' },
    ])
    .jpeg({ quality: 78 })
    .toBuffer();
}

/** A texture at a size, made on first use (~160 ms of CPU each) and kept; `has` tells whether it is made. */
export type BundledBackgroundLoader = ((
  name: BundledBackgroundName,
  width: number,
  height: number,
) => Promise<Buffer>) & { has(name: BundledBackgroundName, width: number, height: number): boolean };

export function createBundledBackgroundLoader(): BundledBackgroundLoader {
  const cache = new Map<string, Promise<Buffer>>();
  const keyOf = (name: BundledBackgroundName, width: number, height: number) => `${name}/${width}x${height}`;
  const load = (name: BundledBackgroundName, width: number, height: number): Promise<Buffer> => {
    const key = keyOf(name, width, height);
    let image = cache.get(key);
    if (!image) {
      image = renderRecipe(RECIPES[name], width, height);
      cache.set(key, image);
    }
    return image;
  };
  return Object.assign(load, {
    has: (name: BundledBackgroundName, width: number, height: number) =>
      cache.has(keyOf(name, width, height)),
  });
}
