import { SIGNATURE_OVERHANG } from '../brand/signature';
import { withAlpha } from '../compose/colors';
import { div } from '../compose/element';
import { buildCounter, buildCue } from './chrome';
import { fontStyle, pickFace } from './faces';
import type { Layout, SlideContext } from './layout-types';
import { buildPhotoBox, buildRoot, MARGIN, placeColumnPhoto, scaleHeight } from './page';
import { buildTextStack } from './text-stack';

const TICKER_HEIGHT = 84;
const BAND_PAD = 48;
const TOP_ROOM = MARGIN + 60 + 40;
const POINT_PHOTO_HEIGHT = 400;
/** Air between the ticker's counter and cue and a signature drawn on the ticker below them. */
const SIGNATURE_AIR = 16;

function buildTag(context: SlideContext) {
  const { palette, design } = context;
  const label = (design.decoration.label ?? 'Ao vivo').toLocaleUpperCase('pt-BR');
  return div(
    { alignItems: 'center', backgroundColor: palette.accent, padding: '10px 22px 10px 18px' },
    div({ width: 14, height: 14, borderRadius: 7, backgroundColor: palette.accentText, marginRight: 14 }),
    div(
      {
        ...fontStyle(pickFace(design.fonts.heading.family, 700)),
        fontSize: 28,
        lineHeight: '36px',
        letterSpacing: 2,
        color: palette.accentText,
        whiteSpace: 'pre',
      },
      label,
    ),
  );
}

/** The channel's name huge and faint behind the empty studio backdrop, so the top never looks unfinished. */
function buildWatermark(context: SlideContext, top: number) {
  const { design, palette } = context;
  const face = pickFace(design.fonts.heading.family, 700);
  const text = (design.decoration.label ?? 'Ao vivo').toLocaleUpperCase('pt-BR');
  const width = context.width - MARGIN * 2;
  const size = Math.min(260, Math.floor((260 * width) / Math.max(1, context.measure(text, face, 260))));
  return div(
    {
      position: 'absolute',
      left: MARGIN,
      top,
      ...fontStyle(face),
      fontSize: size,
      lineHeight: `${Math.round(size * 1.1)}px`,
      color: withAlpha(palette.surface, 0.07),
      whiteSpace: 'pre',
    },
    text,
  );
}

/**
 * TV news: a live tag on top, the headline in a lower-third band, a ticker at the
 * bottom carrying the counter and the cue. The backdrop (or the cover photo) fills the
 * screen above the band.
 */
export const broadcastLayout: Layout = {
  // The ticker runs under the signature strip: the signature is drawn in the ticker's own colours.
  getSignatureGround(design) {
    return { ground: design.palette.accent, text: design.palette.accentText };
  },
  placePhoto(slide, _design, size) {
    if (!slide.imageRef) return { mode: 'none' };
    if (slide.kind === 'cover') return { mode: 'bleed', scrim: ['#00000020', '#00000099'] };
    return placeColumnPhoto(size, POINT_PHOTO_HEIGHT);
  },
  build(context) {
    // The band and the ticker carry their own grounds: they keep the template's colours even over a photo.
    const palette = context.design.palette;
    const { slide } = context;
    const bandWidth = context.width - MARGIN;
    const inner = bandWidth - BAND_PAD * 2;
    const photo = buildPhotoBox(context, { borderRadius: context.design.decoration.radius });
    const photoRoom = photo ? scaleHeight(POINT_PHOTO_HEIGHT, context.height) + 40 : 0;
    // The ticker is the slide's bottom bar: it runs on to the slide's bottom edge (a story's bottom bar zone,
    // a signature strip), its counter and cue stay in its top row, inside the safe area
    // (docs/product-rules.md, Slide formats), and above a signature drawn on it.
    const bleedBottom = context.bleedBottom ?? 0;
    const lift = context.hasSignature ? SIGNATURE_OVERHANG + SIGNATURE_AIR : 0;
    const tickerTop = TICKER_HEIGHT + lift;
    const room = context.height - TOP_ROOM - tickerTop - BAND_PAD * 2 - 40 - photoRoom;
    const stack = buildTextStack(context, {
      width: inner,
      maxHeight: room,
      align: 'left',
      titleSize: slide.kind === 'cover' ? 92 : slide.body ? 60 : 74,
      bodySize: 36,
      colors: palette,
      maxScale: 1.3,
      ground: palette.surface,
    });
    const band = div(
      {
        position: 'absolute',
        left: 0,
        bottom: tickerTop + 40,
        width: bandWidth,
        padding: BAND_PAD,
        paddingLeft: MARGIN,
        backgroundColor: palette.surface,
        borderLeftWidth: 0,
        flexDirection: 'column',
      },
      div({
        position: 'absolute',
        left: 0,
        top: 0,
        width: 16,
        height: '100%',
        backgroundColor: palette.accent,
      }),
      stack.node,
    );
    const tickerText = palette.accentText;
    const ticker = div(
      {
        position: 'absolute',
        left: 0,
        bottom: -bleedBottom,
        width: context.width,
        height: tickerTop + bleedBottom,
        backgroundColor: palette.accent,
        flexDirection: 'column',
      },
      div(
        {
          height: TICKER_HEIGHT,
          flexShrink: 0,
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: `0 ${MARGIN}px`,
        },
        buildCounter(context, {
          ...palette,
          muted: tickerText,
          text: tickerText,
          accent: palette.accentText,
          accentText: palette.accent,
        }),
        buildCue(context, tickerText),
      ),
    );
    return buildRoot(
      context,
      {},
      photo || context.hasBleedPhoto ? undefined : buildWatermark(context, TOP_ROOM + 20),
      div({ position: 'absolute', left: MARGIN, top: MARGIN }, buildTag(context)),
      photo ? div({ position: 'absolute', left: MARGIN, top: TOP_ROOM }, photo) : undefined,
      band,
      ticker,
    );
  },
};
