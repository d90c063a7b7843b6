import type { TemplateDto } from '../../../../shared/carousels/api';
import type { SlideFormat } from '../../../../shared/carousels/formats';
import { endpointPath } from '../../../../shared/endpoint';
import { TEMPLATE_ENDPOINTS } from '../../../../shared/templates/endpoints';

/** Tailwind's aspect class for each format's thumbnails (written out so the build keeps them). */
export const FORMAT_ASPECT: Record<SlideFormat, string> = {
  retrato: 'aspect-[4/5]',
  quadrado: 'aspect-square',
  stories: 'aspect-[9/16]',
};

/**
 * The template's sample slide in the chosen format: the stored preview for retrato (it may be an admin's
 * upload), otherwise the server draws it in that shape.
 */
export function getTemplateImage(template: TemplateDto, format: SlideFormat): string | null {
  if (format === 'retrato') return template.imagem_url;
  return endpointPath(TEMPLATE_ENDPOINTS.preview.path, { id: template.id, formato: format });
}

/**
 * The same sample at the size a picker card shows it: a WebP 540 px wide at most, made once by the server from the
 * stored preview or the drawn one (docs/decisions/0018-fast-on-a-phone.md). 'Ver' still opens the full one.
 */
export function getTemplateThumbnail(template: TemplateDto, format: SlideFormat): string {
  return endpointPath(TEMPLATE_ENDPOINTS.thumbnail.path, { id: template.id, formato: format });
}
