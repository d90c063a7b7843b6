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

/**
 * The "Objetivo" field often states the author's intent ("Mostrar que X"). The cover
 * should state the claim itself ("X"), so the leading intent verb is dropped; "por que"
 * and "como" stay because they make a headline on their own.
 */
export function writeClaimHeadline(objetivo: string): string {
  const headline = toHeadline(objetivo);
  const intent =
    /^(?:quero\s+|vou\s+)?(?:mostrar|provar|explicar|demonstrar|ensinar|revelar|desmentir|esclarecer|convencer(?:\s+[^,]{1,40}?)?\s+de)\s+(que\s+|(?=por\s*que\s|porque\s|como\s))/i;
  const match = intent.exec(headline);
  if (!match) return headline;
  const rest = headline.slice(match[0].length);
  return rest.length >= 12 ? capitalizeFirst(rest) : headline;
}
