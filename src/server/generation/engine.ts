import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-types';
import { templates } from '../db/schema';
import { createRenderer, type Renderer } from '../slide-engine/render';
import { type TemplateDesign, templateDesignSchema } from '../slide-engine/templates';
import { seedTemplates } from '../templates/seed';
import { createWriter } from '../writer';
import type { Writer } from '../writer/types';
import { type CarouselProducer, createCarouselProducer } from './carousel-producer';

/** What the generation job runs: the writer chosen by AI_PROVIDER and the producer (renderer + packaging). */
export interface GenerationEngine {
  writer: Writer;
  producer: CarouselProducer;
  /** The process's renderer, also used for previews (template formats, the brand kit's sample slide, the slide editor). */
  renderer: Renderer;
  /** A carousel's copied design, or the first active template's when the copy is corrupt. */
  resolveDesign(design: unknown): Promise<TemplateDesign>;
}

/**
 * One renderer per process (fonts and assets load once), the template seed (which renders previews with it),
 * the writer and the producer. The jobs that use them are listed in src/server/compose/jobs.ts.
 */
export async function buildGenerationEngine(ctx: AppContext): Promise<GenerationEngine> {
  const renderer = createRenderer({
    onWarning: (message) => ctx.logger.warn({ message }, 'renderer warning'),
    // Under DATA_DIR, beside the stored files (shared by the nodes when DATA_DIR is a shared disk): derived
    // pixels, safe to delete at any time.
    backdropDir: path.join(ctx.config.DATA_DIR, 'cache', 'backdrops'),
  });
  const seeded = await seedTemplates(ctx, renderer);
  if (seeded > 0) ctx.logger.info({ seeded }, 'visual templates seeded');

  // A carousel always carries a copy of its design; this only guards against a corrupt copy.
  const fallbackDesign = async () => {
    const [first] = await ctx.db
      .select({ design: templates.design })
      .from(templates)
      .where(eq(templates.ativo, true))
      .orderBy(asc(templates.ordem))
      .limit(1);
    return templateDesignSchema.parse(first?.design);
  };
  const resolveDesign = async (design: unknown) => {
    const parsed = templateDesignSchema.safeParse(design);
    return parsed.success ? parsed.data : fallbackDesign();
  };
  return {
    writer: createWriter(ctx.config, ctx.logger),
    producer: createCarouselProducer(renderer, resolveDesign),
    renderer,
    resolveDesign,
  };
}
