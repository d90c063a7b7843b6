import sharp from 'sharp';
import type { Renderer } from '../../../src/server/slide-engine/render/create-renderer';
import type { RenderSlideInput } from '../../../src/server/slide-engine/render/scene';
import { OBJECTIVES } from '../../../src/shared/constants';
import {
  COVER_PHOTO_REF,
  GOLDEN_BRAND_SHEET,
  GOLDEN_BRANDS,
  GOLDEN_ELLIPSIS_SHEET,
  GOLDEN_EXTREME_SHEET,
  GOLDEN_FORMAT_SHEET,
  GOLDEN_LOGO_BRAND,
  GOLDEN_OBJECTIVES,
  GOLDEN_TEMPLATES,
  type GoldenTemplate,
  type ObjectiveSheet,
} from './golden-cases';

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

export interface GoldenSheet {
  name: string;
  inputs: RenderSlideInput[];
}

/**
 * Every sheet of a template the goldens compare: each objective, the two other formats, a brand kit, the logo
 * (first template only), the extremes and the cut body.
 */
export function listGoldenSheets(
  template: GoldenTemplate,
  images: ReadonlyMap<string, Uint8Array>,
): GoldenSheet[] {
  const byObjective = OBJECTIVES.map((objective) => ({
    name: `${template.name}--${objective}.png`,
    inputs: listSheetInputs(template.design, GOLDEN_OBJECTIVES[objective], images),
  }));
  const byFormat = (['quadrado', 'stories'] as const).map((format) => ({
    name: `${template.name}--formato-${format}.png`,
    inputs: listSheetInputs(template.design, GOLDEN_FORMAT_SHEET, images, format),
  }));
  const position = GOLDEN_TEMPLATES.indexOf(template);
  const brand = GOLDEN_BRANDS[position % GOLDEN_BRANDS.length];
  const byBrand = {
    name: `${template.name}--marca.png`,
    inputs: listSheetInputs(template.design, GOLDEN_BRAND_SHEET, images, 'retrato', brand),
  };
  const extremes = {
    name: `${template.name}--extremos.png`,
    inputs: listSheetInputs(template.design, GOLDEN_EXTREME_SHEET, images),
  };
  // A body cut on extreme input ends on a whole word with '…' (ellipsis.test.ts checks the word).
  const ellipsis = {
    name: `${template.name}--reticencias.png`,
    inputs: listSheetInputs(template.design, GOLDEN_ELLIPSIS_SHEET, images),
  };
  // The logo is checked on one template, in each format (its box depends on the strip, not on the design).
  const byLogo =
    position === 0
      ? (['retrato', 'quadrado', 'stories'] as const).map((format) => ({
          name: `${template.name}--marca-logo-${format}.png`,
          inputs: listSheetInputs(template.design, GOLDEN_BRAND_SHEET, images, format, GOLDEN_LOGO_BRAND),
        }))
      : [];
  return [...byObjective, ...byFormat, byBrand, ...byLogo, extremes, ellipsis];
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
