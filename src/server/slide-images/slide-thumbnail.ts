import sharp from 'sharp';

/**
 * The width of a slide's small copy: the screens show slides at most ~270 CSS px wide (history cover 64 px, detail
 * grid, template cards), so 540 px covers a 2x phone screen (docs/decisions/0018-fast-on-a-phone.md).
 */
export const THUMBNAIL_WIDTH = 540;

/** Where a slide's small copy lives: beside its PNG, same folder (so a folder's deletion takes it too). */
export function thumbnailKeyOf(pngKey: string): string {
  return `${pngKey.replace(/\.png$/i, '')}.${THUMBNAIL_WIDTH}.webp`;
}

/** A slide PNG shrunk to THUMBNAIL_WIDTH wide (never enlarged), as WebP: ~20-40 KB instead of ~0.5-1 MB. */
export async function makeSlideThumbnail(png: Uint8Array): Promise<Buffer> {
  return sharp(png)
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78, effort: 2 })
    .toBuffer();
}
