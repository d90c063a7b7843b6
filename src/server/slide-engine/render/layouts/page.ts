import { div, img, type SlideNode, type Style } from '../compose/element';
import type { SlideContext } from './layout-types';

/**
 * Shared geometry: a 1080 px wide slide (1350 tall in retrato, 1080 in quadrado, 1920 in stories) with a
 * 96 px margin all round. Layouts were drawn for 1350; heights of photos and panels go through
 * scaleHeight so a square slide keeps the same share of text room.
 */
export const BASE_HEIGHT = 1350;
export const MARGIN = 96;
export const HEADER_HEIGHT = 40;
export const FOOTER_HEIGHT = 40;
/** Air between the header or footer and the text. */
export const BAND_GAP = 56;

export function getColumnWidth(context: SlideContext, margin = MARGIN): number {
  return context.width - margin * 2;
}

/** Room left for text between a header and a footer band. */
export function getMainHeight(context: SlideContext, margin = MARGIN): number {
  return context.height - margin * 2 - HEADER_HEIGHT - FOOTER_HEIGHT - BAND_GAP * 2;
}

/** The root node: transparent, because the backdrop is drawn underneath as SVG. */
export function buildRoot(
  context: SlideContext,
  style: Style,
  ...children: Array<SlideNode | undefined | false>
): SlideNode {
  return div(
    {
      width: context.width,
      height: context.height,
      position: 'relative',
      flexDirection: 'column',
      // No overflow: hidden here: satori would wrap the whole slide in a mask, which resvg draws slowly.
      ...style,
    },
    children,
  );
}

export function buildBand(
  left: SlideNode | undefined,
  right: SlideNode | undefined,
  style: Style = {},
): SlideNode {
  return div(
    { height: HEADER_HEIGHT, alignItems: 'center', justifyContent: 'space-between', flexShrink: 0, ...style },
    left ?? div({}),
    right ?? div({}),
  );
}

export function buildPhotoBox(context: SlideContext, style: Style = {}): SlideNode | undefined {
  const photo = context.photo;
  if (!photo) return undefined;
  return img(photo.dataUri, photo.width, photo.height, { flexShrink: 0, ...style });
}

/**
 * A fixed height drawn for a 1350 px slide, shrunk in proportion on a shorter one. Taller slides (stories)
 * keep it: the extra height goes to the text.
 */
export function scaleHeight(px: number, slideHeight: number): number {
  return slideHeight >= BASE_HEIGHT ? px : Math.round((px * slideHeight) / BASE_HEIGHT);
}

/**
 * The least room a boxed photo leaves its words in a column of `room` px (photo, gap and words): an eyebrow
 * and a two-line title on a cover (what a signed 4:5 cover has), a title and three lines of body on a point.
 * On a square slide the photo gives way; before, it kept its height and a signed cover's title was squeezed
 * to a few pixels under its eyebrow (docs/product-rules.md, slide formats).
 */
const WORDS_ROOM = { cover: 208, other: 260 } as const;
const MIN_BOXED_PHOTO = 180;

export function photoHeightLeavingWords(wanted: number, room: number, isCover: boolean): number {
  const words = isCover ? WORDS_ROOM.cover : WORDS_ROOM.other;
  return Math.max(MIN_BOXED_PHOTO, Math.min(wanted, room - words));
}

/** A photo box across the text column (or the whole width with side 0), its height scaled to the slide. */
export function placeColumnPhoto(
  size: { width: number; height: number },
  height: number,
  side = MARGIN,
): { mode: 'box'; width: number; height: number } {
  return { mode: 'box', width: size.width - side * 2, height: scaleHeight(height, size.height) };
}

/** Content slides show a point's image above the text, this tall. */
export const CONTENT_PHOTO_HEIGHT = 430;
export const CONTENT_PHOTO_GAP = 44;

/**
 * A story's layout is much taller than wide (1080 x 1612 inside Instagram's bars): text a 4:5 slide hangs
 * from the top would leave the lower half empty there, so such layouts centre it instead.
 */
export function getTopJustify(context: SlideContext): 'flex-start' | 'center' {
  return context.height / context.width > TALL_RATIO ? 'center' : 'flex-start';
}

const TALL_RATIO = 1.4;

/**
 * Instagram draws its own interface over the top and bottom of a story (progress bar and profile on top,
 * reply box and buttons below): a stories slide keeps its text, cues and signature this far from both edges.
 */
export const STORIES_SAFE_ZONE = 250;

/** px a story's layout is moved down (and up from the bottom): layouts keep MARGIN from their edges already. */
export function getStoriesInset(size: { width: number; height: number }): number {
  return size.height > size.width * 1.5 ? STORIES_SAFE_ZONE - MARGIN : 0;
}

/** Air between text and a backdrop shape: two inks that touch read as one shape. */
export const SHAPE_CLEARANCE = 40;

/**
 * px a text area (in the layout's coordinates) gives up at its top and bottom so its text keeps
 * SHAPE_CLEARANCE from every backdrop shape crossing it (context.shapes): a shape in the area's lower half
 * takes room from the bottom, one in its upper half from the top. Every layout with shapes behind its text
 * reads its room here (docs/decisions/0013-slides-drawn-by-takumi.md, layout follow-up).
 */
export function getShapeRoom(
  context: SlideContext,
  area: { left: number; right: number; top: number; bottom: number },
): { top: number; bottom: number } {
  let top = 0;
  let bottom = 0;
  const middle = (area.top + area.bottom) / 2;
  for (const box of context.shapes) {
    const crosses = box.left < area.right && box.right > area.left;
    const near = box.top - SHAPE_CLEARANCE < area.bottom && box.bottom + SHAPE_CLEARANCE > area.top;
    if (!crosses || !near) continue;
    if ((box.top + box.bottom) / 2 > middle)
      bottom = Math.max(bottom, area.bottom - (box.top - SHAPE_CLEARANCE));
    else top = Math.max(top, box.bottom + SHAPE_CLEARANCE - area.top);
  }
  return { top, bottom };
}
