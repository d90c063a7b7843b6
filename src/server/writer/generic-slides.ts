import { stemOf } from './hashtags';
import { STOPWORDS } from './stopwords';
import { isImageField } from './stored-fields';
import { foldText } from './text-tools';
import type { Slide, WriterInput } from './types';

/**
 * "A slide that would fit any story" made precise (docs/writer.md): a slide is generic when its words share no
 * content term with the story the user told. A content term is a number (any word with a digit: "12", "4h12",
 * "2,3"), an acronym the user wrote in capitals ("UTI", "TV"), or a word of 4+ letters that is not a stop word;
 * plurals and singulars are one term ("escolas" = "escola"). The story is every field but the call to action
 * and the images: a cover that only echoes the CTA ("Entenda o caso" when the CTA says "acompanhe o caso") is
 * still generic.
 */
const TOKEN = /[\p{L}\p{N}]+/gu;
const ACRONYM = /\b\p{Lu}{2,}\b/gu;

function termOf(token: string): string | null {
  const folded = foldText(token);
  if (/\d/.test(folded)) return folded;
  if (folded.length < 4 || STOPWORDS.has(folded)) return null;
  return stemOf(folded);
}

export function listContentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const token of text.match(TOKEN) ?? []) {
    const term = termOf(token);
    if (term) terms.add(term);
  }
  for (const acronym of text.match(ACRONYM) ?? []) terms.add(foldText(acronym));
  return terms;
}

/** The story's words: every text field but the call to action (an ask, not the story) and the images. */
export function listStoryTerms(input: WriterInput): Set<string> {
  const walk = (value: unknown, key = ''): string[] => {
    if (typeof value === 'string') return isImageField(key) || key === 'cta' ? [] : [value];
    if (Array.isArray(value)) return value.flatMap((item) => walk(item));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => walk(v, k));
    return [];
  };
  return listContentTerms(walk(input.campos).join('\n'));
}

/**
 * True when `text` shares no content term with the story. A story with no content term at all ("Isso aqui",
 * "Lá", "Hoje") makes nothing generic: there is nothing more specific to say.
 */
export function isGenericText(text: string, story: ReadonlySet<string>): boolean {
  if (story.size === 0) return false;
  for (const term of listContentTerms(text)) if (story.has(term)) return false;
  // An acronym of the story written in lower case on the slide ("uti") still names the user's "UTI".
  const tokens = new Set(foldText(text).match(TOKEN) ?? []);
  for (const term of story) if (tokens.has(term)) return false;
  return true;
}

export function isGenericSlide(slide: Slide, story: ReadonlySet<string>): boolean {
  return isGenericText([slide.title, slide.body ?? ''].join(' '), story);
}
