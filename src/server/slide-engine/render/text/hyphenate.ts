import hyphenPt from 'hyphen/pt';

const SOFT_HYPHEN = '\u00ad';

/**
 * Where a Portuguese word may break across lines, by the TeX hyphenation patterns for Portuguese
 * ("INCONSTITUCIONALÍSSIMAMENTE" -> IN·CONS·TI·TU·CI·O·NA·LÍS·SI·MA·MEN·TE), and after a hyphen the
 * word already has ("guarda-chuva"). Returns the syllable groups in order; joined, they are the word.
 */
export function splitSyllables(word: string): string[] {
  const known = cache.get(word);
  if (known) return known;
  if (cache.size >= CACHE_SIZE) cache.clear();
  const parts = findSyllables(word);
  cache.set(word, parts);
  return parts;
}

/** The fitter tries many sizes for one slide: the same long word is split again at each. */
const CACHE_SIZE = 2000;
const cache = new Map<string, string[]>();

function findSyllables(word: string): string[] {
  const marked = hyphenPt.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN });
  const parts: string[] = [];
  for (const piece of marked.split(SOFT_HYPHEN)) {
    // After an existing hyphen the word may break too; the hyphen stays at the end of the first part.
    const byHyphen = piece.split(/(?<=-)(?=.)/u);
    parts.push(...byHyphen);
  }
  return parts.filter((part) => part !== '');
}
