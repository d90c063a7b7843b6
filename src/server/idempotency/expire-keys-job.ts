import { z } from 'zod';
import { TIME_ZONE } from '../../shared/dates';
import type { AppContext } from '../app-types';
import { type JobDefinition, type Jobs, SCHEDULED_JOB_POLICY } from '../jobs/jobs';
import { createIdempotencyStore } from './key-store';

export const EXPIRE_IDEMPOTENCY_KEYS_JOB = 'idempotency-keys-expire';
/** Hourly: a key lives its 24 hours and at most an hour more (a lookup ignores it after 24 hours anyway). */
const EXPIRE_IDEMPOTENCY_KEYS_CRON = '41 * * * *';

const payloadSchema = z.object({}).passthrough();

export function createExpireIdempotencyKeysJob(
  ctx: Pick<AppContext, 'pool' | 'logger'>,
): JobDefinition<typeof payloadSchema> {
  const store = createIdempotencyStore(ctx.pool);
  return {
    name: EXPIRE_IDEMPOTENCY_KEYS_JOB,
    schema: payloadSchema,
    ...SCHEDULED_JOB_POLICY,
    async handle() {
      const removed = await store.deleteExpired();
      if (removed > 0) ctx.logger.info({ removed }, 'removed expired idempotency keys');
    },
  };
}

export async function scheduleExpireIdempotencyKeys(jobs: Jobs): Promise<void> {
  await jobs.boss.schedule(EXPIRE_IDEMPOTENCY_KEYS_JOB, EXPIRE_IDEMPOTENCY_KEYS_CRON, {}, { tz: TIME_ZONE });
}
