import { createHash } from 'node:crypto';
import { renderAsync as renderSvg } from '@resvg/resvg-js';
import { type ImageSource, type Node as TakumiNode, Renderer as TakumiRenderer } from '@takumi-rs/core';
import type { RenderAssets } from '../assets/render-assets';
import { wrapBackgroundSvg } from '../compose/background-layer';
import type { SlideScene, WarningHandler } from '../scene';
import type { FitOverflow } from '../text/verify-fit';
import { createBackdropCache } from './backdrop-cache';
import type { BackdropStore } from './backdrop-store';
import { LINE_SHEET_WIDTH, toLineSheet } from './line-sheet';
import { releasePixels } from './release-pixels';
import { rgbaToRgb, type SlidePixels } from './rgba-to-rgb';
import { toTakumiTree } from './to-takumi-node';

/**
 * Slides drawn by Takumi (Rust: layout, text shaping and rasterising in one native call), the backdrop
 * rasterised once and kept as raw pixels. See docs/decisions/0013-slides-drawn-by-takumi.md for the
 * measurements behind the choice.
 */

export type RasterFormat = 'png' | 'jpeg' | 'raw';

export interface RasterOptions {
  format: RasterFormat;
  /** JPEG quality. */
  quality?: number;
}

/**
 * Backdrops' RGB (4.4 MB each at 4:5, the slow part to draw, the same in every carousel of a template): 40 MB
 * hold nine, a whole carousel's. Takumi's own cache of decoded images and rasterised SVG keeps photos, emoji,
 * icons and the backdrops of the slides it draws whole (those with pictures). Together they hold less than
 * Takumi's 64 MB did: more kept a worker above its 400 MB memory budget (docs/decisions/0013-slides-drawn-by-takumi.md).
 */
const BACKDROP_CACHE_BYTES = 40 * 2 ** 20;
const TAKUMI_CACHE_BYTES = 16 * 2 ** 20;
/** Sub-pixel differences are rounding, not overflow. */
const TOLERANCE_PX = 0.75;

export interface TakumiEngine {
  /**
   * The slide's pixels for the encoders: its text layer drawn on a transparent canvas with the backdrop's RGB
   * to lay it over, or, when a picture is on the slide, the whole slide as Takumi draws it.
   */
  draw(scene: SlideScene): Promise<SlidePixels>;
  /** The whole slide drawn by Takumi, backdrop included: the reference `draw` is checked against. */
  render(scene: SlideScene, options: RasterOptions): Promise<Buffer>;
  /** Lines Takumi lays out wider than they were fitted to (the fitter then tightens that face). */
  findOverflows(scene: SlideScene): Promise<FitOverflow[]>;
}

let shared: Promise<TakumiRenderer> | undefined;

/** One Takumi renderer per process (per worker thread): fonts are registered once. */
export function getTakumi(assets: RenderAssets): Promise<TakumiRenderer> {
  if (!shared) {
    shared = (async () => {
      const renderer = new TakumiRenderer({ cacheMaxBytes: TAKUMI_CACHE_BYTES });
      for (const face of assets.fonts.faces) {
        await renderer.registerFont({
          name: face.family,
          data: face.data,
          weight: face.weight,
          style: face.style,
        });
      }
      return renderer;
    })();
  }
  return shared;
}

/** A slide's backdrop as SVG, and the key its pixels are kept under (made from its content). */
interface Backdrop {
  svg: string;
  key: string;
}

function prepareBackdrop(scene: SlideScene): Backdrop {
  const svg = wrapBackgroundSvg(scene.background, scene.width, scene.height);
  return { svg, key: `backdrop:${createHash('sha1').update(svg).digest('base64url')}` };
}

/**
 * For a slide Takumi draws whole: the backdrop as an image under the text, its SVG bytes handed over under the
 * backdrop's key, so Takumi rasterises it once and keeps the pixels in its cache.
 */
function toTakumiBackdrop(scene: SlideScene, backdrop: Backdrop): { node: TakumiNode; source: ImageSource } {
  const { width, height } = scene;
  return {
    node: {
      type: 'image',
      src: backdrop.key,
      width,
      height,
      style: { position: 'absolute', left: 0, top: 0, width, height },
    },
    source: { src: backdrop.key, data: Buffer.from(backdrop.svg) },
  };
}

