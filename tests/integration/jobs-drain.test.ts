import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createJobs, type Jobs } from '../../src/server/jobs/jobs';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app';

/**
 * A worker with a queue of jobs takes the next one as soon as it finishes one. pg-boss alone sleeps the rest of
 * its polling interval after every job, so a burst of carousels drained at one a polling interval per worker.
 */
describe('a worker with several jobs queued', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let jobs: Jobs;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    // A polling interval far longer than the test may take: only the drain can finish the queue in time.
    jobs = await createJobs({
      pool,
      connectionString: database.url,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 600,
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await pool?.end();
    await database?.drop();
  });

  it('runs them back to back without waiting for the polling interval', async () => {
    const handled: number[] = [];
    const definition = {
      name: 'drain-check',
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 60,
      concurrency: 1,
      async handle({ n }: { n: number }) {
        handled.push(n);
      },
    };
    jobs.define(definition);
    await jobs.prepareQueues();
    // Queued before any worker listens, so no wake-up reaches the worker: only its own first look and the drain.
    for (const n of [1, 2, 3, 4]) await jobs.send(definition, { n });
    await jobs.startWorkers();

    await vi.waitFor(() => expect([...handled].sort()).toEqual([1, 2, 3, 4]), {
      timeout: 20_000,
      interval: 50,
    });
  });
});
