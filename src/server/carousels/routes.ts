import { z } from 'zod';
import {
  carouselListSchema,
  carouselSchema,
  carouselSlidesSchema,
  downloadResponseSchema,
} from '../../shared/carousels/api';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import type { GenerateCarouselJob } from '../generation/generate-carousel-job';
import { getRequestMeta } from '../logs/request-meta';
import { createCarouselService } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Carrossel não encontrado.' }) });

export function carouselRoutes(generateJob: GenerateCarouselJob) {
  return async (app: AppInstance): Promise<void> => {
    const carousels = createCarouselService(app.ctx, generateJob);

    // The body is checked by the service, in the spec's order (template, fields, credits), with its messages.
    app.post(
      '/api/carousels',
      { preHandler: requireUser, schema: { response: { 201: carouselSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await carousels.create(getUser(request), request.body, getRequestMeta(request))),
    );

    app.get(
      '/api/carousels',
      { preHandler: requireUser, schema: { response: { 200: carouselListSchema } } },
      async (request) => carousels.list(getUser(request)),
    );

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

    app.get(
      '/api/carousels/:id/download',
      { preHandler: requireUser, schema: { params: idParams, response: { 200: downloadResponseSchema } } },
      async (request) => carousels.getDownload(request.params.id, getUser(request)),
    );
  };
}
