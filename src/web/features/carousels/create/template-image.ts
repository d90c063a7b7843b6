import type { TemplateDto } from '../../../../shared/carousels/api';
import type { SlideFormat } from '../../../../shared/carousels/formats';

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
  return `/api/templates/${encodeURIComponent(template.id)}/preview/${format}`;
}
