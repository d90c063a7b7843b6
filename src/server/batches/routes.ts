import { Readable } from 'node:stream';
import { BATCH_CSV_MAX_BYTES, BATCH_MESSAGES } from '../../shared/batches/api';
import { BATCH_ENDPOINTS } from '../../shared/batches/endpoints';
import { PUBLIC_ROUTES } from '../../shared/public-api/routes';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { AppError } from '../http/app-error';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getRequestMeta } from '../logs/request-meta';
import type { PublicRoutesExtension } from '../public-api/routes';
import { attachmentDisposition } from '../storage/storage';
import { getActor, requireWorkspace } from '../workspaces/active-workspace';
import type { BatchService } from './service';

/**
 * The app's batch routes: POST (202 { lote_id, carrosseis }, idempotent with Idempotency-Key), GET /:id
 * (progress) and GET /:id/zip (everything finished, streamed). The public API's POST is publicBatchRoute below.
 */
export function batchRoutes(batches: BatchService) {
  return async (app: AppInstance): Promise<void> => {
    const { create, get, zip } = BATCH_ENDPOINTS;
    routeEndpoint(
      app,
      create,
      {
        preHandler: [requireUser, requireWorkspace('editor')],
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: 30,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('carousel-batch'),
        }),
      },
      async (request) => batches.create(getActor(request), request.body, getRequestMeta(request)),
    );

    const reader = { preHandler: [requireUser, requireWorkspace('leitor')] };
    routeEndpoint(app, get, reader, async (request) => batches.get(request.params.id, getActor(request)));

    routeEndpoint(app, zip, reader, async (request, reply) => {
      const { fileName, chunks } = await batches.zip(request.params.id, getActor(request));
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    });
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
    routeEndpoint(
      app,
      BATCH_ENDPOINTS.readCsv,
      { preHandler: requireUser, bodyLimit: BATCH_CSV_MAX_BYTES },
      async (request) => {
        if (!Buffer.isBuffer(request.body))
          throw new AppError('unsupported_media_type', BATCH_MESSAGES.csvUnreadable);
        return batches.readCsv(getUser(request), request.query, request.body);
      },
    );
  };
}

/**
 * POST /api/v1/carousels/batch, registered inside the public API's key scope (the key's workspace and creator
 * are `getActor(request)`, the per-key rate limit applies) with the schemas PUBLIC_ROUTES documents. The app's own
 * route above checks the same items in the service, row by row.
 */
export function publicBatchRoute(batches: BatchService): PublicRoutesExtension {
  const { createBatch } = PUBLIC_ROUTES;
  return (v1) => {
    routeEndpoint(v1, createBatch, { preHandler: requireWorkspace('editor') }, async (request) =>
      batches.create(getActor(request), request.body, getRequestMeta(request)),
    );
  };
}
