import { getContrastRatio, getLuminance } from '../../../../shared/contrast';

/** Colour helpers for legibility decisions (WCAG relative luminance and contrast: src/shared/contrast.ts). */
export { getContrastRatio, getLuminance };

function parseHex(color: string): { r: number; g: number; b: number; a: number } {
  const hex = color.replace('#', '');
  const r = Number.parseInt(hex.slice(0, 2), 16);
  const g = Number.parseInt(hex.slice(2, 4), 16);
  const b = Number.parseInt(hex.slice(4, 6), 16);
  const a = hex.length === 8 ? Number.parseInt(hex.slice(6, 8), 16) / 255 : 1;
  return { r, g, b, a };
}

/** '#RRGGBB' with an alpha, as '#RRGGBBAA' (satori and resvg both read it). */
export function withAlpha(color: string, alpha: number): string {
  const base = color.slice(0, 7);
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return `${base}${byte.toString(16).padStart(2, '0')}`;
}

/** SVG wants opacity apart from the colour. */
export function splitAlpha(color: string): { rgb: string; opacity: number } {
  const { a } = parseHex(color);
  return { rgb: color.slice(0, 7), opacity: Math.round(a * 1000) / 1000 };
}

export function isDark(color: string): boolean {
  return getLuminance(color) < 0.18;
}

/** The preferred colour if it reads on the ground (WCAG AA for body text), else black or white. */
export function getReadableText(ground: string, preferred: string): string {
  if (getContrastRatio(preferred, ground) >= 4.5) return preferred;
  return getContrastRatio('#111111', ground) >= getContrastRatio('#ffffff', ground) ? '#111111' : '#ffffff';
}
