import type { FaceRef, FontSet } from '../fonts/load-fonts';
import { isEmojiGrapheme, splitGraphemes } from './graphemes';

export interface TextStyle {
  face: FaceRef;
  /** px */
  size: number;
  /** px added after every character, as satori applies it. */
  letterSpacing: number;
}

/** An emoji is drawn as a square image one font-size wide. */
const EMOJI_ADVANCE_EM = 1;
/** A character no registered face has is drawn as a placeholder about this wide. */
const MISSING_ADVANCE_EM = 0.7;

export type MeasureText = (text: string, style: TextStyle) => number;

/** Width in px of one line of text, never less than what satori will draw (see woff-metrics). */
export function createTextMeasurer(fonts: FontSet): MeasureText {
  const cache = new Map<string, number>();
  return (text, style) => {
    const metrics = fonts.getMetrics(style.face);
    const scale = style.size / metrics.unitsPerEm;
    let width = 0;
    let count = 0;
    for (const grapheme of splitGraphemes(text)) {
      count++;
      if (isEmojiGrapheme(grapheme)) {
        width += EMOJI_ADVANCE_EM * style.size;
        continue;
      }
      const key = `${style.face.family}/${style.face.weight}/${style.face.style}/${grapheme}`;
      let units = cache.get(key);
      if (units === undefined) {
        units = 0;
        for (const char of grapheme) {
          const codePoint = char.codePointAt(0) ?? 0;
          const advance = metrics.getAdvance(codePoint);
          units += advance ?? (isZeroWidth(codePoint) ? 0 : MISSING_ADVANCE_EM * metrics.unitsPerEm);
        }
        cache.set(key, units);
      }
      width += units * scale;
    }
    return width + count * style.letterSpacing;
  };
}

/** Joiners, variation selectors and combining marks take no room of their own. */
function isZeroWidth(codePoint: number): boolean {
  return (
    (codePoint >= 0x300 && codePoint <= 0x36f) ||
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f)
  );
}

/** How far a line's ink reaches, in em: above the baseline (accents) and below it (descenders, cedillas). */
export interface InkExtent {
  above: number;
  below: number;
}

export type MeasureInk = (text: string, face: FaceRef) => InkExtent;

/** Emoji are drawn as 1em images sitting on the text's line; this covers them. */
const EMOJI_INK: InkExtent = { above: 0.95, below: 0.2 };

/** The ink extent of a line from each glyph's outline box; characters without a glyph are left out. */
export function createInkMeasurer(fonts: FontSet): MeasureInk {
  const cache = new Map<string, InkExtent>();
  return (text, face) => {
    const metrics = fonts.getMetrics(face);
    let above = 0;
    let below = 0;
    for (const grapheme of splitGraphemes(text)) {
      const key = `${face.family}/${face.weight}/${face.style}/${grapheme}`;
      let ink = cache.get(key);
      if (ink === undefined) {
        ink = isEmojiGrapheme(grapheme) ? EMOJI_INK : { above: 0, below: 0 };
        for (const char of isEmojiGrapheme(grapheme) ? '' : grapheme) {
          const extent = metrics.getInkExtent(char.codePointAt(0) ?? 0);
          if (!extent) continue;
          ink = {
            above: Math.max(ink.above, extent.top / metrics.unitsPerEm),
            below: Math.max(ink.below, -extent.bottom / metrics.unitsPerEm),
          };
        }
        cache.set(key, ink);
      }
      above = Math.max(above, ink.above);
      below = Math.max(below, ink.below);
    }
    return { above, below };
  };
}
