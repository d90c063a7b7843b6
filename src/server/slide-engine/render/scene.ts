import { getSlideSize, type SlideFormat } from '../../../shared/carousels/formats';
import type { TemplateDesign } from '../templates/design-schema';
import { isBundledBackground } from './assets/bundled-backgrounds';
import { type PreparedImage, readImageSize } from './assets/prepare-image';
import type { RenderAssets } from './assets/render-assets';
import {
  buildSignature,
  getAvatarBox,
  SIGNATURE_AVATAR_SIZE,
  SIGNATURE_BOTTOM,
  SIGNATURE_ROOM,
} from './brand/signature';
import { applyBrandToDesign, isSignedSlide, type SlideBrand } from './brand/slide-brand';
import { FRAME_GAP, FRAME_INSET, getShapeBoxes } from './compose/backdrop-shapes';
import { type BackdropPhoto, buildBackgroundLayer } from './compose/background-layer';
import type { SlideNode } from './compose/element';
import { div } from './compose/element';
import { getPhotoPalette } from './compose/photo-palette';
import type { FaceRef } from './fonts/load-fonts';
import type { SlideContext } from './layouts/layout-types';
import { getStoriesInset, STORIES_SAFE_ZONE } from './layouts/page';
import { getLayout } from './layouts/registry';
import type { Slide } from './slide';
import { fitBlocks } from './text/fit-blocks';

/** The default (retrato) size; a format picks its own height (src/shared/carousels/formats.ts). */
export const SLIDE_WIDTH = 1080;
export const SLIDE_HEIGHT = 1350;

export interface RenderSlideInput {
  design: TemplateDesign;
  slide: Slide;
  /** 0-based position in the carousel. */
  index: number;
  total: number;
  /** imageRef (or a design's storage path) -> bytes the caller already loaded. PNG, JPEG or WebP. */
  images?: ReadonlyMap<string, Uint8Array>;
  /** The slide's shape; missing means retrato (1080x1350). */
  format?: SlideFormat;
  /** The creator's brand kit copied at creation: colours, fonts and the signature; missing signs nothing. */
  brand?: SlideBrand;
}

/** Everything needed to draw one slide: the text layer as a tree and the backdrop as SVG. */
export interface SlideScene {
  tree: SlideNode;
  background: string;
  width: number;
  height: number;
}

export type WarningHandler = (message: string) => void;

/**
 * What a slide does with an image of the user's (a photo, the brand's avatar or logo) it was given but cannot
 * draw: a preview leaves it out (with a warning) and is still shown; a carousel's download requires it, so the
 * carousel fails and its credit comes back rather than finishing without the user's image
 * (docs/product-rules.md §4). An avatar missing from `images` is left out either way.
 */
export type ImagePolicy = 'leave-out' | 'require';

/** A required image of the user's that could not be drawn: missing from `images`, unreadable or too large. */
export class ImageNotDrawnError extends Error {
  constructor(
    readonly ref: string,
    cause?: unknown,
  ) {
    super(`Imagem não desenhada (${ref}): ${cause === undefined ? 'não carregada' : String(cause)}`, {
      cause,
    });
    this.name = 'ImageNotDrawnError';
  }
}

/** The image left out with a warning, or the slide failed when the policy requires it. */
function leaveOut(
  policy: ImagePolicy,
  warn: WarningHandler,
  ref: string,
  message: string,
  cause?: unknown,
): undefined {
  if (policy === 'require') throw new ImageNotDrawnError(ref, cause);
  warn(message);
  return undefined;
}

/**
 * The template's background: the admin's image or a bundled texture, never one the user gave, so one that
 * cannot be drawn is left out with a warning, even from a download (the template's own colours show; its
 * picker preview, drawn the same way, showed the same).
 */
