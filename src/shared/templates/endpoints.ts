import { z } from 'zod';
import {
  adminTemplateListSchema,
  adminTemplateSchema,
  templateIdParamsSchema,
  templateMoveBodySchema,
  templateOrdemBodySchema,
} from '../admin/templates';
import { templateSchema } from '../carousels/api';
import { slideFormatSchema } from '../carousels/formats';
import { SAMPLE_CAROUSELS } from '../carousels/samples';
import { endpointPath, endpoints } from '../endpoint';

const templateId = z.uuid({ error: 'Estilo visual não encontrado.' });

const sampleParams = z.object({
  id: templateId,
  sample: z.coerce
    .number()
    .int()
    .min(0)
    .max(SAMPLE_CAROUSELS.length - 1, { error: 'Exemplo não encontrado.' }),
  slide: z.coerce.number().int().min(0).max(9, { error: 'Exemplo não encontrado.' }),
});

const previewParams = z.object({ id: templateId, formato: slideFormatSchema });

/**
 * The templates a user picks from. The images are public like the stored previews in /storage (an `<img>`
 * sends no bearer token): only active templates, rate limited per IP.
 */
export const TEMPLATE_ENDPOINTS = endpoints({
  /** The active templates, in their order, for the create screen. */
  list: { method: 'GET', path: '/api/templates', answer: z.array(templateSchema), errors: [] },
  /** Public (the /planos page a visitor sees): three active templates, one per kind where there are. */
  samples: { method: 'GET', path: '/api/templates/amostras', answer: z.array(templateSchema), errors: [] },
  /** A slide of a /planos sample carousel (WebP, 540 px wide). */
  sampleSlide: {
    method: 'GET',
    path: '/api/templates/:id/amostras/:sample/:slide',
    params: sampleParams,
    errors: ['validation_failed', 'not_found'],
  },
  /** A sample cover in that format (PNG). */
  preview: {
    method: 'GET',
    path: '/api/templates/:id/preview/:formato',
    params: previewParams,
    errors: ['validation_failed', 'not_found'],
  },
  /** The same sample at the size the picker shows it (WebP, 540 px). */
  thumbnail: {
    method: 'GET',
    path: '/api/templates/:id/miniatura/:formato',
    params: previewParams,
    errors: ['validation_failed', 'not_found'],
  },
});

/** /api/admin/templates: behind the admin guard. Create and edit are multipart (the fields and the image). */
export const ADMIN_TEMPLATE_ENDPOINTS = endpoints({
  list: { method: 'GET', path: '/api/admin/templates', answer: adminTemplateListSchema, errors: [] },
  create: {
    method: 'POST',
    path: '/api/admin/templates',
    upload: true,
    status: 201,
    answer: adminTemplateSchema,
    errors: ['validation_failed', 'payload_too_large', 'unsupported_media_type', 'conflict'],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/templates/:id',
    params: templateIdParamsSchema,
    upload: true,
    answer: adminTemplateSchema,
    errors: ['validation_failed', 'not_found', 'payload_too_large', 'unsupported_media_type', 'conflict'],
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/templates/:id',
    params: templateIdParamsSchema,
    status: 204,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  setOrdem: {
    method: 'PUT',
    path: '/api/admin/templates/:id/ordem',
    params: templateIdParamsSchema,
    body: templateOrdemBodySchema,
    answer: adminTemplateSchema,
    errors: ['validation_failed', 'not_found'],
  },
  /** Up/down swaps with the neighbour of the same tipo; the answer is the new list. */
  move: {
    method: 'POST',
    path: '/api/admin/templates/:id/move',
    params: templateIdParamsSchema,
    body: templateMoveBodySchema,
    answer: adminTemplateListSchema,
    errors: ['validation_failed', 'not_found'],
  },
});

/** Each sample's slides, drawn 540 px wide as WebP (an `<img src>`, no call). */
export const sampleSlidePath = (templateId: string, sample: number, slide: number) =>
  endpointPath(TEMPLATE_ENDPOINTS.sampleSlide.path, { id: templateId, sample, slide });
