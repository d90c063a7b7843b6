import type { SatoriNode } from 'satori';
import sharp from 'sharp';
import { getSlideSize, type SlideFormat } from '../../../shared/carousels/formats';
import type { TemplateDesign } from '../templates/design-schema';
import { BUNDLED_BACKGROUND_NAMES } from './assets/bundled-backgrounds';
import { getRenderAssets, type RenderAssets } from './assets/render-assets';
import { composeSvg } from './compose/compose-svg';
import { renderSceneHtml } from './compose/to-html';
import type { FaceRef } from './fonts/load-fonts';
import { createBackdropStore } from './raster/backdrop-store';
import { releasePixels } from './raster/release-pixels';
import { withRgbCopy } from './raster/rgba-to-rgb';
import { getSlideSlots } from './raster/slide-slots';
import { tagJpegAsSrgb } from './raster/srgb-profile';
import { createTakumiEngine, type TakumiEngineOptions } from './raster/takumi-engine';
import {
  buildSlideScene,
  type ImagePolicy,
  type RenderSlideInput,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  type SlideScene,
  type WarningHandler,
} from './scene';
import type { Slide } from './slide';
import { type FitOverflow, findOverflows } from './text/verify-fit';

export interface RenderedSvg {
  /** The whole slide: backdrop and text layer. */
  svg: string;
  /** Satori's part alone (text, cards, photos in boxes), for checks and tests. */
  textLayer: string;
  /** Satori's layout of every node, for checks and tests. */
  nodes: SatoriNode[];
}

/** One slide in both download formats: the PNG, and the JPEG Instagram's publishing API takes. */
export interface RenderedSlide {
  png: Buffer;
  jpeg: Buffer;
}

export interface Renderer {
  /** One slide as a PNG of its format's size (1080x1350 unless the input says otherwise). */
  renderSlide(input: RenderSlideInput): Promise<Buffer>;
  /** A whole carousel as PNGs, in order; the slides are drawn in parallel, one a core in the process. */
  renderSlides(inputs: readonly RenderSlideInput[]): Promise<Buffer[]>;
  /**
   * A whole carousel as PNG and JPEG (sRGB, quality 92), in order, each slide drawn once. The download: an image
   * a slide was given but cannot draw fails it with ImageNotDrawnError instead of being left out.
   */
  renderCarousel(inputs: readonly RenderSlideInput[]): Promise<RenderedSlide[]>;
  /**
   * A sample cover in the template's design, as a PNG of `width` px (default 540).
   * `images` holds the design's background image when it comes from storage.
   */
  renderTemplatePreview(
    design: TemplateDesign,
    options?: { width?: number; images?: ReadonlyMap<string, Uint8Array>; format?: SlideFormat },
  ): Promise<Buffer>;
  /**
   * One slide as a small JPEG (`width` px wide) for the editor's live preview: drawn at full size, so the
   * text wraps exactly as in the download, then scaled; no PNG is encoded.
   */
  renderSlidePreview(input: RenderSlideInput, width: number): Promise<Buffer>;
  /** The slide as satori's SVG (backdrop + text): a second, independent layout, for checks and tests. */
  renderSlideSvg(input: RenderSlideInput): Promise<RenderedSvg>;
  /** The layout tree and backdrop, for drawing the same slide elsewhere (bench). */
  buildSlideScene(input: RenderSlideInput): Promise<SlideScene>;
  /** The same slide as a self-contained HTML page, for a browser to screenshot (bench). */
  renderSlideHtml(input: RenderSlideInput): Promise<string>;
  /**
   * Makes what a worker's first carousels would otherwise wait for: the bundled textures in the default format
   * (~160 ms of CPU each on first use, a third of a cold carousel's time).
   */
  warmUp(): Promise<void>;
}

export interface RendererOptions extends Pick<TakumiEngineOptions, 'keepBackdrops'> {
  /** Told when an image is missing or unreadable and a preview is drawn without it. */
  onWarning?: WarningHandler;
  /**
   * A local directory where drawn backdrops are kept across processes (raster/backdrop-store.ts); failures to
   * use it are told to `onWarning`, and slides are drawn without it.
   */
  backdropDir?: string;
}

