import { brandPreviewResponseSchema } from '../../shared/brand-kit/preview';
import { brandKitResponseSchema } from '../../shared/brand-kit/schema';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { keyByUser, rateLimit } from '../http/rate-limit';
import type { BrandKitService } from './service';

/**
 * GET /api/brand-kit: the user's kit (defaults until saved); PUT /api/brand-kit: saves it whole;
 * POST /api/brand-kit/preview: a sample slide signed with the kit as typed, and the colour shades adjusted.
 */
export async function brandKitRoutes(
  app: AppInstance,
  { brandKit }: { brandKit: BrandKitService },
): Promise<void> {
  app.get(
    '/api/brand-kit',
    { preHandler: requireUser, schema: { response: { 200: brandKitResponseSchema } } },
    async (request) => brandKit.get(getUser(request)),
  );

  // The body is checked by the service, with the brand's own messages.
  app.put(
    '/api/brand-kit',
    {
      preHandler: requireUser,
      schema: { response: { 200: brandKitResponseSchema } },
      config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', { max: 60, timeWindow: 60 * 1000 }),
    },
    async (request) => brandKit.put(getUser(request), request.body),
  );
  // Drawn on every pause in the typing, like the slide editor's preview: generous, but a loop cannot keep
  // both cores busy.
  app.post(
    '/api/brand-kit/preview',
    {
      onRequest: requireUser,
      config: rateLimit(app.ctx.config.RATE_LIMIT === 'on', {
        max: 240,
        timeWindow: 60 * 1000,
        hook: 'preHandler',
        keyGenerator: keyByUser('brand-preview'),
      }),
      schema: { response: { 200: brandPreviewResponseSchema } },
    },
    async (request, reply) => {
      const preview = await brandKit.preview(getUser(request), request.body);
      return reply.header('cache-control', 'no-store').send(preview);
    },
  );
}
