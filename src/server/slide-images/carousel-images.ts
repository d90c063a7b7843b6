import { CAROUSEL_FAILURE_REASONS } from '../../shared/carousels/status';
import { isDatabaseUnavailable } from '../db/errors';
import { isBundledBackground } from '../slide-engine/render';
import { isMediaKey } from '../storage/media-keys';
import type { Storage } from '../storage/storage';
import { type Bucket, isBucket } from '../storage/storage';
import type { Slide } from '../writer/types';

/**
 * A failure the user should read as the reason (`erro: <motivo>`), in Portuguese. `final`: another attempt
 * would fail the same way (an image that cannot be drawn), so the carousel is settled at once, not retried.
 */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly final = false,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

/**
 * Whether a failed attempt is tried again: not on the last attempt, nor after a final GenerationError. A
 * database outage always is: it spends no attempt (the job is handed back, jobs.ts), so it never settles one.
 */
export function shouldRetry(error: unknown, meta: { isLastAttempt: boolean }): boolean {
  if (isDatabaseUnavailable(error)) return true;
  return !meta.isLastAttempt && !(error instanceof GenerationError && error.final);
}

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
 * The bytes of every stored image a carousel draws, read from our own storage so the renderer never fetches
 * anything: its slides' photos and the extra images by their key in the medias bucket (carousels/image-refs.ts,
 * brand-kit/stored-kit.ts), the design's background by the address or bucket path it was saved with.
 */
export async function loadCarouselImages(
  storage: Storage,
  slides: readonly Slide[],
  design: unknown,
  /** Further images the slides draw, by their key in the medias bucket (the brand kit's avatar). */
  extraKeys: readonly string[] = [],
): Promise<Map<string, Uint8Array>> {
  const designImage = findDesignImage(design);
  const locations = new Map<string, { bucket: Bucket; key: string } | null>();
  // A reference that is not a key (an address an old row kept as written) names nothing we store.
  for (const ref of [...slides.flatMap((slide) => (slide.imageRef ? [slide.imageRef] : [])), ...extraKeys]) {
    locations.set(ref, isMediaKey(ref) ? { bucket: 'medias', key: ref } : null);
  }
  // The design names its image as it always has: an address of ours or a bucket path.
  if (designImage)
    locations.set(designImage, storage.parsePublicUrl(designImage) ?? parseBucketPath(designImage));
  const images = new Map<string, Uint8Array>();
  for (const [ref, location] of locations) {
    const bytes = location ? await storage.get(location.bucket, location.key) : null;
    if (!bytes) throw new GenerationError(CAROUSEL_FAILURE_REASONS.coverMissing);
    images.set(ref, bytes);
  }
  return images;
}
