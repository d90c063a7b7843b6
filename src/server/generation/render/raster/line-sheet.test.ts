import { type MeasuredNode, Renderer as TakumiRenderer } from '@takumi-rs/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OBJECTIVES } from '../../../../shared/constants';
import { getRenderAssets } from '../assets/render-assets';
import { createRenderer } from '../create-renderer';
import {
  createGoldenImages,
  GOLDEN_BRAND_SHEET,
  GOLDEN_BRANDS,
  GOLDEN_ELLIPSIS_SHEET,
  GOLDEN_EXTREME_SHEET,
  GOLDEN_FORMAT_SHEET,
  GOLDEN_OBJECTIVES,
  GOLDEN_TEMPLATES,
} from '../golden/golden-cases';
import { listSheetInputs } from '../golden/golden-sheet';
import { LINE_SHEET_WIDTH, toLineSheet } from './line-sheet';
import { toTakumiTree } from './to-takumi-node';

/** The fit check measures the lines alone; each must be exactly as wide as on the whole slide. */
const assets = getRenderAssets();
const takumi = new TakumiRenderer();
let images: Map<string, Uint8Array>;

beforeAll(async () => {
  for (const face of assets.fonts.faces) {
    await takumi.registerFont({ name: face.family, data: face.data, weight: face.weight, style: face.style });
  }
  images = await createGoldenImages();
});

function findMeasured(root: MeasuredNode, path: readonly number[]): MeasuredNode | undefined {
  let node: MeasuredNode | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

describe('the fit check’s line sheet', () => {
  const renderer = createRenderer();
  const context = { loadEmoji: assets.loadEmoji, isIcon: assets.loadIcon.isIcon, warn: () => {} };

  it.each(GOLDEN_TEMPLATES.map((template) => [template.name, template]))(
    '%s: every fitted line measures as on the whole slide, in every objective, format and brand',
    async (_name, template) => {
      const inputs = [
        ...OBJECTIVES.flatMap((objective) =>
          listSheetInputs(template.design, GOLDEN_OBJECTIVES[objective], images),
        ),
        ...listSheetInputs(template.design, GOLDEN_FORMAT_SHEET, images, 'quadrado'),
        ...listSheetInputs(template.design, GOLDEN_EXTREME_SHEET, images, 'stories'),
        ...listSheetInputs(template.design, GOLDEN_ELLIPSIS_SHEET, images),
        ...GOLDEN_BRANDS.flatMap((brand) =>
          listSheetInputs(template.design, GOLDEN_BRAND_SHEET, images, undefined, brand),
        ),
      ];
      let checked = 0;
      for (const input of inputs) {
        const scene = await renderer.buildSlideScene(input);
        const { root, lines } = toTakumiTree(scene.tree, undefined, scene, context);
        const whole = await takumi.measure(root, { width: scene.width, height: scene.height });
        const sheet = await takumi.measure(toLineSheet(root, lines), { width: LINE_SHEET_WIDTH });
        for (const [index, line] of lines.entries()) {
          const onSlide = findMeasured(whole, line.path)?.width;
          expect(onSlide, `slide ${input.index}, line ${index}`).toBeDefined();
          expect(sheet.children[index]?.width, `slide ${input.index}, line ${index}`).toBeCloseTo(
            onSlide ?? -1,
            2,
          );
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(inputs.length);
    },
  );
});
