import { z } from 'zod';
import type { JobDefinition, Jobs } from '../jobs/jobs';
import type { Mailer } from './mailer';

export const emailJobSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** What to do once the message is out (e.g. mark a support ticket ack_sent). */
  afterSend: z.object({ kind: z.string(), id: z.string() }).optional(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

export type AfterSendHook = (id: string) => Promise<void>;

/**
 * Sending happens in a job: an SMTP outage never fails the request that wanted the e-mail; pg-boss retries
 * with backoff (about 2 hours in all) and the message goes out when the server is back.
 */
export function createEmailJob(
  mailer: Mailer,
  hooks: Map<string, AfterSendHook>,
): JobDefinition<typeof emailJobSchema> {
  return {
    name: 'email-send',
    schema: emailJobSchema,
    retryLimit: 12,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    concurrency: 2,
    async handle(data) {
      await mailer.send({ to: data.to, subject: data.subject, html: data.html, text: data.text });
      if (data.afterSend) await hooks.get(data.afterSend.kind)?.(data.afterSend.id);
    },
  };
}

/** What features use to send e-mail: enqueue (inside a transaction when given a client). */
export interface EmailService {
  /** The sending job; the composition root lists it with every other job (src/server/compose/jobs.ts). */
  readonly job: JobDefinition<typeof emailJobSchema>;
  enqueue(message: EmailJob, options?: { client?: import('pg').PoolClient }): Promise<void>;
  onAfterSend(kind: string, hook: AfterSendHook): void;
}

export function createEmailService(jobs: Jobs, mailer: Mailer): EmailService {
  const hooks = new Map<string, AfterSendHook>();
  const definition = createEmailJob(mailer, hooks);
  return {
    job: definition,
    async enqueue(message, options = {}) {
      await jobs.send(definition, message, options);
    },
    onAfterSend(kind, hook) {
      hooks.set(kind, hook);
    },
  };
}
