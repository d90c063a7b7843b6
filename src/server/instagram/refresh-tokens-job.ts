import { z } from 'zod';
import { TIME_ZONE } from '../../shared/dates';
import { type JobDefinition, type Jobs, SCHEDULED_JOB_POLICY } from '../jobs/jobs';
import type { InstagramConnections } from './connections';

export const REFRESH_INSTAGRAM_TOKENS_JOB = 'instagram-refresh-tokens';
/** Hourly: a token is refreshed in its last 10 days, so a day of outages still leaves room. */
const REFRESH_CRON = '23 * * * *';

const payloadSchema = z.object({}).passthrough();

export function createRefreshInstagramTokensJob(
  connections: InstagramConnections,
): JobDefinition<typeof payloadSchema> {
  return {
    name: REFRESH_INSTAGRAM_TOKENS_JOB,
    schema: payloadSchema,
    ...SCHEDULED_JOB_POLICY,
    async handle() {
      await connections.refreshDueTokens();
    },
  };
}

export async function scheduleRefreshInstagramTokens(jobs: Jobs): Promise<void> {
  await jobs.boss.schedule(REFRESH_INSTAGRAM_TOKENS_JOB, REFRESH_CRON, {}, { tz: TIME_ZONE });
}
