import { desc, eq, sql } from 'drizzle-orm';
import type { AdminCarousel } from '../../shared/admin/carousels';
import type { AppContext } from '../app-types';
import { toCarouselDto } from '../carousels/dto';
import { carrosseis, profiles, templates } from '../db/schema';

/**
 * GET /api/admin/carousels: every carousel, newest first, with its creator and template name. The content
 * screen filters and pages in the browser, as the spec's screen does; the columns are explicit so the
 * list stays light (no file contents, only the stored trace).
 */
export async function listAdminCarousels(ctx: AppContext): Promise<AdminCarousel[]> {
  const rows = await ctx.db
    .select({
      carousel: carrosseis,
      creatorNome: profiles.nome,
      creatorEmail: profiles.email,
      templateNome: templates.nome,
    })
    .from(carrosseis)
    .leftJoin(profiles, eq(profiles.id, carrosseis.idUsuario))
    // template_visual holds the id as text; a deleted template simply finds no row.
    .leftJoin(templates, sql`${templates.id}::text = ${carrosseis.templateVisual}`)
    .orderBy(desc(carrosseis.dataCriacao), desc(carrosseis.id));
  return Promise.all(
    rows.map(async ({ carousel, creatorNome, creatorEmail, templateNome }) => {
      const dto = await toCarouselDto(carousel, ctx.storage);
      return {
        ...dto,
        descricao: carousel.descricaoSolicitada ?? carousel.tema,
        template: templateNome ?? dto.template_nome ?? carousel.templateVisual,
        creator:
          creatorNome !== null && creatorEmail !== null ? { nome: creatorNome, email: creatorEmail } : null,
        webhook_data: carousel.webhookData ?? null,
      };
    }),
  );
}
