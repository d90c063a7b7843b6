import { z } from 'zod';
import { brandKitResponseSchema, brandKitSchema } from './schema';

/**
 * A workspace's brand kits (docs/workspaces.md, "Marcas"): several per workspace, one of them the default
 * (`padrao`), which GET/PUT /api/brand-kit read and write and which signs a carousel created without a chosen kit.
 */

/** How many kits a workspace may keep. */
export const BRAND_KITS_MAX = 20;

export const BRAND_KITS_MESSAGES = {
  notFound: 'Marca não encontrada neste espaço de trabalho.',
  full: `Este espaço já tem ${BRAND_KITS_MAX} marcas, o máximo permitido. Exclua uma que não usa mais para criar outra.`,
  defaultInvalid: 'Valor inválido para marca padrão.',
} as const;

/** The body of POST /api/brand-kits and PUT /api/brand-kits/:id: the kit, and `padrao: true` to make it the default. */
export const brandKitSaveSchema = brandKitSchema.extend({
  padrao: z.boolean({ error: BRAND_KITS_MESSAGES.defaultInvalid }).optional(),
});
export type BrandKitSaveInput = z.input<typeof brandKitSaveSchema>;

/** One kit as listed and answered: the saved kit, its id and whether it is the workspace's default. */
export const brandKitItemSchema = brandKitResponseSchema.omit({ salvo: true }).extend({
  id: z.string(),
  padrao: z.boolean(),
});
export type BrandKitItem = z.infer<typeof brandKitItemSchema>;

/** GET /api/brand-kits: the default first, then the others in the order they were created. */
export const brandKitListSchema = z.object({ items: z.array(brandKitItemSchema) });
export type BrandKitList = z.infer<typeof brandKitListSchema>;

/** A kit's id in the path; a malformed one answers the same 404 as another workspace's. */
export const brandKitParamsSchema = z.object({ id: z.string() });
