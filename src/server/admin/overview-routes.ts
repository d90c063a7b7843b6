import { adminCarouselListSchema } from '../../shared/admin/carousels';
import { logsQuerySchema, logsResponseSchema } from '../../shared/admin/logs';
import { adminStatsSchema } from '../../shared/admin/stats';
import type { AppInstance } from '../app-types';
import { listAdminCarousels } from './carousels-query';
import { listLogs } from './logs-query';
import { getAdminStats } from './stats-query';

/** The read-only admin views: all carousels, the system logs and the dashboard's figures. */
export async function adminOverviewRoutes(app: AppInstance): Promise<void> {
  app.get('/api/admin/carousels', { schema: { response: { 200: adminCarouselListSchema } } }, async () =>
    listAdminCarousels(app.ctx),
  );

  app.get(
    '/api/admin/logs',
    { schema: { querystring: logsQuerySchema, response: { 200: logsResponseSchema } } },
    async (request) => listLogs(app.ctx.pool, request.query),
  );

  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
    getAdminStats(app.ctx.pool),
  );
}
