import { describe, expect, it } from 'vitest';
import { compositeOverRgb } from './composite-over';

/** Source-over of straight-alpha RGBA on opaque RGB, one channel at a time, rounded to the nearest level. */
function naive(layer: Uint8Array, backdrop: Uint8Array): number[] {
  const out: number[] = [];
  for (let pixel = 0; pixel * 4 + 3 < layer.length; pixel++) {
    const alpha = layer[pixel * 4 + 3] ?? 0;
    for (let channel = 0; channel < 3; channel++) {
      const top = layer[pixel * 4 + channel] ?? 0;
      const bottom = backdrop[pixel * 3 + channel] ?? 0;
      out.push(Math.round((top * alpha + bottom * (255 - alpha)) / 255));
    }
  }
  return out;
}

/** A layer as a slide's: mostly clear, some opaque runs, some edges. */
function makeLayer(pixels: number, seed: number): Uint8Array {
  const layer = new Uint8Array(pixels * 4);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const kind = (pixel * 7 + seed) % 5;
    const alpha = kind < 2 ? 0 : kind === 2 ? 255 : (pixel * 31 + seed) % 256;
    layer.set([(pixel * 13) % 256, (pixel * 29 + 7) % 256, (pixel * 43 + 3) % 256, alpha], pixel * 4);
  }
  return layer;
}

function makeBackdrop(pixels: number): Uint8Array {
  return Uint8Array.from({ length: pixels * 3 }, (_, index) => (index * 17 + 5) % 256);
}

describe('compositeOverRgb', () => {
  it('shows the backdrop where nothing is drawn, the layer where it is opaque, and blends the edges', () => {
    for (const pixels of [1, 3, 4, 5, 8, 13, 1080]) {
      const layer = makeLayer(pixels, pixels);
      const backdrop = makeBackdrop(pixels);
      expect([...compositeOverRgb(layer, backdrop, pixels)]).toEqual(naive(layer, backdrop));
    }
  });

  it('blends every alpha exactly as rounding would', () => {
    const pixels = 256 * 4;
    const layer = new Uint8Array(pixels * 4);
    for (let pixel = 0; pixel < pixels; pixel++) layer.set([255, 0, 128, pixel % 256], pixel * 4);
    const backdrop = Uint8Array.from({ length: pixels * 3 }, (_, index) => (index % 3 === 0 ? 0 : 255));
    expect([...compositeOverRgb(layer, backdrop, pixels)]).toEqual(naive(layer, backdrop));
  });

  it('keeps the backdrop on empty rows and blends the others, whatever the row width', () => {
    for (const width of [1, 3, 4, 5, 7, 12]) {
      const rows = 6;
      const layer = makeLayer(width * rows, width);
      // Rows 0, 2 and 5 empty: nothing drawn on them.
      for (const row of [0, 2, 5]) layer.fill(0, row * width * 4, (row + 1) * width * 4);
      const backdrop = makeBackdrop(width * rows);
      expect([...compositeOverRgb(layer, backdrop, width)]).toEqual(naive(layer, backdrop));
    }
  });

  it('reads views that do not start on a 4-byte boundary', () => {
    const pixels = 9;
    const layerBacking = new Uint8Array(pixels * 4 + 1);
    layerBacking.set(makeLayer(pixels, 2), 1);
    const layer = layerBacking.subarray(1);
    const backdrop = makeBackdrop(pixels);
    expect([...compositeOverRgb(layer, backdrop, pixels)]).toEqual(naive(layer, backdrop));
  });

  it('writes into the buffer it is given when its size fits', () => {
    const layer = makeLayer(8, 1);
    const backdrop = makeBackdrop(8);
    const into = Buffer.alloc(8 * 3);
    expect(compositeOverRgb(layer, backdrop, 4, into)).toBe(into);
    expect([...into]).toEqual(naive(layer, backdrop));
  });

  it('refuses a backdrop of another size', () => {
    expect(() => compositeOverRgb(makeLayer(8, 1), makeBackdrop(7), 4)).toThrow();
  });
});
