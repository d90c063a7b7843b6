import type { DesignFontRef } from '../../templates/design-schema';
import { FONT_FAMILIES, type FontStyle, type FontWeight } from '../../templates/font-families';
import type { FaceRef } from '../fonts/load-fonts';

/** The registered face of a family closest to the wanted weight (for eyebrows, counters, labels). */
export function pickFace(
  family: DesignFontRef['family'],
  weight: FontWeight,
  style: FontStyle = 'normal',
): FaceRef {
  const faces = FONT_FAMILIES[family].faces.filter((face) => face.style === style);
  const pool = faces.length > 0 ? faces : FONT_FAMILIES[family].faces;
  let best = pool[0];
  for (const face of pool) {
    if (!best || Math.abs(face.weight - weight) < Math.abs(best.weight - weight)) best = face;
  }
  return { family, weight: best?.weight ?? 400, style: best?.style ?? 'normal' };
}

export function toFace(font: DesignFontRef): FaceRef {
  return { family: font.family, weight: font.weight, style: font.style };
}

export function fontStyle(face: FaceRef) {
  return { fontFamily: face.family, fontWeight: face.weight, fontStyle: face.style } as const;
}
