import type { FontSet } from '../fonts/load-fonts';
import type { SlideScene } from '../scene';
import { wrapBackgroundSvg } from './background-layer';
import type { SlideChild, SlideNode, Style } from './element';

/**
 * The same slide as an HTML page (inline styles, fonts as data URLs, the backdrop as a
 * CSS background): what a headless-browser renderer would screenshot. Used by the bench
 * to compare satori + resvg against Chromium on identical layouts.
 */

const UNITLESS = new Set(['fontWeight', 'opacity', 'flexGrow', 'flexShrink', 'zIndex', 'lineHeight']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function toCss(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => {
      const property = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const css = typeof value === 'number' && !UNITLESS.has(key) ? `${value}px` : String(value);
      return `${property}:${css}`;
    })
    .join(';');
}

function renderChild(child: SlideChild): string {
  return typeof child === 'string' ? escapeHtml(child) : renderNode(child);
}

function renderNode(node: SlideNode): string {
  const style = escapeHtml(toCss(node.props.style));
  if (node.type === 'img') {
    return `<img src="${node.props.src ?? ''}" width="${node.props.width ?? 0}" height="${node.props.height ?? 0}" style="${style}">`;
  }
  const children = node.props.children;
  const inner =
    typeof children === 'string' ? escapeHtml(children) : (children ?? []).map(renderChild).join('');
  return `<div style="${style}">${inner}</div>`;
}

function collectFaces(node: SlideNode, faces: Set<string>): void {
  const { fontFamily, fontWeight, fontStyle } = node.props.style;
  if (typeof fontFamily === 'string')
    faces.add(`${fontFamily}/${fontWeight ?? 400}/${fontStyle ?? 'normal'}`);
  const children = node.props.children;
  if (Array.isArray(children)) {
    for (const child of children) if (typeof child !== 'string') collectFaces(child, faces);
  }
}

/** A complete HTML document of the slide, self-contained (no network). */
export function renderSceneHtml(scene: SlideScene, fonts: FontSet): string {
  const used = new Set<string>();
  collectFaces(scene.tree, used);
  const fontFaces = fonts.faces
    .filter((face) => used.has(`${face.family}/${face.weight}/${face.style}`))
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-weight:${face.weight};font-style:${face.style};src:url(data:font/woff;base64,${face.data.toString('base64')}) format('woff')}`,
    )
    .join('');
  const backdrop = Buffer.from(wrapBackgroundSvg(scene.background, scene.width, scene.height)).toString(
    'base64',
  );
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fontFaces}*{margin:0;padding:0;box-sizing:border-box}html,body{width:${scene.width}px;height:${scene.height}px;overflow:hidden}body{background:url(data:image/svg+xml;base64,${backdrop}) no-repeat;background-size:${scene.width}px ${scene.height}px}</style></head><body>${renderNode(scene.tree)}</body></html>`;
}
