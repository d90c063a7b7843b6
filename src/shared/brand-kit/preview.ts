import { z } from 'zod';
import { DEFAULT_SLIDE_FORMAT, slideFormatSchema } from '../carousels/formats';
import { brandKitSchema } from './schema';

export const BRAND_PREVIEW_TEMPLATE_MESSAGE = 'Escolha um estilo visual da lista para a prévia.';

/**
 * POST /api/brand-kit/preview: a sample slide of `template_visual` in `formato`, signed with `marca` as typed
 * (not saved). The kit goes through the same schema as PUT, so the preview never draws what save refuses.
 */
export const brandPreviewRequestSchema = z.object({
  marca: brandKitSchema,
  template_visual: z.uuid({ error: BRAND_PREVIEW_TEMPLATE_MESSAGE }),
  formato: slideFormatSchema.default(DEFAULT_SLIDE_FORMAT),
});
export type BrandPreviewRequest = z.input<typeof brandPreviewRequestSchema>;

/** A brand colour the renderer drew in another shade on this template, so the screen can say so. */
export const brandColorAdjustmentSchema = z.object({
  campo: z.enum(['cor_primaria', 'cor_destaque']),
  escolhida: z.string(),
  usada: z.string(),
  /** The WCAG AA ratio the chosen colour missed on the template's background: 3 or 4.5. */
  contraste_minimo: z.number(),
});
export type BrandColorAdjustmentDto = z.infer<typeof brandColorAdjustmentSchema>;

export const brandPreviewResponseSchema = z.object({
  /** The slide as a JPEG data URL, 540 px wide, drawn by the renderer that draws the downloads. */
  imagem: z.string(),
  largura: z.number().int(),
  altura: z.number().int(),
  ajustes: z.array(brandColorAdjustmentSchema),
});
export type BrandPreviewResponse = z.infer<typeof brandPreviewResponseSchema>;
