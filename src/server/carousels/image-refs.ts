import type { CreateCarouselRequest } from '../../shared/carousels/schemas';
import { AppError } from '../http/app-error';
import type { Storage } from '../storage/storage';

export const FOREIGN_IMAGE_MESSAGE =
  'Use uma imagem enviada pelo Carrossel (faça o upload da imagem de capa).';

/** Every image address in a create request: the cover and, for educar, each point's image. */
export function listImageUrls(request: CreateCarouselRequest): string[] {
  const fields = request.campos_personalizados as { imagemUrl?: string; pontos?: { imagemUrl?: string }[] };
  const urls = [fields.imagemUrl, ...(fields.pontos ?? []).map((ponto) => ponto.imagemUrl)];
  return urls.filter((url): url is string => typeof url === 'string' && url.trim() !== '');
}

/** One of this user's uploads (POST /api/uploads): our medias bucket, under their own prefix. */
export function isOwnUpload(url: string, userId: string, storage: Storage): boolean {
  const location = storage.parsePublicUrl(url.trim());
  return location?.bucket === 'medias' && location.key.startsWith(`public/${userId}-`);
}

/**
 * The renderer only loads images from our own storage, uploaded by the same user: any other address is
 * refused at creation, so the server never fetches an arbitrary URL (no SSRF) nor another user's upload.
 */
export function requireOwnImages(request: CreateCarouselRequest, userId: string, storage: Storage): void {
  for (const url of listImageUrls(request)) {
    if (!isOwnUpload(url, userId, storage)) {
      throw new AppError('validation_failed', FOREIGN_IMAGE_MESSAGE, {
        title: 'Imagem inválida',
        issues: [{ path: 'campos_personalizados.imagemUrl', message: FOREIGN_IMAGE_MESSAGE }],
      });
    }
  }
}
