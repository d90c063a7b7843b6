import { BODY_CONTRAST, getContrastRatio, LARGE_CONTRAST } from '../../../../shared/contrast';

export { BODY_CONTRAST, LARGE_CONTRAST };

export interface AdjustedColor {
  color: string;
  /** True when the chosen colour did not reach the ratio and a darker or lighter shade is used. */
  adjusted: boolean;
}

function mix(color: string, target: string, share: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const out = [1, 3, 5].map((at) => {
    const value = Math.round(channel(color, at) * (1 - share) + channel(target, at) * share);
    return value.toString(16).padStart(2, '0');
  });
  return `#${out.join('')}`;
}

/**
 * The user's colour, or the nearest shade of it (mixed toward black or white, whichever reads better on the
 * ground) that reaches `ratio` against `ground`. The hue stays the user's; only the lightness moves.
 */
export function ensureContrast(color: string, ground: string, ratio: number): AdjustedColor {
  const base = color.slice(0, 7).toLowerCase();
  if (getContrastRatio(base, ground) >= ratio) return { color: base, adjusted: false };
  const target =
    getContrastRatio('#000000', ground) >= getContrastRatio('#ffffff', ground) ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const shade = mix(base, target, step / 20);
    if (getContrastRatio(shade, ground) >= ratio) return { color: shade, adjusted: true };
  }
  return { color: target, adjusted: true };
}
