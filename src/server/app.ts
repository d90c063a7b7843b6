import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { LIMITS } from '../shared/constants';
import { adminRoutes } from './admin/routes';
import type { AppContext, AppInstance } from './app-types';
import { authRoutes } from './auth/routes';
import { createAccessTokenSigner } from './auth/tokens';
import { brandKitRoutes } from './brand-kit/routes';
import { carouselRoutes } from './carousels/routes';
import type { Config } from './config';
import { creditsRoutes } from './credits/routes';
import { createDatabase, createPool } from './db/client';
import { runMigrations } from './db/migrate';
import { type SeededAdmin, seedFirstAdmin } from './db/seed';
import { createEmailService } from './email/email-job';
import { createMailer } from './email/mailer';
import { setupGeneration } from './generation/setup';
import { healthRoutes, probeRoutes } from './health/routes';
import { registerErrorHandler } from './http/error-handler';
import { registerRequestLogging, requestIdOf } from './http/request-logging';
import { registerSpa } from './http/spa';
import { toFastifyTrustProxy } from './http/trust-proxy';
import { createJobs } from './jobs/jobs';
import { createLogger } from './logs/logger';
import { countJobsByState } from './metrics/job-counts';
import { createMetrics } from './metrics/metrics';
import { type MetricsServer, startMetricsServer } from './metrics/metrics-server';
import { paymentsRoutes } from './payments/routes';
import { realtimeRoutes } from './realtime/routes';
import { createStorage } from './storage/create-storage';
import { cacheControlFor, isBucket } from './storage/storage';
import { supportRoutes } from './support/routes';
import { templateRoutes } from './templates/routes';
import { uploadRoutes } from './uploads/routes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildOptions {
  logger?: Logger;
  /** Start the job workers in this process (default: config.WORKER === 'on'). */
  worker?: boolean;
  /** Serve the built SPA (default true). */
  serveWeb?: boolean;
}

export interface BuiltApp {
  app: AppInstance;
  ctx: AppContext;
  seededAdmin: SeededAdmin | null;
  /** The Prometheus endpoint of this process when METRICS_PORT is set. */
  metricsUrl: string | null;
}

/**
 * The composition root: one database pool, migrations (under an advisory lock), pg-boss, storage, every
 * feature's routes. Used by `main`, the worker entry and the tests alike. `config.DATABASE_URL` must be set
 * (main starts embedded PostgreSQL first when it is not).
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  if (!config.DATABASE_URL)
    throw new Error('buildApp precisa de DATABASE_URL (main inicia o PostgreSQL embutido).');
  const logger = options.logger ?? createLogger(config);
  const pool = createPool(config.DATABASE_URL);
  pool.on('error', (error) => logger.error({ err: error }, 'idle database client error'));
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
  });
  const jobs = await createJobs({
    pool,
    connectionString: config.DATABASE_URL,
    logger,
    maintenanceIntervalSeconds: Math.min(120, config.GENERATION_TIMEOUT_SECONDS),
    shutdownGraceSeconds: config.SHUTDOWN_GRACE_SECONDS,
  });
  const storage = createStorage(config);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    logger,
    // A link in an e-mail is a key to an account: only a developer's own log may show it.
    logLinks: config.NODE_ENV === 'development',
  });
  const email = createEmailService(jobs, mailer);
  const metrics = createMetrics({
    countJobs: () => countJobsByState(pool),
    onCollectError: (error) => logger.warn({ err: error }, 'metrics: job counts unavailable'),
  });
  const ctx: AppContext = {
    config,
    logger,
    pool,
    db,
    jobs,
    storage,
    email,
    metrics,
    auth: { signer: createAccessTokenSigner(config.JWT_SECRET) },
  };

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    // registerRequestLogging writes one line per request instead, with the user id.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  registerErrorHandler(app);
  registerRequestLogging(app, metrics);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage.browserOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false, enableDraftSpec: false });
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20 } });

  if (config.STORAGE === 'local') {
    mkdirSync(path.join(config.DATA_DIR, 'storage'), { recursive: true });
    await app.register(fastifyStatic, {
      root: path.join(config.DATA_DIR, 'storage'),
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      list: false,
      // The same Cache-Control as the S3 driver puts on its objects.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const bucket = path.relative(path.join(config.DATA_DIR, 'storage'), filePath).split(path.sep)[0];
        if (bucket && isBucket(bucket)) reply.header('cache-control', cacheControlFor(bucket));
      },
    });
  }

  await app.register(healthRoutes);
  await app.register(probeRoutes);
  await app.register(authRoutes);
  const generation = await setupGeneration(ctx);
  await app.register(templateRoutes(generation.renderer));
  await app.register(uploadRoutes);
  await app.register(carouselRoutes(generation));
  await app.register(brandKitRoutes);
  // Feature routes are registered below by their issues (auth, carousels, credits, payments, admin, support...).
  await app.register(supportRoutes);
  await app.register(creditsRoutes);
  await app.register(paymentsRoutes);
  await app.register(realtimeRoutes);
  await app.register(adminRoutes);

  if (options.serveWeb ?? true) await registerSpa(app, path.join(ROOT, 'dist', 'web'));

  await jobs.prepareQueues();
  await generation.scheduleSweep();
  const runWorker = options.worker ?? config.WORKER === 'on';
  if (runWorker) {
    await jobs.startWorkers();
    await generation.sweepNow();
  }

  let metricsServer: MetricsServer | null = null;
  if (config.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(metrics, config.METRICS_PORT, config.HOST);
  }

  app.addHook('onClose', async () => {
    await metricsServer?.close();
    await jobs.stop();
    await pool.end();
  });
  return { app, ctx, seededAdmin, metricsUrl: metricsServer?.url ?? null };
}
