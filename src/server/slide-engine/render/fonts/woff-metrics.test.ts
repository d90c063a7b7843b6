import { describe, expect, it } from 'vitest';
import { loadFontSet } from './load-fonts';

const PORTUGUESE = 'ÁÀÂÃÉÊÍÓÔÕÚÇáàâãéêíóôõúçÜü ªº€“”‘’—–…·•';

describe('font metrics', () => {
  const fonts = loadFontSet();

  it('every registered face has a glyph for every Portuguese letter and common punctuation', () => {
    for (const face of fonts.faces) {
      const missing = [...PORTUGUESE].filter(
        (char) => face.metrics.getAdvance(char.codePointAt(0) ?? 0) === undefined,
      );
      expect(missing, `${face.family} ${face.weight} ${face.style}`).toEqual([]);
    }
  });

  it('reads sensible metrics (Inter: 2048 units per em, "M" wider than "i")', () => {
    const inter = fonts.getMetrics({ family: 'inter', weight: 400, style: 'normal' });
    expect(inter.unitsPerEm).toBeGreaterThan(0);
    const wide = inter.getAdvance('M'.codePointAt(0) ?? 0) ?? 0;
    const narrow = inter.getAdvance('i'.codePointAt(0) ?? 0) ?? 0;
    expect(wide).toBeGreaterThan(narrow);
    expect(inter.ascender).toBeGreaterThan(0);
    expect(inter.descender).toBeLessThan(0);
  });

  it('reports characters outside the latin subset as missing', () => {
    const inter = fonts.getMetrics({ family: 'inter', weight: 400, style: 'normal' });
    expect(inter.getAdvance('中'.codePointAt(0) ?? 0)).toBeUndefined();
  });
});
