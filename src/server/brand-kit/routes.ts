import { BRAND_KIT_ENDPOINTS } from '../../shared/brand-kit/endpoints';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { routeEndpoint } from '../contract/endpoint-route';
import { keyByUser, rateLimit } from '../http/rate-limit';
import type { BrandKitService } from './service';

/**
 * GET /api/brand-kit: the user's kit (defaults until saved); PUT /api/brand-kit: saves it whole;
 * POST /api/brand-kit/preview: a sample slide signed with the kit as typed, and the colour shades adjusted.
 */
export function brandKitRoutes(brandKit: BrandKitService) {
  return async (app: AppInstance): Promise<void> => {
    const limits = app.ctx.config.RATE_LIMIT === 'on';
    const { get, save, preview } = BRAND_KIT_ENDPOINTS;
    routeEndpoint(app, get, { preHandler: requireUser }, async (request) => brandKit.get(getUser(request)));

    routeEndpoint(
      app,
      save,
      { preHandler: requireUser, config: rateLimit(limits, { max: 60, timeWindow: 60 * 1000 }) },
      async (request) => brandKit.put(getUser(request), request.body),
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
