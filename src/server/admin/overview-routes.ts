import {
  adminCarouselIdParamsSchema,
  adminCarouselSchema,
  adminCarouselsPageSchema,
  adminCarouselsQuerySchema,
} from '../../shared/admin/carousels';
import { logsQuerySchema, logsResponseSchema } from '../../shared/admin/logs';
import { adminStatsSchema } from '../../shared/admin/stats';
import { adminWriterStatsSchema } from '../../shared/admin/writer-stats';
import type { AppInstance } from '../app-types';
import { getAdminCarousel, listAdminCarousels } from './carousels-query';
import { listLogs } from './logs-query';
import { getAdminStats } from './stats-query';
import { getWriterStats } from './writer-stats-query';

/** The read-only admin views: all carousels, the system logs, the dashboard's figures and the writer panel. */
export async function adminOverviewRoutes(app: AppInstance): Promise<void> {
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

  app.get(
    '/api/admin/logs',
    { schema: { querystring: logsQuerySchema, response: { 200: logsResponseSchema } } },
    async (request) => listLogs(app.ctx.pool, request.query),
  );

  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
    getAdminStats(app.ctx.pool),
  );

  app.get('/api/admin/writer', { schema: { response: { 200: adminWriterStatsSchema } } }, async () =>
    getWriterStats(app.ctx.pool, app.ctx.config),
  );
}
