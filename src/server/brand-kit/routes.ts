import { brandKitResponseSchema } from '../../shared/brand-kit/schema';
import type { AppInstance } from '../app-types';
import { getUser, requireUser } from '../auth/guards';
import { rateLimit } from '../http/rate-limit';
import type { BrandKitService } from './service';

/** GET /api/brand-kit: the user's kit (defaults until saved); PUT /api/brand-kit: saves it whole. */
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
}
