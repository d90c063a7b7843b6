import type { Node as TakumiNode } from '@takumi-rs/core';
import type { FittedLineRef } from './to-takumi-node';

/**
 * The fit check's tree: the slide's fitted lines alone, one under the other, each with the text style it
 * inherits. A line's width depends only on its text and that style (`white-space: pre`, never stretched), so
 * Takumi measures the same widths as on the whole slide in half the time: no boxes, photos or backdrop to lay
 * out (docs/decisions/0013-slides-drawn-by-takumi.md). raster/line-sheet.test.ts holds it to the whole slide.
 */

/** CSS properties a line inherits from its ancestors that can change its width. */
const INHERITED = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'fontStretch',
  'fontVariant',
  'fontFeatureSettings',
  'fontVariationSettings',
  'fontKerning',
  'letterSpacing',
  'wordSpacing',
  'textTransform',
  'whiteSpace',
] as const;

type Declarations = NonNullable<TakumiNode['style']>;

/** A sheet wide enough that no line is squeezed: the check reads each line's natural width. */
export const LINE_SHEET_WIDTH = 8000;

function readChildren(node: TakumiNode): TakumiNode[] {
  return 'children' in node && Array.isArray(node.children) ? node.children : [];
}

function inheritFrom(style: Declarations | undefined, into: Record<string, unknown>): void {
  if (!style) return;
  for (const property of INHERITED) {
    const value = (style as Record<string, unknown>)[property];
    if (value !== undefined) into[property] = value;
  }
}

/** The line at `path`, with the style it inherits on the way down from `root`. */
function takeLine(root: TakumiNode, path: readonly number[]): TakumiNode | undefined {
  const inherited: Record<string, unknown> = {};
  let node: TakumiNode | undefined = root;
  for (const index of path) {
    if (!node) return undefined;
    inheritFrom(node.style, inherited);
    node = readChildren(node)[index];
  }
  if (!node) return undefined;
  const own = { ...(node.style ?? {}) } as Record<string, unknown>;
  // Where the line sits and how wide its box is are the slide's business: the sheet wants its text's width.
  for (const property of [
    'position',
    'left',
    'right',
    'top',
    'bottom',
    'width',
    'minWidth',
    'maxWidth',
    'flex',
    'flexGrow',
    'flexBasis',
    'alignSelf',
    'margin',
    'marginLeft',
    'marginRight',
    'marginTop',
    'marginBottom',
    'transform',
  ]) {
    delete own[property];
  }
  return { ...node, style: { ...inherited, ...own, flexShrink: 0 } as Declarations } as TakumiNode;
}

/** One sheet holding every fitted line in `lines`' order; a line no longer found is an empty box. */
export function toLineSheet(root: TakumiNode, lines: readonly FittedLineRef[]): TakumiNode {
  return {
    type: 'container',
    style: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width: LINE_SHEET_WIDTH },
    children: lines.map((line) => takeLine(root, line.path) ?? { type: 'container', style: {} }),
  };
}
