import { HEADLINE_MAX, pickHeadline } from './headline';
import { capitalizeFirst, toHeadline } from './text-tools';
import { joinUnits, toUnits } from './units';

/** The renderer's title limit: past it a cover needs a framing headline and the text as body. */
const TITLE_LIMIT = 200;

export interface CoverText {
  title: string;
  /** What the headline left of the field, shown under it: nothing of the field is lost. */
  body?: string;
}

/**
 * A headline from one field: the whole field when it reads as one headline, else its strongest
 * sentence or clause with the rest beneath. `frame` rewrites a headline taken from the field's
 * start (e.g. "de quando fui demitido" → "A história de quando fui demitido") without adding facts.
 */
export function writeCover(
  text: string,
  frame: (headline: string) => string = (headline) => headline,
  fallbackTitle = 'Entenda o caso',
): CoverText {
  const units = toUnits(text);
  const whole = toHeadline(text);
  if (units.length <= 1 && whole.length <= HEADLINE_MAX) return { title: frame(whole) };
  const picked = pickHeadline(units);
  if (!picked) {
    return whole.length <= TITLE_LIMIT
      ? { title: frame(whole) }
      : { title: fallbackTitle, body: capitalizeFirst(text) };
  }
  const body = joinUnits(picked.rest);
  const fromStart = toHeadline(units[0]?.text ?? '').startsWith(picked.title);
  const title = fromStart ? frame(picked.title) : picked.title;
  return body ? { title, body: capitalizeFirst(body) } : { title };
}
