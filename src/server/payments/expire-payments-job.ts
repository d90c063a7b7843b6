import { z } from 'zod';
import { TIME_ZONE } from '../../shared/dates';
import { type JobDefinition, type Jobs, SCHEDULED_JOB_POLICY } from '../jobs/jobs';
import type { PaymentsService } from './service';

export const EXPIRE_PAYMENTS_JOB = 'payments-expire';
/** Every minute: a charge reads 'Expirado' in the modal at once, the stored status follows within a minute. */
export const EXPIRE_PAYMENTS_CRON = '* * * * *';

const payloadSchema = z.object({}).passthrough();

export function createExpirePaymentsJob(payments: PaymentsService): JobDefinition<typeof payloadSchema> {
  return {
    name: EXPIRE_PAYMENTS_JOB,
    schema: payloadSchema,
    ...SCHEDULED_JOB_POLICY,
    async handle() {
      await payments.expireOverduePayments();
    },
  };
}

/**
 * pg-boss keeps the schedule in the database and its clock fires it once per minute for the whole cluster, on
 * whichever node holds the lock; only worker nodes run the handler. Scheduling again at start is an upsert.
 */
export async function scheduleExpirePayments(jobs: Jobs): Promise<void> {
  await jobs.boss.schedule(EXPIRE_PAYMENTS_JOB, EXPIRE_PAYMENTS_CRON, {}, { tz: TIME_ZONE });
}

export const POLL_PAYMENTS_JOB = 'payments-poll';

/**
 * The polling fallback (docs/pix-bcb.md): every minute the provider is asked about the open charges and the
 * refunds in progress, so a lost webhook delays a credit by a minute at most.
 */
export function createPollPaymentsJob(payments: PaymentsService): JobDefinition<typeof payloadSchema> {
  return {
    name: POLL_PAYMENTS_JOB,
    schema: payloadSchema,
    ...SCHEDULED_JOB_POLICY,
    async handle() {
      await payments.pollOpenPayments();
    },
  };
}

export async function schedulePollPayments(jobs: Jobs): Promise<void> {
  await jobs.boss.schedule(POLL_PAYMENTS_JOB, EXPIRE_PAYMENTS_CRON, {}, { tz: TIME_ZONE });
}
