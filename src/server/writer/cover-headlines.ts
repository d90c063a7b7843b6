import { capitalizeFirst, toHeadline } from './text-tools';

/**
 * The story field is "história de quê": people often answer with the rest of that
 * phrase ("de quando fui demitido..."). Completing the phrase gives a natural headline.
 */
export function writeStoryHeadline(historiaDeQue: string): string {
  const headline = toHeadline(historiaDeQue);
  if (/^(de|do|da|dos|das|sobre)\s/i.test(headline)) {
    return `A história ${headline.charAt(0).toLowerCase()}${headline.slice(1)}`;
  }
  return headline;
}

const CLAIM_INTENT =
  /^(?:quero\s+|vou\s+)?(?:mostrar|provar|explicar|demonstrar|ensinar|revelar|desmentir|esclarecer|convencer(?:\s+[^,]{1,40}?)?\s+de)\s+(que\s+|(?=por\s*que\s|porque\s|como\s))/i;

/** "Mostrar que X" → "X": the author's intent is not part of the claim. Too short a rest keeps the whole. */
export function stripClaimIntent(objetivo: string): string {
  const match = CLAIM_INTENT.exec(objetivo.trim());
  if (!match) return objetivo;
  const rest = objetivo.trim().slice(match[0].length);
  return rest.length >= 12 ? capitalizeFirst(rest) : objetivo;
}

/**
 * The "Objetivo" field often states the author's intent ("Mostrar que X"). The cover
 * should state the claim itself ("X"), so the leading intent verb is dropped; "por que"
 * and "como" stay because they make a headline on their own.
 */
export function writeClaimHeadline(objetivo: string): string {
  return toHeadline(stripClaimIntent(toHeadline(objetivo)));
}