async function loadDesignImage(
  design: TemplateDesign,
  input: RenderSlideInput,
  size: { width: number; height: number },
  assets: RenderAssets,
  warn: WarningHandler,
): Promise<PreparedImage | undefined> {
  if (design.background.kind !== 'image') return undefined;
  const source = design.background.source;
  const bytes = isBundledBackground(source)
    ? await assets.loadBundledBackground(source, size.width, size.height)
    : input.images?.get(source);
  if (!bytes) {
    warn(`Imagem de fundo do template não carregada: ${source}`);
    return undefined;
  }
  try {
    return await assets.prepareImage(bytes, size.width, size.height, design.palette.bg, true);
  } catch (error) {
    warn(`Imagem de fundo do template inválida (${source}): ${String(error)}`);
    return undefined;
  }
}

async function loadSlidePhoto(
  input: RenderSlideInput,
  width: number,
  height: number,
  assets: RenderAssets,
  warn: WarningHandler,
  policy: ImagePolicy,
): Promise<PreparedImage | undefined> {
  const ref = input.slide.imageRef;
  if (!ref) return undefined;
  const bytes = input.images?.get(ref);
  if (!bytes) return leaveOut(policy, warn, ref, `Imagem do slide ${input.index + 1} não carregada: ${ref}`);
  try {
    return await assets.prepareImage(bytes, width, height, input.design.palette.surface);
  } catch (error) {
    const message = `Imagem do slide ${input.index + 1} ignorada (${ref}): ${String(error)}`;
    return leaveOut(policy, warn, ref, message, error);
  }
}

/** Air between a frame's innermost line and the signature's box. */
const FRAME_AIR = 16;

/** px a signed layout moves up so the signature clears the frame (compose/backdrop-shapes.ts). */
function getFrameLift(design: TemplateDesign): number {
  const frame = design.decoration.frame;
  if (frame === 'none') return 0;
  const innermost = FRAME_INSET + (frame === 'double' ? FRAME_GAP : 0);
  return Math.max(0, innermost + FRAME_AIR - SIGNATURE_BOTTOM);
}

/** What a scrimmed photo looks like behind the signature, for its contrast. */
const PHOTO_GROUND = '#2a2a2a';

async function loadAvatar(
  brand: SlideBrand,
  input: RenderSlideInput,
  ground: string,
  assets: RenderAssets,
  warn: WarningHandler,
  policy: ImagePolicy,
): Promise<PreparedImage | undefined> {
  if (!brand.mostrar_avatar || !brand.avatar_chave) return undefined;
  const bytes = input.images?.get(brand.avatar_chave);
  if (!bytes) {
    warn(`Avatar da marca não carregado: ${brand.avatar_chave}`);
    return undefined;
  }
  try {
    if (brand.avatar_forma !== 'logo')
      return await assets.prepareImage(bytes, SIGNATURE_AVATAR_SIZE, SIGNATURE_AVATAR_SIZE, ground);
    // A logo is drawn whole, in its own proportions, on the slide's ground (a transparent logo blends in).
    const box = getAvatarBox('logo', await readImageSize(bytes));
    return await assets.prepareImage(bytes, box.width, box.height, ground, false, 'contain');
  } catch (error) {
    return leaveOut(policy, warn, brand.avatar_chave, `Avatar da marca ignorado: ${String(error)}`, error);
  }
}

/**
 * Lays out one slide. An image it was given but cannot draw is left out of a preview, and fails a download
 * (ImagePolicy).
 */
