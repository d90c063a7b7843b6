import { type StoredBrandKit, storedBrandKitSchema } from '../brand-kit/stored-kit';
import type { CarouselTrace } from '../carousels/dto';
import type { Storage } from '../storage/storage';
import { loadCarouselImages } from './carousel-images';
import type { SlideBrand } from '../slide-engine/render';

/**
 * The brand kit copied onto the carousel at creation (webhook_data.brand, stored with its avatar as a key:
 * brand-kit/stored-kit.ts), or undefined when the user had none. A copy that no longer parses signs nothing
 * rather than failing the carousel.
 */
export function readTraceBrand(trace: CarouselTrace): StoredBrandKit | undefined {
  const parsed = storedBrandKitSchema.safeParse(trace.brand);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Adds the brand's avatar to the images the slides draw, read by its key. An avatar gone from storage is left
 * out (the signature keeps the name and handle) rather than failing a carousel the user paid for.
 */
export async function addBrandAvatar(
  storage: Storage,
  brand: SlideBrand | undefined,
  images: Map<string, Uint8Array>,
): Promise<Map<string, Uint8Array>> {
  if (!brand?.avatar_chave || !brand.mostrar_avatar) return images;
  const avatar = await loadCarouselImages(storage, [], undefined, [brand.avatar_chave]).catch(
    () => new Map(),
  );
  for (const [ref, bytes] of avatar) images.set(ref, bytes);
  return images;
}
