import { withAlpha } from '../compose/colors';
import { div, img, type SlideNode } from '../compose/element';
import { fontStyle, pickFace } from './faces';
import { isFirst, isLast, type SlideContext } from './layout-types';

/**
 * The parts every slide carries besides its text: where we are (n/N), what to do next
 * (swipe on the cover, save and share on the last slide).
 */

export const SWIPE_CUE = 'Arraste para o lado';
export const SAVE_CUE = 'Salve e compartilhe';

const CUE_SIZE = 26;
const ICON_SIZE = 34;

function formatCounter(context: SlideContext): string {
  return `${context.index + 1}/${context.total}`;
}

function cueText(context: SlideContext, text: string, color: string): SlideNode {
  return div(
    {
      ...fontStyle(pickFace(context.design.fonts.body.family, 600)),
      fontSize: CUE_SIZE,
      lineHeight: `${ICON_SIZE}px`,
      letterSpacing: 0.5,
      color,
      whiteSpace: 'pre',
    },
    text,
  );
}

export function buildSwipeCue(context: SlideContext, color: string): SlideNode {
  return div(
    { alignItems: 'center' },
    cueText(context, SWIPE_CUE, color),
    img(context.icon('arrow', color, ICON_SIZE), ICON_SIZE, ICON_SIZE, { marginLeft: 12 }),
  );
}

export function buildSaveCue(context: SlideContext, color: string): SlideNode {
  return div(
    { alignItems: 'center' },
    img(context.icon('bookmark', color, ICON_SIZE), ICON_SIZE, ICON_SIZE, { marginRight: 10 }),
    cueText(context, SAVE_CUE, color),
    img(context.icon('share', color, ICON_SIZE - 4), ICON_SIZE - 4, ICON_SIZE - 4, { marginLeft: 14 }),
  );
}

/** A quiet arrow on the slides in between: there is more to the right. */
export function buildNextHint(context: SlideContext, color: string): SlideNode {
  return img(context.icon('arrow', color, ICON_SIZE), ICON_SIZE, ICON_SIZE, { opacity: 0.7 });
}

/**
 * The cue for a footer band on the right of a slide, `right` px from the edge and ending `bottom` px down:
 * a backdrop shape (context.shapes, filled with the accent) under the cue's end would leave a wide cue
 * straddling its edge, so the wide cue moves to the left end of the band; the small arrow fits inside the
 * shape and is drawn in the accent's text colour.
 */
export function placeFooterCue(
  context: SlideContext,
  color: string,
  band: { right: number; bottom: number },
): { left?: SlideNode; right?: SlideNode } {
  const edge = context.width - band.right;
  const under = context.shapes.some(
    (box) =>
      box.left < edge && box.right >= edge && box.top < band.bottom && box.bottom > band.bottom - ICON_SIZE,
  );
  if (!under) return { right: buildCue(context, color) };
  const isWide = isFirst(context) || (isLast(context) && context.total > 1);
  if (isWide) return { left: buildCue(context, color) };
  return { right: buildCue(context, context.palette.accentText) };
}

/** The cue that belongs to this slide's position in the carousel. */
export function buildCue(context: SlideContext, color: string): SlideNode {
  if (isLast(context) && context.total > 1) return buildSaveCue(context, color);
  if (isFirst(context)) return buildSwipeCue(context, color);
  return buildNextHint(context, color);
}

export function buildCounter(
  context: SlideContext,
  colors: { text: string; accent: string; accentText: string; muted: string },
): SlideNode {
  const face = pickFace(context.design.fonts.body.family, 700);
  const label = formatCounter(context);
  const text = (color: string) =>
    div(
      { ...fontStyle(face), fontSize: 24, lineHeight: '30px', letterSpacing: 1.5, color, whiteSpace: 'pre' },
      label,
    );
  switch (context.design.decoration.counter) {
    case 'pill':
      return div(
        { backgroundColor: colors.accent, borderRadius: 999, padding: '6px 18px 6px' },
        text(colors.accentText),
      );
    case 'bar': {
      const segments = Array.from({ length: context.total }, (_, index) =>
        div({
          width: Math.max(10, Math.round(150 / context.total) - 6),
          height: 6,
          marginRight: 6,
          borderRadius: 3,
          backgroundColor: index <= context.index ? colors.accent : withAlpha(colors.muted, 0.35),
        }),
      );
      return div({ alignItems: 'center' }, div({ marginRight: 12 }, segments), text(colors.muted));
    }
    case 'dots': {
      const dots = Array.from({ length: context.total }, (_, index) =>
        div({
          width: index === context.index ? 22 : 10,
          height: 10,
          marginRight: 7,
          borderRadius: 5,
          backgroundColor: index === context.index ? colors.accent : withAlpha(colors.muted, 0.45),
        }),
      );
      return div({ alignItems: 'center' }, div({ marginRight: 10 }, dots), text(colors.muted));
    }
    case 'fraction':
      return text(colors.muted);
  }
}

/** The design's running label (masthead, tag) in small caps, or nothing. */
export function buildLabel(context: SlideContext, color: string): SlideNode | undefined {
  const label = context.design.decoration.label;
  if (!label) return undefined;
  return div(
    {
      ...fontStyle(pickFace(context.design.fonts.body.family, 700)),
      fontSize: 22,
      lineHeight: '30px',
      letterSpacing: 3,
      color,
      whiteSpace: 'pre',
    },
    label.toLocaleUpperCase('pt-BR'),
  );
}
