import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_TEMPLATES } from '../../templates';
import { getRenderAssets } from '../assets/render-assets';
import { createRenderer } from '../create-renderer';
import type { Slide } from '../slide';
import type { BackdropStore } from './backdrop-store';
import { createTakumiEngine } from './takumi-engine';

const slide: Slide = {
  kind: 'content',
  eyebrow: 'O desafio',
  title: 'Três meses de reserva',
  body: 'Todo dia.',
};
const renderer = createRenderer();

/** A design of its own colour: no other test of this process has its backdrop in the memory cache. */
function designOfColour(background: string) {
  const template = SEED_TEMPLATES.find((item) => item.slug === 'grito');
  if (!template) throw new Error('grito');
  return { ...template.design, background: { kind: 'solid' as const, color: background } };
}

/**
 * An engine over a store kept in memory whose reads answer `read(bytes)`, and a slide of a design of its own
 * colour for it to draw.
 */
async function setUp(read: (bytes: number) => Buffer | undefined, colour: string, keepBackdrops?: boolean) {
  const written: { key: string; bytes: number }[] = [];
  const store: BackdropStore = {
    read: async (_key, bytes) => read(bytes),
    write: (key, pixels) => written.push({ key, bytes: pixels.length }),
    settled: async () => {},
  };
  const engine = createTakumiEngine(getRenderAssets(), () => {}, { store, keepBackdrops });
  const scene = await renderer.buildSlideScene({ design: designOfColour(colour), slide, index: 1, total: 3 });
  return { engine, scene, written, size: scene.width * scene.height * 3 };
}

describe('backdrops kept on disk', () => {
  // Fonts, metrics and Takumi load once per process: seconds on a busy machine.
  beforeAll(async () => {
    await renderer.renderSlide({ design: designOfColour('#000000'), slide, index: 1, total: 3 });
  }, 60_000);

  it('a backdrop the store holds is laid under the text as it is, without rasterising it', async () => {
    const kept = (bytes: number) => Buffer.alloc(bytes, 0x42);
    const { engine, scene, written, size } = await setUp(kept, '#13579B');

    const pixels = await engine.draw(scene);

    // Buffer.equals: a deep comparison of 4.4 MB takes the test runner seconds.
    expect(Buffer.from(pixels.backdrop ?? []).equals(kept(size))).toBe(true);
    expect(written).toEqual([]);
  });

  it('a backdrop rasterised for a slide is handed to the store, once, at RGB size', async () => {
    const { engine, scene, written, size } = await setUp(() => undefined, '#2468AC');

    const first = await engine.draw(scene);
    await engine.draw(scene);

    expect(written).toEqual([{ key: expect.stringMatching(/^backdrop:/), bytes: size }]);
    // The solid colour, as drawn.
    expect([...(first.backdrop?.subarray(0, 3) ?? [])]).toEqual([0x24, 0x68, 0xac]);
  });

  it('a renderer that keeps no backdrops neither reads nor writes the store', async () => {
    const { engine, scene, written, size } = await setUp(() => Buffer.alloc(1), '#35799D', false);

    const pixels = await engine.draw(scene);

    expect(pixels.backdrop?.length).toBe(size);
    expect(written).toEqual([]);
  });
});
