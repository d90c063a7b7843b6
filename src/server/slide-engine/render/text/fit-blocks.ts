import type { FaceRef } from '../fonts/load-fonts';
import type { MeasureInk, MeasureText } from './measure-text';
import { hasOverlongWord, type WrapMode, wrapParagraph } from './wrap-lines';

export interface BlockSpec {
  id: string;
  /** Paragraphs, already in the case they will be drawn in. */
  paragraphs: readonly string[];
  face: FaceRef;
  /** px at full scale, and the smallest px the template accepts before anything else gives. */
  size: number;
  minSize: number;
  lineHeight: number;
  /** em */
  letterSpacing: number;
  /** Room for the text itself, after any padding the layout draws around lines. */
  maxWidth: number;
  wrap: WrapMode;
  /** px between this block and the one above, at full scale. */
  gapBefore: number;
  /** Extra px a line takes in height (padding of highlight blocks). */
  lineExtra?: number;
  /** False keeps the block at or below its base size when the others grow (eyebrows). */
  canGrow?: boolean;
}

export interface FittedLine {
  text: string;
  /** Measured width in px. */
  width: number;
  /** Starts a new paragraph (the layout adds paragraph spacing before it). */
  isParagraphStart: boolean;
  /** Begins with the rest of a word hyphenated at the end of the line before. */
  startsInsideWord?: boolean;
  /** px added above this line so its accents clear the line above's descenders (see clearInk). */
  leadBefore: number;
}

export interface FittedBlock {
  id: string;
  face: FaceRef;
  size: number;
  lineHeight: number;
  /** px */
  letterSpacing: number;
  lines: FittedLine[];
  /** px between paragraphs */
  paragraphGap: number;
  gapBefore: number;
  /** Total height in px, including gapBefore. */
  height: number;
  /** The room the lines were fitted to (the layout's width minus the safety margin). */
  maxWidth: number;
  /** The layout's width for these lines: what satori's drawing must stay within. */
  room: number;
  /** A word had to be cut across lines at this size. */
  hasCutWord: boolean;
}

export interface FitResult {
  blocks: FittedBlock[];
  height: number;
  /** 1 when everything fits at full size; lower means the text was shrunk. */
  scale: number;
  /** True only if the text could not fit even at the floor size and the last lines were cut. */
  isTruncated: boolean;
}

export interface FitOptions {
  measure: MeasureText;
  /**
   * Fraction of the width lines may use. Satori applies kerning and ligatures we do not
   * model, which can widen a line by a few percent; satori's own layout is then checked
   * after drawing (see verify-fit) and the correction remembered per face.
   */
  widthSafety: (face: FaceRef) => number;
  /** Ink extents of a line; without it, lines are spaced by the line height alone. */
  measureInk?: MeasureInk;
}

const SCALE_STEP = 0.94;
/** Below the template's minimum, text keeps shrinking only this far before lines are cut. */
const FLOOR_PX = 20;
const PARAGRAPH_GAP_EM = 0.55;
/** Air left between one line's lowest ink (a cedilla, a descender) and the next line's highest (an accent). */
const INK_GAP_EM = 0.05;

/**
 * Tight leading suits a poster until a cedilla meets an accent on the line below ("FAÇA" over "RÁPIDO"):
 * each line gets just the px it needs above it for its ink to clear the line before's.
 */
function clearInk(lines: FittedLine[], spec: BlockSpec, size: number, pitch: number, options: FitOptions) {
  const measureInk = options.measureInk;
  if (!measureInk) return;
  let previous = lines[0] ? measureInk(lines[0].text, spec.face) : undefined;
  for (const line of lines.slice(1)) {
    const ink = measureInk(line.text, spec.face);
    const need = ((previous?.below ?? 0) + ink.above + INK_GAP_EM) * size;
    line.leadBefore = Math.max(0, Math.ceil(need - pitch));
    previous = ink;
  }
}

type UnitWidth = (word: string) => number;

/** Widths at 1 px scale linearly with size (letter spacing is in em), so each word is measured once per fit. */
function createUnitWidth(spec: BlockSpec, measure: MeasureText): UnitWidth {
  const style = { face: spec.face, size: 1, letterSpacing: spec.letterSpacing };
  const widths = new Map<string, number>();
  return (word) => {
    let width = widths.get(word);
    if (width === undefined) {
      width = measure(word, style);
      widths.set(word, width);
    }
    return width;
  };
}

function layoutBlock(
  spec: BlockSpec,
  size: number,
  gapScale: number,
  unitWidth: UnitWidth,
  options: FitOptions,
): FittedBlock {
  const letterSpacing = spec.letterSpacing * size;
  const spaceWidth = unitWidth(' ');
  const measureLine = (line: string) => {
    const words = line.split(' ');
    let total = (words.length - 1) * spaceWidth;
    for (const word of words) total += unitWidth(word);
    return total * size;
  };
  const maxWidth = spec.maxWidth * options.widthSafety(spec.face);
  const lines: FittedLine[] = [];
  let hasCutWord = false;
  for (const paragraph of spec.paragraphs) {
    hasCutWord ||= hasOverlongWord(paragraph, maxWidth, measureLine);
    const wrapped = wrapParagraph(paragraph, maxWidth, measureLine, spec.wrap);
    wrapped.forEach((text, index) => {
      lines.push({
        text,
        width: measureLine(text),
        isParagraphStart: index === 0 && lines.length > 0,
        startsInsideWord: index > 0 && (wrapped[index - 1] ?? '').endsWith('-'),
        leadBefore: 0,
      });
    });
  }
  const lineHeightPx = size * spec.lineHeight + (spec.lineExtra ?? 0);
  // The renderer rounds the line height to whole px: the ink is cleared against what it will draw.
  clearInk(lines, spec, size, Math.round(size * spec.lineHeight) + (spec.lineExtra ?? 0), options);
  const leads = lines.reduce((sum, line) => sum + line.leadBefore, 0);
  const paragraphGap = Math.round(size * PARAGRAPH_GAP_EM);
  const paragraphStarts = lines.filter((line) => line.isParagraphStart).length;
  const gapBefore = Math.round(spec.gapBefore * gapScale);
  return {
    id: spec.id,
    face: spec.face,
    size,
    lineHeight: spec.lineHeight,
    letterSpacing,
    lines,
    paragraphGap,
    gapBefore,
    height: gapBefore + lines.length * lineHeightPx + paragraphStarts * paragraphGap + leads,
    maxWidth,
    room: spec.maxWidth,
    hasCutWord,
  };
}