/** Fraction of a column our measured lines may fill; see FitOptions.widthSafety. */
const DEFAULT_WIDTH_SAFETY = 0.97;
const MAX_REFITS = 2;
/**
 * Fast zlib, no filter search. Level 2 rather than 4: 14% less CPU for a flat slide's PNG (10.5 vs 12.2 ms),
 * ~95 KB instead of ~75 KB; still lossless and small beside the JPEG.
 */
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;
/** Instagram recompresses anything it gets; at 92 the text edges survive that second pass. */
export const JPEG_QUALITY = 92;
/**
 * 4:2:0 as Instagram itself re-encodes; 4:4:4 cost twice the CPU for edges Instagram then drops.
 * No optimised Huffman tables: a second pass over the image for files ~6% smaller, far under 8 MB anyway.
 */
const JPEG_OPTIONS = {
  quality: JPEG_QUALITY,
  chromaSubsampling: '4:2:0',
  mozjpeg: false,
  optimiseCoding: false,
} as const;
/** A preview is looked at once, on a screen, at half size or less. */
const PREVIEW_JPEG_OPTIONS = { quality: 80, chromaSubsampling: '4:2:0', mozjpeg: false } as const;

export const PREVIEW_SLIDE: Slide = {
  kind: 'cover',
  eyebrow: 'Prévia do estilo',
  title: 'Sua história começa aqui, com emoção e ação',
};

function getFaceKey(face: FaceRef): string {
  return `${face.family}/${face.weight}/${face.style}`;
}

async function drawSvg(scene: SlideScene, assets: RenderAssets, warn: WarningHandler): Promise<RenderedSvg> {
  const nodes: SatoriNode[] = [];
  // Loaded on first use: satori draws only for checks, tests and the bench, and a worker need not hold it.
  const { default: satori } = await import('satori');
  const textLayer = await satori(scene.tree, {
    width: scene.width,
    height: scene.height,
    fonts: assets.fonts.satoriFonts,
    onNodeDetected: (node) => nodes.push(node),
    // Satori asks only for what no registered face covers: emoji come from Twemoji;
    // anything else (a Chinese character, a rare symbol) is reported and left out.
    loadAdditionalAsset: async (code, segment) => {
      if (code === 'emoji') {
        const emoji = assets.loadEmoji(segment);
        if (!emoji) warn(`Emoji sem imagem: ${segment}`);
        return emoji ?? '';
      }
      warn(`Caracteres sem fonte (${code}): ${segment}`);
      return [];
    },
  });
  return { svg: composeSvg(textLayer, scene.background), textLayer, nodes };
}

/** Tightens a face's width safety after a line came out wider than it was fitted to; the lesson is kept. */
function learn(safety: Map<string, number>, overflows: readonly FitOverflow[]): void {
  for (const overflow of overflows) {
    const current = safety.get(overflow.faceKey) ?? DEFAULT_WIDTH_SAFETY;
    const corrected = (current * overflow.fitWidth) / overflow.actualWidth - 0.005;
    safety.set(overflow.faceKey, Math.min(current, corrected));
  }
}

/**
 * The slide renderer. Fonts, metrics, emoji and textures load once per process and are
 * shared by every renderer; a renderer adds only its per-face width corrections.
 */
