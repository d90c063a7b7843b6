import { createRenderer } from '../slide-engine/render';
import type { TemplateDesign } from '../slide-engine/templates';

/** The uploaded image could not be drawn (corrupt, truncated, or not really an image). */
export class UnreadableTemplateImageError extends Error {}

/**
 * The template's sample cover as a PNG (half a slide wide, like the seeded templates' previews), drawn by
 * the real renderer with the uploaded background, so the picker shows what carousels will look like. The
 * renderer skips an image it cannot read with a warning; for a new template that means a bad upload.
 */
export async function renderTemplatePreviewWithImage(
  design: TemplateDesign,
  images: ReadonlyMap<string, Uint8Array>,
): Promise<Buffer> {
  const warnings: string[] = [];
  // Fonts and assets are loaded once per process; a renderer of our own only adds the warning handler.
  const renderer = createRenderer({ onWarning: (message) => warnings.push(message) });
  const preview = await renderer.renderTemplatePreview(design, { images });
  if (warnings.length > 0) throw new UnreadableTemplateImageError(warnings.join('; '));
  return preview;
}
