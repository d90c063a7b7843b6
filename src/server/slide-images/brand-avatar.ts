import type { SlideBrand } from '../slide-engine/render';
import type { Storage } from '../storage/storage';
import { loadCarouselImages } from './carousel-images';

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
