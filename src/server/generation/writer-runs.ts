import type { DbExecutor } from '../db/client';
import { escritasCarrossel } from '../db/schema';
import type { SlidePlan } from '../writer/types';

/**
 * Records who wrote a carousel's copy, for the admin dashboard's writer panel. A plan without a
 * trace comes from the local writer chosen by configuration (no model involved).
 */
export async function recordWriterRun(db: DbExecutor, carouselId: string, plan: SlidePlan): Promise<void> {
  const trace = plan.trace;
  await db.insert(escritasCarrossel).values({
    idCarrossel: carouselId,
    escritor: trace?.writer ?? 'local',
    modelo: trace?.model?.slice(0, 200) ?? null,
    latenciaMs: trace?.latencyMs === undefined ? null : Math.round(trace.latencyMs),
    tentativas: trace?.attempts ?? null,
    motivoFallback: trace?.fallbackReason ?? null,
  });
}
