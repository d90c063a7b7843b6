import { capitalizeFirst, foldText, toHeadline } from './text-tools';
import type { TextUnit } from './units';

/** A headline reads in one glance at full size: two lines on a phone. */
export const HEADLINE_MAX = 90;
/** Shorter than this is a fragment ("Sim."), not a headline. */
const HEADLINE_MIN = 8;
/** A clause shorter than this would leave the headline saying nothing on its own. */
const CLAUSE_MIN = 15;

/** Words that lean on the sentence before: "Mas deu certo." cannot open a slide. */
const LEANING_START = /^(mas|e|entao|porque|pois|ai|depois|tambem|isso|isto|ou|so que|por isso|alem disso)\b/;
/** Where a long sentence can be cut into a headline and its continuation. */
const CLAUSE_BREAK = /(?::\s|;\s|\s[—–]\s|,\s(?=(?:mas|porque|pois|e|quando|enquanto|ate|que)\s))/u;

export interface PickedHeadline {
  title: string;
  /** The units left for the body, in the user's order; nothing of the text is lost or repeated. */
  rest: TextUnit[];
}

/**
 * How strongly a sentence works as a headline: a mid-length statement, with a number or a
 * question, that stands on its own. The first sentence gets a small head start so the slide
 * keeps the user's order when nothing stands out.
 */
function scoreHeadline(text: string, index: number): number {
  const folded = foldText(text);
  let score = 0;
  if (text.length >= 20 && text.length <= 70) score += 2;
  else if (text.length < 20) score += 1;
  if (/\d/.test(text)) score += 1.5;
  if (/[?!]$/.test(text)) score += 1;
  if (LEANING_START.test(folded)) score -= 3;
  if (index === 0) score += 1;
  return score;
}

/**
 * The strongest short sentence of a text becomes its headline and the rest its body. When
 * every sentence is long, the first one's opening clause heads the slide and the sentence
 * goes on in the body. Null when no sentence or clause can stand as a headline.
 */
export function pickHeadline(units: readonly TextUnit[]): PickedHeadline | null {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  units.forEach((unit, index) => {
    if (unit.isListItem || unit.text.length < HEADLINE_MIN || unit.text.length > HEADLINE_MAX) return;
    const score = scoreHeadline(unit.text, index);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  if (best >= 0) {
    const rest = units.filter((_, index) => index !== best);
    if (rest[0]) rest[0] = { ...rest[0], lineStart: true };
    return { title: toHeadline((units[best] as TextUnit).text), rest };
  }
  const [first, ...others] = units;
  if (!first || first.isListItem) return null;
  const clause = splitClause(first.text);
  if (!clause) return null;
  return {
    title: toHeadline(clause.head),
    rest: [{ text: capitalizeFirst(clause.tail), lineStart: true, isListItem: false }, ...others],
  };
}

/** "Prefeitura fecha 12 escolas: pais só souberam pela TV" → head and tail, cut at the first fitting break. */
export function splitClause(sentence: string): { head: string; tail: string } | null {
  const match = CLAUSE_BREAK.exec(sentence);
  if (match) {
    const head = sentence.slice(0, match.index).trim();
    const tail = sentence.slice(match.index + match[0].length).trim();
    if (head.length >= CLAUSE_MIN && head.length <= HEADLINE_MAX && tail !== '') return { head, tail };
  }
  // No marked break: the last comma that leaves a headline-sized opening.
  const comma = sentence.lastIndexOf(', ', HEADLINE_MAX);
  if (comma < CLAUSE_MIN) return null;
  return { head: sentence.slice(0, comma).trim(), tail: sentence.slice(comma + 2).trim() };
}
