import { getContrastRatio } from './colors';

/** The light and dark ends of a region of a photo (mean ± one standard deviation, per channel). */
export interface ZoneTone {
  light: string;
  dark: string;
}

/** A little above WCAG AA (4.5): the tone is an estimate of a region, not every pixel. */
const TARGET_CONTRAST = 5;

function blend(photo: string, scrim: string, alpha: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) =>
    Math.round(channel(photo, at) * (1 - alpha) + channel(scrim, at) * alpha)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${mixed.join('')}`;
}

/**
 * The least scrim opacity, up to `maxAlpha`, at which `text` reads on both ends of the region's
 * tone: a bright photo keeps its colours under a scrim just dark enough for white text, instead of
 * the same heavy black over every photo (which turned orange olive and turquoise teal).
 */
export function findScrimAlpha(zone: ZoneTone, scrimColor: string, text: string, maxAlpha: number): number {
  const reads = (alpha: number) =>
    getContrastRatio(text, blend(zone.light, scrimColor, alpha)) >= TARGET_CONTRAST &&
    getContrastRatio(text, blend(zone.dark, scrimColor, alpha)) >= TARGET_CONTRAST;
  if (reads(0)) return 0;
  if (!reads(maxAlpha)) return maxAlpha;
  let low = 0;
  let high = maxAlpha;
  for (let step = 0; step < 10; step++) {
    const middle = (low + high) / 2;
    if (reads(middle)) high = middle;
    else low = middle;
  }
  return high;
}
