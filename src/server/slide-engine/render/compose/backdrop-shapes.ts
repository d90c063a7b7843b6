import type { TemplateDesign } from '../../templates/design-schema';
import { getCornerBlock } from './corner-block';

/**
 * The backdrop's solid shapes that text, cues or the signature could touch, as boxes in slide px. The
 * backdrop (background-layer.ts) draws them from the same geometry, and layouts read these boxes through
 * the slide's context (page.ts getShapeRoom, chrome.ts buildFooterCue): one rule for every template and
 * layout, not a rule per template (docs/decisions/0013-slides-drawn-by-takumi.md, layout follow-up).
 * Faint shapes (blobs, rings, vignette) are meant to lie under text; stripes and the diagonal sash stay in
 * the top margin; neither is listed.
 */
export interface ShapeBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The 'sun' shape: a small moon high in the middle that drifts a little from slide to slide. */
export function getMoon(width: number, index: number): { cx: number; cy: number; r: number } {
  return { cx: width * (0.46 + ((index * 0.04) % 0.16)), cy: 145, r: 68 };
}

/** A frame's lines, drawn this far in from the slide's edges ('double' adds an inner line 12 px further). */
export const FRAME_INSET = 40;
export const FRAME_GAP = 12;

/** The shapes of slide `index`; `shapesBottom` is where a corner block ends (see scene.ts). */
export function getShapeBoxes(
  design: TemplateDesign,
  size: { width: number; height: number },
  index: number,
  shapesBottom: number,
): ShapeBox[] {
  switch (design.decoration.shapes) {
    case 'corner-block': {
      const block = getCornerBlock(size.width, size.height, shapesBottom, index);
      return [{ left: block.left, right: block.right, top: block.top, bottom: block.bottom }];
    }
    case 'sun': {
      const moon = getMoon(size.width, index);
      return [
        { left: moon.cx - moon.r, right: moon.cx + moon.r, top: moon.cy - moon.r, bottom: moon.cy + moon.r },
      ];
    }
    default:
      return [];
  }
}
