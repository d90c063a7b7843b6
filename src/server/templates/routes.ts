import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { templateSchema } from '../../shared/carousels/api';
import type { AppInstance } from '../app-types';
import { requireUser } from '../auth/guards';
import { templates } from '../db/schema';

/** GET /api/templates: the active templates, in their order, for the create screen. */
export async function templateRoutes(app: AppInstance): Promise<void> {
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
}
