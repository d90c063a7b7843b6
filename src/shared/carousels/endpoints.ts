import { z } from 'zod';
import { endpoints } from '../endpoint';
import { type DraftRequest, draftResponseSchema } from './draft';
import {
  carouselVersionsSchema,
  restoreVersionParamsSchema,
  saveSlidesRequestSchema,
  saveSlidesResponseSchema,
  slidePreviewRequestSchema,
} from './edit-slides';
import { CAROUSEL_LIST_ENDPOINTS, carouselIdParams } from './list-endpoints';

/**
 * The user's carousels: what the list screens call (./list-endpoints.ts), plus the slide editor's and the fields'
 * draft. Bodies declared with `z.custom` are checked by the route's handler with their own messages.
 */
export const CAROUSEL_ENDPOINTS = endpoints({
  ...CAROUSEL_LIST_ENDPOINTS,
  /** Free: a save moves no credit; answers the new version being drawn. */
  saveSlides: {
    method: 'PUT',
    path: '/api/carousels/:id/slides',
    params: carouselIdParams,
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
    params: carouselIdParams,
    body: slidePreviewRequestSchema,
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
    params: carouselIdParams,
    answer: carouselVersionsSchema,
    errors: ['validation_failed', 'not_found'],
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
