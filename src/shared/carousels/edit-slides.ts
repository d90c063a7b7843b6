import { z } from 'zod';
import { textSchema } from '../text';
import { downloadFileSchema, SLIDE_KINDS } from './api';
import { captionSchema, EDIT_SLIDE_RANGE, SLIDE_TEXT_LIMITS } from './slide-limits';

/** Blank optional words are absent: the slide is drawn without that line. */
const optionalText = (max: number, label: string) =>
  textSchema({ error: `${label} deve ser um texto.` })
    .max(max, { error: `${label}: no máximo ${max} caracteres.` })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

/**
 * One slide as the editor saves it. `image` is an image the carousel already used (the cover photo, an
 * educar point's picture): the server only accepts addresses found in this carousel's saved versions.
 */
export const editedSlideSchema = z.object({
  kind: z.enum(SLIDE_KINDS, { error: 'Tipo de slide inválido.' }),
  eyebrow: optionalText(SLIDE_TEXT_LIMITS.eyebrow, 'A chamada'),
  title: textSchema({ error: 'O título é obrigatório.' })
    .trim()
    .min(1, { error: 'O título é obrigatório.' })
    .max(SLIDE_TEXT_LIMITS.title, { error: `O título: no máximo ${SLIDE_TEXT_LIMITS.title} caracteres.` }),
  body: optionalText(SLIDE_TEXT_LIMITS.body, 'O texto'),
  image: textSchema().max(2000).nullish(),
  variant: z.enum(['quote', 'list']).nullish(),
});
export type EditedSlide = z.infer<typeof editedSlideSchema>;

/**
 * PUT /api/carousels/:id/slides: the whole carousel as it should be drawn now. The cover stays first and
 * only there (the layouts draw slide 1 as the cover); the caption keeps Instagram's limits.
 */
export const saveSlidesRequestSchema = z
  .object({
    slides: z
      .array(editedSlideSchema, { error: 'Envie a lista de slides.' })
      .min(EDIT_SLIDE_RANGE.min, {
        error: `O carrossel precisa de pelo menos ${EDIT_SLIDE_RANGE.min} slides.`,
      })
      .max(EDIT_SLIDE_RANGE.max, { error: `O carrossel pode ter no máximo ${EDIT_SLIDE_RANGE.max} slides.` }),
    legenda: captionSchema,
    template_visual: z.uuid({ error: 'Template visual inválido.' }).optional(),
  })
  .superRefine((request, context) => {
    request.slides.forEach((slide, index) => {
      const isFirst = index === 0;
      if (isFirst !== (slide.kind === 'cover')) {
        context.addIssue({
          code: 'custom',
          path: ['slides', index, 'kind'],
          message: isFirst ? 'O primeiro slide deve ser a capa.' : 'Só o primeiro slide pode ser a capa.',
        });
      }
    });
  });
export type SaveSlidesRequest = z.infer<typeof saveSlidesRequestSchema>;
export type SaveSlidesInput = z.input<typeof saveSlidesRequestSchema>;

export const saveSlidesResponseSchema = z.object({ versao: z.number().int().min(2) });
export type SaveSlidesResponse = z.infer<typeof saveSlidesResponseSchema>;

/**
 * POST /api/carousels/:id/versions/:versao/restore: an earlier version served again as a new one (free, like
 * a save); answers 202 with the new `versao`, as a save does.
 */
export const restoreVersionParamsSchema = z.object({
  id: z.uuid({ error: 'Carrossel não encontrado.' }),
  versao: z.coerce
    .number({ error: 'Versão não encontrada.' })
    .int({ error: 'Versão não encontrada.' })
    .min(1, {
      error: 'Versão não encontrada.',
    }),
});

/** One kept version of a carousel's files (the last five are kept), newest first. */
export const carouselVersionSchema = z.object({
  versao: z.number().int().min(1),
  atual: z.boolean(),
  criado_em: z.string(),
  arquivos: z.array(downloadFileSchema),
  /**
   * The version's slides as the screens show them small, in order: each slide's WebP copy (540 px wide), or its
   * PNG for a version drawn before copies existed. The 'Versões' strips show these, not the 1080 px PNGs.
   */
  miniaturas: z.array(z.string()),
});
export const carouselVersionsSchema = z.object({
  /** A saved edit still being drawn, or the last one that could not be drawn. */
  pendente: z.number().int().nullable(),
  falhou: z.number().int().nullable(),
  versoes: z.array(carouselVersionSchema),
});
export type CarouselVersions = z.infer<typeof carouselVersionsSchema>;

/** Width of the editor's live preview image: sharp on a phone and beside the fields on a desktop. */
export const PREVIEW_WIDTH = 540;

/** POST /api/carousels/:id/preview: one slide as it would be drawn at `index` of `total`; answers a JPEG. */
export const slidePreviewRequestSchema = z
  .object({
    slide: editedSlideSchema,
    index: z
      .number()
      .int()
      .min(0)
      .max(EDIT_SLIDE_RANGE.max - 1),
    total: z.number().int().min(1).max(EDIT_SLIDE_RANGE.max),
    template_visual: z.uuid({ error: 'Template visual inválido.' }).optional(),
  })
  .refine((request) => request.index < request.total, {
    path: ['index'],
    error: 'A posição do slide está fora do carrossel.',
  });
export type SlidePreviewRequest = z.infer<typeof slidePreviewRequestSchema>;
