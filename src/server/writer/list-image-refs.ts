import type { SlidePlan } from './types';

/** The distinct image addresses a plan shows, so the caller can load their bytes once. */
export function listImageRefs(plan: SlidePlan): string[] {
  return [...new Set(plan.slides.flatMap((slide) => (slide.imageRef ? [slide.imageRef] : [])))];
}
