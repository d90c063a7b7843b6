import {
  adminCarouselIdParamsSchema,
  adminCarouselSchema,
  adminCarouselsPageSchema,
  adminCarouselsQuerySchema,
} from '../../shared/admin/carousels';
import type { AppInstance } from '../app-types';
import { getAdminCarousel, listAdminCarousels } from './admin-query';

/** /api/admin/carousels*: every user's carousels, read-only; behind requireAdmin (registered by adminRoutes). */
export async function adminCarouselsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/admin/carousels',
    { schema: { querystring: adminCarouselsQuerySchema, response: { 200: adminCarouselsPageSchema } } },
    async (request) => listAdminCarousels(app.ctx, request.query),
  );

  app.get(
    '/api/admin/carousels/:id',
    {
      schema: {
        params: adminCarouselIdParamsSchema,
        response: { 200: adminCarouselSchema },
      },
    },
    async (request) => getAdminCarousel(app.ctx, request.params.id),
  );
}