export function createRenderer(options: RendererOptions = {}): Renderer {
  const assets = getRenderAssets();
  const warn: WarningHandler = options.onWarning ?? (() => {});
  const safety = new Map<string, number>();
  const widthSafety = (face: FaceRef) => safety.get(getFaceKey(face)) ?? DEFAULT_WIDTH_SAFETY;

  const store = options.backdropDir
    ? createBackdropStore({
        dir: options.backdropDir,
        onError: (error) => warn(`Fundos guardados em disco indisponíveis: ${(error as Error).message}`),
      })
    : undefined;
  const engine = createTakumiEngine(assets, warn, { keepBackdrops: options.keepBackdrops, store });
  // Takumi and sharp work on libuv's threads: one slide a core in the whole process keeps the cores busy.
  const slots = getSlideSlots();
  const inSlots = <T>(inputs: readonly RenderSlideInput[], task: (input: RenderSlideInput) => Promise<T>) =>
    Promise.all(inputs.map((input) => slots.run(() => task(input))));

  async function renderSlideSvg(input: RenderSlideInput): Promise<RenderedSvg> {
    for (let attempt = 0; ; attempt++) {
      const scene = await buildSlideScene(input, assets, widthSafety, warn);
      const rendered = await drawSvg(scene, assets, warn);
      const overflows = findOverflows(rendered.nodes);
      if (overflows.length === 0 || attempt >= MAX_REFITS) return rendered;
      learn(safety, overflows);
    }
  }

  /** The scene Takumi will draw, refitted while any line comes out wider than fitted. */
  async function buildFittedScene(input: RenderSlideInput, policy: ImagePolicy): Promise<SlideScene> {
    for (let attempt = 0; ; attempt++) {
      const scene = await buildSlideScene(input, assets, widthSafety, warn, policy);
      const overflows = await engine.findOverflows(scene);
      if (overflows.length === 0 || attempt >= MAX_REFITS) return scene;
      learn(safety, overflows);
    }
  }

  /**
   * Draws the slide and hands `encode` one RGB copy of Takumi's pixels, which each of sharp's encoders reads
   * (libvips' PNG and JPEG encoders are faster than Takumi's; dropping the alpha once here is cheaper than
   * letting each encoder do it). The copy is reused by the next slide once `encode` is done.
   */
  async function drawThen<T>(
    input: RenderSlideInput,
    encode: (rgb: Buffer, raw: { width: number; height: number; channels: 3 }) => Promise<T>,
    policy: ImagePolicy = 'leave-out',
  ): Promise<T> {
    const scene = await buildFittedScene(input, policy);
    const pixels = await engine.draw(scene);
    return withRgbCopy(pixels, (rgb) => {
      // Copied: Takumi's 5.8 MB go now rather than at the next full garbage collection.
      releasePixels(pixels.rgba);
      return encode(rgb, { width: scene.width, height: scene.height, channels: 3 });
    });
  }

  function renderPng(input: RenderSlideInput): Promise<Buffer> {
    return drawThen(input, (rgb, raw) => sharp(rgb, { raw }).png(PNG_OPTIONS).toBuffer());
  }

  async function renderBoth(input: RenderSlideInput): Promise<RenderedSlide> {
    const [png, jpeg] = await drawThen(
      input,
      (rgb, raw) =>
        Promise.all([
          sharp(rgb, { raw }).png(PNG_OPTIONS).toBuffer(),
          sharp(rgb, { raw }).jpeg(JPEG_OPTIONS).toBuffer(),
        ]),
      'require',
    );
    // The pixels are sRGB already: the profile is attached, not converted to.
    return { png, jpeg: await tagJpegAsSrgb(jpeg) };
  }

  return {
    renderSlideSvg,
    buildSlideScene: (input) => buildSlideScene(input, assets, widthSafety, warn),
    renderSlideHtml: async (input) =>
      renderSceneHtml(await buildSlideScene(input, assets, widthSafety, warn), assets.fonts),
    renderSlide: (input) => slots.run(() => renderPng(input)),
    renderSlidePreview: (input, width) =>
      slots.run(() =>
        drawThen(input, (rgb, raw) =>
          sharp(rgb, { raw }).resize(width).jpeg(PREVIEW_JPEG_OPTIONS).toBuffer(),
        ),
      ),
    renderSlides: (inputs) => inSlots(inputs, renderPng),
    async warmUp() {
      const { width, height } = getSlideSize();
      // One at a time: a worker warming up may already be drawing a carousel on the other core.
      for (const name of BUNDLED_BACKGROUND_NAMES) await assets.loadBundledBackground(name, width, height);
    },
    renderCarousel: (inputs) => inSlots(inputs, renderBoth),
    async renderTemplatePreview(design, previewOptions = {}) {
      const png = await slots.run(() =>
        renderPng({
          design,
          slide: PREVIEW_SLIDE,
          index: 0,
          total: 6,
          images: previewOptions.images,
          format: previewOptions.format,
        }),
      );
      const width = previewOptions.width ?? SLIDE_WIDTH / 2;
      return sharp(png).resize(width).removeAlpha().png(PNG_OPTIONS).toBuffer();
    },
  };
}

export { SLIDE_HEIGHT, SLIDE_WIDTH };
