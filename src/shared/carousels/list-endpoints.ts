import { z } from 'zod';
import { endpoints } from '../endpoint';
import { carouselListSchema, carouselSchema, carouselSlidesSchema, downloadResponseSchema } from './api';
import type { CreateCarouselRequestInput } from './schemas';

export const carouselIdParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });

/**
 * The user's carousels as the list screens call them (create, read, delete, download): part of
 * `CAROUSEL_ENDPOINTS` (./endpoints.ts), declared here so that the dashboard and the history, which never edit
 * slides, do not build the editor's and the draft's schemas when they load (a phone pays about a millisecond of
 * main thread per zod schema built: docs/decisions/0018-fast-on-a-phone.md, step 5). Bodies declared with
 * `z.custom` are checked by the server's service, in the spec's order and with its messages
 * (docs/product-rules.md), not by the route.
 */
export const CAROUSEL_LIST_ENDPOINTS = endpoints({
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
    params: carouselIdParams,
    answer: carouselSchema,
    errors: ['validation_failed', 'not_found'],
  },
  slides: {
    method: 'GET',
    path: '/api/carousels/:id/slides',
    params: carouselIdParams,
    answer: carouselSlidesSchema,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  delete: {
    method: 'DELETE',
    path: '/api/carousels/:id',
    params: carouselIdParams,
    status: 204,
    errors: ['validation_failed', 'not_found', 'conflict', 'forbidden'],
  },
  download: {
    method: 'GET',
    path: '/api/carousels/:id/download',
    params: carouselIdParams,
    answer: downloadResponseSchema,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
});
