import type { MeasuredNode } from '@takumi-rs/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGoldenImages, GOLDEN_TEMPLATES } from '../../../../../tests/slide-engine/golden/golden-cases';
import { listGoldenSheets } from '../../../../../tests/slide-engine/golden/golden-sheet';
import { getRenderAssets } from '../assets/render-assets';
import { createRenderer } from '../create-renderer';
import { LINE_SHEET_WIDTH, toLineSheet } from './line-sheet';
import { getTakumi } from './takumi-engine';
import { toTakumiTree } from './to-takumi-node';

/** The fit check measures the lines alone; each must be exactly as wide as on the whole slide. */
const assets = getRenderAssets();
let images: Map<string, Uint8Array>;

beforeAll(async () => {
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
    '%s: every fitted line measures as on the whole slide, on every golden sheet (objectives, formats, brands)',
    async (_name, template) => {
      const takumi = await getTakumi(assets);
      const inputs = listGoldenSheets(template, images).flatMap((sheet) => sheet.inputs);
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
