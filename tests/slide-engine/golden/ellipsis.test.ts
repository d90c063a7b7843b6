import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../../src/server/slide-engine/render/create-renderer';
import { listFittedLines } from '../../../src/server/slide-engine/render/test-support';
import { GOLDEN_ELLIPSIS_SHEET, GOLDEN_TEMPLATES } from './golden-cases';

/**
 * The ellipsis golden's slide, checked as text in every template and format: a body cut on extreme input
 * ends after a whole word with "…", never on a piece of a hyphenated word
 * (docs/decisions/0013-slides-drawn-by-takumi.md, layout follow-up). The golden shows it; this says which word.
 */
const WHOLE_WORDS = new Set(['Antes', 'depois']);

describe('a cut body ends on a whole word', () => {
  const renderer = createRenderer();
  const [cut] = GOLDEN_ELLIPSIS_SHEET.slides;
  for (const template of GOLDEN_TEMPLATES) {
    it(template.name, async () => {
      if (!cut) throw new Error('GOLDEN_ELLIPSIS_SHEET sem slide');
      for (const format of ['retrato', 'quadrado', 'stories'] as const) {
        const { nodes } = await renderer.renderSlideSvg({
          design: template.design,
          slide: cut.slide,
          index: cut.index,
          total: GOLDEN_ELLIPSIS_SHEET.total,
          format,
        });
        const ends = listFittedLines(nodes).filter((line) => line.text.endsWith('…'));
        expect(ends, format).toHaveLength(1);
        const before = ends[0]?.text.slice(0, -1) ?? '';
        expect(before, format).not.toMatch(/-$/);
        expect(WHOLE_WORDS.has(before.split(' ').at(-1) ?? ''), `${format}: ${before}`).toBe(true);
      }
    });
  }
});
