import { asSentence, foldText } from './text-tools';
import type { Slide } from './types';

/** Fewer characters or words than this on a slide (headline and body) leaves it nearly empty. */
export const THIN_SLIDE_CHARS = 24;
export const THIN_SLIDE_WORDS = 3;

function slideText(slide: Slide): string {
  return [slide.title, slide.body ?? ''].join(' ').trim();
}

export function isThinSlide(slide: Slide): boolean {
  const text = slideText(slide);
  const words = foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return text.length < THIN_SLIDE_CHARS || words.length < THIN_SLIDE_WORDS;
}

/** "A virada: Passei a acordar às 5h." keeps the section's name when its slide is folded into another. */
function asBodyLines(slide: Slide): string[] {
  const head = slide.eyebrow ? `${slide.eyebrow}: ${asSentence(slide.title)}` : asSentence(slide.title);
  return [head, ...(slide.body ? [slide.body] : [])];
}

/**
 * Folds every nearly empty content slide into its neighbour (the next content slide, or the
 * previous one at the end of the arc), so no slide of the carousel is a label and three words.
 */
export function mergeThinSlides(slides: readonly Slide[]): Slide[] {
  const result = [...slides];
  let index = result.findIndex((slide) => slide.kind === 'content' && isThinSlide(slide));
  while (index !== -1) {
    const thin = result[index] as Slide;
    const next = result[index + 1];
    const previous = result[index - 1];
    if (next?.kind === 'content') {
      const body = [...(thin.body ? [thin.body] : []), ...asBodyLines(next)].join('\n');
      result.splice(index, 2, {
        ...thin,
        body,
        variant: undefined,
        imageRef: thin.imageRef ?? next.imageRef,
      });
    } else if (previous?.kind === 'content') {
      const body = [...(previous.body ? [previous.body] : []), ...asBodyLines(thin)].join('\n');
      result.splice(index - 1, 2, { ...previous, body, variant: undefined });
    } else {
      break;
    }
    index = result.findIndex((slide) => slide.kind === 'content' && isThinSlide(slide));
  }
  return result;
}
