import { div } from '../compose/element';
import { buildCounter, buildCue, buildLabel } from './chrome';
import type { Layout } from './layout-types';
import {
  BAND_GAP,
  buildBand,
  buildPhotoBox,
  buildRoot,
  CONTENT_PHOTO_GAP,
  FOOTER_HEIGHT,
  getColumnWidth,
  getStoriesInset,
  HEADER_HEIGHT,
  MARGIN,
  placeColumnPhoto,
  scaleHeight,
} from './page';
import { buildTextStack } from './text-stack';

/** The panel takes this share of the slide; on a cover it holds the photo when there is one. */
const PANEL_HEIGHT = 500;
const COVER_PANEL_HEIGHT = 620;
const POINT_PHOTO_HEIGHT = 300;

/**
 * Two grounds: a colour panel on top that names the section in display type ("O mito",
 * "A verdade"), and the statement with its explanation below. Each slide reads like a
 * chapter opener.
 */
export const splitLayout: Layout = {
  placePhoto(slide, _design, size) {
    if (!slide.imageRef) return { mode: 'none' };
    if (slide.kind === 'cover') {
      // On a story the panel runs up to the slide's top edge, and so does its photo.
      const photo = placeColumnPhoto(size, COVER_PANEL_HEIGHT, 0);
      return { ...photo, height: photo.height + getStoriesInset(size) };
    }
    return placeColumnPhoto(size, POINT_PHOTO_HEIGHT);
  },
  build(context) {
    const { palette, slide } = context;
    const column = getColumnWidth(context);
    const isCover = slide.kind === 'cover';
    const bleedTop = context.bleedTop ?? 0;
    const panelHeight = scaleHeight(isCover ? COVER_PANEL_HEIGHT : PANEL_HEIGHT, context.height);
    const coverPhoto = isCover ? buildPhotoBox(context) : undefined;
    const panelColors = {
      ...palette,
      text: palette.accentText,
      muted: palette.accentText,
      accent: palette.accentText,
      accentText: palette.accent,
    };
    const panelStack = coverPhoto
      ? undefined
      : buildTextStack(context, {
          width: column,
          maxHeight: panelHeight - MARGIN - HEADER_HEIGHT - BAND_GAP - 56,
          align: 'left',
          titleSize: 0,
          include: { eyebrow: true, title: false, body: false },
          eyebrowAsDisplay: { size: isCover ? 84 : 96, color: palette.accentText },
          colors: panelColors,
        });
    const pointPhoto = isCover
      ? undefined
      : buildPhotoBox(context, {
          borderRadius: context.design.decoration.radius,
          marginBottom: CONTENT_PHOTO_GAP,
        });
    const lowerHeight =
      context.height -
      panelHeight -
      64 -
      MARGIN -
      FOOTER_HEIGHT -
      48 -
      (pointPhoto ? scaleHeight(POINT_PHOTO_HEIGHT, context.height) + CONTENT_PHOTO_GAP : 0);
    const lowerStack = buildTextStack(context, {
      width: column,
      maxHeight: lowerHeight,
      align: 'left',
      titleSize: isCover ? 96 : slide.body ? 64 : 80,
      include: { eyebrow: coverPhoto !== undefined, title: true, body: true },
      maxScale: isCover ? 1.1 : 1.35,
      isQuote: slide.variant === 'quote',
    });
    const panel = div(
      {
        position: 'absolute',
        left: 0,
        top: -bleedTop,
        width: context.width,
        height: panelHeight + bleedTop,
        backgroundColor: coverPhoto ? undefined : palette.accent,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: coverPhoto ? 0 : `${MARGIN + bleedTop}px ${MARGIN}px 56px`,
      },
      coverPhoto ??
        buildBand(buildLabel(context, palette.accentText), buildCounter(context, panelColors), {
          width: column,
        }),
      panelStack?.node,
    );
    return buildRoot(
      context,
      {},
      panel,
      div(
        { position: 'absolute', left: MARGIN, top: panelHeight + 64, width: column, flexDirection: 'column' },
        pointPhoto,
        lowerStack.node,
      ),
      div(
        { position: 'absolute', left: MARGIN, bottom: MARGIN, width: column },
        buildBand(coverPhoto ? buildCounter(context, palette) : undefined, buildCue(context, palette.text), {
          width: column,
        }),
      ),
    );
  },
};
