import type { TemplateDesign } from '../../templates/design-schema';
import { FRAME_GAP, FRAME_INSET, getMoon } from './backdrop-shapes';
import { splitAlpha, withAlpha } from './colors';
import { getCornerBlock } from './corner-block';
import { findScrimAlpha, type ZoneTone } from './scrim-alpha';

/**
 * The slide's backdrop as plain SVG, drawn under satori's output. Satori wraps CSS
 * gradients in an SVG <pattern>, which resvg rasterises separately and slowly; native
 * gradients and shapes here cost a fraction of that. Everything here is decoration:
 * no text, so it cannot affect fitting.
 */

export interface BackdropPhoto {
  dataUri: string;
  /** A vertical scrim over the photo: [top, bottom] colours with alpha. */
  scrim: readonly [string, string];
}

export interface BackgroundInput {
  design: TemplateDesign;
  width: number;
  height: number;
  index: number;
  total: number;
  /** The design's own background image (bundled or uploaded), prepared to the slide size. */
  designImage?: { dataUri: string; zones?: { top: ZoneTone; bottom: ZoneTone } };
  /** The colour of the slide's text, which the image's scrim must let read. */
  textColor: string;
  /** A full-bleed photo for this slide (cover image in layouts that bleed it). */
  photo?: BackdropPhoto;
  /** Where a corner block ends: the slide's bottom, or the top of a signature strip it must not cover. */
  shapesBottom?: number;
}

function fill(color: string): string {
  const { rgb, opacity } = splitAlpha(color);
  return opacity < 1 ? `fill="${rgb}" fill-opacity="${opacity}"` : `fill="${rgb}"`;
}

function stroke(color: string, width: number): string {
  const { rgb, opacity } = splitAlpha(color);
  return `fill="none" stroke="${rgb}" stroke-width="${width}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}`;
}

/** CSS gradient angle semantics (0 = to top, 90 = to right) in user space. */
function linearGradient(id: string, angle: number, stops: string, width: number, height: number): string {
  const radians = (angle * Math.PI) / 180;
  const dx = Math.sin(radians);
  const dy = -Math.cos(radians);
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  const cx = width / 2;
  const cy = height / 2;
  const coords = [cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half].map((value) =>
    value.toFixed(1),
  );
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${coords[0]}" y1="${coords[1]}" x2="${coords[2]}" y2="${coords[3]}">${stops}</linearGradient>`;
}

function stop(color: string, at: number): string {
  const { rgb, opacity } = splitAlpha(color);
  return `<stop offset="${at}" stop-color="${rgb}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`;
}

/**
 * The design's scrim is the most it may darken; over this image it darkens only as much as the text
 * needs (see scrim-alpha), so the photo keeps its colours.
 */
function scrimStop(input: BackgroundInput, color: string, zone: 'top' | 'bottom', at: number): string {
  const { opacity } = splitAlpha(color);
  const zones = input.designImage?.zones;
  if (!zones || opacity === 0) return stop(color, at);
  const alpha = findScrimAlpha(zones[zone], color.slice(0, 7), input.textColor.slice(0, 7), opacity);
  return stop(withAlpha(color, alpha), at);
}

function drawBase(input: BackgroundInput): string {
  const { design, width, height } = input;
  const background = design.background;
  const rect = (attrs: string) => `<rect x="0" y="0" width="${width}" height="${height}" ${attrs}/>`;
  if (background.kind === 'solid') return rect(fill(background.color));
  if (background.kind === 'gradient') {
    const stops = background.stops.map((item) => stop(item.color, item.at)).join('');
    return `<defs>${linearGradient('bg_base', background.angle, stops, width, height)}</defs>${rect('fill="url(#bg_base)"')}`;
  }
  const scrimStops =
    scrimStop(input, background.scrim.from, 'top', 0) + scrimStop(input, background.scrim.to, 'bottom', 1);
  const image = input.designImage
    ? `<image href="${input.designImage.dataUri}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`
    : '';
  return `${rect(fill(design.palette.bg))}${image}<defs>${linearGradient('bg_scrim', background.scrim.angle, scrimStops, width, height)}</defs>${rect('fill="url(#bg_scrim)"')}`;
}

