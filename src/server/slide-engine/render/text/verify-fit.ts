import type { SatoriNode } from 'satori';

export interface FitOverflow {
  /** The width the line was fitted to and the width satori actually gave it. */
  fitWidth: number;
  actualWidth: number;
  faceKey: string;
}

/** Sub-pixel differences are rounding, not overflow. */
const TOLERANCE_PX = 0.75;

/**
 * Compares satori's own layout of every fitted line with the width we fitted it to. Our
 * measure ignores kerning and ligatures; when a face's real widths run wider, the render
 * is redone with that face's safety margin tightened (and the lesson kept).
 */
export function findOverflows(nodes: readonly SatoriNode[]): FitOverflow[] {
  const overflows: FitOverflow[] = [];
  for (const node of nodes) {
    const key = typeof node.key === 'string' ? node.key : '';
    if (!key.startsWith('fit:')) continue;
    const [, width, faceKey] = key.split(':');
    const fitWidth = Number(width);
    if (node.width > fitWidth + TOLERANCE_PX)
      overflows.push({ fitWidth, actualWidth: node.width, faceKey: faceKey ?? '' });
  }
  return overflows;
}
