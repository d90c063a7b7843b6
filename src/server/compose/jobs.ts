import type { z } from 'zod';
import {
  type AccountExportJob,
  createAccountExportFailedJob,
  createAccountExportJob,
} from '../account/export-job';
import type { AppContext } from '../app-types';
import type { GenerationEngine } from '../generation/engine';
import { createGenerateCarouselJob, type GenerateCarouselJob } from '../generation/generate-carousel-job';
import {
  createSettleDeadGenerationJob,
  createSweepCarouselsJob,
  scheduleCarouselSweep,
} from '../generation/settle-jobs';
import {
  createExpireIdempotencyKeysJob,
  scheduleExpireIdempotencyKeys,
} from '../idempotency/expire-keys-job';
import type { InstagramFeature } from '../instagram/build';
import type { PublishInstagramJob } from '../instagram/publish-job';
import { scheduleRefreshInstagramTokens } from '../instagram/refresh-tokens-job';
import type { JobDefinition } from '../jobs/jobs';
import type { LinkedinFeature } from '../linkedin/build';
import type { PublishLinkedinJob } from '../linkedin/publish-job';
import {
  createExpirePaymentsJob,
  createPollPaymentsJob,
  scheduleExpirePayments,
  schedulePollPayments,
} from '../payments/expire-payments-job';
import type { PaymentsService } from '../payments/service';
import { createCleanupUploadsJob, scheduleCleanupUploads } from '../uploads/cleanup-uploads';

/** The jobs a service enqueues, by name, and what the process does with all of them at start. */
export interface AppJobs {
  generateCarousel: GenerateCarouselJob;
  publishInstagram: PublishInstagramJob;
  /** A post whose outcome is unknown (verificando), looked at again until it is known. */
  verifyInstagram: PublishInstagramJob;
  /** The publisher's dead letter (every attempt died). */
  settleDeadInstagram: PublishInstagramJob;
  /** A published post's insights, read 1 h, 24 h and 7 days after publishing. */
  instagramInsights: PublishInstagramJob;
  publishLinkedin: PublishLinkedinJob;
  accountExport: AccountExportJob;
  /** Every job of the app, the one list: API nodes create their queues, worker nodes run them. */
  all: readonly Pick<JobDefinition<z.ZodType>, 'name' | 'concurrency'>[];
  /** After the queues exist: the cron schedules (upserts, pg-boss schedules only onto an existing queue). */
  schedule(): Promise<void>;
  /** On a worker's start: settle at once what an earlier crash left open, rather than at the next minute. */
  sweepNow(): Promise<void>;
  /** On a worker's start: make what its first carousels would otherwise wait for (the renderer's textures). */
  warmUp(): Promise<void>;
}

/**
 * Every background job, defined once here with what it needs. A new job is one more entry in `all`, and a
 * schedule in `schedule()` when a cron fires it.
 */
export function buildJobs(
  ctx: AppContext,
  deps: {
    generation: GenerationEngine;
    payments: PaymentsService;
    instagram: InstagramFeature;
    linkedin: LinkedinFeature;
  },
): AppJobs {
  // pg-boss copies a generation job that died for good to the settler's queue (its dead letter).
  const settleDeadGeneration = createSettleDeadGenerationJob(ctx);
  const generateCarousel = createGenerateCarouselJob(ctx, {
    writer: deps.generation.writer,
    producer: deps.generation.producer,
    timeoutSeconds: ctx.config.GENERATION_TIMEOUT_SECONDS,
    deadLetter: settleDeadGeneration.name,
  });
  const sweepCarousels = createSweepCarouselsJob(ctx, generateCarousel, ctx.jobs.maintenanceIntervalSeconds);
  const accountExport = createAccountExportJob(ctx);
  const all = [
    generateCarousel,
    settleDeadGeneration,
    sweepCarousels,
    createExpirePaymentsJob(deps.payments),
    createPollPaymentsJob(deps.payments),
    createCleanupUploadsJob(ctx),
    createExpireIdempotencyKeysJob(ctx),
    // The dead letter before the job naming it (pg-boss creates it first anyway: see Jobs.prepareQueues).
    createAccountExportFailedJob(ctx),
    accountExport,
    ctx.email.job,
    ctx.webhooks.job,
    // The settler is the publish job's dead letter: it comes first, like the generation's.
    deps.instagram.jobs.settleDead,
    deps.instagram.jobs.publishJob,
    deps.instagram.jobs.verifyJob,
    deps.instagram.insights.job,
    deps.instagram.jobs.refreshTokens,
    deps.linkedin.jobs.settleDead,
    deps.linkedin.jobs.publishJob,
  ] as const;
  for (const job of all) ctx.jobs.define(job);
  return {
    generateCarousel,
    publishInstagram: deps.instagram.jobs.publishJob,
    verifyInstagram: deps.instagram.jobs.verifyJob,
    settleDeadInstagram: deps.instagram.jobs.settleDead,
    instagramInsights: deps.instagram.insights.job,
    publishLinkedin: deps.linkedin.jobs.publishJob,
    accountExport,
    all,
    async schedule() {
      await scheduleCarouselSweep(ctx.jobs);
      await scheduleExpirePayments(ctx.jobs);
      await schedulePollPayments(ctx.jobs);
      await scheduleCleanupUploads(ctx.jobs);
      await scheduleExpireIdempotencyKeys(ctx.jobs);
      await scheduleRefreshInstagramTokens(ctx.jobs);
    },
    async sweepNow() {
      await ctx.jobs.send(sweepCarousels, {});
    },
    warmUp: () => deps.generation.renderer.warmUp(),
  };
}
