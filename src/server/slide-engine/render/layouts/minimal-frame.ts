import { div } from '../compose/element';
import { buildCounter, buildCue, buildLabel } from './chrome';
import type { Layout } from './layout-types';
import {
  buildBand,
  buildPhotoBox,
  buildRoot,
  CONTENT_PHOTO_GAP,
  FOOTER_HEIGHT,
  getShapeRoom,
  HEADER_HEIGHT,
  placeColumnPhoto,
  scaleHeight,
} from './page';
import { buildTextStack } from './text-stack';

/** Inside the frame (drawn at 40 px) with generous air. */
const INSET = 112;
const POINT_PHOTO_HEIGHT = 380;
/** Air between the label or cue bands and the text. */
const TEXT_AIR = 60;

/**
 * Quiet and cinematic: a thin frame, the label and counter small in its corners, the
 * text set low like a subtitle or a page of a photo book.
 */
export const minimalFrameLayout: Layout = {
  placePhoto(slide, _design, size) {
    if (!slide.imageRef) return { mode: 'none' };
    if (slide.kind === 'cover') return { mode: 'bleed', scrim: ['#00000030', '#000000d0'] };
    return placeColumnPhoto(size, POINT_PHOTO_HEIGHT, INSET);
  },
  build(context) {
    const { palette, slide } = context;
    const column = context.width - INSET * 2;
    const photo = buildPhotoBox(context, {
      borderRadius: context.design.decoration.radius,
      marginBottom: CONTENT_PHOTO_GAP,
    });
    // A moon (or any backdrop shape) over the text column takes its room plus clearance (page.ts).
    const shapeRoom = getShapeRoom(context, {
      left: INSET,
      right: context.width - INSET,
      top: INSET + HEADER_HEIGHT + TEXT_AIR,
      bottom: context.height - INSET - FOOTER_HEIGHT - TEXT_AIR,
    });
    const room =
      context.height -
      shapeRoom.top -
      shapeRoom.bottom -
      INSET * 2 -
      HEADER_HEIGHT -
      FOOTER_HEIGHT -
      TEXT_AIR * 2 -
      (photo ? scaleHeight(POINT_PHOTO_HEIGHT, context.height) + CONTENT_PHOTO_GAP : 0);
    const isCover = slide.kind === 'cover';
    const stack = buildTextStack(context, {
      width: column,
      maxHeight: room,
      align: 'left',
      titleSize: isCover ? 96 : slide.body ? 62 : 76,
      bodySize: 38,
      maxScale: isCover ? 1.1 : 1.35,
      isQuote: slide.variant === 'quote',
    });
    return buildRoot(
      context,
      { padding: INSET },
      buildBand(buildLabel(context, palette.muted), buildCounter(context, palette)),
      div(
        {
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: 'flex-end',
          marginTop: TEXT_AIR + shapeRoom.top,
          marginBottom: TEXT_AIR + shapeRoom.bottom,
        },
        photo,
        stack.node,
      ),
      buildBand(undefined, buildCue(context, palette.text)),
    );
  },
};
