import { getReadableText } from '../compose/colors';
import { div, type SlideNode } from '../compose/element';
import { buildCounter, buildCue, buildLabel } from './chrome';
import { isFirst, isLast, type Layout, type SlideContext } from './layout-types';
import {
  BAND_GAP,
  buildBand,
  buildPhotoBox,
  buildRoot,
  CONTENT_PHOTO_GAP,
  FOOTER_HEIGHT,
  getColumnWidth,
  getMainHeight,
  MARGIN,
  placeColumnPhoto,
  scaleHeight,
} from './page';
import { buildTextStack } from './text-stack';

const CARD_PAD = 44;
const CARD_GAP = 48;
const TITLE_SHARES = [0.55, 0.45, 0.38, 0.32] as const;
const BODY_MIN_PX = 30;
const POINT_PHOTO_HEIGHT = 340;
/** Red between the last headline bar and the corner block: two blacks that touch read as one shape. */
const BLOCK_CLEARANCE = 40;

/** Extra room under the text so it ends above the backdrop's corner block (0 when the block sits lower). */
function getBlockRoom(context: SlideContext): number {
  const block = context.cornerBlock;
  if (!block) return 0;
  const textBottom = context.height - MARGIN - FOOTER_HEIGHT - BAND_GAP;
  return Math.max(0, textBottom - (block.top - BLOCK_CLEARANCE));
}

/**
 * The footer's cue: on the right, unless the corner block sits there and the cue would straddle its edge;
 * then it moves to the left. The small arrow fits inside the block and is drawn in the block's text colour.
 */
function buildFooter(context: SlideContext, color: string): SlideNode {
  const block = context.cornerBlock;
  const footerBottom = context.height - MARGIN;
  const underBlock = block !== undefined && block.side === 'right' && block.top < footerBottom;
  if (!underBlock) return buildBand(undefined, buildCue(context, color));
  const isWide = isFirst(context) || (isLast(context) && context.total > 1);
  if (isWide) return buildBand(buildCue(context, color), undefined);
  return buildBand(undefined, buildCue(context, context.palette.accentText));
}

/**
 * Loud and legible anywhere: the headline sits on solid blocks of colour, line by line,
 * and the explanation on a plain card. Blocks keep the headline readable even over a
 * busy cover photo.
 */
export const boldBlockLayout: Layout = {
  placePhoto(slide, _design, size) {
    if (!slide.imageRef) return { mode: 'none' };
    if (slide.kind === 'cover') return { mode: 'bleed', scrim: ['#00000040', '#00000080'] };
    return placeColumnPhoto(size, POINT_PHOTO_HEIGHT);
  },
  build(context) {
    const { palette, slide } = context;
    const column = getColumnWidth(context);
    const isCover = slide.kind === 'cover';
    const photo = buildPhotoBox(context, {
      borderRadius: context.design.decoration.radius,
      marginBottom: CONTENT_PHOTO_GAP,
    });
    const blockRoom = getBlockRoom(context);
    const available =
      getMainHeight(context) -
      blockRoom -
      (photo ? scaleHeight(POINT_PHOTO_HEIGHT, context.height) + CONTENT_PHOTO_GAP : 0);
    const hasBody = Boolean(slide.body);
    const cardColors = { ...palette, text: getReadableText(palette.surface, palette.text) };
    const fitTitle = (room: number) =>
      buildTextStack(context, {
        width: column,
        maxHeight: room,
        align: 'left',
        titleSize: isCover ? 100 : hasBody ? 66 : 84,
        include: { eyebrow: true, title: true, body: false },
        maxScale: isCover ? 1.15 : 1.3,
      });
    const fitBody = (room: number) =>
      buildTextStack(context, {
        width: column - CARD_PAD * 2,
        maxHeight: room,
        align: 'left',
        titleSize: 0,
        include: { eyebrow: false, title: false, body: true },
        colors: cardColors,
        maxScale: 1.25,
      });
    // Two stacks share the height: the headline gets most of it, but gives room back
    // (down to a third) until the card's text reaches its readable minimum size.
    let titleStack = fitTitle(hasBody ? Math.round(available * TITLE_SHARES[0]) : available);
    let bodyStack = hasBody ? fitBody(available - titleStack.height - CARD_GAP - CARD_PAD * 2) : undefined;
    for (const share of TITLE_SHARES.slice(1)) {
      if (!bodyStack || (bodyStack.fit.blocks[0]?.size ?? 0) >= BODY_MIN_PX) break;
      titleStack = fitTitle(Math.round(available * share));
      bodyStack = fitBody(available - titleStack.height - CARD_GAP - CARD_PAD * 2);
    }
    const card = bodyStack
      ? div(
          {
            marginTop: CARD_GAP,
            padding: CARD_PAD,
            backgroundColor: palette.surface,
            borderRadius: context.design.decoration.radius,
            width: column,
          },
          bodyStack.node,
        )
      : undefined;
    const chromeColor = context.hasBleedPhoto ? '#ffffff' : palette.text;
    return buildRoot(
      context,
      { padding: MARGIN },
      buildBand(buildLabel(context, chromeColor), buildCounter(context, palette)),
      div(
        {
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: isCover ? 'flex-end' : 'center',
          marginTop: BAND_GAP,
          marginBottom: BAND_GAP + blockRoom,
        },
        photo,
        titleStack.node,
        card,
      ),
      buildFooter(context, chromeColor),
    );
  },
};
