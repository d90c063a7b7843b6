/**
 * WCAG 2 contrast: relative luminance, the ratio between two colours and the AA thresholds. Shared by the
 * renderer (which adjusts a brand colour until it reads) and the "Minha marca" screen (which says how a
 * colour reads before it is saved).
 */

/** WCAG AA: 4.5:1 for body text, 3:1 for large text (24 px and up, or 18.66 px bold) and shapes. */
export const BODY_CONTRAST = 4.5;
export const LARGE_CONTRAST = 3;

function toLinear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#RRGGBB' (an '#RRGGBBAA' alpha is ignored). */
export function getLuminance(color: string): number {
  const hex = color.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((at) => toLinear(Number.parseInt(hex.slice(at, at + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function getContrastRatio(foreground: string, background: string): number {
  const a = getLuminance(foreground);
  const b = getLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
