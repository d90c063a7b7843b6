import { z } from 'zod';
import { carouselSchema } from '../carousels/api';
import { CAROUSEL_STATUS_FILTERS, type CarouselStatusFilter } from '../carousels/status';
import { ADMIN_CAROUSELS_PAGE_SIZE } from '../constants';
import { carouselAuthorshipSchema } from '../workspaces/authorship';
import { optionalTextParam, pageOf, pageParam, pageSizeParam } from './list-query';
import { ADMIN_MESSAGES } from './messages';

/** A malformed id names no carousel: the same 404 text as an unknown one. */
export const adminCarouselIdParamsSchema = z.object({
  id: z.uuid({ error: ADMIN_MESSAGES.carouselNotFound }),
});

export const carouselCreatorSchema = z.object({ nome: z.string(), email: z.string() });

/** What the content screen adds to the user API's carousel: `template` is the template's current name, else its name at creation; `creator` is null when the account was deleted (the screen shows DELETED_ACCOUNT_NAME, no e-mail). */
const adminCarouselExtras = {
  descricao: z.string().nullable(),
  template: z.string().nullable(),
  creator: carouselCreatorSchema.nullable(),
  /** Who created, last edited and last published it, by name. */
  autoria: carouselAuthorshipSchema,
};

/**
 * GET /api/admin/carousels/{id}: one carousel in full, with its raw stored trace (`webhook_data`, which holds
 * the template's design, a few KB), for the details dialog.
 */
export const adminCarouselSchema = carouselSchema.extend({
  ...adminCarouselExtras,
  webhook_data: z.unknown(),
});
export type AdminCarousel = z.infer<typeof adminCarouselSchema>;

/**
 * One row of GET /api/admin/carousels: what the table shows, nothing more. No trace, no fields, no slide
 * links: a page of them stays a few KB whatever the designs weigh.
 */
export const adminCarouselListItemSchema = carouselSchema
  .pick({
    id: true,
    id_usuario: true,
    tema: true,
    tipo_carrossel: true,
    objetivo: true,
    status: true,
    motivo_erro: true,
    descricao_solicitada: true,
    template_visual: true,
    template_nome: true,
    data_criacao: true,
    data_finalizacao: true,
  })
  .extend(adminCarouselExtras);
export type AdminCarouselListItem = z.infer<typeof adminCarouselListItemSchema>;

export const ADMIN_CAROUSEL_STATUS_FILTERS = CAROUSEL_STATUS_FILTERS;
export type AdminCarouselStatusFilter = CarouselStatusFilter;

/**
 * GET /api/admin/carousels query (docs/product-rules.md §2, content screen): `q` searches id, tema, descrição
 * and type without regard to case; `status` picks a kind (concluido also finds the legacy completo, erro
 * every 'erro: …'). Always newest first.
 */
export const adminCarouselsQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(ADMIN_CAROUSELS_PAGE_SIZE),
  q: optionalTextParam(200),
  status: z
    .enum(ADMIN_CAROUSEL_STATUS_FILTERS, {
      error: 'Status deve ser all, pendente, processando, concluido, cancelado ou erro.',
    })
    .default('all'),
});
export type AdminCarouselsQuery = z.infer<typeof adminCarouselsQuerySchema>;

/** The four cards above the table count every carousel, whatever the filters. */
export const adminCarouselSummarySchema = z.object({
  total: z.number().int(),
  concluidos: z.number().int(),
  emProcessamento: z.number().int(),
  comErro: z.number().int(),
});
export type AdminCarouselSummary = z.infer<typeof adminCarouselSummarySchema>;

export const adminCarouselsPageSchema = pageOf(adminCarouselListItemSchema).extend({
  summary: adminCarouselSummarySchema,
});
export type AdminCarouselsPage = z.infer<typeof adminCarouselsPageSchema>;
