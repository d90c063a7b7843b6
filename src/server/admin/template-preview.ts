import sharp from 'sharp';
import { createRenderer, PREVIEW_SLIDE, type Renderer } from '../generation/render';
import type { TemplateDesign } from '../generation/templates';

/** Preview width: the seeded templates' previews are half a slide wide too. */
const PREVIEW_WIDTH = 540;

let renderer: Renderer | undefined;

/**
 * The template's sample cover as a PNG, drawn by the real slide renderer so the picker shows exactly what
 * carousels will look like. The background image is handed to the renderer as the slide's image
 * (renderTemplatePreview draws a design whose background is a bundled asset, not a stored upload).
 */
export async function renderTemplatePreviewWithImage(
  design: TemplateDesign,
  images: ReadonlyMap<string, Uint8Array>,
): Promise<Buffer> {
  renderer ??= createRenderer();
  const slide = await renderer.renderSlide({ design, slide: PREVIEW_SLIDE, index: 0, total: 6, images });
  return sharp(slide).resize({ width: PREVIEW_WIDTH }).png({ compressionLevel: 6 }).toBuffer();
}
