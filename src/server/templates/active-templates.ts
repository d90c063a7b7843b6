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

/** The templates as the app shows them to users (the admin's side is AdminTemplatesService). */
export interface TemplateCatalog {
  /** The active templates, in their order. */
  active(): Promise<TemplateDto[]>;
  /** Three active templates, one per kind where there are, in order: the public /planos page's samples. */
  samples(): Promise<TemplateDto[]>;
}

export function createTemplateCatalog(db: Database): TemplateCatalog {
  const active = () => listActiveTemplates(db);
  return {
    active,
    async samples() {
      const all = await active();
      const oneOfEachKind = all.filter(
        (template, index) => all.findIndex((other) => other.tipo === template.tipo) === index,
      );
      const picked = [...oneOfEachKind, ...all.filter((template) => !oneOfEachKind.includes(template))];
      return picked.slice(0, 3);
    },
  };
}
