import type { FastifySchema } from 'fastify';
import { OPENAPI_PATH, PUBLIC_ROUTES } from '../../shared/public-api/routes';
import { apiKeyAuth } from '../api-keys/key-auth';
import type { ApiKeyService } from '../api-keys/service';
import type { AppContext, AppInstance } from '../app-types';
import type { CarouselService } from '../carousels/service';
import { routeEndpoint } from '../contract/endpoint-route';
import type { CreditsService } from '../credits/service';
import { getRequestMeta } from '../logs/request-meta';
import type { TemplateCatalog } from '../templates/active-templates';
import { getActor, getWorkspace, requireWorkspace } from '../workspaces/active-workspace';
import type { PublicCarouselReader } from './carousel-reader';
import { buildOpenApiDocument } from './openapi';

export interface RegisteredPublicRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/** What Fastify was given for each authenticated /api/v1 route, by app: the document's drift test reads it. */
const registeredRoutes = new WeakMap<AppContext, RegisteredPublicRoute[]>();

export function listRegisteredPublicRoutes(ctx: AppContext): RegisteredPublicRoute[] {
  return registeredRoutes.get(ctx) ?? [];
}

export interface PublicApiDeps {
  apiKeys: ApiKeyService;
  carousels: CarouselService;
  credits: CreditsService;
  publicCarousels: PublicCarouselReader;
  templates: TemplateCatalog;
}

/**
 * More /api/v1 routes registered by another feature inside the authenticated scope (the key's creator and
 * workspace are `getActor(request)`, the per-key rate limit applies). Each must be declared in PUBLIC_ROUTES too and register
 * that entry's schema: the OpenAPI document is written from PUBLIC_ROUTES and its drift test fails otherwise.
 */
export type PublicRoutesExtension = (v1: AppInstance) => void | Promise<void>;

/**
 * /api/v1 (docs/api.md): authenticated by API key (`Authorization: Bearer crs_live_…`), each key with its own rate
 * limit. The key acts in its own workspace, as the member who created it, with an editor's rights, on these
 * routes only; every other /api route takes browser sessions alone. Each route registers the schemas PUBLIC_ROUTES declares, from which the OpenAPI
 * document (GET /api/v1/openapi.json, public) is written.
 */
export function publicApiRoutes(deps: PublicApiDeps, extensions: readonly PublicRoutesExtension[] = []) {
  return async (app: AppInstance): Promise<void> => {
    const document = JSON.stringify(buildOpenApiDocument(app.ctx.config.APP_URL));
    app.get(OPENAPI_PATH, async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(document),
    );

    await app.register(async (v1: AppInstance) => {
      const routes: RegisteredPublicRoute[] = [];
      registeredRoutes.set(app.ctx, routes);
      v1.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
        }
      });
      v1.addHook('onRequest', apiKeyAuth(app, deps.apiKeys, { limit: app.ctx.config.RATE_LIMIT === 'on' }));
      // The key's workspace, set by the hook above (a key belongs to one workspace; X-Workspace-Id cannot change it).
      v1.addHook('preHandler', requireWorkspace('editor'));
      registerPublicRoutes(v1, deps);
      for (const extend of extensions) await extend(v1);
    });
  };
}

function registerPublicRoutes(
  v1: AppInstance,
  { carousels, credits, publicCarousels, templates }: PublicApiDeps,
): void {
  const { listTemplates, createCarousel, getCarousel, listCarousels, balance } = PUBLIC_ROUTES;

  routeEndpoint(v1, listTemplates, {}, async () => ({ itens: await templates.active() }));

  // The body was parsed by the app's own create schema; the service checks it again in the app's order and spends
  // the key's workspace's credit, the ledger naming the key's creator.
  routeEndpoint(v1, createCarousel, {}, async (request) => {
    const actor = getActor(request);
    const created = await carousels.create(actor, request.body, getRequestMeta(request));
    return publicCarousels.get(actor.workspaceId, created.id);
  });

  routeEndpoint(v1, getCarousel, {}, async (request) =>
    publicCarousels.get(getWorkspace(request).id, request.params.id),
  );

  routeEndpoint(v1, listCarousels, {}, async (request) =>
    publicCarousels.list(getWorkspace(request).id, request.query),
  );

  routeEndpoint(v1, balance, {}, async (request) => ({
    saldo: await credits.getBalance(getWorkspace(request).id),
  }));
}
