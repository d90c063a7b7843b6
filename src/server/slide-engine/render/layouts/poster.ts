import { div } from '../compose/element';
import { buildCounter, buildCue, buildLabel } from './chrome';
import type { Layout } from './layout-types';
import {
  BAND_GAP,
  buildBand,
  buildPhotoBox,
  buildRoot,
  getColumnWidth,
  getMainHeight,
  getTopJustify,
  MARGIN,
  placeColumnPhoto,
  scaleHeight,
} from './page';
import { buildTextStack } from './text-stack';

const POINT_PHOTO_HEIGHT = 360;
const PHOTO_GAP = 40;

/**
 * A protest poster: the headline as big as the width allows, stacked tight, the rest
 * small underneath. Short headlines grow until they fill the slide.
 */
export const posterLayout: Layout = {
  placePhoto(slide, _design, size) {
    if (!slide.imageRef) return { mode: 'none' };
    if (slide.kind === 'cover') return { mode: 'bleed', scrim: ['#00000055', '#000000cc'] };
    return placeColumnPhoto(size, POINT_PHOTO_HEIGHT);
  },
  build(context) {
    const { palette, slide } = context;
    const column = getColumnWidth(context);
    const isCover = slide.kind === 'cover';
    const photo = buildPhotoBox(context, {
      marginBottom: PHOTO_GAP,
      borderRadius: context.design.decoration.radius,
    });
    const room =
      getMainHeight(context) - (photo ? scaleHeight(POINT_PHOTO_HEIGHT, context.height) + PHOTO_GAP : 0);
    const stack = buildTextStack(context, {
      width: column,
      maxHeight: room,
      align: 'left',
      titleSize: isCover ? 150 : slide.body ? 96 : 120,
      bodySize: 38,
      maxScale: isCover ? 1.35 : 1.25,
    });
    return buildRoot(
      context,
      { padding: MARGIN },
      buildBand(buildLabel(context, palette.text), buildCounter(context, palette)),
      div(
        {
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: isCover ? 'flex-end' : getTopJustify(context),
          marginTop: BAND_GAP,
          marginBottom: BAND_GAP,
        },
        photo,
        stack.node,
      ),
      buildBand(undefined, buildCue(context, palette.text)),
    );
  },
};
