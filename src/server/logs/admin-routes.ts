import { logsQuerySchema, logsResponseSchema } from '../../shared/admin/logs';
import type { AppInstance } from '../app-types';
import { listLogs } from './admin-query';

/** /api/admin/logs: the system logs, filtered and paged; behind requireAdmin (registered by adminRoutes). */
export async function adminLogsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/admin/logs',
    { schema: { querystring: logsQuerySchema, response: { 200: logsResponseSchema } } },
    async (request) => listLogs(app.ctx.pool, request.query),
  );
}
