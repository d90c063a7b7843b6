import { CAPTION_LIMITS } from '../../shared/carousels/slide-limits';
import type { Objective } from '../../shared/constants';
import { STOPWORDS } from './stopwords';
import { foldText } from './text-tools';

/** Instagram refuses a caption with more than 30 hashtags. */
export const HASHTAGS_LIMIT = CAPTION_LIMITS.hashtags;
/** Tags from the content's own key terms: at least this many when the text has them. */
export const CONTENT_TAGS_MIN = 5;
export const CONTENT_TAGS_MAX = 12;
/** How many the local writer takes: enough to be found, few enough to stay on topic. */
const CONTENT_TAGS_TARGET = 8;

/**
 * The broad tags that place a post in its genre, written as people follow them (accents
 * included: #inspiração and #inspiracao are different hashtags). Two or three are added.
 */
export const BROAD_TAGS: Record<Objective, readonly string[]> = {
  educar: ['dicas', 'aprendizado', 'conhecimento'],
  conectar: ['storytelling', 'históriasreais', 'inspiração'],
  convencer: ['mitoseverdades', 'mentalidade', 'reflexão'],
  investigar: ['jornalismo', 'investigação', 'apuração'],
};

/** Shorter words are mostly function words ("só", "lá", "pra"). */
const MIN_WORD_LENGTH = 4;
/** Longer "words" are usually pasted links or typos, not topics. */
const MAX_WORD_LENGTH = 24;
/** Conjugated verbs and gerunds ("comecei", "ficou", "faturava", "vendendo"): actions, not topics. */
const VERB_ENDING = /(ei|ou|ava|avam|aram|eram|iram|amos|emos|imos|iam|ando|endo|indo|am)$/;
/**
 * A word right after an article, a possessive or a preposition ("a confeitaria", "do prédio")
 * is almost always a noun: the kind of word people follow as a hashtag.
 */
const NOUN_MARKERS = new Set(
  'o a os as um uma uns umas do da dos das no na nos nas ao aos pelo pela pelos pelas meu minha meus minhas seu sua seus suas nosso nossa de em para com sem sobre entre cada todo toda este esta esse essa'.split(
    ' ',
  ),
);
/** Infinitives ("emitir", "vender") name an action, not a subject people follow. */
const INFINITIVE = /(ar|er|ir)$/;
/** Nouns that look like infinitives. */
const NOUNS_LIKE_INFINITIVES = new Set(
  'lugar celular mulher prazer poder familiar militar popular escolar solar jantar olhar altar bar mar lar luar açúcar hangar radar colar'.split(
    ' ',
  ),
);
/** Words sharing this many first letters are one topic ("escola", "escolas"; "cresce", "crescimento"). */
const STEM_LENGTH = 6;

export interface HashtagSource {
  /** Words of the headline count double: they name the subject. */
  headline: string;
  texts: readonly string[];
  /** Names (a place): every key term of them is a noun. */
  names?: readonly string[];
}

/** The lower-case form a hashtag takes, the user's accents kept. */
export function toTagForm(word: string): string {
  return word.normalize('NFC').toLocaleLowerCase('pt-BR');
}

function isKeyTerm(word: string): boolean {
  const folded = foldText(word);
  if (folded.length < MIN_WORD_LENGTH || folded.length > MAX_WORD_LENGTH) return false;
  if (/^\d+$/.test(folded) || STOPWORDS.has(folded)) return false;
  if (VERB_ENDING.test(folded)) return false;
  // "abri", "vendi": first-person past tense; accented endings ("táxi") are nouns.
  if (/[^aeiou]i$/.test(word)) return false;
  return !INFINITIVE.test(folded) || NOUNS_LIKE_INFINITIVES.has(toTagForm(word));
}

export interface KeyTerm {
  word: string;
  /** Follows an article, possessive or preposition: very likely a noun. */
  isNounLike: boolean;
}

/** The key terms of a text, in order: letters and digits only, so "R$", "%" and emoji never reach a tag. */
const NAME_CONNECTOR = /^(de|da|do|dos|das)$/;

/**
 * Runs of capitalised words inside a sentence, with their connectors: "São Paulo", "Rio Grande
 * do Sul", "Vila Esperança". Tagged as one word (#sãopaulo), the way people follow places and names.
 */
function findNames(
  text: string,
  words: RegExpMatchArray[],
  startsSentence: (match: RegExpMatchArray) => boolean,
): Map<number, number> {
  const names = new Map<number, number>();
  // A name's words are a space apart: a line break, a comma or a bullet ends it.
  const joined = (at: number) => {
    const word = words[at];
    const next = words[at + 1];
    if (!word || !next) return false;
    return /^ +$/.test(text.slice((word.index ?? 0) + word[0].length, next.index));
  };
  const isCapital = (match: RegExpMatchArray | undefined) =>
    match !== undefined && /^\p{Lu}\p{Ll}/u.test(match[0]);
  let index = 0;
  while (index < words.length) {
    const first = words[index];
    if (!isCapital(first) || (first && startsSentence(first) && !isCapital(words[index + 1]))) {
      index += 1;
      continue;
    }
    let end = index;
    while (
      (joined(end) && isCapital(words[end + 1])) ||
      (joined(end) &&
        joined(end + 1) &&
        NAME_CONNECTOR.test(words[end + 1]?.[0] ?? '') &&
        isCapital(words[end + 2]))
    ) {
      end += isCapital(words[end + 1]) ? 1 : 2;
    }
    if (end > index) names.set(index, end);
    index = end + 1;
  }
  return names;
}

