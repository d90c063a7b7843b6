import { getReadableText } from '../compose/colors';
import { div } from '../compose/element';
import { buildCounter, buildCue, buildLabel } from './chrome';
import type { Layout } from './layout-types';
import {
  BAND_GAP,
  buildBand,
  buildPhotoBox,
  buildRoot,
  CONTENT_PHOTO_GAP,
  getColumnWidth,
  getMainHeight,
  MARGIN,
} from './page';
import { buildTextStack } from './text-stack';

const CARD_PAD = 44;
const POINT_PHOTO_HEIGHT = 340;

/**
 * Loud and legible anywhere: the headline sits on solid blocks of colour, line by line,
 * and the explanation on a plain card. Blocks keep the headline readable even over a
 * busy cover photo.
 */
export const boldBlockLayout: Layout = {
  placePhoto(slide) {
    if (!slide.imageRef) return { mode: 'none' };
    if (slide.kind === 'cover') return { mode: 'bleed', scrim: ['#00000040', '#00000080'] };
    return { mode: 'box', width: 1080 - MARGIN * 2, height: POINT_PHOTO_HEIGHT };
  },
  build(context) {
    const { palette, slide } = context;
    const column = getColumnWidth(context);
    const isCover = slide.kind === 'cover';
    const photo = buildPhotoBox(context, {
      borderRadius: context.design.decoration.radius,
      marginBottom: CONTENT_PHOTO_GAP,
    });
    const available = getMainHeight(context) - (photo ? POINT_PHOTO_HEIGHT + CONTENT_PHOTO_GAP : 0);
    const hasBody = Boolean(slide.body);
    // Headline first; the card gets what is left, but never less than a third of the room.
    const titleRoom = hasBody ? Math.round(available * 0.55) : available;
    const titleStack = buildTextStack(context, {
      width: column,
      maxHeight: titleRoom,
      align: 'left',
      titleSize: isCover ? 100 : hasBody ? 66 : 84,
      include: { eyebrow: true, title: true, body: false },
      maxScale: isCover ? 1.15 : 1.3,
    });
    const cardRoom = available - titleStack.height - 48 - CARD_PAD * 2;
    const cardColors = { ...palette, text: getReadableText(palette.surface, palette.text) };
    const bodyStack = hasBody
      ? buildTextStack(context, {
          width: column - CARD_PAD * 2,
          maxHeight: cardRoom,
          align: 'left',
          titleSize: 0,
          include: { eyebrow: false, title: false, body: true },
          colors: cardColors,
          maxScale: 1.25,
        })
      : undefined;
    const card = bodyStack
      ? div(
          {
            marginTop: 48,
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
          marginBottom: BAND_GAP,
        },
        photo,
        titleStack.node,
        card,
      ),
      buildBand(undefined, buildCue(context, chromeColor)),
    );
  },
};
