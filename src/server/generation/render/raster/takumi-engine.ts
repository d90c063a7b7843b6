import { createHash } from 'node:crypto';
import {
  type ImageSource,
  type MeasuredNode,
  type Node as TakumiNode,
  Renderer as TakumiRenderer,
} from '@takumi-rs/core';
import type { RenderAssets } from '../assets/render-assets';
import { wrapBackgroundSvg } from '../compose/background-layer';
import type { SlideScene, WarningHandler } from '../scene';
import type { FitOverflow } from '../text/verify-fit';
import { toTakumiTree } from './to-takumi-node';

/**
 * Slides drawn by Takumi (Rust: layout, text shaping and rasterising in one native call, straight to
 * PNG or JPEG), the backdrop rasterised once by resvg and kept as raw pixels. See
 * docs/decisions/0013-slides-drawn-by-takumi.md for the measurements behind the choice.
 */

export type RasterFormat = 'png' | 'jpeg' | 'raw';

export interface RasterOptions {
  format: RasterFormat;
  /** JPEG quality. */
  quality?: number;
}

/**
 * Takumi's cache of decoded images and rasterised SVG: backdrops (5.8 MB of pixels each, the slow part
 * to draw, repeated across the slides and carousels of a template), photos, emoji and icons. 64 MB holds
 * about ten backdrops: at 48 MB a worker cycling through ten templates drew every backdrop again (a slide's
 * CPU went from 22 to 32 ms); 96 MB kept a worker above its 400 MB memory budget
 * (docs/decisions/0013-slides-drawn-by-takumi.md).
 */
const TAKUMI_CACHE_BYTES = 64 * 2 ** 20;
/** Sub-pixel differences are rounding, not overflow. */
const TOLERANCE_PX = 0.75;

export interface TakumiEngine {
  render(scene: SlideScene, options: RasterOptions): Promise<Buffer>;
  /** Lines Takumi lays out wider than they were fitted to (the fitter then tightens that face). */
  findOverflows(scene: SlideScene): Promise<FitOverflow[]>;
}

function findMeasured(root: MeasuredNode, path: readonly number[]): MeasuredNode | undefined {
  let node: MeasuredNode | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

let shared: Promise<TakumiRenderer> | undefined;

/** One Takumi renderer per process (per worker thread): fonts are registered once. */
function getTakumi(assets: RenderAssets): Promise<TakumiRenderer> {
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

/**
 * The backdrop goes to Takumi as SVG bytes under a key made from its content: Takumi rasterises it
 * once and keeps the pixels in its cache, so the next slide with the same backdrop only composites.
 */
function prepareBackdrop(scene: SlideScene): { node: TakumiNode; source: ImageSource } {
  const svg = wrapBackgroundSvg(scene.background, scene.width, scene.height);
  const src = `backdrop:${createHash('sha1').update(svg).digest('base64url')}`;
  return {
    node: {
      type: 'image',
      src,
      width: scene.width,
      height: scene.height,
      style: { position: 'absolute', left: 0, top: 0, width: scene.width, height: scene.height },
    },
    source: { src, data: Buffer.from(svg) },
  };
}

/** The text layer alone: the fit check needs the layout, not the backdrop. */
const NO_BACKDROP: TakumiNode = { type: 'container', style: { position: 'absolute' } };

export function createTakumiEngine(assets: RenderAssets, warn: WarningHandler): TakumiEngine {
  const context = { loadEmoji: assets.loadEmoji, warn };
  return {
    async render(scene, options) {
      const takumi = await getTakumi(assets);
      const backdrop = prepareBackdrop(scene);
      const { root } = toTakumiTree(scene.tree, backdrop.node, scene, context);
      return takumi.render(root, {
        width: scene.width,
        height: scene.height,
        format: options.format,
        quality: options.quality,
        images: [backdrop.source],
      });
    },
    async findOverflows(scene) {
      const takumi = await getTakumi(assets);
      const { root, lines } = toTakumiTree(scene.tree, NO_BACKDROP, scene, context);
      const measured = await takumi.measure(root, { width: scene.width, height: scene.height });
      const overflows: FitOverflow[] = [];
      for (const line of lines) {
        const node = findMeasured(measured, line.path);
        if (node && node.width > line.fitWidth + TOLERANCE_PX) {
          overflows.push({ fitWidth: line.fitWidth, actualWidth: node.width, faceKey: line.faceKey });
        }
      }
      return overflows;
    },
  };
}
