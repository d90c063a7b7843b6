export type SlideKind = 'cover' | 'content' | 'closing';

/**
 * One slide as words, before any design: what the writer hands the engine. `imageRef` names the image the
 * slide draws among the images the caller hands in (the carousel's key in the medias bucket), so the engine
 * never fetches anything.
 */
export interface Slide {
  kind: SlideKind;
  eyebrow?: string;
  title: string;
  body?: string;
  imageRef?: string;
  /** A hint for the layout: a quote gets quote marks, a list keeps one item a line. */
  variant?: 'quote' | 'list';
}
