import { uploadResponseSchema } from './carousels/api';
import { LIMITS } from './constants';
import { endpoints } from './endpoint';
import { formatCount } from './numbers';

const MEGAPIXELS = LIMITS.uploadMaxPixels / 1_000_000;
const SIDE = Math.floor(Math.sqrt(LIMITS.uploadMaxPixels));

/**
 * The texts of an image upload (a carousel's cover, a brand's avatar or logo, a template's background): the
 * screen's (docs/product-rules.md §8) and the limits every upload path answers with (§5).
 */
export const UPLOAD_MESSAGES = {
  noSession: 'Sessão não identificada',
  failed: 'Erro no upload',
  noPublicUrl: 'Não foi possível obter a URL pública da imagem.',
  done: 'Imagem enviada.',
  tooBig: `A imagem deve ter no máximo ${LIMITS.uploadMaxBytes / (1024 * 1024)} MB.`,
  wrongType: 'Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.',
  /** The limit itself, as the upload fields' hints say it. */
  pixelLimit: `${formatCount(MEGAPIXELS)} megapixels (por exemplo, ${formatCount(SIDE)} × ${formatCount(SIDE)} pixels)`,
} as const;

/** The file starts like a PNG, JPEG or WebP but does not decode as one (truncated, corrupt or disguised). */
export function formatUnreadableImage(format: 'PNG' | 'JPEG' | 'WebP'): string {
  return `Não conseguimos abrir este arquivo como imagem ${format}: ele está corrompido ou não é uma imagem de verdade. Envie outra imagem PNG, JPEG ou WebP.`;
}

/** An image over the renderer's pixel limit, with its own size so the user knows how much to reduce. */
export function formatTooManyPixels(width: number, height: number): string {
  return `Esta imagem tem ${formatCount(width)} × ${formatCount(height)} pixels, acima do limite de ${UPLOAD_MESSAGES.pixelLimit}. Reduza a imagem e envie de novo.`;
}

export const UPLOAD_ENDPOINTS = endpoints({
  /** An image (multipart, one file) into the public `medias` bucket; answers its path and url. */
  create: {
    method: 'POST',
    path: '/api/uploads',
    upload: true,
    status: 201,
    answer: uploadResponseSchema,
    errors: ['bad_request', 'payload_too_large', 'unsupported_media_type'],
  },
});
