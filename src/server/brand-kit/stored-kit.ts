import { z } from 'zod';
import { type BrandKit, brandKitSchema } from '../../shared/brand-kit/schema';
import { isMediaKey, type MediaKey, readImageUrl } from '../storage/media-keys';
import type { Storage } from '../storage/storage';

/*
 * The brand kit crosses the wire with its avatar as an address (`avatar_url`, an address POST /api/uploads
 * answered) and is stored with it as a key in the `medias` bucket (`avatar_chave`), like a carousel's images
 * (carousels/image-refs.ts): an address depends on the configuration and, when signed, expires, while the key
 * names the object for good (docs/decisions/0011-web-mirrors-server.md). The saved kit (`marcas`) and its copy in
 * a carousel's trace (`webhook_data.brand`) have this shape; the renderer draws it as it is.
 */

/** The kit as stored: the wire's fields with the avatar as its key (null for none), never an address. */
export type StoredBrandKit = Omit<BrandKit, 'avatar_url'> & { avatar_chave: MediaKey | null };

/**
 * A stored kit read back (a carousel's trace). A key that is not a plain key names nothing the renderer may
 * load, so it reads as no avatar; so does a copy without the field.
 */
export const storedBrandKitSchema = brandKitSchema.omit({ avatar_url: true }).extend({
  avatar_chave: z
    .string()
    .nullable()
    .default(null)
    .transform((key) => (key !== null && isMediaKey(key) ? key : null)),
});

/** The kit as stored, with the avatar's key (an own upload, checked by the caller) in place of its address. */
export function toStoredBrandKit(kit: BrandKit, avatarKey: MediaKey | null): StoredBrandKit {
  const { avatar_url: _address, ...rest } = kit;
  return { ...rest, avatar_chave: avatarKey };
}

/** The kit as the API answers it: the avatar's key as the address a browser reads it at now. */
export async function toWireBrandKit(stored: StoredBrandKit, storage: Storage): Promise<BrandKit> {
  const { avatar_chave: key, ...rest } = stored;
  return { ...rest, avatar_url: key ? await readImageUrl(key, storage) : null };
}

/**
 * The brand kit copied onto the carousel at creation (webhook_data.brand, stored with its avatar as a key:
 * brand-kit/stored-kit.ts), or undefined when the user had none. A copy that no longer parses signs nothing
 * rather than failing the carousel.
 */
export function readTraceBrand(trace: Readonly<Record<string, unknown>>): StoredBrandKit | undefined {
  const parsed = storedBrandKitSchema.safeParse(trace.brand);
  return parsed.success ? parsed.data : undefined;
}
