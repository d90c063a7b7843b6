import { pickHeadline } from './headline';
import { capitalizeFirst } from './text-tools';
import type { Slide } from './types';
import { chunkUnits, isListText, joinUnits, type TextUnit, toUnits } from './units';

/** Past this a body stops reading as "two or three short sentences"; the rest moves to a new slide. */
export const BODY_MAX = 280;

/** One part of an objective's arc, filled with one of the user's fields. */
export interface Section {
  eyebrow: string;
  text: string;
  /** The headline when no sentence or clause of the text can be one (it frames, it adds no fact). */
  fallbackTitle: string;
  /** Short single-headline text is a quote ("A moral da história"). */
  quote?: boolean;
}

function toSlide(eyebrow: string, units: TextUnit[], fallbackTitle: string, quote: boolean): Slide {
  if (isListText(units)) {
    return { kind: 'content', eyebrow, title: fallbackTitle, body: joinUnits(units), variant: 'list' };
  }
  const picked = pickHeadline(units);
  if (!picked)
    return { kind: 'content', eyebrow, title: fallbackTitle, body: capitalizeFirst(joinUnits(units)) };
  const body = joinUnits(picked.rest);
  const slide: Slide = { kind: 'content', eyebrow, title: picked.title };
  if (body) slide.body = capitalizeFirst(body);
  else if (quote) slide.variant = 'quote';
  if (slide.body && isListText(picked.rest)) slide.variant = 'list';
  return slide;
}

/**
 * A field as one or more slides: its strongest sentence as the headline, the rest as the
 * body, and, when the body would be crammed, the next sentences on a slide of their own with
 * their own headline. Cuts fall only between sentences or list items.
 */
export function writeSection(section: Section): Slide[] {
  const units = toUnits(section.text);
  if (units.length === 0) return [];
  const picked = isListText(units) ? null : pickHeadline(units);
  const headLength = picked ? picked.title.length : 0;
  const bodyUnits = picked ? picked.rest : units;
  if (joinUnits(bodyUnits).length + headLength <= BODY_MAX + 90) {
    return [toSlide(section.eyebrow, units, section.fallbackTitle, section.quote ?? false)];
  }
  const chunks = chunkUnits(units, BODY_MAX);
  return chunks.map((chunk) => toSlide(section.eyebrow, chunk, section.fallbackTitle, false));
}
