import type { Answer } from './llm-answer-schema';
import { isImageField } from './stored-fields';
import type { WriterInput } from './types';

const NUMBER = /\d+(?:[.,]\d+)*/g;

/**
 * "1.500", "1500" and "R$ 1.500,00" are compared by their digits, so punctuation never hides a
 * match; zero cents are dropped first (but "1.000" keeps its thousands).
 */
function toDigits(token: string): string {
  return token.replace(/[.,]0{1,2}$/, '').replace(/[.,]/g, '');
}

/** Every text the user typed (an image's key or address is not a fact). */
function collectUserTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return isImageField(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => collectUserTexts(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) => collectUserTexts(child, childKey));
  }
  return [];
}

function collectAnswerTexts(answer: Answer): string[] {
  return [
    ...answer.slides.flatMap((slide) => [slide.rotulo, slide.titulo, slide.texto]),
    answer.legenda.texto,
    answer.legenda.chamada,
    ...answer.legenda.hashtags,
  ];
}

/**
 * Numbers in the copy that the user never wrote: the one invention we can catch mechanically
 * (names and dates in words are left to the prompt). Small counts are allowed, since "3 passos"
 * or "1/5" only count what is on the slides.
 */
export function findInventedNumbers(answer: Answer, input: WriterInput): string[] {
  const given = new Set(
    collectUserTexts(input.campos).flatMap((text) => (text.match(NUMBER) ?? []).map(toDigits)),
  );
  const countLimit = Math.max(answer.slides.length, 10);
  const invented = new Set<string>();
  for (const text of collectAnswerTexts(answer)) {
    for (const token of text.match(NUMBER) ?? []) {
      const digits = toDigits(token);
      const isCount = /^\d+$/.test(token) && Number(token) >= 0 && Number(token) <= countLimit;
      if (!given.has(digits) && !isCount) invented.add(token);
    }
  }
  return [...invented];
}

/** Educar points the answer left without a slide: dropping one would silently lose the user's content. */
export function findMissingPoints(answer: Answer, input: WriterInput): number[] {
  if (input.objetivo !== 'educar') return [];
  const covered = new Set(answer.slides.map((slide) => slide.ponto));
  return input.campos.pontos.map((_, index) => index + 1).filter((point) => !covered.has(point));
}

/**
 * What the schema cannot say about an answer, in Portuguese: it goes back to the model on the
 * retry and into the fallback reason.
 */
export function checkAnswer(answer: Answer, input: WriterInput): string[] {
  const problems: string[] = [];
  const invented = findInventedNumbers(answer, input);
  if (invented.length > 0) problems.push(`números que não estão nos campos: ${invented.join(', ')}`);
  const missing = findMissingPoints(answer, input);
  if (missing.length > 0) problems.push(`pontos sem slide: ${missing.join(', ')}`);
  return problems;
}
