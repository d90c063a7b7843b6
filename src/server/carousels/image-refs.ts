import type { CarouselContent, CreateCarouselRequest } from '../../shared/carousels/schemas';
import type { Objective } from '../../shared/constants';
import { AppError } from '../http/app-error';
import { assertSafeKey, type Storage } from '../storage/storage';

/*
 * A carousel's images (the cover and, for educar, each point's) cross the wire as addresses (`imagemUrl`, an
 * address POST /api/uploads answered) and are stored as keys in the `medias` bucket (`imagemChave`): an address
 * depends on the configuration (APP_URL, S3_PUBLIC_URL, the bucket prefix) and, when signed, expires, while the
 * key names the object for good (docs/decisions/0009-s3-storage.md, docs/decisions/0011-web-mirrors-server.md).
 * This module is the one place that turns one into the other, both ways.
 */

export const FOREIGN_IMAGE_MESSAGE =
  'Use uma imagem enviada pelo Carrossel (faça o upload da imagem de capa).';

/** A key in the `medias` bucket: one of the carousel owner's uploads (`public/{userId}-...`). */
export type MediaKey = string;

/** The fields of a stored image: its key, never an address. */
interface StoredImage {
  imagemChave?: MediaKey;
}
type WithImageKey<T> = Omit<T, 'imagemUrl'> & StoredImage;
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

/**
 * The key of one of this user's uploads (POST /api/uploads: our medias bucket, their own prefix), else null.
 * The brand kit's avatar is checked the same way (brand-kit/stored-kit.ts).
 */
export function findOwnUploadKey(url: string, userId: string, storage: Storage): MediaKey | null {
  const location = storage.parsePublicUrl(url.trim());
  return location?.bucket === 'medias' && location.key.startsWith(`public/${userId}-`) ? location.key : null;
}

function foreignImage(): AppError {
  return new AppError('validation_failed', FOREIGN_IMAGE_MESSAGE, {
    title: 'Imagem inválida',
    issues: [{ path: 'campos_personalizados.imagemUrl', message: FOREIGN_IMAGE_MESSAGE }],
  });
}

/** One object's image as stored: an own upload's address becomes its key; a blank address is no image. */
function storeImage<T extends { imagemUrl?: string }>(
  fields: T,
  userId: string,
  storage: Storage,
): WithImageKey<T> {
  const { imagemUrl, ...rest } = fields;
  if (!imagemUrl?.trim()) return rest;
  const key = findOwnUploadKey(imagemUrl, userId, storage);
  if (!key) throw foreignImage();
  return { ...rest, imagemChave: key };
}

/**
 * The request's fields as `campos_personalizados` stores them: every image an own upload's key. Any other address
 * is refused, so the renderer only ever loads the same user's uploads from our own storage: the server never
 * fetches an arbitrary URL (no SSRF) nor another user's upload.
 */
export function toStoredFields(
  request: CreateCarouselRequest,
  userId: string,
  storage: Storage,
): StoredCarouselFields {
  // One case per objective, so each stores its own fields' type.
  switch (request.objetivo) {
    case 'educar': {
      const campos = storeImage(request.campos_personalizados, userId, storage);
      return { ...campos, pontos: campos.pontos.map((ponto) => storeImage(ponto, userId, storage)) };
    }
    case 'conectar':
      return storeImage(request.campos_personalizados, userId, storage);
    case 'convencer':
      return storeImage(request.campos_personalizados, userId, storage);
    case 'investigar':
      return storeImage(request.campos_personalizados, userId, storage);
  }
}

/** The address a browser reads a stored image at now (on S3 it is signed when the bucket is private). */
export function readImageUrl(key: MediaKey, storage: Storage): Promise<string> {
  return storage.readUrl('medias', key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One object's image as the wire shows it: the key becomes `imagemUrl`; anything else stays as stored. */
async function showImage(
  fields: Record<string, unknown>,
  storage: Storage,
): Promise<Record<string, unknown>> {
  const { imagemChave, ...rest } = fields;
  if (typeof imagemChave !== 'string' || !isMediaKey(imagemChave)) return fields;
  return { ...rest, imagemUrl: await readImageUrl(imagemChave, storage) };
}

/**
 * Stored `campos_personalizados` as the API answers them (GET /api/carousels/:id, the history list, the admin
 * record, the data export): each image key as an `imagemUrl` a browser can read now.
 */
export async function toWireFields(stored: unknown, storage: Storage): Promise<Record<string, unknown>> {
  if (!isRecord(stored)) return {};
  const fields = await showImage(stored, storage);
  if (!Array.isArray(fields.pontos)) return fields;
  const pontos = await Promise.all(
    fields.pontos.map((ponto: unknown) => (isRecord(ponto) ? showImage(ponto, storage) : ponto)),
  );
  return { ...fields, pontos };
}

/**
 * A slide's photo as the slide editor's API shows it (`image`): an address, like every image on the wire. A
 * stored reference that is not a key (kept as written by an old row) is shown as is.
 */
export async function toWireSlideImage(ref: string, storage: Storage): Promise<string> {
  return isMediaKey(ref) ? readImageUrl(ref, storage) : ref;
}

/** The key a slide's `image` address names in our medias bucket, or null for any other address. */
export function parseSlideImage(url: string, storage: Storage): MediaKey | null {
  const location = storage.parsePublicUrl(url.trim());
  return location?.bucket === 'medias' ? location.key : null;
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
