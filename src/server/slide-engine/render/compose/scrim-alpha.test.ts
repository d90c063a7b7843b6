import { describe, expect, it } from 'vitest';
import { getContrastRatio } from './colors';
import { findScrimAlpha } from './scrim-alpha';

const BLACK = '#000000';
const WHITE = '#ffffff';

describe('findScrimAlpha', () => {
  it('darkens a bright orange photo only as much as white text needs, well under a heavy black scrim', () => {
    const alpha = findScrimAlpha({ light: '#ffb04a', dark: '#f07010' }, BLACK, WHITE, 0.85);
    expect(alpha).toBeGreaterThan(0.3);
    expect(alpha).toBeLessThan(0.7);
    // At that opacity the orange still reads as orange: red well above green, green above blue.
    const scrimmed = Math.round(0xff * (1 - alpha));
    expect(getContrastRatio(WHITE, `#${scrimmed.toString(16).padStart(2, '0')}5a1a`)).toBeGreaterThan(4.5);
  });

  it('leaves a dark photo alone, darkens a white one most, and never passes what the design allows', () => {
    expect(findScrimAlpha({ light: '#303a40', dark: '#101418' }, BLACK, WHITE, 0.85)).toBe(0);
    const white = findScrimAlpha({ light: '#ffffff', dark: '#f4f4f4' }, BLACK, WHITE, 0.85);
    const orange = findScrimAlpha({ light: '#ffb04a', dark: '#f07010' }, BLACK, WHITE, 0.85);
    expect(white).toBeGreaterThan(orange);
    expect(findScrimAlpha({ light: '#ffffff', dark: '#f4f4f4' }, BLACK, WHITE, 0.3)).toBe(0.3);
  });

  it('reads on both ends of a busy photo: the light end decides', () => {
    const calm = findScrimAlpha({ light: '#7fd8cf', dark: '#6fc8bf' }, BLACK, WHITE, 0.85);
    const busy = findScrimAlpha({ light: '#d0fff8', dark: '#1f6f68' }, BLACK, WHITE, 0.85);
    expect(busy).toBeGreaterThan(calm);
  });
});
