import type pg from 'pg';
import { z } from 'zod';
import { withTransaction } from '../db/transaction';
import type { JobDefinition, Jobs } from '../jobs/jobs';
import type { Mailer } from './mailer';

export const emailJobSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** What to do once the message is out (e.g. mark a support ticket ack_sent). */
  afterSend: z.object({ kind: z.string(), id: z.string() }).optional(),
  /**
   * The e-mail's kind and the entity it is about ("carrossel-pronto" and the carousel's id): given, that
   * e-mail goes out once for the entity, whoever queues it and however often the job runs (emails_enviados).
   */
  once: z.object({ kind: z.string().max(60), id: z.string().max(100) }).optional(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

export type AfterSendHook = (id: string) => Promise<void>;

/**
 * Sends a message that must go out once per (kind, entity): the key is inserted, the message sent, and the
 * insert committed only after the SMTP server accepted it. A run that finds the key committed sends nothing
 * (a job run again after a crash past the send, or queued twice); a concurrent run waits on the key and then
 * finds it; a failed send rolls the key back so the retry sends. Only a crash between the server's acceptance
 * and the commit (a few milliseconds) can still send twice. Returns false when it was sent already.
 */
async function sendOnce(pool: pg.Pool, mailer: Mailer, data: EmailJob, once: { kind: string; id: string }) {
  return withTransaction(pool, async ({ client }) => {
    const { rowCount } = await client.query(
      'insert into emails_enviados (tipo, entidade) values ($1, $2) on conflict do nothing',
      [once.kind, once.id],
    );
    if (!rowCount) return false;
    await mailer.send({ to: data.to, subject: data.subject, html: data.html, text: data.text });
    return true;
  });
}

/**
 * Sending happens in a job: an SMTP outage never fails the request that wanted the e-mail; pg-boss retries
 * with backoff (about 2 hours in all) and the message goes out when the server is back. A message with `once`
 * goes out once for its entity (sendOnce).
 */
export function createEmailJob(
  pool: pg.Pool,
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
      if (data.once) await sendOnce(pool, mailer, data, data.once);
      else await mailer.send({ to: data.to, subject: data.subject, html: data.html, text: data.text });
      if (data.afterSend) await hooks.get(data.afterSend.kind)?.(data.afterSend.id);
    },
  };
}

/** What features use to send e-mail: enqueue (inside a transaction when given a client). */
export interface EmailService {
  /** The sending job; the composition root lists it with every other job (src/server/compose/jobs.ts). */
  readonly job: JobDefinition<typeof emailJobSchema>;
  enqueue(message: EmailJob, options?: { client?: pg.PoolClient }): Promise<void>;
  onAfterSend(kind: string, hook: AfterSendHook): void;
}

export function createEmailService(jobs: Jobs, mailer: Mailer, pool: pg.Pool): EmailService {
  const hooks = new Map<string, AfterSendHook>();
  const definition = createEmailJob(pool, mailer, hooks);
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
