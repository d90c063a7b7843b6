/**
 * Builds the brand assets from the one SVG source, scripts/assets/logo.svg:
 * - public/logo.webp (256x256, transparent), used by the loading card and the app chrome;
 * - public/favicon.svg, the same drawing (browsers render SVG favicons crisply at any size).
 *
 * Run after editing the SVG: node --import tsx scripts/make-logo.ts
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SIZE = 256;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'scripts', 'assets', 'logo.svg');
const publicDir = join(root, 'public');

async function main(): Promise<void> {
  const svg = await readFile(source);
  await mkdir(publicDir, { recursive: true });

  // Render at 4x density, then downscale: smoother curves than rasterizing at 256 directly.
  const info = await sharp(svg, { density: 72 * 4 })
    .resize(SIZE, SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 92, alphaQuality: 100, effort: 6, smartSubsample: true })
    .toFile(join(publicDir, 'logo.webp'));

  await copyFile(source, join(publicDir, 'favicon.svg'));
  console.log(`public/logo.webp ${info.width}x${info.height} (${info.size} bytes), public/favicon.svg`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
