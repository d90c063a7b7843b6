import { withAlpha } from '../compose/colors';
import { div } from '../compose/element';
import { buildCounter, buildCue, buildLabel } from './chrome';
import { fontStyle, toFace } from './faces';
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
  getTopJustify,
  MARGIN,
  placeColumnPhoto,
  scaleHeight,
} from './page';
import { buildTextStack } from './text-stack';

/** Height the faint slide number needs clear of text. */
const GHOST_ROOM = 330;
/** Cover photos run edge to edge across the top, like a magazine opener. */
const COVER_PHOTO_HEIGHT = 640;

/**
 * A magazine page: running head with a hairline, a big left-aligned headline, the body
 * below, and the slide number set huge and faint as a graphic element.
 */
export const editorialLayout: Layout = {
  placePhoto(slide, _design, size) {
    if (!slide.imageRef) return { mode: 'none' };
    if (slide.kind === 'cover') return placeColumnPhoto(size, COVER_PHOTO_HEIGHT, 0);
    return placeColumnPhoto(size, CONTENT_PHOTO_HEIGHT);
  },
  build(context) {
    const { palette, slide } = context;
    const column = getColumnWidth(context);
    const isCover = slide.kind === 'cover';
    const hasCoverPhoto = isCover && context.photo !== undefined;
    const header = div(
      { flexDirection: 'column', flexShrink: 0 },
      buildBand(buildLabel(context, palette.muted), buildCounter(context, palette)),
      div({ height: 2, marginTop: 16, backgroundColor: withAlpha(palette.text, 0.25) }),
    );
    const footer = buildBand(undefined, buildCue(context, palette.text));
    const ghostAtTop = isCover;
    const ghost = div(
      {
        position: 'absolute',
        right: MARGIN - 10,
        ...(ghostAtTop ? { top: MARGIN + 80 } : { bottom: MARGIN + 40 }),
        ...fontStyle(toFace(context.design.fonts.heading)),
        fontSize: 340,
        lineHeight: '340px',
        color: withAlpha(palette.accent, 0.14),
      },
      String(context.index + 1).padStart(2, '0'),
    );
    if (hasCoverPhoto) {
      const photoHeight = scaleHeight(COVER_PHOTO_HEIGHT, context.height);
      const mainHeight = context.height - photoHeight - 60 - MARGIN - 40 - 48;
      const stack = buildTextStack(context, {
        width: column,
        maxHeight: mainHeight,
        align: 'left',
        titleSize: 92,
      });
      return buildRoot(
        context,
        {},
        buildPhotoBox(context),
        div({ position: 'absolute', left: MARGIN, top: photoHeight + 60 }, stack.node),
        div(
          { position: 'absolute', left: MARGIN, right: MARGIN, bottom: MARGIN },
          buildBand(buildCounter(context, palette), buildCue(context, palette.text), { width: column }),
        ),
      );
    }
    const photo = buildPhotoBox(context, {
      borderRadius: context.design.decoration.radius,
      marginBottom: CONTENT_PHOTO_GAP,
    });
    const mainHeight =
      getMainHeight(context) -
      18 -
      (photo ? scaleHeight(CONTENT_PHOTO_HEIGHT, context.height) + CONTENT_PHOTO_GAP : 0);
    const titleSize = isCover ? 108 : slide.body ? 70 : 86;
    const stack = buildTextStack(context, {
      width: column,
      maxHeight: mainHeight,
      align: 'left',
      titleSize,
      maxScale: isCover ? 1.25 : 1.35,
      isQuote: slide.variant === 'quote',
    });
    return buildRoot(
      context,
      { padding: MARGIN },
      // The big number only where it cannot sit behind text.
      stack.height < mainHeight - GHOST_ROOM ? ghost : undefined,
      header,
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
      footer,
    );
  },
};
