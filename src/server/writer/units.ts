import { LIST_MARKER, normalizeText, splitSentences } from './text-tools';

/**
 * A sentence or a list line of the user's text: the smallest piece the editor moves between
 * slides. A piece is never cut in the middle, so a fact stays whole on one slide.
 */
export interface TextUnit {
  text: string;
  /** Starts a new line in the user's text (a paragraph or a list item): joined back with '\n'. */
  lineStart: boolean;
  /** "1. Some", "- Some", "• Some", "✅ Some": shown one item a line. */
  isListItem: boolean;
}

export function toUnits(text: string): TextUnit[] {
  return normalizeText(text)
    .split('\n')
    .flatMap((line) => {
      const isListItem = LIST_MARKER.test(line);
      const sentences = isListItem ? [line] : splitSentences(line);
      return sentences.map((sentence, index) => ({ text: sentence, lineStart: index === 0, isListItem }));
    });
}

/** Units back into text: a new line where the user had one, a space between sentences of a paragraph. */
export function joinUnits(units: readonly TextUnit[]): string {
  return units
    .map((unit, index) => (index === 0 ? unit.text : `${unit.lineStart ? '\n' : ' '}${unit.text}`))
    .join('');
}

export function isListText(units: readonly TextUnit[]): boolean {
  return units.length >= 2 && units.every((unit) => unit.isListItem);
}

/**
 * Groups units into bodies of at most `max` characters, cutting only between units. A unit
 * longer than `max` stays whole on its own (the renderer fits up to its field limit).
 */
export function chunkUnits(units: readonly TextUnit[], max: number): TextUnit[][] {
  const chunks: TextUnit[][] = [];
  let current: TextUnit[] = [];
  let length = 0;
  for (const unit of units) {
    const added = unit.text.length + (current.length > 0 ? 1 : 0);
    if (current.length > 0 && length + added > max) {
      chunks.push(current);
      current = [];
      length = 0;
    }
    current.push(current.length === 0 ? { ...unit, lineStart: true } : unit);
    length += current.length === 1 ? unit.text.length : added;
  }
  if (current.length > 0) chunks.push(current);
  return balanceLast(chunks, max);
}

/**
 * "300 characters, then 20" reads as a slide and a leftover; moving units back from the
 * fuller chunk evens the two out when the fuller one can spare them.
 */
function balanceLast(chunks: TextUnit[][], max: number): TextUnit[][] {
  if (chunks.length < 2) return chunks;
  const size = (chunk: TextUnit[]) => joinUnits(chunk).length;
  const last = chunks[chunks.length - 1] as TextUnit[];
  const previous = chunks[chunks.length - 2] as TextUnit[];
  while (previous.length > 1) {
    const moved = previous[previous.length - 1] as TextUnit;
    const before = Math.abs(size(previous) - size(last));
    const after = Math.abs(size(previous.slice(0, -1)) - size([moved, ...last]));
    if (after >= before || size([moved, ...last]) > max) break;
    previous.pop();
    last.unshift({ ...moved, lineStart: true });
    if (last[1]) last[1] = { ...last[1], lineStart: last[1].lineStart || last[1].isListItem };
  }
  return chunks;
}
