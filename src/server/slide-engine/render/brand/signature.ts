import type { PreparedImage } from '../assets/prepare-image';
import { div, img, type SlideNode } from '../compose/element';
import type { FaceRef } from '../fonts/load-fonts';
import { fontStyle, pickFace } from '../layouts/faces';
import type { SlideContext } from '../layouts/layout-types';
import { getHandleColor, type SlideBrand } from './slide-brand';

/**
 * Height taken from the bottom of a signed slide: the layout is built above it (keeping its own margin), so
 * the signature sits in space no text can reach.
 */
export const SIGNATURE_ROOM = 72;
const AVATAR_SIZE = 56;
/** A logo keeps its proportions up to this many times wider than tall (wider ones are fitted inside). */
const LOGO_MAX_RATIO = 3;
const NAME_SIZE = 26;
const HANDLE_SIZE = 22;
const SIDE = 96;
/** px between the signature and the bottom of the slide (of a story's safe area). */
export const SIGNATURE_BOTTOM = 28;
/** The signature's own box (its avatar or logo is 56 px, centred in it). */
const SIGNATURE_HEIGHT = 64;
/**
 * px the signature's box reaches above its strip, into the bottom of the layout's box: layouts keep their
 * margin there, and one that draws a bar on its bottom edge (broadcast) keeps its bar's content clear of it.
 */
export const SIGNATURE_OVERHANG = SIGNATURE_BOTTOM + SIGNATURE_HEIGHT - SIGNATURE_ROOM;

/** The largest size up to `size` at which `text` fits `width` on one line (never below 60%). */
function fitSize(
  text: string,
  face: FaceRef,
  size: number,
  width: number,
  measure: SlideContext['measure'],
): number {
  const measured = measure(text, face, size);
  if (measured <= width) return size;
  return Math.max(Math.floor(size * 0.6), Math.floor((size * width) / measured));
}

function cutToWidth(
  text: string,
  face: FaceRef,
  size: number,
  width: number,
  measure: SlideContext['measure'],
) {
  let shown = text;
  while (shown.length > 1 && measure(shown, face, size) > width) shown = shown.slice(0, -1);
  return shown === text ? text : `${shown.slice(0, -1).trimEnd()}…`;
}

/**
 * The box the signature's image takes: a circle's square, or a logo at the strip's height in its own
 * proportions (from a fifth as wide as tall, up to LOGO_MAX_RATIO times wider), never cropped.
 */
export function getAvatarBox(
  shape: SlideBrand['avatar_forma'],
  image: { width: number; height: number },
): { width: number; height: number } {
  if (shape !== 'logo' || image.width <= 0 || image.height <= 0)
    return { width: AVATAR_SIZE, height: AVATAR_SIZE };
  const ratio = Math.min(LOGO_MAX_RATIO, Math.max(0.2, image.width / image.height));
  return { width: Math.round(AVATAR_SIZE * ratio), height: AVATAR_SIZE };
}

/**
 * The creator's signature: avatar (a circle) or logo (whole), name and @handle, in the bottom strip the layout
 * left free. Long names shrink, then are cut with an ellipsis: the signature never grows past its strip.
 */
export function buildSignature(
  brand: SlideBrand,
  context: Pick<SlideContext, 'width' | 'height' | 'palette' | 'design' | 'measure'>,
  ground: string,
  avatar: PreparedImage | undefined,
): SlideNode {
  const showAvatar = brand.mostrar_avatar && avatar !== undefined;
  const isLogo = brand.avatar_forma === 'logo';
  // The avatar arrives prepared at its box (scene.ts): a logo's width is its own.
  const avatarWidth = showAvatar && avatar ? (isLogo ? avatar.width : AVATAR_SIZE) : 0;
  const width = context.width - SIDE * 2 - (showAvatar ? avatarWidth + 16 : 0);
  const family = context.design.fonts.body.family;
  const nameFace = pickFace(family, 700);
  const handleFace = pickFace(family, 600);
  const lines: SlideNode[] = [];
  const handle = brand.mostrar_arroba && brand.arroba ? `@${brand.arroba}` : '';
  if (brand.mostrar_nome && brand.nome) {
    const size = fitSize(brand.nome, nameFace, handle ? NAME_SIZE : NAME_SIZE + 2, width, context.measure);
    const text = cutToWidth(brand.nome, nameFace, size, width, context.measure);
    lines.push(
      div(
        {
          ...fontStyle(nameFace),
          fontSize: size,
          lineHeight: `${Math.round(size * 1.2)}px`,
          color: context.palette.text,
          whiteSpace: 'pre',
        },
        text,
      ),
    );
  }
  if (handle) {
    const size = fitSize(handle, handleFace, HANDLE_SIZE, width, context.measure);
    lines.push(
      div(
        {
          ...fontStyle(handleFace),
          fontSize: size,
          lineHeight: `${Math.round(size * 1.25)}px`,
          color: getHandleColor(brand, ground, context.palette.text),
          whiteSpace: 'pre',
        },
        cutToWidth(handle, handleFace, size, width, context.measure),
      ),
    );
  }
  return div(
    {
      position: 'absolute',
      left: SIDE,
      right: SIDE,
      bottom: SIGNATURE_BOTTOM,
      height: SIGNATURE_HEIGHT,
      alignItems: 'center',
    },
    showAvatar && avatar
      ? img(avatar.dataUri, avatarWidth, AVATAR_SIZE, {
          borderRadius: isLogo ? 0 : AVATAR_SIZE / 2,
          marginRight: 16,
          flexShrink: 0,
        })
      : undefined,
    div({ flexDirection: 'column', justifyContent: 'center' }, lines),
  );
}

export const SIGNATURE_AVATAR_SIZE = AVATAR_SIZE;
