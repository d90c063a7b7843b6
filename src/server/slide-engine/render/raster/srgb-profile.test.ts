import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tagJpegAsSrgb } from './srgb-profile';

async function createJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 16, channels: 3, background: '#ff8800' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('tagJpegAsSrgb', () => {
  it('attaches the sRGB profile to an untagged JPEG and leaves its pixels as they were', async () => {
    const plain = await createJpeg();
    const tagged = await tagJpegAsSrgb(plain);
    expect((await sharp(plain).metadata()).hasProfile).toBe(false);
    const meta = await sharp(tagged).metadata();
    expect([meta.format, meta.space, meta.hasProfile, meta.width, meta.height]).toEqual([
      'jpeg',
      'srgb',
      true,
      32,
      16,
    ]);
    expect(await sharp(tagged).raw().toBuffer()).toEqual(await sharp(plain).raw().toBuffer());
  });

  it('does not add a second profile to a JPEG that has one', async () => {
    const once = await tagJpegAsSrgb(await createJpeg());
    expect(await tagJpegAsSrgb(once)).toBe(once);
  });
});