function drawPhoto(input: BackgroundInput): string {
  const { photo, width, height } = input;
  if (!photo) return '';
  const stops = stop(photo.scrim[0], 0) + stop(photo.scrim[1], 1);
  return `<image href="${photo.dataUri}" x="0" y="0" width="${width}" height="${height}"/><defs>${linearGradient('bg_photo', 180, stops, width, height)}</defs><rect x="0" y="0" width="${width}" height="${height}" fill="url(#bg_photo)"/>`;
}

/**
 * Shapes move with the slide index, and some run off one slide into the next, so a
 * swipe through the carousel feels like one continuous canvas.
 */
function drawShapes(input: BackgroundInput): string {
  const { design, width, height, index } = input;
  const { accent, surface } = design.palette;
  switch (design.decoration.shapes) {
    case 'none':
      return '';
    case 'blobs': {
      const x1 = index % 2 === 0 ? width * 0.92 : width * 0.08;
      const y1 = height * (0.12 + (index % 3) * 0.05);
      const x2 = index % 2 === 0 ? width * 0.05 : width * 0.95;
      return `<defs><radialGradient id="bg_blob_a"><stop offset="0" stop-color="${accent.slice(0, 7)}" stop-opacity="0.24"/><stop offset="1" stop-color="${accent.slice(0, 7)}" stop-opacity="0"/></radialGradient><radialGradient id="bg_blob_b"><stop offset="0" stop-color="${surface.slice(0, 7)}" stop-opacity="0.55"/><stop offset="1" stop-color="${surface.slice(0, 7)}" stop-opacity="0"/></radialGradient></defs><circle cx="${x1}" cy="${y1}" r="${width * 0.55}" fill="url(#bg_blob_a)"/><circle cx="${x2}" cy="${height * 0.9}" r="${width * 0.6}" fill="url(#bg_blob_b)"/>`;
    }
    case 'sun': {
      // A small moon high in the middle, clear of the corner label and counter and above
      // the text; it drifts a little from slide to slide.
      const { cx, cy, r } = getMoon(width, index);
      const rgb = accent.slice(0, 7);
      return `<defs><radialGradient id="bg_halo"><stop offset="0" stop-color="${rgb}" stop-opacity="0.3"/><stop offset="0.5" stop-color="${rgb}" stop-opacity="0.08"/><stop offset="1" stop-color="${rgb}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="260" fill="url(#bg_halo)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${rgb}" fill-opacity="0.95"/>`;
    }
    case 'corner-block': {
      const block = getCornerBlock(width, height, input.shapesBottom ?? height, index);
      return `<rect x="${block.x}" y="${block.top}" width="${block.size}" height="${block.bottom - block.top}" ${fill(accent)}/>`;
    }
    case 'diagonal': {
      // A sash across the top margin (never under text) that leaves this slide's right
      // edge at the height where it enters the next one.
      const slope = (step: number) => -36 + ((step * 23) % 52);
      const enter = slope(index);
      const leave = slope(index + 1);
      const band = 64;
      return `<path d="M0 ${enter} L${width} ${leave} L${width} ${leave + band} L0 ${enter + band} Z" ${fill(accent)} fill-opacity="0.9"/>`;
    }
    case 'stripes': {
      // Along the top edge, above the header, so no text ever sits on them.
      const lines = Array.from({ length: 4 }, (_, i) => {
        const y = 8 + i * 16;
        return `<rect x="0" y="${y}" width="${width}" height="8" ${fill(accent)} fill-opacity="${1 - i * 0.22}"/>`;
      });
      return lines.join('');
    }
    case 'vignette': {
      // Four soft edge bands instead of one radial gradient: resvg shades radial
      // gradients pixel by pixel over the whole slide, about three times the cost.
      const rgb = design.palette.text.slice(0, 7);
      const band = (id: string, direction: string, rect: string) =>
        `<defs><linearGradient id="bg_vig_${id}" ${direction}><stop offset="0" stop-color="${rgb}" stop-opacity="0.13"/><stop offset="1" stop-color="${rgb}" stop-opacity="0"/></linearGradient></defs><rect ${rect} fill="url(#bg_vig_${id})"/>`;
      return [
        band('t', 'x1="0" y1="0" x2="0" y2="1"', `x="0" y="0" width="${width}" height="180"`),
        band('b', 'x1="0" y1="1" x2="0" y2="0"', `x="0" y="${height - 180}" width="${width}" height="180"`),
        band('l', 'x1="0" y1="0" x2="1" y2="0"', `x="0" y="0" width="150" height="${height}"`),
        band('r', 'x1="1" y1="0" x2="0" y2="0"', `x="${width - 150}" y="0" width="150" height="${height}"`),
      ].join('');
    }
    case 'rings': {
      // Centre sits on the boundary between slides, half on each.
      const cx = index % 2 === 0 ? width : 0;
      const rings = [0.28, 0.4, 0.52, 0.64].map(
        (r) =>
          `<circle cx="${cx}" cy="${height * 0.5}" r="${width * r}" ${stroke(accent, 3)} stroke-opacity="0.35"/>`,
      );
      return rings.join('');
    }
  }
}

