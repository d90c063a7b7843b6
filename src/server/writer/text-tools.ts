/** Collapses runs of spaces and tabs, keeps the user's paragraph breaks (one '\n' each). */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

export function capitalizeFirst(text: string): string {
  const first = text.charAt(0);
  return first.toLocaleUpperCase('pt-BR') + text.slice(1);
}

/**
 * A headline reads better without a closing full stop; '?', '!' and '...' carry meaning
 * and stay.
 */
export function toHeadline(text: string): string {
  const clean = normalizeText(text).replace(/\n/g, ' ');
  return capitalizeFirst(clean.replace(/(?<!\.)\.$/, '').replace(/\s*[:;,]$/, ''));
}

const SENTENCE_END = /(?<=[.!?…])\s+(?=["“'(¿¡]?[\p{Lu}\p{N}])/u;

export function splitSentences(text: string): string[] {
  return normalizeText(text)
    .split(/\n/)
    .flatMap((paragraph) => paragraph.split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

export interface LeadSplit {
  title: string;
  body?: string;
}

/** Short enough to be the headline whole, even with two sentences ("Preço não é chute. É conta."). */
const SHORT_HEADLINE_MAX = 80;
/** A single sentence up to this length still reads as one headline. */
const SENTENCE_HEADLINE_MAX = 150;
/** The longest first sentence that still reads as a headline above the rest. */
const LEAD_MAX = 120;

/**
 * Gives a slide its hierarchy from the user's own words: a short text becomes the
 * headline; a longer one lends its first sentence to the headline and keeps the rest as
 * body; a long single sentence stays whole as body under a neutral headline.
 */
export function splitLead(text: string, fallbackTitle: string): LeadSplit {
  const clean = normalizeText(text);
  const sentences = splitSentences(clean);
  const [first, ...rest] = sentences;
  const isOneLine = !clean.includes('\n');
  if (
    isOneLine &&
    (clean.length <= SHORT_HEADLINE_MAX || (rest.length === 0 && clean.length <= SENTENCE_HEADLINE_MAX))
  ) {
    return { title: toHeadline(clean) };
  }
  if (first && rest.length > 0 && first.length <= LEAD_MAX) {
    return { title: toHeadline(first), body: capitalizeFirst(restAfter(clean, first)) };
  }
  return { title: fallbackTitle, body: capitalizeFirst(clean) };
}

/** The text after its first sentence, keeping the user's paragraph breaks. */
function restAfter(text: string, first: string): string {
  const index = text.indexOf(first);
  return normalizeText(text.slice(index + first.length));
}

/** Cuts at a word boundary and marks the cut, for list views. */
export function shortenAtWord(text: string, max: number): string {
  const clean = normalizeText(text).replace(/\n/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.5 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** Strips accents and case: the form hashtags and comparisons use. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/** A list line's marker: "1. ", "2) ", "- ", "• ", "✅ ". */
export const LIST_MARKER = /^(?:\d+[.)]|[-•▪→*]|✅|✔️?|👉)\s*/u;

/** A field's opening sentence for the caption; a list field gives its first item, without the marker. */
export function firstSentence(text: string): string {
  const [first] = normalizeText(text).split('\n');
  const item = first?.replace(LIST_MARKER, '');
  if (item !== undefined && item !== first) return capitalizeFirst(item);
  return capitalizeFirst(splitSentences(text)[0] ?? normalizeText(text));
}

/** Ends a line with a full stop unless it already ends a sentence. */
export function asSentence(text: string): string {
  return /[.!?…:]$/.test(text) ? text : `${text}.`;
}
