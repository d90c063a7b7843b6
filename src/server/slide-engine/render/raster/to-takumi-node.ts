import type { Node as TakumiNode } from '@takumi-rs/core';
import type { SlideChild, SlideNode, Style } from '../compose/element';
import { isEmojiGrapheme, splitGraphemes } from '../text/graphemes';

/**
 * Our layout tree (the React-element-like objects satori also reads) as Takumi nodes. Emoji
 * become 1em Twemoji images beside the text, as satori draws them: no emoji font is
 * registered and the renderer must never fetch one.
 */

export interface FittedLineRef {
  /** Child indexes from the root to the line's node. */
  path: number[];
  fitWidth: number;
  faceKey: string;
}

export interface ConvertContext {
  loadEmoji: (emoji: string) => string | undefined;
  /** Our one-colour line icons, as opposed to pictures (photos, avatars, emoji). */
  isIcon: (src: string) => boolean;
  warn: (message: string) => void;
}

/** What the conversion found on the way: the lines to check, and whether any picture is drawn. */
interface Found {
  lines: FittedLineRef[];
  pictures: boolean;
}

type Declarations = NonNullable<TakumiNode['style']>;

function toDeclarations(style: Style): Declarations {
  return style as Declarations;
}

function splitEmoji(
  text: string,
  fontSize: number,
  context: ConvertContext,
  found: Found,
): TakumiNode[] | undefined {
  const graphemes = splitGraphemes(text);
  if (!graphemes.some(isEmojiGrapheme)) return undefined;
  const parts: TakumiNode[] = [];
  let run = '';
  for (const grapheme of graphemes) {
    if (!isEmojiGrapheme(grapheme)) {
      run += grapheme;
      continue;
    }
    if (run) parts.push({ type: 'text', text: run });
    run = '';
    const src = context.loadEmoji(grapheme);
    if (!src) {
      context.warn(`Emoji sem imagem: ${grapheme}`);
      continue;
    }
    found.pictures = true;
    parts.push({
      type: 'image',
      src,
      width: fontSize,
      height: fontSize,
      style: { width: fontSize, height: fontSize },
    });
  }
  if (run) parts.push({ type: 'text', text: run });
  return parts;
}

function readFontSize(style: Style, inherited: number): number {
  return typeof style.fontSize === 'number' ? style.fontSize : inherited;
}

function convertChild(
  child: SlideChild,
  path: number[],
  fontSize: number,
  context: ConvertContext,
  found: Found,
): TakumiNode {
  if (typeof child === 'string') return { type: 'text', text: child };
  return convertNode(child, path, fontSize, context, found);
}

function convertNode(
  node: SlideNode,
  path: number[],
  inheritedSize: number,
  context: ConvertContext,
  found: Found,
): TakumiNode {
  const style = toDeclarations(node.props.style);
  if (node.type === 'img') {
    if (!context.isIcon(node.props.src ?? '')) found.pictures = true;
    return {
      type: 'image',
      src: node.props.src ?? '',
      width: node.props.width,
      height: node.props.height,
      // Satori sizes every box border-box; Takumi's images default to content-box, which
      // would grow a framed photo by its border.
      style: { boxSizing: 'border-box', objectFit: 'fill', ...style },
    };
  }
  const fontSize = readFontSize(node.props.style, inheritedSize);
  if (typeof node.key === 'string' && node.key.startsWith('fit:')) {
    const [, width, faceKey] = node.key.split(':');
    found.lines.push({ path, fitWidth: Number(width), faceKey: faceKey ?? '' });
  }
  const children = node.props.children;
  if (typeof children === 'string') {
    const parts = splitEmoji(children, fontSize, context, found);
    // A lone string: the container's own text, so the line's box is the text's box.
    return { type: 'container', style, children: parts ?? [{ type: 'text', text: children }] };
  }
  return {
    type: 'container',
    style,
    children: (children ?? []).map((child, index) => {
      if (typeof child === 'string') {
        const parts = splitEmoji(child, fontSize, context, found);
        if (parts)
          return { type: 'container', style: { display: 'flex', alignItems: 'center' }, children: parts };
      }
      return convertChild(child, [...path, index], fontSize, context, found);
    }),
  };
}

/** Stands in for the backdrop when it is not drawn by Takumi: the layout keeps its place in the tree. */
const NO_BACKDROP: TakumiNode = { type: 'container', style: { position: 'absolute' } };

/**
 * The slide as one Takumi tree: the backdrop image first (or nothing, for a transparent layer), the layout tree
 * over it. `pictures` says whether a photo, avatar or emoji is drawn (anything but our icons).
 */
export function toTakumiTree(
  tree: SlideNode,
  backdrop: TakumiNode | undefined,
  size: { width: number; height: number },
  context: ConvertContext,
): { root: TakumiNode; lines: FittedLineRef[]; pictures: boolean } {
  const found: Found = { lines: [], pictures: false };
  // Paths are taken inside the layout tree, which is the root's second child.
  const layout = convertNode(tree, [1], 16, context, found);
  const root: TakumiNode = {
    type: 'container',
    style: { display: 'flex', position: 'relative', width: size.width, height: size.height },
    children: [backdrop ?? NO_BACKDROP, layout],
  };
  return { root, lines: found.lines, pictures: found.pictures };
}
