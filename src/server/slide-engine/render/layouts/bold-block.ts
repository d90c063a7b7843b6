import { getReadableText } from '../compose/colors';
import { div, type SlideNode } from '../compose/element';
import { buildCounter, buildLabel, placeFooterCue } from './chrome';
import type { Layout, SlideContext } from './layout-types';
import {
  BAND_GAP,
  buildBand,
  buildPhotoBox,
  buildRoot,
  CONTENT_PHOTO_GAP,
  FOOTER_HEIGHT,
  getColumnWidth,
  getMainHeight,
  getShapeRoom,
  HEADER_HEIGHT,
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
/** Room the text gives up so it ends SHAPE_CLEARANCE above a backdrop shape (the corner block). */
function getBlockRoom(context: SlideContext): number {
  const top = MARGIN + HEADER_HEIGHT + BAND_GAP;
  const bottom = context.height - MARGIN - FOOTER_HEIGHT - BAND_GAP;
  return getShapeRoom(context, { left: MARGIN, right: context.width - MARGIN, top, bottom }).bottom;
}

function buildFooter(context: SlideContext, color: string): SlideNode {
  const cue = placeFooterCue(context, color, { right: MARGIN, bottom: context.height - MARGIN });
  return buildBand(cue.left, cue.right);
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