export function listKeyTerms(text: string, isName = false): KeyTerm[] {
  const clean = text.normalize('NFC');
  const words = [...clean.matchAll(/[\p{L}\p{N}]+/gu)];
  const startsSentence = (match: RegExpMatchArray) =>
    /(^|[.!?…:]\s*)$/u.test(clean.slice(0, match.index).trimEnd());
  const names = findNames(clean, words, startsSentence);
  const terms: KeyTerm[] = [];
  for (let index = 0; index < words.length; index++) {
    const end = names.get(index);
    if (end !== undefined) {
      const joined = words
        .slice(index, end + 1)
        .map((match) => match[0])
        .join('');
      if (joined.length <= MAX_WORD_LENGTH) {
        terms.push({ word: toTagForm(joined), isNounLike: true });
        index = end;
        continue;
      }
    }
    terms.push(...describeWord(words, index, startsSentence, isName));
  }
  return terms;
}

function describeWord(
  words: RegExpMatchArray[],
  index: number,
  startsSentence: (match: RegExpMatchArray) => boolean,
  isName: boolean,
): KeyTerm[] {
  const match = words[index] as RegExpMatchArray;
  {
    const word = match[0];
    if (!isKeyTerm(word)) return [];
    const previous = words[index - 1]?.[0];
    // A capital inside a sentence marks a proper name ("Limoeiro", "Recife").
    const isProperName = /^\p{Lu}/u.test(word) && !startsSentence(match);
    const isNounLike =
      isName || isProperName || (previous !== undefined && NOUN_MARKERS.has(foldText(previous)));
    return [{ word: toTagForm(word), isNounLike }];
  }
}

/** "cartões" and "cartão", "jornais" and "jornal" share a stem: plurals folded to the singular. */
export function stemOf(word: string): string {
  return foldText(word)
    .replace(/(oes|aes)$/, 'ao')
    .replace(/ais$/, 'al')
    .replace(/eis$/, 'el')
    .replace(/ns$/, 'm')
    .replace(/s$/, '')
    .slice(0, STEM_LENGTH);
}

/**
 * The content's hashtags, best first: the user's most repeated terms (the headline's count
 * double), one per stem, spelled as the user spelled them.
 */
export function rankContentTags(source: HashtagSource): string[] {
  const scores = new Map<string, { word: string; score: number; firstSeen: number; nounLike: boolean }>();
  let position = 0;
  const add = (text: string, weight: number, isName = false) => {
    for (const { word, isNounLike } of listKeyTerms(text, isName)) {
      const stem = stemOf(word);
      const entry = scores.get(stem) ?? { word, score: 0, firstSeen: position++, nounLike: false };
      entry.score += isNounLike ? weight * 1.5 : weight;
      entry.nounLike ||= isNounLike;
      // The singular is the form people follow: "#escola" over "#escolas".
      if (word.length < entry.word.length) entry.word = word;
      scores.set(stem, entry);
    }
  };
  add(source.headline, 2);
  for (const text of source.texts) add(text, 1);
  for (const name of source.names ?? []) add(name, 1, true);
  const ranked = [...scores.values()].sort((a, b) => b.score - a.score || a.firstSeen - b.firstSeen);
  return [...ranked.filter((entry) => entry.nounLike), ...ranked.filter((entry) => !entry.nounLike)].map(
    (entry) => entry.word,
  );
}

/** How many of the ranked terms were seen as nouns; the rest only fill up to the minimum. */
function countNounLike(source: HashtagSource): number {
  const all = [
    ...[source.headline, ...source.texts].flatMap((text) => listKeyTerms(text)),
    ...(source.names ?? []).flatMap((name) => listKeyTerms(name, true)),
  ];
  return new Set(all.filter((term) => term.isNounLike).map((term) => stemOf(term.word))).size;
}

/**
 * Content tags then broad ones, with '#', no two alike (accents and case ignored when
 * comparing), never past Instagram's limit.
 */
export function combineHashtags(
  contentTags: readonly string[],
  objective: Objective,
  maxContent: number = CONTENT_TAGS_MAX,
): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  const push = (tag: string) => {
    const clean = toTagForm(tag.replace(/^#+/, '')).replace(/[^\p{L}\p{N}]/gu, '');
    const key = foldText(clean);
    if (clean.length < 2 || /^\d+$/.test(clean) || seen.has(key)) return false;
    seen.add(key);
    tags.push(`#${clean}`);
    return true;
  };
  const broad = new Set(BROAD_TAGS[objective].map((tag) => foldText(tag)));
  let content = 0;
  for (const tag of contentTags) {
    if (content >= Math.min(maxContent, CONTENT_TAGS_MAX)) break;
    // A broad tag among the content's terms is placed with the broad ones.
    if (broad.has(foldText(tag.replace(/^#+/, '')))) continue;
    if (push(tag)) content += 1;
  }
  for (const tag of BROAD_TAGS[objective]) push(tag);
  return tags.slice(0, HASHTAGS_LIMIT);
}

/** The local writer's hashtags: up to 8 of the content's own terms, then the objective's broad ones. */
export function buildHashtags(objective: Objective, source: HashtagSource): string[] {
  const take = Math.min(CONTENT_TAGS_TARGET, Math.max(CONTENT_TAGS_MIN, countNounLike(source)));
  return combineHashtags(rankContentTags(source), objective, take);
}
