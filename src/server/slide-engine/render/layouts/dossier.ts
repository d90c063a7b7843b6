import { withAlpha } from '../compose/colors';
import { div } from '../compose/element';
import type { Slide } from '../slide';
import { buildCounter, buildCue } from './chrome';
import { fontStyle, pickFace, toFace } from './faces';
import type { Layout, SlideContext } from './layout-types';
import {
  buildBand,
  buildPhotoBox,
  buildRoot,
  getTopJustify,
  photoHeightLeavingWords,
  scaleHeight,
} from './page';
import { buildTextStack } from './text-stack';

const SHEET_X = 72;
const SHEET_TOP = 150;
const SHEET_BOTTOM = 150;
const SHEET_PAD = 64;
const TAB_HEIGHT = 64;
const COVER_PHOTO_HEIGHT = 420;
const POINT_PHOTO_HEIGHT = 340;
const PHOTO_GAP = 40;
const STAMP_ROOM = 90;

/** The rubber stamp on the sheet's corner: the cover is under investigation, the closing slide filed. */
function getStampText(kind: Slide['kind']): string | undefined {
  return kind === 'cover' ? 'APURAÇÃO' : kind === 'closing' ? 'ARQUIVADO' : undefined;
}

function getStampRoom(kind: Slide['kind']): number {
  return getStampText(kind) ? STAMP_ROOM : 0;
}

function buildTab(context: SlideContext) {
  const { palette, design } = context;
  const label = (design.decoration.label ?? 'Arquivo').toLocaleUpperCase('pt-BR');
  return div(
    {
      position: 'absolute',
      left: SHEET_X + 40,
      top: SHEET_TOP - TAB_HEIGHT + 2,
      height: TAB_HEIGHT,
      padding: '0 36px',
      alignItems: 'center',
      backgroundColor: palette.surface,
      borderTopLeftRadius: 14,
      borderTopRightRadius: 14,
    },
    div(
      {
        ...fontStyle(pickFace(design.fonts.heading.family, 700)),
        fontSize: 24,
        lineHeight: '30px',
        letterSpacing: 4,
        color: palette.muted,
        whiteSpace: 'pre',
      },
      `${label} · ${String(context.index + 1).padStart(3, '0')}`,
    ),
  );
}

/** A rubber stamp on the cover and the closing sheet: outlined, tilted, in the accent colour. */
function buildStamp(context: SlideContext, text: string) {
  const { palette, design } = context;
  return div(
    {
      position: 'absolute',
      right: SHEET_X + 50,
      top: SHEET_TOP + 46,
      border: `5px solid ${withAlpha(palette.accent, 0.85)}`,
      borderRadius: 10,
      padding: '6px 20px',
      transform: 'rotate(-8deg)',
    },
    div(
      {
        ...fontStyle(toFace(design.fonts.heading)),
        fontSize: 34,
        lineHeight: '42px',
        letterSpacing: 5,
        color: withAlpha(palette.accent, 0.85),
        whiteSpace: 'pre',
      },
      text,
    ),
  );
}

/**
 * A case file: a typed sheet on a folder, a tab with the file number, a stamp on the
 * first and last sheets, and the photo pinned like evidence.
 */
export const dossierLayout: Layout = {
  placePhoto(slide, _design, size, layoutHeight) {
    if (!slide.imageRef) return { mode: 'none' };
    const width = size.width - SHEET_X * 2 - SHEET_PAD * 2;
    const isCover = slide.kind === 'cover';
    const wanted = scaleHeight(isCover ? COVER_PHOTO_HEIGHT : POINT_PHOTO_HEIGHT, size.height);
    const room =
      layoutHeight - SHEET_TOP - SHEET_BOTTOM - SHEET_PAD * 2 - PHOTO_GAP - getStampRoom(slide.kind);
    return { mode: 'box', width, height: photoHeightLeavingWords(wanted, room, isCover) };
  },
  build(context) {
    const { palette, slide, design } = context;
    const sheetWidth = context.width - SHEET_X * 2;
    const sheetHeight = context.height - SHEET_TOP - SHEET_BOTTOM;
    const inner = sheetWidth - SHEET_PAD * 2;
    const isCover = slide.kind === 'cover';
    const stampText = getStampText(slide.kind);
    const photo = buildPhotoBox(context, {
      marginBottom: PHOTO_GAP,
      border: `10px solid ${palette.bg}`,
      transform: 'rotate(-1.2deg)',
    });
    const photoHeight = context.photo ? context.photo.height + PHOTO_GAP : 0;
    const stampRoom = getStampRoom(slide.kind);
    const stack = buildTextStack(context, {
      width: inner,
      maxHeight: sheetHeight - SHEET_PAD * 2 - photoHeight - stampRoom,
      align: 'left',
      titleSize: isCover ? 84 : slide.body ? 58 : 70,
      bodySize: 36,
      maxScale: isCover ? 1.15 : 1.35,
      isQuote: slide.variant === 'quote',
      ground: palette.surface,
    });
    const sheet = div(
      {
        position: 'absolute',
        left: SHEET_X,
        top: SHEET_TOP,
        width: sheetWidth,
        height: sheetHeight,
        padding: SHEET_PAD,
        paddingTop: SHEET_PAD + stampRoom,
        flexDirection: 'column',
        justifyContent: getTopJustify(context),
        backgroundColor: palette.surface,
        borderRadius: Math.min(design.decoration.radius, 6),
      },
      photo,
      stack.node,
    );
    return buildRoot(
      context,
      {},
      buildTab(context),
      // A hard offset shadow, drawn as a rectangle (satori's box-shadow becomes a slow SVG filter).
      div({
        position: 'absolute',
        left: SHEET_X + 14,
        top: SHEET_TOP + 14,
        width: sheetWidth,
        height: sheetHeight,
        backgroundColor: withAlpha(palette.text, 0.16),
      }),
      sheet,
      stampText ? buildStamp(context, stampText) : undefined,
      div(
        { position: 'absolute', left: SHEET_X, bottom: 56, width: sheetWidth },
        buildBand(buildCounter(context, palette), buildCue(context, palette.text), { width: sheetWidth }),
      ),
    );
  },
};
