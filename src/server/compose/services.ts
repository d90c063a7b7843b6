import { type AccountExportService, createAccountExportService } from '../account/export-service';
import { type AccountService, createAccountService } from '../account/service';
import { type AdminStatsService, createAdminStatsService } from '../admin/stats-service';
import { type ApiKeyService, createApiKeyService } from '../api-keys/service';
import type { AppContext } from '../app-types';
import { type AuthService, createAuthService } from '../auth/service';
import { type BatchService, createBatchService } from '../batches/service';
import { type BrandKitService, createBrandKitService } from '../brand-kit/service';
import { type AdminCarouselsService, createAdminCarouselsService } from '../carousels/admin-service';
import { type CarouselEditService, createCarouselEditService } from '../carousels/edit-service';
import { type CarouselListCache, createCarouselListCache } from '../carousels/list-cache';
import { type CarouselService, createCarouselService } from '../carousels/service';
import { type AdminCreditsService, createAdminCreditsService } from '../credits/admin-adjustment';
import { type CreditsService, createCreditsService } from '../credits/service';
import { grantSignupBonus } from '../credits/signup-bonus';
import { createDraftService, type DraftService } from '../drafts/draft-service';
import { buildGenerationEngine } from '../generation/engine';
import { buildInstagramFeature } from '../instagram/build';
import type { InstagramConnections } from '../instagram/connections';
import { createInsightsChartService, type InsightsChartService } from '../instagram/insights-chart';
import { createInstagramPostsService, type InstagramPostsService } from '../instagram/posts-service';
import type { SlideFiles } from '../instagram/slide-files';
import { buildLinkedinFeature } from '../linkedin/build';
import type { LinkedinConnections } from '../linkedin/connections';
import { createLinkedinPostsService, type LinkedinPostsService } from '../linkedin/posts-service';
import { type AdminLogsService, createAdminLogsService } from '../logs/admin-service';
import { type AdminPaymentsService, createAdminPaymentsService } from '../payments/admin-service';
import { toPixProviderConfig } from '../payments/pix/app-config';
import { countCharges } from '../payments/pix/counted-provider';
import { createPixProvider } from '../payments/pix/create-pix-provider';
import { createPaymentsService, type PaymentsService } from '../payments/service';
import { pixWebhookPath } from '../payments/webhook-path';
import { createPublicCarouselReader, type PublicCarouselReader } from '../public-api/carousel-reader';
import { createUserEventHub, type UserEventHub } from '../realtime/user-event-hub';
import { createShareLinksService, type ShareLinksService } from '../share-links/service';
import { createSupportService, SUPPORT_ACK_HOOK, type SupportService } from '../support/service';
import { createTemplateCatalog, type TemplateCatalog } from '../templates/active-templates';
import { type AdminTemplatesService, createAdminTemplatesService } from '../templates/admin-service';
import { createTemplateFormatPreviews, type TemplateFormatPreviews } from '../templates/format-previews';
import { createUploadsService, type UploadsService } from '../uploads/service';
import { type AdminUsersService, createAdminUsersService } from '../users/admin-service';
import { createWebhooksService, type WebhooksService } from '../webhooks/service';
import { type AdminWorkspacesService, createAdminWorkspacesService } from '../workspaces/admin-service';
import { createWorkspaceMembersService, type WorkspaceMembersService } from '../workspaces/members-service';
import { createWorkspaceService, type WorkspaceService } from '../workspaces/service';
import { type AppJobs, buildJobs } from './jobs';

/** Every service of the app, built once per process; routes, jobs and tests all use these. */
export interface Services {
  auth: AuthService;
  account: AccountService;
  credits: CreditsService;
  carousels: CarouselService;
  carouselEdits: CarouselEditService;
  brandKit: BrandKitService;
  payments: PaymentsService;
  adminPayments: AdminPaymentsService;
  support: SupportService;
  adminUsers: AdminUsersService;
  adminTemplates: AdminTemplatesService;
  adminLogs: AdminLogsService;
  adminCarousels: AdminCarouselsService;
  adminStats: AdminStatsService;
  adminWorkspaces: AdminWorkspacesService;
  adminCredits: AdminCreditsService;
  /** The templates as users see them: the create screen's list, the /planos samples, GET /api/v1/templates. */
  templates: TemplateCatalog;
  templatePreviews: TemplateFormatPreviews;
  instagram: InstagramConnections;
  instagramPosts: InstagramPostsService;
  instagramSlides: SlideFiles;
  linkedin: LinkedinConnections;
  linkedinPosts: LinkedinPostsService;
  /** The dashboard's 30-day chart of the user's Instagram posts. */
  instagramInsightsChart: InsightsChartService;
  accountExports: AccountExportService;
  shareLinks: ShareLinksService;
  drafts: DraftService;
  apiKeys: ApiKeyService;
  /** Carousels as GET /api/v1/carousels/:id answers them (also a webhook's `data`). */
  publicCarousels: PublicCarouselReader;
  webhooks: WebhooksService;
  uploads: UploadsService;
  batches: BatchService;
  workspaces: WorkspaceService;
  /** A team's name, deletion, members and invitations. */
  workspaceMembers: WorkspaceMembersService;
  /** This node's one LISTEN connection for the users' events (opened at the first stream, closed by core). */
  realtime: UserEventHub;
  /** The workspaces' history lists this node remembers, and its LISTEN connection (opened at the first list). */
  carouselLists: CarouselListCache;
}

