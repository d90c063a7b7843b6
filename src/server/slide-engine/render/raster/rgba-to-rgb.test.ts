import { describe, expect, it } from 'vitest';
import { rgbaToRgb, withRgbCopy } from './rgba-to-rgb';

function naive(rgba: Uint8Array): number[] {
  const out: number[] = [];
  for (let index = 0; index + 3 < rgba.length; index += 4)
    out.push(rgba[index] ?? 0, rgba[index + 1] ?? 0, rgba[index + 2] ?? 0);
  return out;
}

describe('rgbaToRgb', () => {
  it('keeps every pixel’s red, green and blue in order and drops alpha', () => {
    for (const pixels of [1, 3, 4, 5, 8, 13, 1080]) {
      const rgba = Uint8Array.from({ length: pixels * 4 }, (_, index) => (index * 37 + 11) % 256);
      expect([...rgbaToRgb(rgba)]).toEqual(naive(rgba));
    }
  });

  it('reads a view that does not start on a 4-byte boundary', () => {
    const backing = Uint8Array.from({ length: 4 * 9 + 1 }, (_, index) => (index * 53) % 256);
    const view = backing.subarray(1);
    expect([...rgbaToRgb(view)]).toEqual(naive(view));
  });

  it('lends a pooled copy holding the current pixels, reused once the previous slide is done', async () => {
    const first = Uint8Array.from({ length: 16 * 4 }, (_, index) => index % 256);
    const second = Uint8Array.from({ length: 16 * 4 }, (_, index) => (255 - index) % 256);
    const seen: Buffer[] = [];
    await withRgbCopy({ rgba: first, width: 4 }, async (rgb) => {
      seen.push(rgb);
      expect([...rgb]).toEqual(naive(first));
    });
    await withRgbCopy({ rgba: second, width: 4 }, async (rgb) => {
      seen.push(rgb);
      expect([...rgb]).toEqual(naive(second));
    });
    expect(seen[1]).toBe(seen[0]);
  });
});
