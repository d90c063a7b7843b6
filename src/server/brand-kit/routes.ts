import { BRAND_KIT_ENDPOINTS, BRAND_KITS_ENDPOINTS } from '../../shared/brand-kit/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import { getWorkspace, requireWorkspace } from '../workspaces/active-workspace';
import type { BrandKitService } from './service';

/**
 * GET /api/brand-kit: the active workspace's default kit (defaults until saved); PUT /api/brand-kit: saves it
 * whole; /api/brand-kits: all its kits (a `leitor` reads them, an `editor` changes them);
 * POST /api/brand-kit/preview: a sample slide signed with the kit as typed, and the colour shades adjusted.
 */
export function brandKitRoutes(brandKit: BrandKitService) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';
    const { get, save, preview } = BRAND_KIT_ENDPOINTS;
    const reader = { preHandler: [requireUser, requireWorkspace('leitor')] };
    const editor = {
      preHandler: [requireUser, requireWorkspace('editor')],
      config: rateLimit(limits, { max: 60, timeWindow: 60 * 1000 }),
    };
    routeEndpoint(app, get, reader, async (request) => brandKit.get(getWorkspace(request), getUser(request)));
    routeEndpoint(app, save, editor, async (request) =>
      brandKit.put(getWorkspace(request), getUser(request), request.body),
    );

    const kits = BRAND_KITS_ENDPOINTS;
    routeEndpoint(app, kits.list, reader, async (request) => brandKit.list(getWorkspace(request)));
    routeEndpoint(app, kits.create, editor, async (request) =>
      brandKit.create(getWorkspace(request), getUser(request), request.body),
    );
    routeEndpoint(app, kits.update, editor, async (request) =>
      brandKit.update(getWorkspace(request), getUser(request), request.params.id, request.body),
    );
    routeEndpoint(app, kits.remove, editor, async (request) =>
      brandKit.remove(getWorkspace(request), request.params.id),
    );

    // Drawn on every pause in the typing, like the slide editor's preview: generous, but a loop cannot keep
    // both cores busy.
    routeEndpoint(
      app,
      preview,
      {
        onRequest: requireUser,
        config: rateLimit(limits, {
          max: 240,
          timeWindow: 60 * 1000,
          hook: 'preHandler',
          keyGenerator: keyByUser('brand-preview'),
        }),
      },
      async (request, reply) => {
        const drawn = await brandKit.preview(getUser(request), request.body);
        return reply.header('cache-control', 'no-store').send(drawn);
      },
    );
  };
}
