import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRenderer } from '../../../src/server/slide-engine/render/create-renderer';
import { createGoldenImages, GOLDEN_TEMPLATES } from './golden-cases';
import { listGoldenSheets, renderSheet } from './golden-sheet';
import { compareImages } from './perceptual-diff';

/**
 * Golden images: every template x every objective, each sheet holding the objective's slides and
 * its cover with a photo, plus one sheet in each of the two other formats (quadrado, stories) and one
 * signed with an extreme brand kit (longest name and handle, colours that need adjusting), the first template
 * signed with a logo in each format, one of the
 * extremes once drawn wrong (an overlong word, a cedilla over an accent, a corner block beside the cues), one
 * body cut on extreme input (it must end on a whole word with '…'),
 * compared with the committed reference by a perceptual difference.
 * A template that changes on purpose is looked at and its reference rewritten with
 *   UPDATE_GOLDENS=1 npx vitest run tests/slide-engine/golden
 * On a failure the actual sheet and a diff image are written to the temp folder named in the message.
 */

const REFERENCES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'references');
const FAILURES = path.join(os.tmpdir(), 'carrossel-goldens');
const UPDATE = process.env.UPDATE_GOLDENS === '1';
/** Share of a slide's pixels that may differ: well above anti-aliasing noise, below one reflowed word. */
const MAX_DIFFERING = 0.004;

let images: Map<string, Uint8Array>;
beforeAll(async () => {
  images = await createGoldenImages();
});

describe('golden images of every template, objective and format', () => {
  for (const template of GOLDEN_TEMPLATES) {
    it(template.name, async () => {
      const problems: string[] = [];
      for (const { name, inputs } of listGoldenSheets(template, images)) {
        // A fresh renderer per sheet: its width corrections depend on what it drew before.
        const actual = await renderSheet(createRenderer(), inputs);
        const referencePath = path.join(REFERENCES, name);
        if (UPDATE || !existsSync(referencePath)) {
          if (!UPDATE) problems.push(`${name}: sem referência (gere com UPDATE_GOLDENS=1)`);
          mkdirSync(REFERENCES, { recursive: true });
          if (UPDATE) writeFileSync(referencePath, actual);
          continue;
        }
        const diff = await compareImages(actual, readFileSync(referencePath), { panels: inputs.length });
        if (diff.worstRatio > MAX_DIFFERING) {
          mkdirSync(FAILURES, { recursive: true });
          writeFileSync(path.join(FAILURES, name), actual);
          writeFileSync(path.join(FAILURES, name.replace('.png', '.diff.png')), await diff.diffPng());
          const ratios = diff.panelRatios.map((ratio) => `${(ratio * 100).toFixed(2)}%`).join(', ');
          problems.push(`${name}: pixels diferentes por slide ${ratios} (veja ${FAILURES})`);
        }
      }
      expect(problems).toEqual([]);
    }, 60_000);
  }
});
