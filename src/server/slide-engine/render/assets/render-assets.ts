import { type FontSet, loadFontSet } from '../fonts/load-fonts';
import {
  createInkMeasurer,
  createTextMeasurer,
  type MeasureInk,
  type MeasureText,
} from '../text/measure-text';
import { type BundledBackgroundLoader, createBundledBackgroundLoader } from './bundled-backgrounds';
import { createEmojiLoader, type EmojiLoader } from './emoji';
import { createIconLoader, type IconLoader } from './icons';
import { createImagePreparer, type ImagePreparer } from './prepare-image';

/** What every render needs and nothing should load twice: fonts, their metrics, emoji, icons, textures. */
export interface RenderAssets {
  fonts: FontSet;
  measure: MeasureText;
  measureInk: MeasureInk;
  loadEmoji: EmojiLoader;
  loadIcon: IconLoader;
  loadBundledBackground: BundledBackgroundLoader;
  prepareImage: ImagePreparer;
}

let shared: RenderAssets | undefined;

/** Loaded on first use and kept for the life of the process; every renderer shares them. */
export function getRenderAssets(): RenderAssets {
  if (!shared) {
    const fonts = loadFontSet();
    shared = {
      fonts,
      measure: createTextMeasurer(fonts),
      measureInk: createInkMeasurer(fonts),
      loadEmoji: createEmojiLoader(),
      loadIcon: createIconLoader(),
      loadBundledBackground: createBundledBackgroundLoader(),
      prepareImage: createImagePreparer(),
    };
  }
  return shared;
}
