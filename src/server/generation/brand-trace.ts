import { brandKitSchema } from '../../shared/brand-kit/schema';
import type { CarouselTrace } from '../carousels/dto';
import type { Storage } from '../storage/storage';
import { loadCarouselImages } from './carousel-images';
import type { SlideBrand } from './render';

/**
 * The brand kit copied onto the carousel at creation (webhook_data.brand), or undefined when the user had
 * none. A copy that no longer parses signs nothing rather than failing the carousel.
 */
export function readTraceBrand(trace: CarouselTrace): SlideBrand | undefined {
  const parsed = brandKitSchema.safeParse(trace.brand);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Adds the brand's avatar to the images the slides draw. An avatar gone from storage is left out (the
 * signature keeps the name and handle) rather than failing a carousel the user paid for.
 */
export async function addBrandAvatar(
  storage: Storage,
  brand: SlideBrand | undefined,
  images: Map<string, Uint8Array>,
): Promise<Map<string, Uint8Array>> {
  if (!brand?.avatar_url || !brand.mostrar_avatar) return images;
  const avatar = await loadCarouselImages(storage, [], undefined, [brand.avatar_url]).catch(() => new Map());
  for (const [ref, bytes] of avatar) images.set(ref, bytes);
  return images;
}
