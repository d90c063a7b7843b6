import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';

/** A job is a definition (name, payload schema, retry policy) plus its handler. */
export interface JobDefinition<Schema extends z.ZodType> {
  name: string;
  schema: Schema;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** Jobs handled at once by one worker process. */
  concurrency: number;
  /**
   * The queue that receives a copy of the job when it fails for good (last attempt thrown, expired or failed at
   * shutdown), in the same statement that marks it failed, so a dead job is never lost.
   */
  deadLetter?: string;
  handle(
    data: z.infer<Schema>,
    meta: { jobId: string; attempt: number; isLastAttempt: boolean },
  ): Promise<void>;
}

/**
 * The policy of a job that a pg-boss schedule fires (a sweep): no retries of its own, since the next scheduled
 * run is the retry, and one at a time per worker.
 */
export const SCHEDULED_JOB_POLICY = {
  retryLimit: 0,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 120,
  concurrency: 1,
} as const;

export interface Jobs {
  readonly boss: PgBoss;
  /** How often pg-boss notices expired (crashed) jobs. */
  readonly maintenanceIntervalSeconds: number;
  define<Schema extends z.ZodType>(definition: JobDefinition<Schema>): void;
  /** Enqueue; pass `client` to enqueue inside an open transaction (the job exists only if it commits). */
  send<Schema extends z.ZodType>(
    definition: JobDefinition<Schema>,
    data: z.infer<Schema>,
    options?: { client?: pg.PoolClient; singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Creates the queues of every defined job (idempotent); called once at start by API and worker nodes. */
  prepareQueues(): Promise<void>;
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
}

const WAKE_CHANNEL = 'carrossel_jobs';
const QUEUE_SETUP_LOCK = 7_240_314;

/**
 * pg-boss on our own database. Polling alone would add up to the polling interval to every job, so sends also
 * NOTIFY a channel that every worker process LISTENs to and answers by fetching at once.
 */
export async function createJobs(options: {
  pool: pg.Pool;
  connectionString: string;
  logger: Logger;
  /** How often pg-boss looks for expired (crashed) jobs; at most the shortest job timeout. */
  maintenanceIntervalSeconds?: number;
}): Promise<Jobs> {
  const { pool, logger } = options;
  const maintenanceIntervalSeconds = options.maintenanceIntervalSeconds ?? 120;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: 4,
    application_name: 'carrossel-jobs',
    // Keep finished jobs a week for support, failed ones longer for post-mortems.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 30,
    maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
  await boss.start();

  const definitions = new Map<string, JobDefinition<z.ZodType>>();
  const workerIds = new Map<string, string[]>();
  let listener: pg.PoolClient | null = null;

  async function createQueues(): Promise<void> {
    const queueOptions = (definition: JobDefinition<z.ZodType>) => ({
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireInSeconds,
      ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
    });
    // A dead-letter queue must exist before the queue naming it, and create_queue leaves an existing queue as it
    // was: create them all plain, then update each to its current policy.
    for (const definition of definitions.values()) {
      const { deadLetter: _later, ...plain } = queueOptions(definition);
      await boss.createQueue(definition.name, plain);
    }
    for (const definition of definitions.values()) {
      await boss.updateQueue(definition.name, queueOptions(definition));
    }
  }

  const jobs: Jobs = {
    boss,
    maintenanceIntervalSeconds,
    define(definition) {
      definitions.set(definition.name, definition as unknown as JobDefinition<z.ZodType>);
    },
    async send(definition, data, sendOptions = {}) {
      const payload = definition.schema.parse(data) as object;
      const { client } = sendOptions;
      const id = await boss.send(definition.name, payload, {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        expireInSeconds: definition.expireInSeconds,
        ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(client
          ? { db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) } }
          : {}),
      });
      // Inside a transaction the NOTIFY is delivered at commit, exactly when the job becomes visible.
      await (client ?? pool).query('select pg_notify($1, $2)', [WAKE_CHANNEL, definition.name]);
      return id;
    },
    async prepareQueues() {
      // pg-boss creates a partition per queue; two nodes doing it at once deadlock, so nodes take turns.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
        await createQueues();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    async startWorkers() {
      for (const definition of definitions.values()) {
        const ids: string[] = [];
        for (let slot = 0; slot < definition.concurrency; slot++) {
          const id = await boss.work<unknown>(
            definition.name,
            { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true },
            async ([job]) => {
              if (!job) return;
              const data = definition.schema.parse(job.data);
              await definition.handle(data, {
                jobId: job.id,
                attempt: job.retryCount + 1,
                isLastAttempt: job.retryCount >= job.retryLimit,
              });
            },
          );
          ids.push(id);
        }
        workerIds.set(definition.name, ids);
      }
      listener = await pool.connect();
      listener.on('notification', (message) => {
        for (const id of workerIds.get(message.payload ?? '') ?? []) boss.notifyWorker(id);
      });
      await listener.query(`listen ${WAKE_CHANNEL}`);
    },
    async stop() {
      if (listener) {
        await listener.query(`unlisten ${WAKE_CHANNEL}`).catch(() => undefined);
        listener.release();
        listener = null;
      }
      // Graceful: running handlers finish (up to the timeout); unfinished jobs are retried by another worker.
      await boss.stop({ graceful: true, timeout: 20_000, wait: true });
    },
  };
  return jobs;
}