export async function buildSlideScene(
  input: RenderSlideInput,
  assets: RenderAssets,
  widthSafety: (face: FaceRef) => number,
  warn: WarningHandler,
  policy: ImagePolicy = 'leave-out',
): Promise<SlideScene> {
  const design = input.brand ? applyBrandToDesign(input.design, input.brand).design : input.design;
  const size = getSlideSize(input.format);
  const signed = input.brand !== undefined && isSignedSlide(input.brand, input.index, input.total);
  const layout = getLayout(design.layout);
  // A story's layout is drawn between Instagram's top and bottom bars; the backdrop still fills the slide.
  const inset = getStoriesInset(size);
  // The signature sits nearer the bottom than a layout's text does: a story lifts it clear of the bar too.
  // Elsewhere a frame's bottom line (40 px up, 52 for a double one) would cross the signature, which sits 28 px
  // up: a framed design lifts the signed layout so the signature sits inside the frame, clear of its lines.
  const insetBottom =
    inset > 0 && signed ? STORIES_SAFE_ZONE - SIGNATURE_BOTTOM : signed ? getFrameLift(design) : inset;
  const canvasHeight = size.height - inset - insetBottom;
  const layoutHeight = signed ? canvasHeight - SIGNATURE_ROOM : canvasHeight;
  const placement = layout.placePhoto(input.slide, design, size, layoutHeight);
  const photoSize =
    placement.mode === 'bleed'
      ? size
      : placement.mode === 'box'
        ? { width: placement.width, height: placement.height }
        : undefined;
  const photo = photoSize
    ? await loadSlidePhoto(input, photoSize.width, photoSize.height, assets, warn, policy)
    : undefined;
  const slide: Slide = photo || !input.slide.imageRef ? input.slide : { ...input.slide, imageRef: undefined };
  const designImage = await loadDesignImage(design, input, size, assets, warn);
  const bleed: BackdropPhoto | undefined =
    photo && placement.mode === 'bleed' ? { dataUri: photo.dataUri, scrim: placement.scrim } : undefined;
  const palette = bleed ? getPhotoPalette(design.palette) : design.palette;
  // A corner block ends where a signature strip starts, so it never covers the signature.
  const shapesBottom = signed ? inset + layoutHeight : size.height;
  // A bleeding photo hides the backdrop's shapes (background-layer.ts), so nothing is kept clear of them.
  const shapes = bleed ? [] : getShapeBoxes(design, size, input.index, shapesBottom);
  const context: SlideContext = {
    design,
    slide,
    index: input.index,
    total: input.total,
    width: size.width,
    // A signed slide lends its bottom strip to the signature: the layout fits everything above it.
    height: layoutHeight,
    palette,
    photo: placement.mode === 'box' ? photo : undefined,
    hasBleedPhoto: bleed !== undefined,
    bleedTop: inset,
    bleedBottom: size.height - inset - layoutHeight,
    hasSignature: signed,
    shapes: shapes.map((box) => ({ ...box, top: box.top - inset, bottom: box.bottom - inset })),
    fit: (specs, maxHeight, maxScale) =>
      fitBlocks(
        specs,
        maxHeight,
        { measure: assets.measure, measureInk: assets.measureInk, widthSafety },
        maxScale,
      ),
    icon: assets.loadIcon,
    measure: (text, face, size) => assets.measure(text, { face, size, letterSpacing: 0 }),
  };
  const layoutTree = layout.build(context);
  // A layout's bar under the strip (broadcast's ticker) is the signature's ground; else the slide's own.
  const barGround = layout.getSignatureGround?.(design);
  const signatureGround = barGround?.ground ?? (bleed ? PHOTO_GROUND : palette.bg);
  const signaturePalette = barGround ? { ...palette, text: barGround.text } : palette;
  const canvas =
    signed && input.brand
      ? div(
          { width: size.width, height: canvasHeight, position: 'relative', flexDirection: 'column' },
          layoutTree,
          buildSignature(
            input.brand,
            { ...context, palette: signaturePalette, height: canvasHeight },
            signatureGround,
            await loadAvatar(input.brand, input, barGround?.ground ?? palette.bg, assets, warn, policy),
          ),
        )
      : layoutTree;
  const tree =
    inset > 0 || insetBottom > 0
      ? div({ width: size.width, height: size.height, paddingTop: inset, flexDirection: 'column' }, canvas)
      : canvas;
  const background = buildBackgroundLayer(
    {
      design,
      width: size.width,
      height: size.height,
      index: input.index,
      total: input.total,
      designImage,
      photo: bleed,
      textColor: palette.text,
      shapesBottom,
    },
    palette.text,
  );
  return { tree, background, width: size.width, height: size.height };
}
