import { withAlpha } from '../compose/colors';
import { div } from '../compose/element';
import { buildCounter, buildCue } from './chrome';
import { fontStyle, pickFace, toFace } from './faces';
import type { Layout, SlideContext } from './layout-types';
import {
  buildBand,
  buildPhotoBox,
  buildRoot,
  getColumnWidth,
  getTopJustify,
  MARGIN,
  scaleHeight,
} from './page';
import { buildTextStack } from './text-stack';

const MASTHEAD_HEIGHT = 150;
const COVER_PHOTO_HEIGHT = 440;
const POINT_PHOTO_HEIGHT = 360;
const PHOTO_GAP = 36;

function buildMasthead(context: SlideContext) {
  const { palette, design } = context;
  const name = design.decoration.label ?? 'Edição Especial';
  const meta = pickFace(design.fonts.body.family, 700);
  const metaText = (text: string) =>
    div(
      {
        ...fontStyle(meta),
        fontSize: 20,
        lineHeight: '28px',
        letterSpacing: 2.5,
        color: palette.muted,
        whiteSpace: 'pre',
      },
      text,
    );
  return div(
    { flexDirection: 'column', alignItems: 'stretch', height: MASTHEAD_HEIGHT, flexShrink: 0 },
    div(
      {
        justifyContent: 'center',
        ...fontStyle(toFace(design.fonts.heading)),
        fontSize: 60,
        lineHeight: '72px',
        letterSpacing: -1,
        color: palette.text,
        whiteSpace: 'pre',
      },
      name,
    ),
    div({ height: 6, marginTop: 10, backgroundColor: palette.text }),
    div({ height: 2, marginTop: 4, backgroundColor: palette.text }),
    div(
      { justifyContent: 'space-between', alignItems: 'center', marginTop: 10 },
      metaText(`Nº ${String(context.index + 1).padStart(2, '0')}`),
      metaText('CARROSSEL'),
      metaText(`PÁG. ${context.index + 1}/${context.total}`),
    ),
  );
}

/**
 * A newspaper front page: masthead with double rules, kicker in the accent colour,
 * a heavy serif headline, a hairline, the body set like an article.
 */
export const magazineLayout: Layout = {
  placePhoto(slide, _design, size) {
    if (!slide.imageRef) return { mode: 'none' };
    return {
      mode: 'box',
      width: size.width - MARGIN * 2,
      height:
        slide.kind === 'cover'
          ? scaleHeight(COVER_PHOTO_HEIGHT, size.height)
          : scaleHeight(POINT_PHOTO_HEIGHT, size.height),
    };
  },
  build(context) {
    const { palette, slide } = context;
    const column = getColumnWidth(context);
    const isCover = slide.kind === 'cover';
    const photo = buildPhotoBox(context, { marginTop: PHOTO_GAP });
    const photoHeight = context.photo ? context.photo.height + PHOTO_GAP : 0;
    const room = context.height - MARGIN * 2 - MASTHEAD_HEIGHT - 48 - 40 - 48 - 2 - photoHeight;
    const stack = buildTextStack(context, {
      width: column,
      maxHeight: room,
      align: 'left',
      titleSize: isCover ? 104 : slide.body ? 66 : 80,
      maxScale: isCover ? 1.25 : 1.35,
      isQuote: slide.variant === 'quote',
    });
    return buildRoot(
      context,
      { padding: MARGIN },
      buildMasthead(context),
      div(
        { flexGrow: 1, flexDirection: 'column', justifyContent: getTopJustify(context), marginTop: 48 },
        stack.node,
        photo,
      ),
      div({ height: 2, backgroundColor: withAlpha(palette.text, 0.6), marginBottom: 24 }),
      buildBand(buildCounter(context, palette), buildCue(context, palette.text)),
    );
  },
};
