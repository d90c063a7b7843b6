import { assertSafeKey, type Storage } from './storage';

/*
 * The keys of the `medias` bucket: what a stored image (a carousel's cover and photos, the brand kit's avatar) is
 * kept as, turned into an address only in an answer (carousels/image-refs.ts, brand-kit/stored-kit.ts).
 */

/** A key in the `medias` bucket: one of the carousel owner's uploads (`public/{userId}-...`). */
export type MediaKey = string;

/**
 * The key of one of this user's uploads (POST /api/uploads: our medias bucket, their own prefix), else null.
 * The brand kit's avatar is checked the same way (brand-kit/stored-kit.ts).
 */
export function findOwnUploadKey(url: string, userId: string, storage: Storage): MediaKey | null {
  const location = storage.parsePublicUrl(url.trim());
  return location?.bucket === 'medias' && location.key.startsWith(`public/${userId}-`) ? location.key : null;
}

/** The address a browser reads a stored image at now (on S3 it is signed when the bucket is private). */
export function readImageUrl(key: MediaKey, storage: Storage): Promise<string> {
  return storage.readUrl('medias', key);
}

/** A plain relative key (never an address): what the renderer may load from the medias bucket. */
export function isMediaKey(ref: string): boolean {
  try {
    assertSafeKey(ref);
    return !/^[a-z][a-z0-9+.-]*:/i.test(ref);
  } catch {
    return false;
  }
}
