import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeSlideThumbnail, THUMBNAIL_WIDTH, thumbnailKeyOf } from './slide-thumbnail';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();

describe('slide thumbnails', () => {
  it('shrinks a 1080 px slide to a 540 px WebP of the same proportions', async () => {
    const thumbnail = await makeSlideThumbnail(await png(1080, 1350));
    const meta = await sharp(thumbnail).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(THUMBNAIL_WIDTH);
    expect(meta.height).toBe(675);
  });

  it('never enlarges a slide that is already small', async () => {
    const meta = await sharp(await makeSlideThumbnail(await png(400, 500))).metadata();
    expect(meta.width).toBe(400);
  });

  it('keeps the copy beside its PNG, so deleting the folder deletes both', () => {
    expect(thumbnailKeyOf('u1/c1/v2-ab12cd34/slide-01.png')).toBe('u1/c1/v2-ab12cd34/slide-01.540.webp');
  });
});
