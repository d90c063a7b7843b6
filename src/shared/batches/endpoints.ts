import { z } from 'zod';
import { endpoints } from '../endpoint';
import {
  batchCsvQuerySchema,
  batchCsvResponseSchema,
  batchParamsSchema,
  batchSchema,
  createBatchResponseSchema,
} from './api';

/** Many carousels at once from the app (the public API's own is PUBLIC_ROUTES.createBatch). */
export const BATCH_ENDPOINTS = endpoints({
  /** The items are checked by the server's service, row by row, with the create form's messages. */
  create: {
    method: 'POST',
    path: '/api/carousels/batch',
    body: z.custom<{ itens: unknown[] }>(),
    status: 202,
    answer: createBatchResponseSchema,
    errors: [
      'validation_failed',
      'insufficient_credits',
      'conflict',
      'idempotency_key_reused',
      'not_found',
      'forbidden',
    ],
    idempotent: true,
  },
  /** The batch's progress. */
  get: {
    method: 'GET',
    path: '/api/carousels/batch/:id',
    params: batchParamsSchema,
    answer: batchSchema,
    errors: ['validation_failed', 'not_found'],
  },
  /** Every finished carousel of the batch in one ZIP, streamed. */
  zip: {
    method: 'GET',
    path: '/api/carousels/batch/:id/zip',
    params: batchParamsSchema,
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  /**
   * The spreadsheet as the body (text/csv, UTF-8 or Windows-1252, `;` or `,`), the objective, template and format
   * in the query. Answers the rows as create bodies, or every row's problem; nothing is created or spent.
   */
  readCsv: {
    method: 'POST',
    path: '/api/carousels/batch/csv',
    query: batchCsvQuerySchema,
    upload: true,
    answer: batchCsvResponseSchema,
    errors: ['validation_failed', 'payload_too_large', 'unsupported_media_type'],
  },
});
