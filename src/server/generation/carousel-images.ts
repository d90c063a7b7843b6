import { CAROUSEL_FAILURE_REASONS } from '../../shared/carousels/status';
import type { Storage } from '../storage/storage';
import { type Bucket, isBucket } from '../storage/storage';
import { isBundledBackground } from './render';
import type { Slide } from './writer/types';

/** A failure the user should read as the reason (`erro: <motivo>`), in Portuguese. */
export class GenerationError extends Error {}

/** `medias/templates/x.png` (how template designs name their background image) to bucket and key. */
function parseBucketPath(ref: string): { bucket: Bucket; key: string } | null {
  const [bucket, ...rest] = ref.replace(/^\/+/, '').split('/');
  if (!bucket || !isBucket(bucket) || rest.length === 0) return null;
  return { bucket, key: rest.join('/') };
}

/** The template's own background image, when it is a stored upload rather than a bundled asset. */
function findDesignImage(design: unknown): string | null {
  const background = (design as { background?: { kind?: string; source?: unknown } } | undefined)?.background;
  if (background?.kind !== 'image' || typeof background.source !== 'string') return null;
  return isBundledBackground(background.source) ? null : background.source;
}

/**
 * The bytes of every stored image a carousel draws (its slides' photos and the design's background), read
 * from our own storage so the renderer never fetches anything.
 */
export async function loadCarouselImages(
  storage: Storage,
  slides: readonly Slide[],
  design: unknown,
  /** Further images the slides draw (the brand kit's avatar). */
  extraRefs: readonly string[] = [],
): Promise<Map<string, Uint8Array>> {
  const designImage = findDesignImage(design);
  const refs = new Set([
    ...slides.flatMap((slide) => (slide.imageRef ? [slide.imageRef] : [])),
    ...(designImage ? [designImage] : []),
    ...extraRefs,
  ]);
  const images = new Map<string, Uint8Array>();
  for (const ref of refs) {
    const location = storage.parsePublicUrl(ref) ?? parseBucketPath(ref);
    const bytes = location ? await storage.get(location.bucket, location.key) : null;
    if (!bytes) throw new GenerationError(CAROUSEL_FAILURE_REASONS.coverMissing);
    images.set(ref, bytes);
  }
  return images;
}
