import { BRAND_FONTS, type BrandKit, isSignedSlide } from '../../../../shared/brand-kit/schema';
import type { TemplateDesign } from '../../templates/design-schema';
import { getReadableText } from '../compose/colors';
import { pickFace } from '../layouts/faces';
import { BODY_CONTRAST, ensureContrast, LARGE_CONTRAST } from './contrast';

export { isSignedSlide };

/**
 * The brand kit as the renderer takes it (the copy made at the carousel's creation, brand-kit/stored-kit.ts): its
 * avatar is named by a key (null for none), the name of its bytes in the slide's images.
 */
export type SlideBrand = Omit<BrandKit, 'avatar_url'> & { avatar_chave: string | null };

/** One colour the renderer drew in another shade than the user picked, so the screen can say so. */
export interface BrandColorAdjustment {
  field: 'cor_primaria' | 'cor_destaque';
  chosen: string;
  used: string;
  ratio: number;
}

/**
 * The template's design in the brand's colours and fonts. The primary colour takes the template's accent
 * (blocks, pills, counters, rules): as large text and shapes it must reach 3:1 on the background, and the
 * text drawn on it is black or white, whichever reads at 4.5:1. A colour that falls short is darkened or
 * lightened, and the change is reported.
 */
export function applyBrandToDesign(
  design: TemplateDesign,
  brand: SlideBrand,
): { design: TemplateDesign; adjustments: BrandColorAdjustment[] } {
  const adjustments: BrandColorAdjustment[] = [];
  let palette = design.palette;
  if (brand.cor_primaria) {
    const accent = ensureContrast(brand.cor_primaria, design.palette.bg, LARGE_CONTRAST);
    if (accent.adjusted)
      adjustments.push({
        field: 'cor_primaria',
        chosen: brand.cor_primaria,
        used: accent.color,
        ratio: LARGE_CONTRAST,
      });
    palette = {
      ...palette,
      accent: accent.color,
      accentText: getReadableText(accent.color, palette.accentText),
    };
  }
  const highlight = brand.cor_destaque ?? brand.cor_primaria;
  if (highlight && brand.cor_destaque) {
    const signature = ensureContrast(highlight, design.palette.bg, BODY_CONTRAST);
    if (signature.adjusted)
      adjustments.push({
        field: 'cor_destaque',
        chosen: highlight,
        used: signature.color,
        ratio: BODY_CONTRAST,
      });
  }
  let fonts = design.fonts;
  if (brand.fonte) {
    const pair = BRAND_FONTS[brand.fonte];
    const heading = pickFace(pair.heading, 700);
    const body = pickFace(pair.body, 400);
    fonts = { ...fonts, heading, body };
  }
  return { design: { ...design, palette, fonts }, adjustments };
}

/** The colour of the @handle on a ground: the accent colour when it reads at 4.5:1 there (adjusted if not). */
export function getHandleColor(brand: SlideBrand, ground: string, fallback: string): string {
  const chosen = brand.cor_destaque ?? brand.cor_primaria;
  return chosen ? ensureContrast(chosen, ground, BODY_CONTRAST).color : fallback;
}