function layoutAll(
  specs: readonly BlockSpec[],
  sizeOf: (spec: BlockSpec) => number,
  gapScale: number,
  unitWidths: readonly UnitWidth[],
  options: FitOptions,
) {
  const blocks = specs.map((spec, index) =>
    layoutBlock(
      spec,
      sizeOf(spec),
      gapScale,
      unitWidths[index] ?? createUnitWidth(spec, options.measure),
      options,
    ),
  );
  return { blocks, height: blocks.reduce((sum, block) => sum + block.height, 0) };
}

/**
 * Marks a cut with an ellipsis after the last whole word: the word the ellipsis replaces goes, and so do
 * the pieces of a word hyphenated across lines (a piece ends in '-'), emptying lines when it must.
 */
function endOnWholeWord(block: FittedBlock, lineHeightPx: number): void {
  for (;;) {
    const last = block.lines[block.lines.length - 1];
    if (!last) return;
    const words = last.text.split(' ');
    if (words.length > 1) words.pop();
    while (words.length > 0 && words[words.length - 1]?.endsWith('-')) words.pop();
    if (words.length === 1 && last.startsInsideWord) words.pop();
    if (words.length > 0 || block.lines.length === 1) {
      last.text = `${words.join(' ') || last.text.replace(/-$/, '')}…`;
      return;
    }
    block.lines.pop();
    block.height -= lineHeightPx + last.leadBefore + (last.isParagraphStart ? block.paragraphGap : 0);
  }
}

/** Drops lines from the longest block until the stack fits, marking the cut with an ellipsis. */
function truncateToFit(blocks: FittedBlock[], specs: readonly BlockSpec[], maxHeight: number): FittedBlock[] {
  const result = blocks.map((block) => ({ ...block, lines: [...block.lines] }));
  const total = () => result.reduce((sum, block) => sum + block.height, 0);
  while (total() > maxHeight) {
    const longest = result.reduce((best, block) => (block.lines.length > best.lines.length ? block : best));
    if (longest.lines.length <= 1) break;
    const spec = specs.find((item) => item.id === longest.id);
    const lineHeightPx = longest.size * longest.lineHeight + (spec?.lineExtra ?? 0);
    const removed = longest.lines.pop();
    longest.height -=
      lineHeightPx + (removed?.leadBefore ?? 0) + (removed?.isParagraphStart ? longest.paragraphGap : 0);
    endOnWholeWord(longest, lineHeightPx);
  }
  return result;
}

/**
 * Finds the largest common scale at which every block fits the height: titles and body
 * shrink together so the hierarchy holds, each block stopping at its own minimum first.
 * Starting above 1 (maxScale) lets a short text grow into the room it has.
 */
export function fitBlocks(
  specs: readonly BlockSpec[],
  maxHeight: number,
  options: FitOptions,
  maxScale = 1,
): FitResult {
  const unitWidths = specs.map((spec) => createUnitWidth(spec, options.measure));
  let scale = maxScale;
  // First pass: only sizes at which every word fits whole. A designer shrinks the type
  // before cutting "COMPARTILHAMENTOS" in two; cutting is for words too long at any size.
  for (const allowCut of [false, true]) {
    scale = maxScale;
    for (;;) {
      const sizeOf = (spec: BlockSpec) =>
        Math.max(spec.minSize, Math.round(spec.size * (spec.canGrow === false ? Math.min(1, scale) : scale)));
      const attempt = layoutAll(specs, sizeOf, scale, unitWidths, options);
      const isWhole = allowCut || attempt.blocks.every((block) => !block.hasCutWord);
      if (attempt.height <= maxHeight && isWhole) return { ...attempt, scale, isTruncated: false };
      const allAtMin = specs.every((spec) => Math.round(spec.size * scale) <= spec.minSize);
      if (allAtMin) break;
      scale *= SCALE_STEP;
    }
  }
  // Past every minimum: keep shrinking down to the floor, then cut (never reached within the field limits).
  let below = 1;
  for (;;) {
    below *= SCALE_STEP;
    const sizeOf = (spec: BlockSpec) => Math.max(FLOOR_PX, Math.round(spec.minSize * below));
    const attempt = layoutAll(specs, sizeOf, scale * below, unitWidths, options);
    if (attempt.height <= maxHeight) return { ...attempt, scale: scale * below, isTruncated: false };
    if (specs.every((spec) => sizeOf(spec) <= FLOOR_PX)) {
      const blocks = truncateToFit(attempt.blocks, specs, maxHeight);
      return {
        blocks,
        height: blocks.reduce((sum, block) => sum + block.height, 0),
        scale: scale * below,
        isTruncated: true,
      };
    }
  }
}
