import { z } from 'zod';
import { TIME_ZONE } from '../../shared/dates';
import type { AppContext } from '../app-types';
import { runStorageDeletions } from '../carousels/storage-deletions';
import { carouselStatusSql } from '../db/carousel-status';
import { type JobDefinition, type Jobs, SCHEDULED_JOB_POLICY } from '../jobs/jobs';
import type { GenerateCarouselJob } from './generate-carousel-job';
import { SETTLE_REASONS, settleCarousel } from './settle-carousel';

/** Receives a copy of every generation job that failed for good (pg-boss dead letter). */
export const SETTLE_DEAD_GENERATION_JOB = 'carousel-settle';
export const SWEEP_CAROUSELS_JOB = 'carousel-sweep';
/** Every minute, for the whole cluster (pg-boss's clock fires it once, on whichever node holds its lock). */
export const SWEEP_CAROUSELS_CRON = '* * * * *';
/** Room for a queue backlog on top of the attempts themselves before an open carousel counts as stuck. */
const QUEUE_BACKLOG_SECONDS = 5 * 60;
const SWEEP_BATCH = 200;

const deadJobSchema = z.object({ carouselId: z.uuid(), versao: z.number().int().optional() });
const sweepSchema = z.object({}).passthrough();

/**
 * How long a carousel may stay open before nothing could still finish it: every attempt running to its
 * timeout, each timeout noticed one maintenance interval late, the backoff delays between attempts, and a
 * queue backlog.
 */
export function computeRetryBudgetSeconds(
  job: Pick<GenerateCarouselJob, 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'>,
  maintenanceIntervalSeconds: number,
): number {
  const attempts = job.retryLimit + 1;
  let delays = 0;
  // pg-boss's backoff waits at most retryDelay * 2^n before retry n.
  for (let retry = 1; retry <= job.retryLimit; retry++) delays += job.retryDelaySeconds * 2 ** retry;
  return attempts * (job.expireInSeconds + maintenanceIntervalSeconds) + delays + QUEUE_BACKLOG_SECONDS;
}

/**
 * The dead-letter handler: pg-boss copies a generation job here in the same statement that marks it failed,
 * whatever failed it (thrown on the last attempt, expired after a crash, failed at shutdown). Most of the time
 * the last attempt's own catch already settled the carousel and this finds nothing to do.
 */
export function createSettleDeadGenerationJob(ctx: AppContext): JobDefinition<typeof deadJobSchema> {
  return {
    name: SETTLE_DEAD_GENERATION_JOB,
    schema: deadJobSchema,
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 1,
    async handle({ carouselId, versao }) {
      const settled = await settleCarousel(ctx, carouselId, SETTLE_REASONS.interrupted, { versao });
      if (settled) ctx.logger.warn({ carouselId }, 'generation died on its last attempt: carousel settled');
    },
  };
}

interface OpenCarousel {
  id: string;
  job_state: string | null;
  is_too_old: boolean;
  job_id: string | null;
}

/**
 * The safety net behind the dead letter: settles every open carousel (pendente/processando) whose generation
 * job is over (failed, cancelled, completed without finishing it) or gone, or that outlived the retry budget.
 * A job still waiting or running for a carousel past its budget is cancelled after the carousel is settled.
 */
export function createSweepCarouselsJob(
  ctx: AppContext,
  generateJob: GenerateCarouselJob,
  maintenanceIntervalSeconds: number,
): JobDefinition<typeof sweepSchema> {
  const budgetSeconds = computeRetryBudgetSeconds(generateJob, maintenanceIntervalSeconds);

  async function findOpenCarousels(): Promise<OpenCarousel[]> {
    const { rows } = await ctx.pool.query<OpenCarousel>(
      `select c.id, j.state as job_state, j.id as job_id,
              coalesce(c.data_edicao, c.data_criacao) < now() - make_interval(secs => $2) as is_too_old
         from carrosseis c
         left join lateral (
           select job.id, job.state::text as state
             from pgboss.job job
            where job.name = $1 and job.data->>'carouselId' = c.id::text
            order by job.created_on desc
            limit 1
         ) j on true
        where ${carouselStatusSql('inProgress', 'c.status')}
          and (j.state is null
               or j.state in ('completed', 'failed', 'cancelled')
               or coalesce(c.data_edicao, c.data_criacao) < now() - make_interval(secs => $2))
        order by c.data_criacao
        limit ${SWEEP_BATCH}`,
      [generateJob.name, budgetSeconds],
    );
    return rows;
  }

  return {
    name: SWEEP_CAROUSELS_JOB,
    schema: sweepSchema,
    ...SCHEDULED_JOB_POLICY,
    async handle() {
      for (const carousel of await findOpenCarousels()) {
        const isJobOver =
          carousel.job_state === null || ['completed', 'failed', 'cancelled'].includes(carousel.job_state);
        const reason = !isJobOver
          ? SETTLE_REASONS.tooOld
          : carousel.job_state === 'cancelled'
            ? SETTLE_REASONS.cancelled
            : SETTLE_REASONS.interrupted;
        const settled = await settleCarousel(ctx, carousel.id, reason);
        if (!settled) continue;
        ctx.logger.warn(
          { carouselId: carousel.id, jobState: carousel.job_state ?? 'missing', reason },
          'sweep settled a carousel',
        );
        // Nothing can use its result any more; a running handler finds the final status and stops there.
        if (!isJobOver && carousel.job_id) {
          await ctx.jobs.boss.cancel(generateJob.name, carousel.job_id).catch(() => undefined);
        }
      }
      // Files a crash (or a storage outage) left queued, and folders announced by writers that died.
      const removed = await runStorageDeletions(ctx);
      if (removed > 0) ctx.logger.info({ removed }, 'sweep deleted queued carousel files');
    },
  };
}

/** Scheduling again at start is an upsert; pg-boss schedules only onto an existing queue. */
export async function scheduleCarouselSweep(jobs: Jobs): Promise<void> {
  await jobs.boss.schedule(SWEEP_CAROUSELS_JOB, SWEEP_CAROUSELS_CRON, {}, { tz: TIME_ZONE });
}
