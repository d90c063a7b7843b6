import type { CarouselContent } from '../../../shared/carousels';
import type { WriterTrace } from '../../../shared/carousels/writer-trace';

export type { WriterTrace };

export type SlideKind = 'cover' | 'content' | 'closing';

/**
 * One slide as words, before any design. `imageRef` is the image address exactly as the
 * user gave it (a cover `imagemUrl` or an educar point's); the caller resolves it to bytes
 * through storage, so the renderer never fetches anything.
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

export interface SlidePlan {
  /** Short, from the cover text, for lists and the download page. */
  tema: string;
  slides: Slide[];
  /** Becomes legenda.txt: a short text, the call to action and hashtags. */
  caption: string;
  /**
   * Which writer produced the copy (the LLM writer always sets it; the local writer leaves it out). The job
   * stores it in `webhook_data.writer`.
   */
  trace?: WriterTrace;
}

export type WriterInput = CarouselContent;

export interface Writer {
  name: string;
  write(input: WriterInput): Promise<SlidePlan>;
}
