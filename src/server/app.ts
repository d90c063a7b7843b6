import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { LIMITS } from '../shared/constants';
import { installPortugueseValidationMessages } from '../shared/zod-locale';
import { dataRightsRoutes } from './account/data-rights-routes';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { apiKeyRoutes } from './api-keys/routes';
import type { AppContext, AppInstance } from './app-types';
import { authRoutes } from './auth/routes';
import { batchCsvRoutes, batchRoutes, publicBatchRoute } from './batches/routes';
import { brandKitRoutes } from './brand-kit/routes';
import { forgetListsOnWrites } from './carousels/list-cache';
import { carouselRoutes } from './carousels/routes';
import { buildCore } from './compose/core';
import type { AppJobs } from './compose/jobs';
import type { Services } from './compose/services';
import type { Config } from './config';
import { registerRouteList } from './contract/route-list';
import { creditsRoutes } from './credits/routes';
import type { SeededAdmin } from './db/seed';
import { draftRoutes } from './drafts/routes';
import { healthRoutes, probeRoutes } from './health/routes';
import { registerApiCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { registerInvalidTextGuard } from './http/invalid-text-guard';
import { registerRequestLogging, requestIdOf } from './http/request-logging';
import { registerSecurityHeaders } from './http/security-headers';
import { signedFileRoutes } from './http/signed-file-routes';
import { registerSpa, registerTokenScreens } from './http/spa';
import { toFastifyTrustProxy } from './http/trust-proxy';
import { registerIdempotentAnswers } from './idempotency/idempotent-route';
import { instagramRoutes } from './instagram/routes';
import { linkedinRoutes } from './linkedin/routes';
import { createLogger } from './logs/logger';
import { mcpRoutes } from './mcp/routes';
import { paymentsRoutes } from './payments/routes';
import { findProjectRoot } from './project-root';
import { publicApiRoutes } from './public-api/routes';
import { realtimeRoutes } from './realtime/routes';
import { shareLinkRoutes } from './share-links/routes';
import { cacheControlFor, isBucket, SIGNED_ONLY_BUCKETS } from './storage/storage';
import { supportRoutes } from './support/routes';
import { templateRoutes } from './templates/routes';
import { uploadRoutes } from './uploads/routes';
import { webhookRoutes } from './webhooks/routes';
import { workspaceMemberRoutes } from './workspaces/member-routes';
import { workspaceRoutes } from './workspaces/routes';

const ROOT = findProjectRoot(import.meta.url);

export interface BuildOptions {
  logger?: Logger;
  /** Start the job workers in this process (default: config.WORKER === 'on'). */
  worker?: boolean;
  /** Serve the built SPA (default true). */
  serveWeb?: boolean;
  /** Where the built SPA is (default dist/web; a test serves a build of its own). */
  webDir?: string;
}

export interface BuiltApp {
  app: AppInstance;
  ctx: AppContext;
  /** The same services the routes and jobs use (tests call them directly rather than building copies). */
  services: Services;
  jobs: AppJobs;
  seededAdmin: SeededAdmin | null;
  /** The Prometheus endpoint of this process when METRICS_PORT is set. */
  metricsUrl: string | null;
}

/**
 * The HTTP app on top of the composition root (src/server/compose/core.ts, which builds the context, the
 * services and the jobs once): every feature's routes, given the services they use. Used by `main` and the
 * tests. `config.DATABASE_URL` must be set (main starts embedded PostgreSQL first when it is not).
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  installPortugueseValidationMessages();
  const logger = options.logger ?? createLogger(config);
  const core = await buildCore(config, logger);
  const { ctx, services } = core;
  const { metrics, storage } = ctx;

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
  registerRouteList(app);
  registerInvalidTextGuard(app);
  registerRequestLogging(app, metrics);
  registerIdempotentAnswers(app);
  registerApiCompression(app);
  forgetListsOnWrites(app, services.carouselLists);

  // The connected Instagram account's picture comes from Meta's CDNs.
  const instagramImages = services.instagram.enabled
    ? ['https://*.cdninstagram.com', 'https://*.fbcdn.net']
    : [];
  // The connected LinkedIn member's picture comes from LinkedIn's media host.
  const linkedinImages = services.linkedin.enabled ? ['https://media.licdn.com'] : [];
  registerSecurityHeaders(app, [...storage.browserOrigins, ...instagramImages, ...linkedinImages]);
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
      // A data export is never a plain file: only its expiring signed link reaches it (registerSignedFiles).
      allowedPath: (pathName) => !pathName.split('/').some((part) => SIGNED_ONLY_BUCKETS.has(part as never)),
      setHeaders: (res, filePath) => {
        const bucket = path.relative(path.join(config.DATA_DIR, 'storage'), filePath).split(path.sep)[0];
        if (bucket && isBucket(bucket)) res.setHeader('cache-control', cacheControlFor(bucket));
      },
    });
    await app.register(signedFileRoutes());
  }

  await app.register(healthRoutes());
  await app.register(probeRoutes());
  await app.register(authRoutes(services.auth));
  await app.register(accountRoutes(services.account));
  await app.register(templateRoutes(services.templates, services.templatePreviews));
  await app.register(uploadRoutes(services.uploads));
  await app.register(carouselRoutes({ carousels: services.carousels, edits: services.carouselEdits }));
  await app.register(draftRoutes(services.drafts));
  await app.register(batchRoutes(services.batches));
  await app.register(batchCsvRoutes(services.batches));
  await app.register(brandKitRoutes(services.brandKit));
  await app.register(supportRoutes(services.support));
  await app.register(creditsRoutes(services.credits));
  await app.register(paymentsRoutes(services.payments));
  await app.register(
    instagramRoutes({
      connections: services.instagram,
      posts: services.instagramPosts,
      slides: services.instagramSlides,
      chart: services.instagramInsightsChart,
    }),
  );
  await app.register(linkedinRoutes({ connections: services.linkedin, posts: services.linkedinPosts }));
  await app.register(realtimeRoutes(services.realtime));
  await app.register(
    dataRightsRoutes({ account: services.account, accountExports: services.accountExports }),
  );
  await app.register(shareLinkRoutes(services.shareLinks));
  await app.register(webhookRoutes(services.webhooks));
  await app.register(adminRoutes(services));
  await app.register(apiKeyRoutes(services.apiKeys));
  await app.register(workspaceRoutes(services.workspaces));
  await app.register(workspaceMemberRoutes(services.workspaceMembers));
  await app.register(publicApiRoutes(services, [publicBatchRoute(services.batches)]));
  await app.register(mcpRoutes(services.apiKeys));

  if (options.serveWeb ?? true)
    await registerSpa(app, options.webDir ?? path.join(ROOT, 'dist', 'web'), services.shareLinks.openForPage);
  else registerTokenScreens(app);

  await core.start({ worker: options.worker ?? config.WORKER === 'on' });
  app.addHook('onClose', () => core.close());
  return {
    app,
    ctx,
    services,
    jobs: core.jobs,
    seededAdmin: core.seededAdmin,
    metricsUrl: core.metricsUrl(),
  };
}
