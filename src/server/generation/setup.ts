import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-types';
import { templates } from '../db/schema';
import { seedTemplates } from '../templates/seed';
import { createCarouselProducer } from './carousel-producer';
import { createGenerateCarouselJob, type GenerateCarouselJob } from './generate-carousel-job';
import { createRenderer, type Renderer } from './render';
import { createSettleDeadGenerationJob, createSweepCarouselsJob, scheduleCarouselSweep } from './settle-jobs';
import { type TemplateDesign, templateDesignSchema } from './templates';
import { createWriter } from './writer';

/**
 * Wires the generation engine: one renderer per process (fonts and assets load once), the template seed,
 * the writer chosen by AI_PROVIDER, the job definition and the two that settle what it leaves open (the
 * dead-letter job and the minute sweep). Workers start later, when WORKER=on.
 */
export interface Generation {
  job: GenerateCarouselJob;
  /** The process's renderer, also used for previews (template formats, the brand kit's sample slide, the slide editor). */
  renderer: Renderer;
  /** A carousel's copied design, or the first active template's when the copy is corrupt. */
  resolveDesign(design: unknown): Promise<TemplateDesign>;
  /** After the queues exist: the minute sweep's schedule (an upsert). */
  scheduleSweep(): Promise<void>;
  /** On a worker's start: settle at once what an earlier crash left open, rather than at the next minute. */
  sweepNow(): Promise<void>;
}

export async function setupGeneration(ctx: AppContext): Promise<Generation> {
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
  const resolveDesign = async (design: unknown) => {
    const parsed = templateDesignSchema.safeParse(design);
    return parsed.success ? parsed.data : fallbackDesign();
  };
  const job = createGenerateCarouselJob(ctx, {
    writer: createWriter(ctx.config, ctx.logger),
    producer: createCarouselProducer(renderer, resolveDesign),
    timeoutSeconds: ctx.config.GENERATION_TIMEOUT_SECONDS,
  });
  ctx.jobs.define(job);
  ctx.jobs.define(createSettleDeadGenerationJob(ctx));
  const sweep = createSweepCarouselsJob(ctx, job, ctx.jobs.maintenanceIntervalSeconds);
  ctx.jobs.define(sweep);
  return {
    job,
    renderer,
    resolveDesign,
    scheduleSweep: () => scheduleCarouselSweep(ctx.jobs),
    async sweepNow() {
      await ctx.jobs.send(sweep, {});
    },
  };
}
