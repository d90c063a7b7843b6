import type { CreateCarouselRequest } from '../../shared/carousels/schemas';
import { AppError } from '../http/app-error';
import { findOwnUploadKey, isMediaKey, type MediaKey, readImageUrl } from '../storage/media-keys';
import type { Storage } from '../storage/storage';
import type { StoredCarouselFields, WithImageKey } from '../writer/stored-fields';

/*
 * A carousel's images (the cover and, for educar, each point's) cross the wire as addresses (`imagemUrl`, an
 * address POST /api/uploads answered) and are stored as keys in the `medias` bucket (`imagemChave`): an address
 * depends on the configuration (APP_URL, S3_PUBLIC_URL, the bucket prefix) and, when signed, expires, while the
 * key names the object for good (docs/decisions/0009-s3-storage.md, docs/decisions/0011-web-mirrors-server.md).
 * This module is the one place that turns one into the other, both ways.
 */

export const FOREIGN_IMAGE_MESSAGE =
  'Use uma imagem enviada pelo Carrossel (faça o upload da imagem de capa).';

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
