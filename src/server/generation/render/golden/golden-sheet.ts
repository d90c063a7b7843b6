import sharp from 'sharp';
import type { Renderer } from '../create-renderer';
import type { RenderSlideInput } from '../scene';
import { COVER_PHOTO_REF, type ObjectiveSheet } from './golden-cases';

/** Each slide is kept at a fifth of its size: enough to see layout, wrapping and colour, small in git. */
export const GOLDEN_SCALE = 5;

/** The inputs of one sheet: the objective's slides, then its cover again with the cover photo. */
export function listSheetInputs(
  design: RenderSlideInput['design'],
  sheet: ObjectiveSheet,
  images: ReadonlyMap<string, Uint8Array>,
  format?: RenderSlideInput['format'],
  brand?: RenderSlideInput['brand'],
): RenderSlideInput[] {
  const inputs: RenderSlideInput[] = sheet.slides.map(({ slide, index }) => ({
    design,
    slide,
    index,
    total: sheet.total,
    images,
    format,
    brand,
  }));
  const cover = sheet.slides.find(({ slide }) => slide.kind === 'cover');
  if (cover) {
    inputs.push({
      design,
      slide: { ...cover.slide, imageRef: COVER_PHOTO_REF },
      index: cover.index,
      total: sheet.total,
      images,
      format,
      brand,
    });
  }
  return inputs;
}

/** The slides side by side, each downscaled, as one small PNG. */
export async function renderSheet(renderer: Renderer, inputs: readonly RenderSlideInput[]): Promise<Buffer> {
  const slides = await renderer.renderSlides(inputs);
  const small = await Promise.all(
    slides.map(async (png) => {
      const { width = 0, height = 0 } = await sharp(png).metadata();
      return sharp(png)
        .resize(Math.round(width / GOLDEN_SCALE), Math.round(height / GOLDEN_SCALE))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
    }),
  );
  const panelWidth = small[0]?.info.width ?? 0;
  const panelHeight = small[0]?.info.height ?? 0;
  return (
    sharp({
      create: { width: panelWidth * small.length, height: panelHeight, channels: 3, background: '#000000' },
    })
      .composite(
        small.map((panel, position) => ({
          input: panel.data,
          raw: { width: panel.info.width, height: panel.info.height, channels: 3 as const },
          left: position * panelWidth,
          top: 0,
        })),
      )
      // A 256-colour palette: a third of the bytes, and no difference the comparison can see.
      .png({ palette: true, dither: 0, compressionLevel: 9, effort: 10 })
      .toBuffer()
  );
}
