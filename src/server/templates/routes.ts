import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { templateSchema } from '../../shared/carousels/api';
import { slideFormatSchema } from '../../shared/carousels/formats';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { templates } from '../db/schema';
import { rateLimit } from '../http/rate-limit';
import type { TemplateFormatPreviews } from './format-previews';

const previewParams = z.object({
  id: z.uuid({ error: 'Estilo visual não encontrado.' }),
  formato: slideFormatSchema,
});

/**
 * GET /api/templates: the active templates, in their order, for the create screen.
 * GET /api/templates/:id/preview/:formato: a sample cover in that format (PNG). Public like the stored
 * previews in /storage (an <img> sends no bearer token); only active templates, rate limited per IP.
 */
export function templateRoutes(previews: TemplateFormatPreviews) {
  return async (app: AppInstance): Promise<void> => {
    app.get(
      '/api/templates',
      { preHandler: requireUser, schema: { response: { 200: z.array(templateSchema) } } },
      async () =>
        app.ctx.db
          .select({
            id: templates.id,
            nome: templates.nome,
            descricao: templates.descricao,
            imagem_url: templates.imagemUrl,
            tipo: templates.tipo,
          })
          .from(templates)
          .where(eq(templates.ativo, true))
          .orderBy(asc(templates.ordem), asc(templates.nome)),
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
  };
}
