import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AccessTokenSigner } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import type { EmailService } from './email/email-job';
import type { Jobs } from './jobs/jobs';
import type { Metrics } from './metrics/metrics';
import type { Storage } from './storage/storage';
import type { WebhookOutbox } from './webhooks/outbox';

/** What every feature gets from the composition root. Nothing that matters lives only in a node's memory. */
export interface AppContext {
  config: Config;
  logger: Logger;
  pool: pg.Pool;
  db: Database;
  jobs: Jobs;
  storage: Storage;
  email: EmailService;
  /** Events for the account's webhook endpoints, written in the event's own transaction. */
  webhooks: WebhookOutbox;
  metrics: Metrics;
  auth: { signer: AccessTokenSigner };
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
