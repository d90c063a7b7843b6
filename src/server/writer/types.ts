import type { WriterTrace } from '../../shared/carousels/writer-trace';
import type { Objective } from '../../shared/constants';
import type { Slide, SlideKind } from '../slide-engine/render/slide';
import type { StoredCarouselContent } from './stored-fields';

/**
 * One slide as words, before any design (the slide engine's input). `imageRef` is the key in the medias bucket of
 * the image the user gave (the cover's `imagemChave` or an educar point's, carousels/image-refs.ts); the caller
 * loads its bytes from storage, so the renderer never fetches anything.
 */
export type { Slide, SlideKind, WriterTrace };

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

/** The carousel's fields as stored: the user's words, and each image as its storage key (never an address). */
export type WriterInput = StoredCarouselContent;
/** The stored fields of one objective. */
export type WriterFields<K extends Objective> = Extract<WriterInput, { objetivo: K }>['campos'];

export interface Writer {
  name: string;
  write(input: WriterInput): Promise<SlidePlan>;
}
