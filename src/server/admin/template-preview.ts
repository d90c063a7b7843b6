import sharp from 'sharp';
import { createRenderer, PREVIEW_SLIDE } from '../generation/render';
import type { TemplateDesign } from '../generation/templates';

/** Preview width: the seeded templates' previews are half a slide wide too. */
const PREVIEW_WIDTH = 540;

/** The uploaded image could not be drawn (corrupt, truncated, or not really an image). */
export class UnreadableTemplateImageError extends Error {}

/**
 * The template's sample cover as a PNG, drawn by the real slide renderer so the picker shows exactly what
 * carousels will look like. The background image is handed to the renderer as the slide's image
 * (renderTemplatePreview draws designs whose background is bundled, not a stored upload). The renderer
 * skips an image it cannot read with a warning; for a new template that means a bad upload, so it fails.
 */
export async function renderTemplatePreviewWithImage(
  design: TemplateDesign,
  images: ReadonlyMap<string, Uint8Array>,
): Promise<Buffer> {
  const warnings: string[] = [];
  const renderer = createRenderer({ onWarning: (message) => warnings.push(message) });
  const slide = await renderer.renderSlide({ design, slide: PREVIEW_SLIDE, index: 0, total: 6, images });
  if (warnings.length > 0) throw new UnreadableTemplateImageError(warnings.join('; '));
  return sharp(slide).resize({ width: PREVIEW_WIDTH }).png({ compressionLevel: 6 }).toBuffer();
}
