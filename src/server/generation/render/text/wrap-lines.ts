import { splitGraphemes } from './graphemes';

/** Width of a string at the block's current size. */
export type MeasureWidth = (text: string) => number;

export type WrapMode = 'balance' | 'pretty';

/**
 * Splits a word wider than the line into pieces that fit, between graphemes and without
 * hyphens (a hyphen would read as part of the word in Portuguese).
 */
function breakLongWord(word: string, maxWidth: number, measure: MeasureWidth): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const grapheme of splitGraphemes(word)) {
    const candidate = current + grapheme;
    if (current !== '' && measure(candidate) > maxWidth) {
      pieces.push(current);
      current = grapheme;
    } else {
      current = candidate;
    }
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

function wrapGreedy(words: readonly string[], maxWidth: number, measure: MeasureWidth): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    if (measure(word) <= maxWidth) {
      current = word;
      continue;
    }
    const pieces = breakLongWord(word, maxWidth, measure);
    current = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** A last line holding one short word looks like a mistake; pull a companion down when the line above can spare one. */
function avoidOrphan(lines: string[], maxWidth: number, measure: MeasureWidth): string[] {
  if (lines.length < 2) return lines;
  const last = lines[lines.length - 1] ?? '';
  const previous = lines[lines.length - 2] ?? '';
  const previousWords = previous.split(' ');
  if (last.includes(' ') || previousWords.length < 3) return lines;
  const moved = previousWords.pop() ?? '';
  const newLast = `${moved} ${last}`;
  if (measure(newLast) > maxWidth) return lines;
  return [...lines.slice(0, -2), previousWords.join(' '), newLast];
}

/** The narrowest width that keeps the same number of lines: lines of similar length, like CSS text-wrap: balance. */
function wrapBalanced(words: readonly string[], maxWidth: number, measure: MeasureWidth): string[] {
  const greedy = wrapGreedy(words, maxWidth, measure);
  if (greedy.length < 2) return greedy;
  let low = maxWidth * 0.4;
  let high = maxWidth;
  let best = greedy;
  for (let step = 0; step < 9; step++) {
    const mid = (low + high) / 2;
    const candidate = wrapGreedy(words, mid, measure);
    if (candidate.length <= greedy.length) {
      best = candidate;
      high = mid;
    } else {
      low = mid;
    }
  }
  return best;
}

/** True when a word alone is wider than the line and would have to be cut. */
export function hasOverlongWord(text: string, maxWidth: number, measure: MeasureWidth): boolean {
  return text.split(' ').some((word) => word !== '' && measure(word) > maxWidth);
}

/** Lines of one paragraph; every line measures at most maxWidth. */
export function wrapParagraph(
  text: string,
  maxWidth: number,
  measure: MeasureWidth,
  mode: WrapMode,
): string[] {
  const words = text.split(' ').filter((word) => word !== '');
  if (words.length === 0) return [];
  const lines =
    mode === 'balance' ? wrapBalanced(words, maxWidth, measure) : wrapGreedy(words, maxWidth, measure);
  return avoidOrphan(lines, maxWidth, measure);
}
