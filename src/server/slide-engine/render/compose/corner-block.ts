/**
 * The 'corner-block' shape: a solid square run off a bottom corner, on the right on even slides and on
 * the left on odd ones. The backdrop draws it and layouts keep their text and cues clear of it, so both
 * read the one geometry here.
 */
export interface CornerBlock {
  /** The whole square in slide px (it runs past the slide's edge). */
  x: number;
  size: number;
  /** The visible part, in slide px. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  side: 'left' | 'right';
}

const SIZE_SHARE = 0.34;
/** How much of the square shows above `bottom`: a block the text's bottom band can sit beside. */
const VISIBLE_SHARE = 0.56;

/** Slides shorter than this (quadrado) show less of the block, so their text keeps its room. */
const FULL_HEIGHT = 1350;

/**
 * The block of slide `index` on a slide `height` px tall, ending at `bottom` (the slide's bottom edge, or
 * a signature strip's top).
 */
export function getCornerBlock(width: number, height: number, bottom: number, index: number): CornerBlock {
  const visible = VISIBLE_SHARE * Math.min(1, height / FULL_HEIGHT);
  const size = Math.round(width * SIZE_SHARE);
  const side = index % 2 === 0 ? 'right' : 'left';
  const x = side === 'right' ? Math.round(width - size * 0.62) : Math.round(-size * 0.38);
  return {
    x,
    size,
    left: Math.max(0, x),
    right: Math.min(width, x + size),
    top: Math.round(bottom - size * visible),
    bottom,
    side,
  };
}
