import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BATCH_CSV_MAX_BYTES,
  BATCH_MESSAGES,
  batchCsvQuerySchema,
  batchCsvResponseSchema,
  batchParamsSchema,
  batchSchema,
  createBatchResponseSchema,
} from '../../shared/batches/api';
import { PUBLIC_ROUTES } from '../../shared/public-api/routes';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { AppError } from '../http/app-error';
import { routeEndpoint } from '../http/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { idempotent } from '../idempotency/idempotent-route';
import { getRequestMeta } from '../logs/request-meta';
import type { PublicRoutesExtension } from '../public-api/routes';
import { attachmentDisposition } from '../storage/storage';
import type { BatchService } from './service';

export interface BatchRouteOptions {
  /** Where the batch lives: `/api/carousels/batch` for the app, `/api/v1/carousels/batch` for the public API. */
  prefix: string;
  /** Who may call: the app's session guard, or the public API's key guard (which must also set the user). */
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * The batch's routes under `prefix`: POST (202 { lote_id, carrosseis }, idempotent with Idempotency-Key),
 * GET /:id (progress) and GET /:id/zip (everything finished, streamed). The app mounts it at
 * /api/carousels/batch with the session; the public API mounts the same function at /api/v1/carousels/batch.
 */
export function batchRoutes(batches: BatchService, options: BatchRouteOptions) {
  const { prefix, authenticate } = options;
  return async (app: AppInstance): Promise<void> => {
    app.post(
      prefix,
      {
        preHandler: authenticate,
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: 30,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('carousel-batch'),
        }),
        // The items are checked by the service, row by row, with the create form's messages.
        schema: { response: { 202: createBatchResponseSchema } },
      },
      idempotent(async (request, reply) =>
        reply.status(202).send(await batches.create(getUser(request), request.body, getRequestMeta(request))),
      ),
    );

    app.get(
      `${prefix}/:id`,
      { preHandler: authenticate, schema: { params: batchParamsSchema, response: { 200: batchSchema } } },
      async (request) => batches.get(request.params.id, getUser(request)),
    );

    app.get(
      `${prefix}/:id/zip`,
      { preHandler: authenticate, schema: { params: batchParamsSchema } },
      async (request, reply) => {
        const { fileName, chunks } = await batches.zip(request.params.id, getUser(request));
        return reply
          .type('application/zip')
          .header('content-disposition', attachmentDisposition(fileName))
          .header('cache-control', 'no-store')
          .send(Readable.from(chunks));
      },
    );
  };
}

/**
 * POST /api/carousels/batch/csv (the app only): the spreadsheet as the body (text/csv, UTF-8 or Windows-1252,
 * `;` or `,`), the objective, template and format in the query. Answers the rows as create bodies, or every
 * row's problem; nothing is created or spent.
 */
export function batchCsvRoutes(batches: BatchService) {
  return async (app: AppInstance): Promise<void> => {
    app.addContentTypeParser(
      ['text/csv', 'application/vnd.ms-excel'],
      { parseAs: 'buffer', bodyLimit: BATCH_CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/api/carousels/batch/csv',
      {
        preHandler: requireUser,
        bodyLimit: BATCH_CSV_MAX_BYTES,
        schema: { querystring: batchCsvQuerySchema, response: { 200: batchCsvResponseSchema } },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body))
          throw new AppError('unsupported_media_type', BATCH_MESSAGES.csvUnreadable);
        return batches.readCsv(getUser(request), request.query, request.body);
      },
    );
  };
}

/**
 * POST /api/v1/carousels/batch, registered inside the public API's key scope (the key's account is
 * `getUser(request)`, the per-key rate limit applies) with the schemas PUBLIC_ROUTES documents. The app's own
 * route above checks the same items in the service, row by row.
 */
export function publicBatchRoute(batches: BatchService): PublicRoutesExtension {
  const { createBatch } = PUBLIC_ROUTES;
  return (v1) => {
    routeEndpoint(v1, createBatch, {}, async (request) =>
      batches.create(getUser(request), request.body, getRequestMeta(request)),
    );
  };
}
