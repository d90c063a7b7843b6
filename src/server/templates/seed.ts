import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-types';
import { templates } from '../db/schema';
import type { Renderer } from '../slide-engine/render';
import { SEED_TEMPLATES } from '../slide-engine/templates';

/**
 * On an empty templates table, inserts the 18 shipped templates, each with a preview rendered by the real
 * renderer and stored in storage. Under an advisory lock, so nodes starting together seed once. Templates
 * an admin deleted are not brought back on the next start (the table is no longer empty).
 */
export async function seedTemplates(ctx: AppContext, renderer: Renderer): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7240313)`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(templates);
    if ((existing?.n ?? 0) > 0) return 0;
    for (const seed of SEED_TEMPLATES) {
      const preview = await renderer.renderTemplatePreview(seed.design);
      const key = `templates/previews/${seed.slug}.png`;
      await ctx.storage.put('medias', key, preview, 'image/png');
      await tx.insert(templates).values({
        nome: seed.nome,
        descricao: seed.descricao,
        tipo: seed.tipo,
        ordem: seed.ordem,
        ativo: true,
        design: seed.design,
        imagemUrl: ctx.storage.publicUrl('medias', key),
      });
    }
    return SEED_TEMPLATES.length;
  });
}
