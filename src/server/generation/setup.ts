import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-types';
import { templates } from '../db/schema';
import { seedTemplates } from '../templates/seed';
import { createCarouselProducer } from './carousel-producer';
import { createGenerateCarouselJob, type GenerateCarouselJob } from './generate-carousel-job';
import { createRenderer } from './render';
import { templateDesignSchema } from './templates';
import { createWriter } from './writer';

/**
 * Wires the generation engine: one renderer per process (fonts and assets load once), the template seed,
 * the writer chosen by AI_PROVIDER and the job definition (workers start later, when WORKER=on).
 */
export async function setupGeneration(ctx: AppContext): Promise<{ job: GenerateCarouselJob }> {
  const renderer = createRenderer({
    onWarning: (message) => ctx.logger.warn({ message }, 'renderer warning'),
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
  const job = createGenerateCarouselJob(ctx, {
    writer: createWriter(ctx.config, ctx.logger),
    producer: createCarouselProducer(renderer, fallbackDesign),
    timeoutSeconds: ctx.config.GENERATION_TIMEOUT_SECONDS,
  });
  ctx.jobs.define(job);
  return { job };
}
