import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '../compose/colors';
import { BODY_CONTRAST, ensureContrast, LARGE_CONTRAST } from './contrast';

describe('ensureContrast', () => {
  it('keeps a colour that already reads, as the user chose it', () => {
    expect(ensureContrast('#1A1A2E', '#ffffff', BODY_CONTRAST)).toEqual({
      color: '#1a1a2e',
      adjusted: false,
    });
  });

  it('darkens a pale colour on white and lightens a dark one on black until the ratio holds', () => {
    for (const [color, ground, ratio] of [
      ['#ffeb3b', '#ffffff', BODY_CONTRAST],
      ['#ff6b6b', '#fdf6ec', BODY_CONTRAST],
      ['#1a1a2e', '#000000', LARGE_CONTRAST],
      ['#7f7f7f', '#808080', BODY_CONTRAST],
    ] as const) {
      const result = ensureContrast(color, ground, ratio);
      expect(result.adjusted, color).toBe(true);
      expect(getContrastRatio(result.color, ground), color).toBeGreaterThanOrEqual(ratio);
    }
  });
});
