import type { Logger } from 'pino';
import type { AppContext } from '../app-types';
import { hashPassword } from '../auth/password';
import { createAccessTokenSigner } from '../auth/tokens';
import type { Config } from '../config';
import { createDatabase, createPool } from '../db/client';
import { runMigrations } from '../db/migrate';
import { type SeededAdmin, seedFirstAdmin } from '../db/seed';
import { createEmailService } from '../email/email-job';
import { createMailer } from '../email/mailer';
import { createJobs } from '../jobs/jobs';
import { countJobsByState } from '../metrics/job-counts';
import { createMetrics } from '../metrics/metrics';
import { createStorage } from '../storage/create-storage';
import { createWebhookOutbox } from '../webhooks/outbox';

export interface BuiltContext {
  ctx: AppContext;
  seededAdmin: SeededAdmin | null;
}

/**
 * The infrastructure every service shares, built once per process: one database pool (migrated under an
 * advisory lock, the first admin seeded), pg-boss, storage, the mailer and e-mail queue, the metrics.
 */
export async function buildContext(config: Config, logger: Logger): Promise<BuiltContext> {
  if (!config.DATABASE_URL)
    throw new Error('buildApp precisa de DATABASE_URL (main inicia o PostgreSQL embutido).');
  const pool = createPool(config.DATABASE_URL, 10, (error) =>
    logger.warn({ err: error }, 'database connection lost'),
  );
  try {
    await runMigrations(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = createDatabase(pool);
  const seededAdmin = await seedFirstAdmin(db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    hashPassword,
  });
  const jobs = await createJobs({
    pool,
    connectionString: config.DATABASE_URL,
    logger,
    // Expired (crashed) jobs are noticed within the shortest job timeout.
    maintenanceIntervalSeconds: Math.min(
      120,
      config.GENERATION_TIMEOUT_SECONDS,
      config.INSTAGRAM_PUBLISH_TIMEOUT_SECONDS,
      config.LINKEDIN_PUBLISH_TIMEOUT_SECONDS,
    ),
    shutdownGraceSeconds: config.SHUTDOWN_GRACE_SECONDS,
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    logger,
    // A link in an e-mail is a key to an account: only a developer's own log may show it.
    logLinks: config.NODE_ENV === 'development',
  });
  const metrics = createMetrics({
    countJobs: () => countJobsByState(pool),
    onCollectError: (error) => logger.warn({ err: error }, 'metrics: job counts unavailable'),
  });
  const storage = createStorage(config);
  const email = createEmailService(jobs, mailer, pool);
  const ctx: AppContext = {
    config,
    logger,
    pool,
    db,
    jobs,
    storage,
    email,
    webhooks: createWebhookOutbox({ config, jobs, pool, db, storage, email, logger }),
    metrics,
    auth: { signer: createAccessTokenSigner(config.JWT_SECRET) },
  };
  return { ctx, seededAdmin };
}