/** Backdrops are the same for every renderer in the process, as Takumi's own cache is. */
const backdrops = createBackdropCache(BACKDROP_CACHE_BYTES);

/**
 * The backdrop alone, as RGB, rasterised by resvg (the rasteriser Takumi runs on the same SVG inside a slide).
 * Straight from resvg rather than through Takumi: Takumi would composite the raster into a blank canvas and
 * copy it out, ~3 ms for nothing. raster/composited-slide.test.ts holds the result to the slide Takumi draws.
 */
async function drawBackdrop(backdrop: Backdrop): Promise<Buffer> {
  // On libuv's threads, as Takumi's drawing is. No text in a backdrop: the system's fonts would only cost time.
  const { pixels } = await renderSvg(backdrop.svg, { font: { loadSystemFonts: false } });
  const rgb = rgbaToRgb(pixels);
  releasePixels(pixels);
  return rgb;
}

export interface TakumiEngineOptions {
  /**
   * false: every slide rasterises its backdrop afresh, as a template's first slide on a machine does (the bench's
   * cold figure). Default: backdrops are kept in the process's cache, and in `store` when given.
   */
  keepBackdrops?: boolean;
  /** Backdrops kept on disk, read when the process's cache does not hold them. */
  store?: BackdropStore;
}

/** Draws each time, keeps nothing. */
const NO_BACKDROP_CACHE = { get: (_key: string, draw: () => Promise<Buffer>) => draw() };

export function createTakumiEngine(
  assets: RenderAssets,
  warn: WarningHandler,
  options: TakumiEngineOptions = {},
): TakumiEngine {
  const context = { loadEmoji: assets.loadEmoji, isIcon: assets.loadIcon.isIcon, warn };
  const keep = options.keepBackdrops !== false;
  const backdropCache = keep ? backdrops : NO_BACKDROP_CACHE;
  const store = keep ? options.store : undefined;

  /** The backdrop's RGB from the disk store, or rasterised (and then stored). */
  async function loadBackdrop(scene: SlideScene, backdrop: Backdrop): Promise<Buffer> {
    const stored = await store?.read(backdrop.key, scene.width * scene.height * 3);
    if (stored) return stored;
    const drawn = await drawBackdrop(backdrop);
    store?.write(backdrop.key, drawn);
    return drawn;
  }

  async function renderWhole(
    scene: SlideScene,
    options: RasterOptions,
    backdrop = prepareBackdrop(scene),
  ): Promise<Buffer> {
    const takumi = await getTakumi(assets);
    const image = toTakumiBackdrop(scene, backdrop);
    const { root } = toTakumiTree(scene.tree, image.node, scene, context);
    return takumi.render(root, {
      width: scene.width,
      height: scene.height,
      format: options.format,
      quality: options.quality,
      images: [image.source],
    });
  }

  return {
    async draw(scene) {
      const takumi = await getTakumi(assets);
      const layer = toTakumiTree(scene.tree, undefined, scene, context);
      const backdrop = prepareBackdrop(scene);
      // A picture scaled by Takumi can leave an edge pixel whose colour, turned back from premultiplied alpha
      // on a transparent canvas, wraps past 255 (white to black); over an opaque backdrop it cannot.
      if (layer.pictures) {
        return { rgba: await renderWhole(scene, { format: 'raw' }, backdrop), width: scene.width };
      }
      const [rgba, under] = await Promise.all([
        takumi.render(layer.root, { width: scene.width, height: scene.height, format: 'raw' }),
        backdropCache.get(backdrop.key, () => loadBackdrop(scene, backdrop)),
      ]);
      return { rgba, backdrop: under, width: scene.width };
    },
    render: (scene, options) => renderWhole(scene, options),
    async findOverflows(scene) {
      const takumi = await getTakumi(assets);
      const { root, lines } = toTakumiTree(scene.tree, undefined, scene, context);
      if (lines.length === 0) return [];
      const measured = await takumi.measure(toLineSheet(root, lines), { width: LINE_SHEET_WIDTH });
      const overflows: FitOverflow[] = [];
      for (const [index, line] of lines.entries()) {
        const node = measured.children[index];
        if (node && node.width > line.fitWidth + TOLERANCE_PX) {
          overflows.push({ fitWidth: line.fitWidth, actualWidth: node.width, faceKey: line.faceKey });
        }
      }
      return overflows;
    },
  };
}
