import type { Objective } from '../../../shared/constants';
import { STOPWORDS } from './stopwords';
import { foldText } from './text-tools';

/** Two tags that place the post in its genre, plus a spare used only when the user's words give too few. */
const OBJECTIVE_TAGS: Record<Objective, { main: readonly string[]; spare: string }> = {
  educar: { main: ['dicas', 'aprendizado'], spare: 'conhecimento' },
  conectar: { main: ['storytelling', 'historiasreais'], spare: 'inspiracao' },
  convencer: { main: ['mitoseverdades', 'mentalidade'], spare: 'reflexao' },
  investigar: { main: ['investigacao', 'apuracao'], spare: 'jornalismo' },
};

const MIN_TAGS = 3;
const MAX_USER_TAGS = 4;
/** Shorter words are mostly function words and numbers spelled out. */
const MIN_WORD_LENGTH = 5;
/** Past-tense and imperfect verb endings ("comecei", "ficou", "faturava"): actions, not topics. */
const VERB_ENDING = /(ei|ou|ava|avam|aram|eram|iram|amos|emos|iam)$/;
/** Words sharing this many first letters are treated as one ("cresce", "crescer"). */
const STEM_LENGTH = 5;
/** Longer "words" are usually pasted links or typos, not topics. */
const MAX_WORD_LENGTH = 24;

export interface HashtagSource {
  /** Words of the headline count double: they name the subject. */
  headline: string;
  texts: readonly string[];
}

function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(
      (word) =>
        word.length >= MIN_WORD_LENGTH &&
        word.length <= MAX_WORD_LENGTH &&
        !/^\d+$/.test(word) &&
        !VERB_ENDING.test(word) &&
        !STOPWORDS.has(word),
    );
}

/** 3 to 8 hashtags: the user's most telling words first, then the objective's own. */
export function buildHashtags(objective: Objective, source: HashtagSource): string[] {
  const scores = new Map<string, { score: number; firstSeen: number }>();
  let position = 0;
  const add = (words: string[], weight: number) => {
    for (const word of words) {
      const entry = scores.get(word) ?? { score: 0, firstSeen: position++ };
      entry.score += weight;
      scores.set(word, entry);
    }
  };
  add(tokenize(source.headline), 2);
  for (const text of source.texts) add(tokenize(text), 1);
  const { main, spare } = OBJECTIVE_TAGS[objective];
  const stems = new Set<string>();
  const userTags = [...scores.entries()]
    .filter(([word]) => !main.includes(word))
    .sort((a, b) => b[1].score - a[1].score || a[1].firstSeen - b[1].firstSeen)
    .map(([word]) => word)
    .filter((word) => {
      const stem = word.slice(0, STEM_LENGTH);
      if (stems.has(stem)) return false;
      stems.add(stem);
      return true;
    })
    .slice(0, MAX_USER_TAGS);
  const tags = [...userTags, ...main];
  if (tags.length < MIN_TAGS && !tags.includes(spare)) tags.push(spare);
  return tags.map((tag) => `#${tag}`);
}
