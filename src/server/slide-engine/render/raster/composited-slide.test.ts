import { beforeAll, describe, expect, it } from 'vitest';
import {
  createGoldenImages,
  GOLDEN_EXTREME_SHEET,
  GOLDEN_OBJECTIVES,
  GOLDEN_TEMPLATES,
} from '../../../../../tests/slide-engine/golden/golden-cases';
import { listSheetInputs } from '../../../../../tests/slide-engine/golden/golden-sheet';
import { getRenderAssets } from '../assets/render-assets';
import { createRenderer } from '../create-renderer';
import { rgbaToRgb, withRgbCopy } from './rgba-to-rgb';
import { createTakumiEngine } from './takumi-engine';

/**
 * A slide without pictures is drawn as a transparent text layer laid over its backdrop, rasterised apart by
 * resvg; it must come out as Takumi draws the whole slide with the backdrop under the text. Rounding through
 * premultiplied alpha moves an edge pixel by a level or two, and resvg-js scales a photo's last column a little
 * differently from the resvg inside Takumi (4 levels on 4 values of the admin's photo); a wrapped edge or a
 * wrong blend is off by tens or hundreds.
 */
const MAX_LEVELS = 4;

let images: Map<string, Uint8Array>;
beforeAll(async () => {
  images = await createGoldenImages();
});

function largestDifference(a: Buffer, b: Buffer): { levels: number; at: number } {
  let levels = 0;
  let at = -1;
  for (let index = 0; index < a.length; index++) {
    const difference = Math.abs((a[index] ?? 0) - (b[index] ?? 0));
    if (difference > levels) {
      levels = difference;
      at = index;
    }
  }
  return { levels, at };
}

describe('a slide composited over its backdrop', () => {
  const renderer = createRenderer();
  const engine = createTakumiEngine(getRenderAssets(), () => {});

  it.each(GOLDEN_TEMPLATES.map((template) => [template.name, template]))(
    '%s: every slide matches the whole slide Takumi draws, in 4:5 and stories',
    async (_name, template) => {
      const inputs = [
        ...listSheetInputs(template.design, GOLDEN_OBJECTIVES.educar, images),
        ...listSheetInputs(template.design, GOLDEN_EXTREME_SHEET, images, 'stories'),
      ];
      const drawnWhole: string[] = [];
      for (const input of inputs) {
        const scene = await renderer.buildSlideScene(input);
        const pixels = await engine.draw(scene);
        const text = `${input.slide.title} ${input.slide.body ?? ''}`;
        const picture = input.slide.imageRef
          ? ' photo'
          : /\p{Extended_Pictographic}/u.test(text)
            ? ' emoji'
            : '';
        if (!pixels.backdrop)
          drawnWhole.push(`${input.format ?? '4:5'} ${input.index} ${input.slide.kind}${picture}`);
        const whole = rgbaToRgb(await engine.render(scene, { format: 'raw' }));
        const drawn = await withRgbCopy(pixels, async (rgb) => Buffer.from(rgb));
        const { levels, at } = largestDifference(drawn, whole);
        const pixel = Math.floor(at / 3);
        expect(
          levels,
          `slide ${input.index} (${input.slide.kind}${input.slide.imageRef ? ', photo' : ''}): pixel ${pixel % scene.width},${Math.floor(pixel / scene.width)}`,
        ).toBeLessThanOrEqual(MAX_LEVELS);
      }
      // Only a slide with a photo or an emoji is drawn whole; the rest go over the backdrop drawn apart.
      expect(drawnWhole.filter((slide) => !/ (photo|emoji)$/.test(slide))).toEqual([]);
      expect(drawnWhole.length).toBeLessThan(inputs.length);
    },
  );

  it('draws a slide with an emoji whole: a scaled picture’s edge would wrap on a transparent canvas', async () => {
    const [template] = GOLDEN_TEMPLATES;
    if (!template) throw new Error('sem templates');
    const scene = await renderer.buildSlideScene({
      design: template.design,
      slide: { kind: 'content', title: 'Comece hoje 🚀', body: 'Um passo de cada vez 💸' },
      index: 1,
      total: 6,
    });
    const pixels = await engine.draw(scene);
    expect(pixels.backdrop).toBeUndefined();
    expect(
      largestDifference(rgbaToRgb(pixels.rgba), rgbaToRgb(await engine.render(scene, { format: 'raw' })))
        .levels,
    ).toBe(0);
  });
});
