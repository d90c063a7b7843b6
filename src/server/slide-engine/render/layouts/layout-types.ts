import type { DesignPalette, TemplateDesign } from '../../templates/design-schema';
import type { IconName } from '../assets/icons';
import type { PreparedImage } from '../assets/prepare-image';
import type { ShapeBox } from '../compose/backdrop-shapes';
import type { SlideNode } from '../compose/element';
import type { FaceRef } from '../fonts/load-fonts';
import type { Slide } from '../slide';
import type { BlockSpec, FitResult } from '../text/fit-blocks';

export type PhotoPlacement =
  | { mode: 'none' }
  /** Behind everything, full size, under a scrim of [top, bottom] colours. */
  | { mode: 'bleed'; scrim: readonly [string, string] }
  | { mode: 'box'; width: number; height: number };

export interface SlideContext {
  design: TemplateDesign;
  slide: Slide;
  /** 0-based */
  index: number;
  total: number;
  width: number;
  height: number;
  /** The design's palette, switched to light text when a photo bleeds behind the slide. */
  palette: DesignPalette;
  /** The slide's image prepared for a 'box' placement. */
  photo?: PreparedImage;
  hasBleedPhoto: boolean;
  /**
   * px of slide above this layout's box (a story's layout sits below Instagram's top bar): a panel that
   * should reach the slide's top edge extends this far up; text never goes there.
   */
  bleedTop?: number;
  /**
   * px of slide below this layout's box: a story's bottom bar zone and, on a signed slide, the signature
   * strip. A bar that should reach the slide's bottom edge extends this far down; text never goes there.
   */
  bleedBottom?: number;
  /** A signature is drawn in the strip under this layout's box (brand/signature.ts). */
  hasSignature?: boolean;
  /**
   * The backdrop's solid shapes (a corner block, a moon; compose/backdrop-shapes.ts) in this layout's
   * coordinates: text keeps clear of them (page.ts getShapeRoom) and cues move off them (chrome.ts).
   */
  shapes: readonly ShapeBox[];
  fit(specs: readonly BlockSpec[], maxHeight: number, maxScale?: number): FitResult;
  icon(name: IconName, color: string, size: number): string;
  /** Width in px of a single line (for decorative type sized to fit). */
  measure(text: string, face: FaceRef, size: number): number;
}

export interface SlideSize {
  width: number;
  height: number;
}

export interface Layout {
  /**
   * Where the slide's photo goes on a slide of this size (photo boxes shrink on shorter formats).
   * `layoutHeight` is the height the layout will get (less a story's bars and a signature's strip).
   */
  placePhoto(slide: Slide, design: TemplateDesign, size: SlideSize, layoutHeight: number): PhotoPlacement;
  build(context: SlideContext): SlideNode;
  /**
   * The colours of a bar this layout runs under the signature strip (bleedBottom), so the signature is drawn
   * readable on it; missing means the signature sits on the slide's own ground.
   */
  getSignatureGround?(design: TemplateDesign): { ground: string; text: string };
}

export function isFirst(context: SlideContext): boolean {
  return context.index === 0;
}

export function isLast(context: SlideContext): boolean {
  return context.index === context.total - 1;
}
