import { ADMIN_LOG_ENDPOINTS } from '../../shared/admin/endpoints';
import type { AppInstance } from '../app-types';
import { routeEndpoint } from '../contract/endpoint-route';
import type { AdminLogsService } from './admin-service';

/** /api/admin/logs: the system logs, filtered and paged; behind requireAdmin (registered by adminRoutes). */
export function adminLogsRoutes(logs: AdminLogsService) {
  return async (app: AppInstance): Promise<void> => {
    routeEndpoint(app, ADMIN_LOG_ENDPOINTS.list, {}, async (request) => logs.list(request.query));
  };
}
