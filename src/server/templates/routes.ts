import { z } from 'zod';
import { SAMPLE_TEMPLATES_PATH, templateSchema } from '../../shared/carousels/api';
import { slideFormatSchema } from '../../shared/carousels/formats';
import { SAMPLE_CAROUSELS } from '../../shared/carousels/samples';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { rateLimit } from '../http/rate-limit';
import { listActiveTemplates } from './active-templates';
import type { TemplateFormatPreviews } from './format-previews';

const sampleParams = z.object({
  id: z.uuid({ error: 'Estilo visual não encontrado.' }),
  sample: z.coerce
    .number()
    .int()
    .min(0)
    .max(SAMPLE_CAROUSELS.length - 1, { error: 'Exemplo não encontrado.' }),
  slide: z.coerce.number().int().min(0).max(9, { error: 'Exemplo não encontrado.' }),
});

const previewParams = z.object({
  id: z.uuid({ error: 'Estilo visual não encontrado.' }),
  formato: slideFormatSchema,
});

/**
 * GET /api/templates: the active templates, in their order, for the create screen.
 * GET /api/templates/:id/preview/:formato: a sample cover in that format (PNG); .../amostras/:sample/:slide: a
 * slide of a /planos sample carousel (WebP, 540 px wide). Public like the stored
 * previews in /storage (an <img> sends no bearer token); only active templates, rate limited per IP.
 * GET /api/templates/:id/miniatura/:formato: the same sample at the size the picker shows it (WebP, 540 px).
 */
export function templateRoutes(previews: TemplateFormatPreviews) {
  return async (app: AppInstance): Promise<void> => {
    app.get(
      '/api/templates',
      { preHandler: requireUser, schema: { response: { 200: z.array(templateSchema) } } },
      async () => listActiveTemplates(app.ctx.db),
    );

    // Public (the /planos page a visitor sees): three active templates, one per kind where there are, in order.
    app.get(
      SAMPLE_TEMPLATES_PATH,
      {
        schema: { response: { 200: z.array(templateSchema) } },
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max: 60, timeWindow: 60 * 1000 }),
      },
      async () => {
        const active = await listActiveTemplates(app.ctx.db);
        const oneOfEachKind = active.filter(
          (template, index) => active.findIndex((other) => other.tipo === template.tipo) === index,
        );
        const picked = [...oneOfEachKind, ...active.filter((template) => !oneOfEachKind.includes(template))];
        return picked.slice(0, 3);
      },
    );

    // Public like the previews: the /planos samples' slides (12 per visit), kept in memory once drawn.
    app.get(
      '/api/templates/:id/amostras/:sample/:slide',
      {
        schema: { params: sampleParams },
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max: 120, timeWindow: 60 * 1000 }),
      },
      async (request, reply) => {
        const { id, sample, slide } = request.params;
        const webp = await previews.renderSample(id, sample, slide);
        return reply.type('image/webp').header('cache-control', 'public, max-age=600').send(webp);
      },
    );

    app.get(
      '/api/templates/:id/preview/:formato',
      {
        schema: { params: previewParams },
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max: 240, timeWindow: 60 * 1000 }),
      },
      async (request, reply) => {
        const png = await previews.render(request.params.id, request.params.formato);
        // Ten minutes, as the picker caches the template list: an admin's edit reaches the screen soon.
        return reply.type('image/png').header('cache-control', 'public, max-age=600').send(png);
      },
    );

    app.get(
      '/api/templates/:id/miniatura/:formato',
      {
        schema: { params: previewParams },
        config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max: 240, timeWindow: 60 * 1000 }),
      },
      async (request, reply) => {
        const webp = await previews.small(request.params.id, request.params.formato);
        return reply.type('image/webp').header('cache-control', 'public, max-age=600').send(webp);
      },
    );
  };
}
