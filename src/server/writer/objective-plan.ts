import type { CaptionParts } from './caption';
import type { Slide } from './types';

/** What each objective contributes; the writer adds the tema, hashtags and caption layout. */
export interface ObjectivePlan {
  headline: string;
  /** The user's own words for the subject (the headline may add framing like "A história"). */
  topic: string;
  slides: Slide[];
  caption: Omit<CaptionParts, 'hashtags'>;
  /** The user's words beyond the headline, mined for hashtags. */
  hashtagTexts: readonly string[];
  /** Names among the user's fields (a place), always good hashtags. */
  hashtagNames?: readonly string[];
}
