import { formatTooManyPixels, formatUnreadableImage, UPLOAD_MESSAGES } from '../../shared/uploads';
import { AppError } from '../http/app-error';
import { checkImage } from '../slide-engine/render';
import { detectImage, type ImageKind } from '../storage/detect-image';

const FORMAT_NAMES = { png: 'PNG', jpg: 'JPEG', webp: 'WebP' } as const;

/**
 * An uploaded image as every upload path accepts it (a cover, a brand's avatar or logo, a template's
 * background): its first bytes say PNG, JPEG or WebP, it decodes whole as that type, and it has no more pixels
 * than the renderer draws (LIMITS.uploadMaxPixels). Anything else is refused with a Portuguese message (415,
 * or 413 naming the limit), before anything is stored. `decode: false` reads the header only, for bytes that
 * were already checked whole when uploaded.
 */
export async function acceptImage(
  bytes: Uint8Array,
  options: { notAnImage?: string; decode?: boolean } = {},
): Promise<ImageKind> {
  const kind = detectImage(bytes);
  if (!kind) throw new AppError('unsupported_media_type', options.notAnImage ?? UPLOAD_MESSAGES.wrongType);
  const check = await checkImage(bytes, { decode: options.decode ?? true });
  if (!check.ok && check.problem === 'too_many_pixels')
    throw new AppError('payload_too_large', formatTooManyPixels(check.width, check.height));
  if (!check.ok || kind.contentType !== `image/${check.format}`)
    throw new AppError('unsupported_media_type', formatUnreadableImage(FORMAT_NAMES[kind.ext]));
  return kind;
}
