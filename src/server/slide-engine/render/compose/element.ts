import type { CSSProperties } from 'react';

/**
 * The slide's layout tree: the shape satori reads (React-element-like objects), built
 * without React so the server needs no JSX runtime. The same tree is turned into HTML
 * for the Chromium comparison in bench/render-bench.ts.
 */
export type Style = CSSProperties;

export interface NodeProps {
  style: Style;
  /** A lone text child stays a string: satori then reports it as the node's textContent. */
  children?: SlideChild[] | string;
  src?: string;
  width?: number;
  height?: number;
}

export interface SlideNode {
  type: 'div' | 'img';
  key: string | null;
  props: NodeProps;
}

export type SlideChild = SlideNode | string;

type ChildInput = SlideChild | null | undefined | false | ChildInput[];

function flattenChildren(children: readonly ChildInput[]): SlideChild[] {
  const result: SlideChild[] = [];
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) result.push(...flattenChildren(child));
    else result.push(child);
  }
  return result;
}

function toChildren(children: readonly ChildInput[]): SlideChild[] | string {
  const flat = flattenChildren(children);
  const [only] = flat;
  return flat.length === 1 && typeof only === 'string' ? only : flat;
}

/** A flex container (satori lays out every div as flex; saying so keeps HTML identical). */
export function div(style: Style, ...children: ChildInput[]): SlideNode {
  return {
    type: 'div',
    key: null,
    props: {
      style: { display: 'flex', boxSizing: 'border-box', ...style },
      children: toChildren(children),
    },
  };
}

/**
 * A div whose key carries the width its text was fitted to and its face, so satori's
 * layout can be checked against the fit (see text/verify-fit).
 */
export function fittedLine(style: Style, text: string, fitWidth: number): SlideNode {
  const faceKey = `${style.fontFamily}/${style.fontWeight}/${style.fontStyle ?? 'normal'}`;
  return {
    type: 'div',
    key: `fit:${Math.ceil(fitWidth * 100) / 100}:${faceKey}`,
    props: { style: { display: 'flex', whiteSpace: 'pre', flexShrink: 0, ...style }, children: text },
  };
}

export function img(src: string, width: number, height: number, style: Style = {}): SlideNode {
  return { type: 'img', key: null, props: { src, width, height, style: { width, height, ...style } } };
}
