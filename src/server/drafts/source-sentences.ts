import { shortenAtWord, splitSentences } from '../writer/text-tools';
import type { SourceDocument } from './extract/source';

/** One sentence of the source, where it stood and how much it carries. */
export interface SourceSentence {
  text: string;
  /** Order in the source (0 first). */
  order: number;
  /** 0 at the start of the text, 1 at its end. */
  position: number;
  salience: number;
}

const MONTHS =
  'janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';

/** "PORTO ALEGRE — Uma chuva..." : a wire-style dateline in capitals before a dash. */
const DATELINE = /^([A-ZÀ-Ý][A-ZÀ-Ý .'-]{2,40}?)\s*(?:\([A-Z]{2}\)\s*)?[—–-]\s+/u;
/** "Caruaru, 14 de março de 2026": a line holding only a place and a date. */
const PLACE_DATE_LINE = new RegExp(
  `^([\\p{Lu}][\\p{L} '-]{2,40}),\\s*(\\d{1,2}(?:º)? de (?:${MONTHS})(?: de \\d{4})?)\\.?$`,
  'iu',
);
export const DATE_IN_TEXT = new RegExp(
  `\\b\\d{1,2}(?:º)? de (?:${MONTHS})(?: de \\d{4})?\\b|\\b\\d{1,2}/\\d{1,2}/\\d{4}\\b`,
  'iu',
);

const REPORTING = /\b(segundo|de acordo com|afirmou|disse|declarou|informou|explicou|anunciou)\b/i;
const QUOTE = /[“"«]/;
const NAME = /(?<=\s)\p{Lu}[\p{Ll}]+(?:\s(?:d[aeo]s?\s)?\p{Lu}[\p{Ll}]+)*/gu;

/** What the source's first lines say about its place and date, and its paragraphs without those lines. */
export interface SourceFrame {
  lugar: string | null;
  data: string | null;
  paragrafos: string[];
}

function titleCase(text: string): string {
  return text
    .toLocaleLowerCase('pt-BR')
    .split(' ')
    .map((word, index) =>
      index > 0 && /^(d[aeo]s?|e)$/.test(word)
        ? word
        : word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1),
    )
    .join(' ');
}

/** Takes a dateline ("PORTO ALEGRE —") or a "Place, date" line off the text, keeping what they say. */
export function readFrame(source: SourceDocument): SourceFrame {
  let lugar: string | null = null;
  let data: string | null = null;
  const paragrafos: string[] = [];
  source.paragrafos.forEach((paragraph, index) => {
    if (index < 3) {
      const placeDate = PLACE_DATE_LINE.exec(paragraph);
      if (placeDate) {
        lugar ??= placeDate[1]?.trim() ?? null;
        data ??= placeDate[2] ?? null;
        return;
      }
      const dateline = DATELINE.exec(paragraph);
      if (dateline?.[1] && dateline[1].trim().length >= 3) {
        lugar ??= titleCase(dateline[1].trim());
        paragrafos.push(paragraph.slice(dateline[0].length));
        return;
      }
    }
    paragrafos.push(paragraph);
  });
  return { lugar, data, paragrafos };
}

function scoreSalience(text: string, position: number, firstOfParagraph: boolean): number {
  let score = 0;
  score += Math.min(2, (text.match(/\d+/g) ?? []).length) * 1.5;
  if (QUOTE.test(text)) score += 2;
  score += Math.min(3, (text.match(NAME) ?? []).length) * 0.5;
  if (REPORTING.test(text)) score += 0.5;
  if (firstOfParagraph) score += 0.5;
  score += (1 - position) * 2;
  if (text.length < 40) score -= 2;
  if (text.length > 320) score -= 1;
  return score;
}

/** A quote of several sentences stays one: "“A água subiu. Não deu tempo”, disse a comerciante." */
export function splitKeepingQuotes(paragraph: string): string[] {
  const merged: string[] = [];
  let open = '';
  for (const sentence of splitSentences(paragraph)) {
    const text = open ? `${open} ${sentence}` : sentence;
    const curly = (text.match(/“/g) ?? []).length - (text.match(/”/g) ?? []).length;
    const straight = (text.match(/"/g) ?? []).length % 2;
    if (curly > 0 || straight === 1) open = text;
    else {
      merged.push(text);
      open = '';
    }
  }
  if (open) merged.push(open);
  return merged;
}

/** The source's sentences with their salience: numbers, quotes, names, reported speech and an early place. */
export function toSentences(
  paragraphs: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): SourceSentence[] {
  const raw: { text: string; firstOfParagraph: boolean }[] = [];
  for (const paragraph of paragraphs) {
    if (skip.has(paragraph)) continue;
    splitKeepingQuotes(paragraph).forEach((text, index) => {
      raw.push({ text, firstOfParagraph: index === 0 });
    });
  }
  const last = Math.max(1, raw.length - 1);
  return raw.map((entry, order) => {
    const position = order / last;
    return {
      text: entry.text,
      order,
      position,
      salience: scoreSalience(entry.text, position, entry.firstOfParagraph),
    };
  });
}

/**
 * Whole sentences, the most salient first, put back in the source's order, as many as fit in `max`
 * characters; the first one cut at a word when even it does not fit. '' for no sentences.
 */
export function pack(sentences: readonly SourceSentence[], max: number): string {
  const ranked = [...sentences].sort((a, b) => b.salience - a.salience || a.order - b.order);
  const chosen: SourceSentence[] = [];
  let length = 0;
  for (const sentence of ranked) {
    const added = sentence.text.length + (chosen.length > 0 ? 1 : 0);
    if (length + added > max) continue;
    chosen.push(sentence);
    length += added;
  }
  if (chosen.length === 0) return ranked[0] ? shortenAtWord(ranked[0].text, max) : '';
  return chosen
    .sort((a, b) => a.order - b.order)
    .map((sentence) => sentence.text)
    .join(' ');
}

/** A text cut to `max` at a word, without a closing full stop (a headline-like field). */
export function fitText(text: string, max: number): string {
  return shortenAtWord(text.replace(/\s+/g, ' ').trim(), max);
}