export interface BuiltServices {
  services: Services;
  jobs: AppJobs;
}

/**
 * Builds the services and the jobs with explicit dependencies, each once: the HTTP app (src/server/app.ts)
 * and the worker entry (src/server/worker-main.ts) both start from here.
 */
export async function buildServices(ctx: AppContext): Promise<BuiltServices> {
  const pixProvider = countCharges(
    createPixProvider(
      toPixProviderConfig(ctx.config, {
        notificationUrl: `${ctx.config.APP_URL}${pixWebhookPath(ctx.config.PIX_PROVIDER)}`,
      }),
    ),
    ctx.metrics,
  );
  const payments = createPaymentsService(ctx, pixProvider);
  if (payments.canSimulate && ctx.config.NODE_ENV === 'production') {
    ctx.logger.warn(
      'PIX_PROVIDER=sandbox em produção: qualquer usuário pode simular pagamentos e ganhar créditos sem pagar.',
    );
  }
  const generation = await buildGenerationEngine(ctx);
  const instagram = buildInstagramFeature(ctx);
  const linkedin = buildLinkedinFeature(ctx);
  const jobs = buildJobs(ctx, { generation, payments, instagram, linkedin });
  const support = createSupportService(ctx);
  // The acknowledgement e-mail's job marks the ticket once the message is out.
  ctx.email.onAfterSend(SUPPORT_ACK_HOOK, (ticketId) => support.markAckSent(ticketId));
  if (!ctx.config.DATABASE_URL) throw new Error('realtime precisa de DATABASE_URL');
  const carouselLists = createCarouselListCache(ctx.config.DATABASE_URL, ctx.logger);
  const carousels = createCarouselService(ctx, jobs.generateCarousel, carouselLists);
  const realtime = createUserEventHub({ connectionString: ctx.config.DATABASE_URL, logger: ctx.logger });
  return {
    services: {
      auth: createAuthService(ctx, { grantSignupBonus }),
      account: createAccountService(ctx),
      credits: createCreditsService(ctx.db),
      carousels,
      carouselEdits: createCarouselEditService(ctx, {
        job: jobs.generateCarousel,
        renderer: generation.renderer,
        resolveDesign: generation.resolveDesign,
      }),
      brandKit: createBrandKitService(ctx, {
        renderer: generation.renderer,
        resolveDesign: generation.resolveDesign,
      }),
      payments,
      adminPayments: createAdminPaymentsService(ctx, pixProvider),
      support,
      adminUsers: createAdminUsersService(ctx),
      adminTemplates: createAdminTemplatesService(ctx),
      adminLogs: createAdminLogsService(ctx.pool),
      adminCarousels: createAdminCarouselsService(ctx),
      adminStats: createAdminStatsService(ctx),
      adminWorkspaces: createAdminWorkspacesService(ctx),
      adminCredits: createAdminCreditsService(ctx),
      templates: createTemplateCatalog(ctx.db),
      templatePreviews: createTemplateFormatPreviews(ctx, generation.renderer),
      instagram: instagram.connections,
      instagramPosts: createInstagramPostsService(ctx, {
        connections: instagram.connections,
        job: jobs.publishInstagram,
        publishing: instagram.jobs,
        insights: instagram.insights,
        states: instagram.states,
      }),
      instagramSlides: instagram.slideFiles,
      linkedin: linkedin.connections,
      linkedinPosts: createLinkedinPostsService(ctx, {
        connections: linkedin.connections,
        job: jobs.publishLinkedin,
        states: linkedin.states,
      }),
      instagramInsightsChart: createInsightsChartService(ctx.db),
      accountExports: createAccountExportService(ctx, jobs.accountExport),
      shareLinks: createShareLinksService(ctx),
      drafts: createDraftService(ctx.config, ctx.logger),
      apiKeys: createApiKeyService(ctx),
      publicCarousels: createPublicCarouselReader(ctx),
      webhooks: createWebhooksService(ctx),
      uploads: createUploadsService(ctx),
      batches: createBatchService(ctx, carousels),
      workspaces: createWorkspaceService(ctx),
      workspaceMembers: createWorkspaceMembersService(ctx),
      realtime,
      carouselLists,
    },
    jobs,
  };
}
