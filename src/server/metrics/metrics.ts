import client from 'prom-client';

export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

/** What the features record; the registry is per app (tests build many apps in one process). */
export interface Metrics {
  readonly registry: client.Registry;
  readonly httpRequestDuration: client.Histogram<'method' | 'route' | 'status'>;
  readonly generationDuration: client.Histogram<'writer' | 'result'>;
  readonly pixCharges: client.Counter<'provider' | 'result'>;
}

/** pg-boss's job states, always reported (0 included) so a dashboard's series never vanish. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/**
 * The operator's metrics (Prometheus text on METRICS_PORT): HTTP latency by route pattern (never the raw URL,
 * which would carry ids and unbounded label values), generation time by writer and result, PIX charges by
 * provider and result, jobs by queue and state (read from PostgreSQL at each scrape, so every node reports
 * the whole cluster's queues), and prom-client's process and event-loop metrics.
 */
export function createMetrics(options: {
  countJobs: () => Promise<JobCount[]>;
  onCollectError: (error: unknown) => void;
}): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const httpRequestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const generationDuration = new client.Histogram({
    name: 'carrossel_generation_duration_seconds',
    help: 'One generation attempt, from the worker picking the job to its outcome, by writer and result.',
    labelNames: ['writer', 'result'] as const,
    buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120],
    registers: [registry],
  });
  const pixCharges = new client.Counter({
    name: 'carrossel_pix_charges_total',
    help: 'PIX charge requests to the provider, by provider and result.',
    labelNames: ['provider', 'result'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'carrossel_jobs',
    help: 'Jobs by queue and state (the whole cluster, read from PostgreSQL at scrape time).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      let counts: JobCount[];
      try {
        counts = await options.countJobs();
      } catch (error) {
        // A scrape during a database outage still answers the process metrics.
        options.onCollectError(error);
        return;
      }
      this.reset();
      for (const queue of new Set(counts.map((row) => row.queue))) {
        for (const state of JOB_STATES) this.set({ queue, state }, 0);
      }
      for (const row of counts) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  return { registry, httpRequestDuration, generationDuration, pixCharges };
}
