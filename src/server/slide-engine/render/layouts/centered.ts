import { div } from '../compose/element';
import { buildCounter, buildCue, buildLabel } from './chrome';
import type { Layout } from './layout-types';
import {
  BAND_GAP,
  buildBand,
  buildPhotoBox,
  buildRoot,
  CONTENT_PHOTO_GAP,
  CONTENT_PHOTO_HEIGHT,
  getColumnWidth,
  getMainHeight,
  MARGIN,
  placeColumnPhoto,
  scaleHeight,
} from './page';
import { buildTextStack } from './text-stack';

/** Wider side margins than the default: centred lines read best when short. */
const SIDE = 120;

/** Symmetric and calm: everything centred, the cover photo behind a soft scrim. */
export const centeredLayout: Layout = {
  placePhoto(slide, _design, size) {
    if (!slide.imageRef) return { mode: 'none' };
    if (slide.kind === 'cover') return { mode: 'bleed', scrim: ['#00000040', '#000000c0'] };
    return placeColumnPhoto(size, CONTENT_PHOTO_HEIGHT, SIDE);
  },
  build(context) {
    const { palette, slide } = context;
    const column = getColumnWidth(context, SIDE);
    const photo = buildPhotoBox(context, {
      borderRadius: context.design.decoration.radius,
      marginBottom: CONTENT_PHOTO_GAP,
    });
    const mainHeight =
      getMainHeight(context) -
      (photo ? scaleHeight(CONTENT_PHOTO_HEIGHT, context.height) + CONTENT_PHOTO_GAP : 0);
    const titleSize = slide.kind === 'cover' ? 100 : slide.body ? 68 : 80;
    const stack = buildTextStack(context, {
      width: column,
      maxHeight: mainHeight,
      align: 'center',
      titleSize,
      isQuote: slide.variant === 'quote',
      maxScale: slide.kind === 'cover' ? 1.1 : 1.35,
    });
    return buildRoot(
      context,
      { padding: `${MARGIN}px ${MARGIN}px` },
      buildBand(undefined, undefined, { justifyContent: 'center' }),
      div(
        {
          flexGrow: 1,
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          marginTop: BAND_GAP,
          marginBottom: BAND_GAP,
        },
        photo,
        stack.node,
      ),
      buildBand(buildCounter(context, palette), buildCue(context, palette.text)),
      buildLabel(context, palette.muted) &&
        div(
          { position: 'absolute', top: MARGIN, left: 0, right: 0, justifyContent: 'center' },
          buildLabel(context, palette.muted),
        ),
    );
  },
};
