import { z } from 'zod';
import { downloadFileSchema } from '../carousels/api';
import { SLIDE_FORMATS } from '../carousels/formats';
import { OBJECTIVES } from '../constants';

/**
 * `data` of a carousel event: the carousel as the public API's `GET /api/v1/carousels/:id` shows it. Until that
 * API's own serializer is merged this is its stand-in (src/server/webhooks/carousel-payload.ts builds it), kept
 * to the same fields so a receiver's code does not change when it is swapped.
 */
export const webhookCarouselSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  tema: z.string().nullable(),
  objetivo: z.enum(OBJECTIVES).nullable(),
  formato: z.enum(SLIDE_FORMATS),
  motivo_erro: z.string().nullable(),
  data_criacao: z.string(),
  data_finalizacao: z.string().nullable(),
  legenda: z.string().nullable(),
  zip_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
  slides: z.array(z.string()),
  arquivos: z.array(downloadFileSchema),
});
export type WebhookCarousel = z.infer<typeof webhookCarouselSchema>;
