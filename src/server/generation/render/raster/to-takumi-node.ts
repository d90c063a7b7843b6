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
  warn: (message: string) => void;
}

type Declarations = NonNullable<TakumiNode['style']>;

function toDeclarations(style: Style): Declarations {
  return style as Declarations;
}

function splitEmoji(text: string, fontSize: number, context: ConvertContext): TakumiNode[] | undefined {
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
  lines: FittedLineRef[],
): TakumiNode {
  if (typeof child === 'string') return { type: 'text', text: child };
  return convertNode(child, path, fontSize, context, lines);
}

function convertNode(
  node: SlideNode,
  path: number[],
  inheritedSize: number,
  context: ConvertContext,
  lines: FittedLineRef[],
): TakumiNode {
  const style = toDeclarations(node.props.style);
  if (node.type === 'img') {
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
    lines.push({ path, fitWidth: Number(width), faceKey: faceKey ?? '' });
  }
  const children = node.props.children;
  if (typeof children === 'string') {
    const parts = splitEmoji(children, fontSize, context);
    // A lone string: the container's own text, so the line's box is the text's box.
    return { type: 'container', style, children: parts ?? [{ type: 'text', text: children }] };
  }
  return {
    type: 'container',
    style,
    children: (children ?? []).map((child, index) => {
      if (typeof child === 'string') {
        const parts = splitEmoji(child, fontSize, context);
        if (parts)
          return { type: 'container', style: { display: 'flex', alignItems: 'center' }, children: parts };
      }
      return convertChild(child, [...path, index], fontSize, context, lines);
    }),
  };
}

/** The slide as one Takumi tree: the backdrop image first, the layout tree over it. */
export function toTakumiTree(
  tree: SlideNode,
  backdrop: TakumiNode,
  size: { width: number; height: number },
  context: ConvertContext,
): { root: TakumiNode; lines: FittedLineRef[] } {
  const lines: FittedLineRef[] = [];
  // Paths are taken inside the layout tree, which is the root's second child.
  const layout = convertNode(tree, [1], 16, context, lines);
  const root: TakumiNode = {
    type: 'container',
    style: { display: 'flex', position: 'relative', width: size.width, height: size.height },
    children: [backdrop, layout],
  };
  return { root, lines };
}
