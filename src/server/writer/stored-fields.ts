import type { CarouselContent } from '../../shared/carousels/schemas';
import type { Objective } from '../../shared/constants';
import type { MediaKey } from '../storage/media-keys';

/*
 * A carousel's fields as `carrosseis.campos_personalizados` stores them, which is what the writer reads: the
 * request's fields with each image as its key in the medias bucket, never an address (carousels/image-refs.ts
 * turns one into the other).
 */

/** The fields of a stored image: its key, never an address. */
interface StoredImage {
  imagemChave?: MediaKey;
}
export type WithImageKey<T> = Omit<T, 'imagemUrl'> & StoredImage;
type StoredFieldsOf<T> = T extends { pontos: (infer Point)[] }
  ? Omit<WithImageKey<T>, 'pontos'> & { pontos: WithImageKey<Point>[] }
  : WithImageKey<T>;

/**
 * `carrosseis.campos_personalizados` as stored: the request's fields with each image as its key. Rows older than
 * the key may still hold an `imagemUrl` that was not ours (migration 0013 left those as written); nothing draws it.
 */
export type StoredCarouselContent = {
  [K in Objective]: {
    objetivo: K;
    campos: StoredFieldsOf<Extract<CarouselContent, { objetivo: K }>['campos']>;
  };
}[Objective];
export type StoredCarouselFields = StoredCarouselContent['campos'];

/** Field names that hold an image (the wire's address or the stored key), not words the user wrote. */
export function isImageField(key: string): boolean {
  return key === 'imagemUrl' || key === 'imagemChave';
}
