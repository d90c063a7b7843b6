import { withAlpha } from '../compose/colors';
import { div } from '../compose/element';
import { buildCounter, buildCue } from './chrome';
import type { Layout } from './layout-types';
import { buildBand, buildPhotoBox, buildRoot, MARGIN, photoHeightLeavingWords, scaleHeight } from './page';
import { buildSoftShadow } from './shadow';
import { buildTextStack } from './text-stack';

const CARD_WIDTH = 900;
const CARD_PAD = 64;
const COVER_PHOTO_HEIGHT = 560;
const POINT_PHOTO_HEIGHT = 380;
const PHOTO_GAP = 40;
/** Room above and below the card for the tape and the footer. */
const CARD_ROOM_OUTSIDE = MARGIN * 2 + 40 + 110;

/**
 * A paper note pinned to a soft background: a card with a shadow and a strip of tape,
 * the photo set in it like a polaroid. Personal, like a letter.
 */
export const cardLayout: Layout = {
  placePhoto(slide, _design, size, layoutHeight) {
    if (!slide.imageRef) return { mode: 'none' };
    const inner = CARD_WIDTH - CARD_PAD * 2;
    const isCover = slide.kind === 'cover';
    const wanted = scaleHeight(isCover ? COVER_PHOTO_HEIGHT : POINT_PHOTO_HEIGHT, size.height);
    const room = layoutHeight - CARD_ROOM_OUTSIDE - CARD_PAD * 2 - PHOTO_GAP;
    return { mode: 'box', width: inner, height: photoHeightLeavingWords(wanted, room, isCover) };
  },
  build(context) {
    const { palette, slide, design } = context;
    const inner = CARD_WIDTH - CARD_PAD * 2;
    const isCover = slide.kind === 'cover';
    const photo = buildPhotoBox(context, {
      marginBottom: PHOTO_GAP,
      borderRadius: Math.min(design.decoration.radius, 8),
    });
    const photoHeight = context.photo ? context.photo.height + PHOTO_GAP : 0;
    const stack = buildTextStack(context, {
      width: inner,
      maxHeight: context.height - CARD_ROOM_OUTSIDE - CARD_PAD * 2 - photoHeight,
      align: 'left',
      titleSize: isCover ? 84 : slide.body ? 60 : 72,
      bodySize: 38,
      maxScale: isCover ? 1.15 : 1.35,
      isQuote: slide.variant === 'quote',
      ground: palette.surface,
    });
    const tilt = context.index % 2 === 0 ? -3 : 2.5;
    const card = div(
      {
        position: 'relative',
        width: CARD_WIDTH,
        padding: CARD_PAD,
        flexDirection: 'column',
        backgroundColor: palette.surface,
        borderRadius: design.decoration.radius,
      },
      div({
        position: 'absolute',
        top: -26,
        left: CARD_WIDTH / 2 - 90,
        width: 180,
        height: 52,
        backgroundColor: withAlpha(palette.accent, 0.45),
        transform: `rotate(${tilt}deg)`,
      }),
      photo,
      stack.node,
    );
    return buildRoot(
      context,
      { padding: MARGIN, alignItems: 'center' },
      div(
        { flexGrow: 1, alignItems: 'center', justifyContent: 'center', width: '100%', paddingTop: 30 },
        div({ position: 'relative' }, buildSoftShadow(palette.text, design.decoration.radius), card),
      ),
      buildBand(buildCounter(context, palette), buildCue(context, palette.text), {
        width: context.width - MARGIN * 2,
        marginTop: 40,
      }),
    );
  },
};
