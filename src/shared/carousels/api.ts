import { z } from 'zod';
import { BRAND_PLACES } from '../brand-kit/schema';
import { OBJECTIVES } from '../constants';
import { instagramCardMetricsSchema } from '../instagram/metrics';
import { carouselPostSummarySchema } from '../publishing/schema';
import { carouselAuthorshipSchema } from '../workspaces/authorship';
import { SLIDE_FORMATS } from './formats';

/**
 * What /api/carousels answers. Server fields are snake_case (docs/product-rules.md §3); the web app converts them to
 * camelCase in one place. `status` is pendente | processando | concluido | cancelado | 'erro: <motivo>'.
 */
export const carouselSchema = z.object({
  id: z.uuid(),
  id_usuario: z.uuid(),
  tema: z.string().nullable(),
  tipo_carrossel: z.string(),
  objetivo: z.enum(OBJECTIVES).nullable(),
  status: z.string(),
  /** Why it failed, in full (the status keeps `erro: <motivo>` cut short); null unless it failed. */
  motivo_erro: z.string().nullable(),
  descricao_solicitada: z.string().nullable(),
  campos_personalizados: z.record(z.string(), z.unknown()),
  template_visual: z.string().nullable(),
  /** Name of the template at creation time (it may be deleted later). */
  template_nome: z.string().nullable(),
  /** The slides' shape: retrato 1080x1350, quadrado 1080x1080 or stories 1080x1920. */
  formato: z.enum(SLIDE_FORMATS),
  /** The version number of the last saved edit that could not be drawn (the previous one stays served), else null. */
  edicao_falhou: z.number().int().nullable(),
  data_criacao: z.string(),
  data_finalizacao: z.string().nullable(),
  /**
   * The first slide's small copy (WebP, 540 px wide at most; the PNG for a carousel finished before copies existed)
   * once finished, for the history card; else null.
   */
  capa: z.string().nullable(),
  /** How many slides the shown version has (0 before it is finished). */
  total_slides: z.number().int(),
  /** Every slide's PNG url once finished, which the detail dialog opens. */
  slides: z.array(z.string()),
  /** The same slides' small copies, in the same order, which the detail dialog shows. */
  miniaturas: z.array(z.string()),
});
export type CarouselDto = z.infer<typeof carouselSchema>;

/**
 * A carousel as the history list shows it: the cover and the count, not every slide's link. The list is polled by
 * every open dashboard, so it stays light; the detail dialog reads the slides from GET /api/carousels/{id}
 * (docs/decisions/0016-reads-at-scale.md).
 */
export const carouselListItemSchema = carouselSchema.omit({ slides: true, miniaturas: true }).extend({
  /** The latest published Instagram post's insights, for the card; null before any were read. */
  metricas_instagram: instagramCardMetricsSchema.nullable(),
  /** Each network's latest post that was not cancelled (Instagram first), for the card. */
  publicacoes: z.array(carouselPostSummarySchema),
  /** Who created, last edited and last published it (the team's card names them). */
  autoria: carouselAuthorshipSchema,
});
export type CarouselListItem = z.infer<typeof carouselListItemSchema>;

export const carouselListSchema = z.array(carouselListItemSchema);

export const downloadFileSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  tipo: z.string(),
  url: z.string(),
  /** Bytes; null when unknown. */
  tamanho: z.number().int().nullable(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

export const downloadResponseSchema = z.object({
  carrossel: z.object({
    id: z.uuid(),
    tema: z.string().nullable(),
    dataCriacao: z.string(),
    dataFinalizacao: z.string().nullable(),
    formato: z.enum(SLIDE_FORMATS),
    /** The brand kit copied at creation (who signs which slides), or null for an unsigned carousel. */
    marca: z
      .object({
        nome: z.string(),
        arroba: z.string(),
        mostrar_nome: z.boolean(),
        mostrar_arroba: z.boolean(),
        mostrar_avatar: z.boolean(),
        onde: z.enum(BRAND_PLACES),
      })
      .nullable(),
  }),
  /** The served version's caption, hashtags included (legenda.txt); null for a carousel older than kept words. */
  legenda: z.string().nullable(),
  /** The ZIP first, then the PDF, then each slide. */
  arquivos: z.array(downloadFileSchema),
});
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;

export const templateSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  descricao: z.string().nullable(),
  imagem_url: z.string().nullable(),
  tipo: z.string(),
});
export type TemplateDto = z.infer<typeof templateSchema>;

export const uploadResponseSchema = z.object({ path: z.string(), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const SLIDE_KINDS = ['cover', 'content', 'closing'] as const;

/**
 * One slide's words: the label above the title, the title, the body (null when the slide has none); the
 * photo it draws (an address the carousel already used) and its layout hint, which an edit carries over.
 */
export const slideTextSchema = z.object({
  kind: z.enum(SLIDE_KINDS),
  eyebrow: z.string().nullable(),
  title: z.string(),
  body: z.string().nullable(),
  image: z.string().nullable(),
  variant: z.enum(['quote', 'list']).nullable(),
});
export type SlideText = z.infer<typeof slideTextSchema>;

/**
 * GET /api/carousels/:id/slides: the words of every slide and the caption (legenda.txt) of the version the
 * download serves (1 as the writer produced them; each drawn edit is the next).
 */
export const carouselSlidesSchema = z.object({
  versao: z.number().int().min(1),
  slides: z.array(slideTextSchema),
  legenda: z.string(),
});
export type CarouselSlides = z.infer<typeof carouselSlidesSchema>;
