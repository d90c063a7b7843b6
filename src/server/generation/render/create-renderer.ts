import { availableParallelism } from 'node:os';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type SatoriNode } from 'satori';
import sharp from 'sharp';
import type { TemplateDesign } from '../templates/design-schema';
import type { Slide } from '../writer/types';
import { getRenderAssets, type RenderAssets } from './assets/render-assets';
import { composeSvg } from './compose/compose-svg';
import { renderSceneHtml } from './compose/to-html';
import type { FaceRef } from './fonts/load-fonts';
import {
  buildSlideScene,
  type RenderSlideInput,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  type SlideScene,
  type WarningHandler,
} from './scene';
import { findOverflows } from './text/verify-fit';

export interface RenderedSvg {
  /** The whole slide: backdrop and text layer. */
  svg: string;
  /** Satori's part alone (text, cards, photos in boxes), for checks and tests. */
  textLayer: string;
  /** Satori's layout of every node, for checks and tests. */
  nodes: SatoriNode[];
}

export interface Renderer {
  /** One slide as a 1080x1350 PNG. */
  renderSlide(input: RenderSlideInput): Promise<Buffer>;
  /** A whole carousel, in order; layout of one slide overlaps rasterising of another. */
  renderSlides(inputs: readonly RenderSlideInput[]): Promise<Buffer[]>;
  /**
   * A sample cover in the template's design, as a PNG of `width` px (default 540).
   * `images` holds the design's background image when it comes from storage.
   */
  renderTemplatePreview(
    design: TemplateDesign,
    options?: { width?: number; images?: ReadonlyMap<string, Uint8Array> },
  ): Promise<Buffer>;
  /** The slide as SVG (backdrop + text), before rasterising. */
  renderSlideSvg(input: RenderSlideInput): Promise<RenderedSvg>;
  /** The layout tree and backdrop, for drawing the same slide elsewhere (bench). */
  buildSlideScene(input: RenderSlideInput): Promise<SlideScene>;
  /** The same slide as a self-contained HTML page, for a browser to screenshot (bench). */
  renderSlideHtml(input: RenderSlideInput): Promise<string>;
}

export interface RendererOptions {
  /** Told when an image is missing or unreadable and the slide is drawn without it. */
  onWarning?: WarningHandler;
}

/** Fraction of a column our measured lines may fill; see FitOptions.widthSafety. */
const DEFAULT_WIDTH_SAFETY = 0.97;
const MAX_REFITS = 2;
/** Fast zlib, no filter search: PNGs ~5% larger, encoded 3x faster. */
const PNG_OPTIONS = { compressionLevel: 4, adaptiveFiltering: false } as const;

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

/** resvg and sharp both run on libuv's thread pool, so the next slide's layout proceeds meanwhile. */
async function rasterize(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width } });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png(PNG_OPTIONS)
    .toBuffer();
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

  async function renderSlideSvg(input: RenderSlideInput): Promise<RenderedSvg> {
    for (let attempt = 0; ; attempt++) {
      const scene = await buildSlideScene(input, assets, widthSafety, warn);
      const rendered = await drawSvg(scene, assets, warn);
      const overflows = findOverflows(rendered.nodes);
      if (overflows.length === 0 || attempt >= MAX_REFITS) return rendered;
      for (const overflow of overflows) {
        const current = safety.get(overflow.faceKey) ?? DEFAULT_WIDTH_SAFETY;
        const corrected = (current * overflow.fitWidth) / overflow.actualWidth - 0.005;
        safety.set(overflow.faceKey, Math.min(current, corrected));
      }
    }
  }

  return {
    renderSlideSvg,
    buildSlideScene: (input) => buildSlideScene(input, assets, widthSafety, warn),
    renderSlideHtml: async (input) =>
      renderSceneHtml(await buildSlideScene(input, assets, widthSafety, warn), assets.fonts),
    async renderSlide(input) {
      const { svg } = await renderSlideSvg(input);
      return rasterize(svg, SLIDE_WIDTH);
    },
    async renderSlides(inputs) {
      const results: Buffer[] = new Array(inputs.length);
      let next = 0;
      const lanes = Math.max(1, Math.min(inputs.length, availableParallelism()));
      const work = async () => {
        for (let index = next++; index < inputs.length; index = next++) {
          const input = inputs[index];
          if (input) results[index] = await rasterize((await renderSlideSvg(input)).svg, SLIDE_WIDTH);
        }
      };
      await Promise.all(Array.from({ length: lanes }, work));
      return results;
    },
    async renderTemplatePreview(design, previewOptions = {}) {
      const { svg } = await renderSlideSvg({
        design,
        slide: PREVIEW_SLIDE,
        index: 0,
        total: 6,
        images: previewOptions.images,
      });
      return rasterize(svg, previewOptions.width ?? SLIDE_WIDTH / 2);
    },
  };
}

export { SLIDE_HEIGHT, SLIDE_WIDTH };
