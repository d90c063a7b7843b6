import { z } from 'zod';
import { carouselSchema, carouselSlidesSchema, downloadResponseSchema } from '../../shared/carousels/api';
import {
  carouselVersionsSchema,
  restoreVersionParamsSchema,
  saveSlidesRequestSchema,
  saveSlidesResponseSchema,
  slidePreviewRequestSchema,
} from '../../shared/carousels/edit-slides';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { idempotent } from '../idempotency/idempotent-route';
import { getRequestMeta } from '../logs/request-meta';
import type { CarouselEditService } from './edit-service';
import type { CarouselService } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });

export function carouselRoutes({
  carousels,
  edits,
}: {
  carousels: CarouselService;
  edits: CarouselEditService;
}) {
  return async (app: AppInstance): Promise<void> => {
    // The body is checked by the service, in the spec's order (template, fields, credits), with its messages.
    app.post(
      '/api/carousels',
      { preHandler: requireUser, schema: { response: { 201: carouselSchema } } },
      idempotent(async (request, reply) =>
        reply
          .status(201)
          .send(await carousels.create(getUser(request), request.body, getRequestMeta(request))),
      ),
    );

    // The hottest read (every open dashboard polls it) arrives as JSON text written by PostgreSQL, sent as is: its
    // contract is carouselListSchema, held by tests/integration/carousels.test.ts (docs/decisions/0016-reads-at-scale.md).
    app.get('/api/carousels', { preHandler: requireUser }, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await carousels.listJson(getUser(request))),
    );

    // Saves and restores share one limit: both queue a version for the workers to draw.
    const editLimit = rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
      max: 30,
      timeWindow: 60 * 1000,
      hook: 'preHandler',
      keyGenerator: keyByUser('carousel-edit'),
    });

    app.get(
      '/api/carousels/:id',
      { preHandler: requireUser, schema: { params: idParams, response: { 200: carouselSchema } } },
      async (request) => carousels.get(request.params.id, getUser(request)),
    );

    app.get(
      '/api/carousels/:id/slides',
      { preHandler: requireUser, schema: { params: idParams, response: { 200: carouselSlidesSchema } } },
      async (request) => carousels.getSlides(request.params.id, getUser(request)),
    );

    // Free: a save moves no credit, so the rate limit keeps one client from keeping the workers drawing.
    app.put(
      '/api/carousels/:id/slides',
      {
        onRequest: requireUser,
        config: editLimit,
        schema: {
          params: idParams,
          body: saveSlidesRequestSchema,
          response: { 202: saveSlidesResponseSchema },
        },
      },
      idempotent(async (request, reply) =>
        reply
          .status(202)
          .send(
            await edits.saveSlides(
              request.params.id,
              getUser(request),
              request.body,
              getRequestMeta(request),
            ),
          ),
      ),
    );

    // Drawn on every pause in the editor's typing: generous, but a loop cannot keep both cores busy.
    app.post(
      '/api/carousels/:id/preview',
      {
        onRequest: requireUser,
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
          max: 240,
          timeWindow: 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('carousel-preview'),
        }),
        schema: { params: idParams, body: slidePreviewRequestSchema },
      },
      async (request, reply) => {
        const jpeg = await edits.preview(request.params.id, getUser(request), request.body);
        return reply.type('image/jpeg').header('cache-control', 'no-store').send(jpeg);
      },
    );

    app.delete(
      '/api/carousels/:id',
      { preHandler: requireUser, schema: { params: idParams } },
      async (request, reply) => {
        await edits.remove(request.params.id, getUser(request), getRequestMeta(request));
        return reply.status(204).send();
      },
    );

    // Free like a save, and limited with it: restoring is drawing a version again.
    app.post(
      '/api/carousels/:id/versions/:versao/restore',
      {
        onRequest: requireUser,
        config: editLimit,
        schema: { params: restoreVersionParamsSchema, response: { 202: saveSlidesResponseSchema } },
      },
      // A double tap or a retried request restores once: the same key answers the same new version.
      idempotent(async (request, reply) =>
        reply
          .status(202)
          .send(
            await edits.restoreVersion(
              request.params.id,
              getUser(request),
              request.params.versao,
              getRequestMeta(request),
            ),
          ),
      ),
    );

    app.get(
      '/api/carousels/:id/versions',
      { preHandler: requireUser, schema: { params: idParams, response: { 200: carouselVersionsSchema } } },
      async (request) => edits.listVersions(request.params.id, getUser(request)),
    );

    app.get(
      '/api/carousels/:id/download',
      { preHandler: requireUser, schema: { params: idParams, response: { 200: downloadResponseSchema } } },
      async (request) => carousels.getDownload(request.params.id, getUser(request)),
    );
  };
}
