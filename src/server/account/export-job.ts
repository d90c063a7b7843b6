import { z } from 'zod';
import type { AppContext } from '../app-types';
import type { JobDefinition } from '../jobs/jobs';
import { buildExport, failExport } from './export-builder';

export const ACCOUNT_EXPORT_JOB = 'account-export';
/** Receives a copy of an export job that failed for good, whatever failed it (pg-boss dead letter). */
export const ACCOUNT_EXPORT_FAILED_JOB = 'account-export-failed';

const schema = z.object({ exportId: z.uuid() });
export type AccountExportJob = JobDefinition<typeof schema>;

/**
 * Builds one export. A thrown attempt is retried; the last one marks the export 'erro', and the dead letter
 * does the same for an attempt that died with its worker, so every export reaches 'pronto' or 'erro'.
 */
export function createAccountExportJob(ctx: AppContext): AccountExportJob {
  return {
    name: ACCOUNT_EXPORT_JOB,
    schema,
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    // A killed build is seen at once by its lock (export-liveness.ts), not by this expiry: it only bounds a
    // build that hangs, and is long enough for the largest account's files to stream to S3.
    expireInSeconds: 60 * 60,
    concurrency: 1,
    deadLetter: ACCOUNT_EXPORT_FAILED_JOB,
    async handle({ exportId }, meta) {
      try {
        await buildExport(ctx, exportId);
      } catch (error) {
        if (meta.isLastAttempt) await failExport(ctx.pool, exportId);
        throw error;
      }
    },
  };
}

export function createAccountExportFailedJob(ctx: AppContext): AccountExportJob {
  return {
    name: ACCOUNT_EXPORT_FAILED_JOB,
    schema,
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 1,
    async handle({ exportId }) {
      if (await failExport(ctx.pool, exportId))
        ctx.logger.warn({ exportId }, 'data export died on its last attempt');
    },
  };
}
