import { asc, eq } from 'drizzle-orm';
import type { TemplateDto } from '../../shared/carousels/api';
import type { Database } from '../db/client';
import { templates } from '../db/schema';

/** The active templates, in their order: the create screen's list, the /planos samples and GET /api/v1/templates. */
export function listActiveTemplates(db: Database): Promise<TemplateDto[]> {
  return db
    .select({
      id: templates.id,
      nome: templates.nome,
      descricao: templates.descricao,
      imagem_url: templates.imagemUrl,
      tipo: templates.tipo,
    })
    .from(templates)
    .where(eq(templates.ativo, true))
    .orderBy(asc(templates.ordem), asc(templates.nome));
}
