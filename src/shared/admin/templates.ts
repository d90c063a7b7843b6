import { z } from 'zod';
import { textSchema } from '../text';
import { ADMIN_MESSAGES } from './messages';

/** A template as the admin screen sees it (docs/product-rules.md §3 'Template (API)', admin fields included). */
export const adminTemplateSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  tipo: z.string(),
  descricao: z.string().nullable(),
  imagem_url: z.string().nullable(),
  ativo: z.boolean(),
  ordem: z.number().int(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

export const adminTemplateListSchema = z.array(adminTemplateSchema);

export const templateIdParamsSchema = z.object({ id: z.uuid({ error: ADMIN_MESSAGES.templateNotFound }) });

/**
 * The text fields of the template form, as strings, exactly as multipart carries them: the dialog validates
 * its inputs with this schema and the API validates the request with it (docs/product-rules.md §5). A field that is
 * absent comes out undefined, and the server fills it: on creation tipo 'universal', ordem 0, ativo true;
 * on an edit, the template's current value. A blank tipo is an error; a blank ordem means 0; a blank
 * descricao clears it (null). The hidden `imagem_url` and `id` the original form sends are accepted and
 * ignored: the server owns both.
 */
export const templateFieldsSchema = z.object({
  nome: textSchema({ error: ADMIN_MESSAGES.templateNameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.templateNameRequired)
    .max(255, ADMIN_MESSAGES.templateNameTooLong),
  tipo: textSchema()
    .trim()
    .min(1, ADMIN_MESSAGES.templateTypeRequired)
    .max(50, ADMIN_MESSAGES.templateTypeTooLong)
    .optional(),
  descricao: textSchema()
    .trim()
    .max(1000, ADMIN_MESSAGES.templateDescriptionTooLong)
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  ordem: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^\d{1,9}$/.test(value), ADMIN_MESSAGES.templateOrderInvalid)
    .transform((value) => (value === undefined ? undefined : Number(value || '0'))),
  ativo: z
    .enum(['true', 'false'], { error: ADMIN_MESSAGES.templateActiveInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type TemplateFields = z.output<typeof templateFieldsSchema>;
export type TemplateFieldsInput = z.input<typeof templateFieldsSchema>;

/** Images the template form accepts (checked again by content on the server). */
export const TEMPLATE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const templateOrdemBodySchema = z.object({
  ordem: z
    .number({ error: ADMIN_MESSAGES.templateOrderInvalid })
    .int(ADMIN_MESSAGES.templateOrderInvalid)
    .min(0, ADMIN_MESSAGES.templateOrderInvalid)
    .max(999_999_999, ADMIN_MESSAGES.templateOrderInvalid),
});

/** POST /api/admin/templates/{id}/move: swap places with the neighbour of the same tipo (docs/product-rules.md §4). */
export const templateMoveBodySchema = z.object({
  direction: z.enum(['up', 'down'], { error: ADMIN_MESSAGES.templateDirectionInvalid }),
});
export type TemplateMoveDirection = z.infer<typeof templateMoveBodySchema>['direction'];

/** How templates are listed everywhere in the admin area: ordem, then name, then id (ties never flip). */
export function compareTemplates(
  a: Pick<AdminTemplate, 'ordem' | 'nome' | 'id'>,
  b: Pick<AdminTemplate, 'ordem' | 'nome' | 'id'>,
): number {
  return a.ordem - b.ordem || a.nome.localeCompare(b.nome, 'pt-BR') || a.id.localeCompare(b.id);
}
