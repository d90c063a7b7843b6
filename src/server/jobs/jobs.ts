import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { type ListenConnection, openListenConnection } from '../db/listen-connection';

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
    options?: {
      client?: pg.PoolClient;
      singletonKey?: string;
      startAfterSeconds?: number;
      /** The job's id (a UUID), when the entity it works on names it (a data export: its own id). */
      id?: string;
    },
  ): Promise<string | null>;
  /** Creates the queues of every defined job (idempotent); called once at start by API and worker nodes. */
  prepareQueues(): Promise<void>;
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
}

const WAKE_CHANNEL = 'carrossel_jobs';
/** How often a job's outcome is recorded again while the database is away. */
const OUTCOME_RETRY_MS = 500;
/** A job cut by a database outage runs again this long after it is handed back. */
const OUTAGE_RETRY_DELAY_SECONDS = 2;
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
  /** At stop, how long running handlers may take to finish before their jobs are handed back. Default 20. */
  shutdownGraceSeconds?: number;
  /** How long an idle worker waits before looking again when no wake-up came. Default 2. */
  pollingIntervalSeconds?: number;
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
  boss.on('error', (error) => reportBossError(error));
  await boss.start();

  const definitions = new Map<string, JobDefinition<z.ZodType>>();
  const workerIds = new Map<string, string[]>();
  /** The handlers running in this process, by job id: the shutdown waits for them. */
  const running = new Map<string, { name: string; done: Promise<void> }>();
  let listener: ListenConnection | null = null;
  let lastOutageLog = 0;
  let stopping = false;

  /**
   * While the database is away, every polling worker reports the same error every few seconds: one warning
   * per half minute says it; the rest would only bury the log. Anything else is a real error.
   */
  function reportBossError(error: unknown): void {
    if (!isDatabaseUnavailable(error)) {
      logger.error({ err: error }, 'pg-boss error');
      return;
    }
    if (Date.now() - lastOutageLog < 30_000) return;
    lastOutageLog = Date.now();
    logger.warn({ err: error }, 'jobs: database unreachable; workers keep retrying');
  }

  /**
   * Marks a job done or failed ourselves, and again while the database is unavailable, until `deadline`.
   * pg-boss records the outcome once without awaiting it: one lost to an outage (a handler that failed because
   * PostgreSQL restarted under it) left the job 'active' until it expired, minutes later. A shutdown right
   * after could also close pg-boss's pool first. Once recorded, pg-boss's own record finds the job no longer
   * active and changes nothing (its complete and fail only touch unfinished jobs).
   * A handler that failed because the database went away is handed back without spending an attempt: an
   * outage is not the job's fault, and a few restarts in a row must not turn a carousel into an error.
   */
  async function recordOutcome(
    name: string,
    id: string,
    failure: unknown,
    deadline: number,
  ): Promise<boolean> {
    const record =
      failure === null
        ? () => boss.complete(name, id)
        : isDatabaseUnavailable(failure)
          ? () => handBack([{ id, name }], OUTAGE_RETRY_DELAY_SECONDS)
          : () => boss.fail(name, id, failure instanceof Error ? failure : { value: String(failure) });
    for (;;) {
      try {
        await record();
        return true;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || stopping || Date.now() > deadline) {
          logger.warn({ err: error, jobId: id }, 'could not record a job outcome');
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, OUTCOME_RETRY_MS));
      }
    }
  }

  /**
   * Jobs still running when the grace period ends go back to their queue as if never started (no attempt
   * spent): the next worker takes them from the start. pg-boss would fail them, which spends an attempt.
   */
  async function handBack(ids: { id: string; name: string }[], delaySeconds = 0): Promise<void> {
    for (const { id, name } of ids) {
      await pool.query(
        `update pgboss.job
            set state = 'retry', start_after = now() + make_interval(secs => $3),
                started_on = case when retry_count = 0 then null else started_on end,
                retry_count = greatest(retry_count - 1, 0)
          where name = $1 and id = $2 and state = 'active'`,
        [name, id, delaySeconds],
      );
    }
  }

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
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
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
          let workerId: string | undefined;
          const id = await boss.work<unknown>(
            definition.name,
            {
              batchSize: 1,
              pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
              includeMetadata: true,
            },
            async ([job]) => {
              if (!job) return;
              // pg-boss sleeps out the rest of its polling interval after every job, even with more queued:
              // a queue of 30 carousels drained at one job per 2 s a worker. A worker that found a job looks
              // for the next one at once; it sleeps only after finding the queue empty.
              if (workerId) boss.notifyWorker(workerId);
              const data = definition.schema.parse(job.data);
              const handled = definition.handle(data, {
                jobId: job.id,
                attempt: job.retryCount + 1,
                isLastAttempt: job.retryCount >= job.retryLimit,
              });
              // What the shutdown waits for is the job marked done, not only its handler returning: between the
              // two, the shutdown would take the job for unfinished and hand it back as 'retry' although it ran.
              const finished = (async () => {
                try {
                  let failure: unknown = null;
                  try {
                    await handled;
                  } catch (error) {
                    failure = error;
                  }
                  const deadline = Date.now() + job.expireInSeconds * 1000;
                  const recorded = await recordOutcome(definition.name, job.id, failure, deadline);
                  // Not recorded (the database stayed away): pg-boss records it as before, or expires it.
                  if (!recorded && failure !== null) throw failure;
                } finally {
                  running.delete(job.id);
                }
              })();
              running.set(job.id, { name: definition.name, done: finished.catch(() => undefined) });
              await finished;
            },
          );
          workerId = id;
          ids.push(id);
        }
        workerIds.set(definition.name, ids);
      }
      listener = await openListenConnection({
        connectionString: options.connectionString,
        channel: WAKE_CHANNEL,
        applicationName: 'carrossel-jobs-listen',
        logger,
        onNotification: (message) => {
          for (const id of workerIds.get(message.payload ?? '') ?? []) boss.notifyWorker(id);
        },
        // Wake-ups sent during the outage are lost: every worker looks for work now.
        onRestored: () => {
          for (const ids of workerIds.values()) for (const id of ids) boss.notifyWorker(id);
        },
      });
    },
    async stop() {
      stopping = true;
      await listener?.close();
      listener = null;
      // Take no new job, let the running ones finish within the grace period, hand back the rest.
      for (const name of workerIds.keys()) await boss.offWork(name);
      const graceMs = (options.shutdownGraceSeconds ?? 20) * 1000;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...running.values()].map((job) => job.done)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
      const unfinished = [...running.entries()].map(([id, job]) => ({ id, name: job.name }));
      if (unfinished.length > 0) {
        logger.warn({ jobs: unfinished.length }, 'jobs still running after the grace period: handed back');
        await handBack(unfinished).catch((error: unknown) =>
          logger.warn({ err: error }, 'could not hand back jobs'),
        );
      }
      // Nothing of ours is running now (or it was handed back), so pg-boss has nothing to wait for.
      await boss.stop({ graceful: false, wait: true });
    },
  };
  return jobs;
}