function drawTexture(input: BackgroundInput): string {
  const { design, width, height } = input;
  const { texture, textureOpacity } = design.decoration;
  if (texture === 'none' || textureOpacity <= 0) return '';
  const ink = design.palette.text.slice(0, 7);
  if (texture === 'grid') {
    const step = 54;
    const path: string[] = [];
    for (let x = step; x < width; x += step) path.push(`M${x} 0V${height}`);
    for (let y = step; y < height; y += step) path.push(`M0 ${y}H${width}`);
    return `<path d="${path.join('')}" fill="none" stroke="${ink}" stroke-width="1.5" stroke-opacity="${textureOpacity}"/>`;
  }
  if (texture === 'lines') {
    const path: string[] = [];
    for (let y = 64; y < height; y += 64) path.push(`M0 ${y}H${width}`);
    return `<path d="${path.join('')}" fill="none" stroke="${ink}" stroke-width="2" stroke-opacity="${textureOpacity}"/>`;
  }
  // Dots as one path: an SVG <pattern> costs resvg a separate raster pass, several times slower.
  const dots: string[] = [];
  for (let x = 18; x < width; x += 36) {
    for (let y = 18; y < height; y += 36)
      dots.push(`M${x - 2.4} ${y}a2.4 2.4 0 1 0 4.8 0a2.4 2.4 0 1 0 -4.8 0`);
  }
  return `<path d="${dots.join('')}" fill="${ink}" fill-opacity="${textureOpacity}"/>`;
}

function drawFrame(input: BackgroundInput, color: string): string {
  const { design, width, height } = input;
  const inset = FRAME_INSET;
  if (design.decoration.frame === 'none') return '';
  const outer = `<rect x="${inset}" y="${inset}" width="${width - inset * 2}" height="${height - inset * 2}" ${stroke(color, 3)}/>`;
  if (design.decoration.frame === 'line') return outer;
  const inner = `<rect x="${inset + FRAME_GAP}" y="${inset + FRAME_GAP}" width="${width - (inset + FRAME_GAP) * 2}" height="${height - (inset + FRAME_GAP) * 2}" ${stroke(color, 1.5)}/>`;
  return outer + inner;
}

/** The backdrop SVG fragment; `frameColor` follows the text colour so a frame stays visible over photos. */
export function buildBackgroundLayer(input: BackgroundInput, frameColor: string): string {
  const hasPhoto = input.photo !== undefined;
  return [
    drawBase(input),
    drawPhoto(input),
    hasPhoto ? '' : drawShapes(input),
    hasPhoto ? '' : drawTexture(input),
    drawFrame(input, frameColor),
  ].join('');
}

/** A full SVG document of the backdrop, for the HTML version of a slide (bench). */
export function wrapBackgroundSvg(fragment: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${fragment}</svg>`;
}
