import { z } from 'zod';
import { endpoints } from '../endpoint';
import { carouselListSchema, carouselSchema, carouselSlidesSchema, downloadResponseSchema } from './api';
import { type DraftRequest, draftResponseSchema } from './draft';
import {
  carouselVersionsSchema,
  restoreVersionParamsSchema,
  saveSlidesRequestSchema,
  saveSlidesResponseSchema,
  slidePreviewRequestSchema,
} from './edit-slides';
import type { CreateCarouselRequestInput } from './schemas';

const idParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });

/**
 * The user's carousels. Bodies declared with `z.custom` are checked by the server's service, in the spec's order
 * and with its messages (docs/product-rules.md), not by the route.
 */
export const CAROUSEL_ENDPOINTS = endpoints({
  /** Spends 1 credit and queues the generation. */
  create: {
    method: 'POST',
    path: '/api/carousels',
    body: z.custom<CreateCarouselRequestInput>(),
    status: 201,
    answer: carouselSchema,
    errors: [
      'validation_failed',
      'insufficient_credits',
      'not_found',
      'forbidden',
      'conflict',
      'idempotency_key_reused',
    ],
    idempotent: true,
  },
  /**
   * The hottest read (every open dashboard polls it): JSON text written by PostgreSQL, sent as is
   * (docs/decisions/0016-reads-at-scale.md); its contract is the answer schema, held by the carousels tests.
   */
  list: {
    method: 'GET',
    path: '/api/carousels',
    answer: carouselListSchema,
    rawAnswer: true,
    errors: ['not_found'],
  },
  get: {
    method: 'GET',
    path: '/api/carousels/:id',
    params: idParams,
    answer: carouselSchema,
    errors: ['validation_failed', 'not_found'],
  },
  slides: {
    method: 'GET',
    path: '/api/carousels/:id/slides',
    params: idParams,
    answer: carouselSlidesSchema,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  /** Free: a save moves no credit; answers the new version being drawn. */
  saveSlides: {
    method: 'PUT',
    path: '/api/carousels/:id/slides',
    params: idParams,
    body: saveSlidesRequestSchema,
    status: 202,
    answer: saveSlidesResponseSchema,
    errors: ['validation_failed', 'not_found', 'conflict', 'idempotency_key_reused', 'forbidden'],
    idempotent: true,
  },
  /** One slide drawn as typed in the editor (JPEG). */
  preview: {
    method: 'POST',
    path: '/api/carousels/:id/preview',
    params: idParams,
    body: slidePreviewRequestSchema,
    errors: ['validation_failed', 'not_found', 'conflict', 'forbidden'],
  },
  delete: {
    method: 'DELETE',
    path: '/api/carousels/:id',
    params: idParams,
    status: 204,
    errors: ['validation_failed', 'not_found', 'conflict', 'forbidden'],
  },
  /** An earlier version served again as a new one (free, like a save). */
  restoreVersion: {
    method: 'POST',
    path: '/api/carousels/:id/versions/:versao/restore',
    params: restoreVersionParamsSchema,
    status: 202,
    answer: saveSlidesResponseSchema,
    errors: ['validation_failed', 'not_found', 'conflict', 'idempotency_key_reused', 'forbidden'],
    idempotent: true,
  },
  versions: {
    method: 'GET',
    path: '/api/carousels/:id/versions',
    params: idParams,
    answer: carouselVersionsSchema,
    errors: ['validation_failed', 'not_found'],
  },
  download: {
    method: 'GET',
    path: '/api/carousels/:id/download',
    params: idParams,
    answer: downloadResponseSchema,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  /**
   * A draft of the fields from a link or a text (JSON), or a PDF (multipart): free, checked by the route with
   * the draft's own messages.
   */
  draft: {
    method: 'POST',
    path: '/api/carousels/draft',
    body: z.custom<DraftRequest | FormData>(),
    answer: draftResponseSchema,
    errors: ['validation_failed', 'payload_too_large', 'unsupported_media_type', 'unprocessable_source'],
  },
});
