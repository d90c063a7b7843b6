import { isEmojiGrapheme, splitGraphemes } from './graphemes';
import { splitSyllables } from './hyphenate';

/** Width of a string at the block's current size. */
export type MeasureWidth = (text: string) => number;

export type WrapMode = 'balance' | 'pretty';

/** A piece cut from inside a word ends in a hyphen (one already there is not doubled). */
function withHyphen(piece: string): string {
  return piece.endsWith('-') ? piece : `${piece}-`;
}

const LETTER = /\p{L}/u;

/**
 * The last resort inside a syllable wider than the line: between graphemes, each piece hyphenated when
 * it cuts between two letters (a row of emoji is not a word and takes no hyphen).
 */
function breakBetweenGraphemes(text: string, maxWidth: number, measure: MeasureWidth): string[] {
  const pieces: string[] = [];
  let current = '';
  let previous = '';
  for (const grapheme of splitGraphemes(text)) {
    const candidate = current + grapheme;
    const ending = (piece: string) =>
      LETTER.test(previous) && LETTER.test(grapheme) ? withHyphen(piece) : piece;
    if (current !== '' && measure(ending(candidate)) > maxWidth) {
      pieces.push(ending(current));
      current = grapheme;
    } else {
      current = candidate;
    }
    previous = grapheme;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/**
 * Splits a word wider than the line into pieces that fit, each but the last ending in a hyphen: at
 * Portuguese syllable breaks (INCONS-/TITUCIONA-/LÍSSIMA-/MENTE), and between letters only when one
 * syllable alone is wider than the line. Emoji or punctuation travelling with the word stay on its last piece.
 */
function breakLongWord(unit: string, maxWidth: number, measure: MeasureWidth): string[] {
  const space = unit.indexOf(' ');
  const word = space === -1 ? unit : unit.slice(0, space);
  const tail = space === -1 ? '' : unit.slice(space);
  const syllables = splitSyllables(word);
  const pieces: string[] = [];
  let current = '';
  syllables.forEach((syllable, index) => {
    const isFinal = index === syllables.length - 1;
    const fits = (text: string) => measure(isFinal ? text : withHyphen(text)) <= maxWidth;
    if (fits(current + syllable)) {
      current += syllable;
      return;
    }
    if (current !== '') pieces.push(withHyphen(current));
    if (fits(syllable)) {
      current = syllable;
      return;
    }
    const cut = breakBetweenGraphemes(syllable, maxWidth, measure);
    current = cut.pop() ?? '';
    pieces.push(...cut);
  });
  if (tail === '') {
    if (current !== '') pieces.push(current);
    return pieces;
  }
  if (current !== '' && measure(current + tail) <= maxWidth) pieces.push(current + tail);
  else pieces.push(...[current, tail.trim()].filter((piece) => piece !== ''));
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
  const previousWords = toUnits(previous);
  if (toUnits(last).length > 1 || previousWords.length < 3) return lines;
  const moved = previousWords.pop() ?? '';
  const newLast = `${moved} ${last}`;
  if (measure(newLast) > maxWidth) return lines;
  return [...lines.slice(0, -2), previousWords.join(' '), newLast];
}

/** The narrowest width that keeps the same number of lines: lines of similar length, like CSS text-wrap: balance. */
function wrapBalanced(words: readonly string[], maxWidth: number, measure: MeasureWidth): string[] {
  const greedy = wrapGreedy(words, maxWidth, measure);
  if (greedy.length < 2) return greedy;
  // Never narrower than the widest word: balancing must not cut a word the full width keeps whole.
  const widest = Math.max(...words.map(measure));
  if (widest > maxWidth) return greedy;
  let low = Math.max(maxWidth * 0.4, widest);
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
  return toUnits(text).some((unit) => measure(unit) > maxWidth);
}

/** Emoji and lone punctuation ("🎂", "—", "!") read as part of the word before them. */
function isTrailingToken(word: string): boolean {
  return splitGraphemes(word).every(
    (grapheme) => isEmojiGrapheme(grapheme) || /^[!?.,;:—–-]$/.test(grapheme),
  );
}

/**
 * Words as wrapping units: a trailing emoji or dash travels with the word before it
 * (the space stays inside the unit), so it never starts a line alone.
 */
function toUnits(text: string): string[] {
  const units: string[] = [];
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const last = units.length - 1;
    if (last >= 0 && isTrailingToken(word)) units[last] = `${units[last]} ${word}`;
    else units.push(word);
  }
  return units;
}

const SHORT_PARAGRAPH_LINES = 3;

/** Lines of one paragraph; every line measures at most maxWidth. */
export function wrapParagraph(
  text: string,
  maxWidth: number,
  measure: MeasureWidth,
  mode: WrapMode,
): string[] {
  const words = toUnits(text);
  if (words.length === 0) return [];
  if (mode === 'balance') return avoidOrphan(wrapBalanced(words, maxWidth, measure), maxWidth, measure);
  const greedy = wrapGreedy(words, maxWidth, measure);
  // A short paragraph reads best with even lines; a long one keeps full lines and only
  // avoids a lonely last word (balancing it would waste the column).
  if (greedy.length <= SHORT_PARAGRAPH_LINES)
    return avoidOrphan(wrapBalanced(words, maxWidth, measure), maxWidth, measure);
  return avoidOrphan(greedy, maxWidth, measure);
}
