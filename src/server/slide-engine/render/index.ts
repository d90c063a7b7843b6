export { BUNDLED_BACKGROUND_NAMES, isBundledBackground } from './assets/bundled-backgrounds';
export { checkImage, type ImageCheck, UnsupportedImageError } from './assets/prepare-image';
export { applyBrandToDesign, type BrandColorAdjustment, type SlideBrand } from './brand/slide-brand';
export {
  createRenderer,
  PREVIEW_SLIDE,
  type RenderedSvg,
  type Renderer,
  type RendererOptions,
} from './create-renderer';
export { SAVE_CUE, SWIPE_CUE } from './layouts/chrome';
export {
  ImageNotDrawnError,
  type RenderSlideInput,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  type SlideScene,
} from './scene';
export type { Slide, SlideKind } from './slide';
