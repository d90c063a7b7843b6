import { adminStatsSchema } from '../../shared/admin/stats';
import { adminWriterStatsSchema } from '../../shared/admin/writer-stats';
import type { AppInstance } from '../app-types';
import { getAdminStats } from './stats-query';
import { getWriterStats } from './writer-stats-query';

/** The admin dashboard's figures and its writer panel: read-only, across every feature. */
export async function adminStatsRoutes(app: AppInstance): Promise<void> {
  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
    getAdminStats(app.ctx.pool),
  );

  app.get('/api/admin/writer', { schema: { response: { 200: adminWriterStatsSchema } } }, async () =>
    getWriterStats(app.ctx.pool, app.ctx.config),
  );
}
