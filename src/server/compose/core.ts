import type { Logger } from 'pino';
import type { AppContext } from '../app-types';
import type { Config } from '../config';
import type { SeededAdmin } from '../db/seed';
import { type MetricsServer, startMetricsServer } from '../metrics/metrics-server';
import { buildContext } from './context';
import type { AppJobs } from './jobs';
import { buildServices, type Services } from './services';

/** Everything of a process but HTTP: the context, the services, the jobs. */
export interface Core {
  ctx: AppContext;
  services: Services;
  jobs: AppJobs;
  seededAdmin: SeededAdmin | null;
  /** The Prometheus endpoint of this process once started, when METRICS_PORT is set. */
  metricsUrl(): string | null;
  /** Creates the queues and schedules; with `worker`, runs the jobs here too. */
  start(options: { worker: boolean }): Promise<void>;
  /** Stops the workers (running jobs finish within the grace period), then closes the pool. */
  close(): Promise<void>;
}

/**
 * The composition root of a process: the HTTP app (src/server/app.ts) adds its routes on top of it, the worker
 * entry (src/server/worker-main.ts) starts it alone. Nothing is built twice: routes, jobs and tests use the
 * same services.
 */
export async function buildCore(config: Config, logger: Logger): Promise<Core> {
  const { ctx, seededAdmin } = await buildContext(config, logger);
  const { services, jobs } = await buildServices(ctx);
  let metricsServer: MetricsServer | null = null;
  return {
    ctx,
    services,
    jobs,
    seededAdmin,
    metricsUrl: () => metricsServer?.url ?? null,
    async start({ worker }) {
      await ctx.jobs.prepareQueues();
      await jobs.schedule();
      // In the background: a PSP that is down at start must not keep the app down; the polling job credits anyway.
      services.payments
        .registerWebhook()
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'PIX webhook registration failed'));
      if (worker) {
        await ctx.jobs.startWorkers();
        await jobs.sweepNow();
        // In the background: a carousel arriving meanwhile shares what is being made. Tests start hundreds of
        // workers that would each spend ~1 s of CPU on textures most never draw.
        if (config.NODE_ENV !== 'test') {
          jobs.warmUp().catch((error: unknown) => ctx.logger.warn({ err: error }, 'render warm-up failed'));
        }
      }
      if (config.METRICS_PORT !== undefined) {
        metricsServer = await startMetricsServer(ctx.metrics, config.METRICS_PORT, config.HOST);
      }
    },
    async close() {
      await metricsServer?.close();
      await services.realtime.close();
      await services.carouselLists.close();
      await ctx.jobs.stop();
      await ctx.pool.end();
    },
  };
}
