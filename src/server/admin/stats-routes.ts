import { ADMIN_STATS_ENDPOINTS } from '../../shared/admin/endpoints';
import type { AppInstance } from '../app-types';
import { routeEndpoint } from '../contract/endpoint-route';
import type { AdminStatsService } from './stats-service';

/** The admin dashboard's figures and its writer panel: read-only, across every feature. */
export function adminStatsRoutes(stats: AdminStatsService) {
  return async (app: AppInstance): Promise<void> => {
    routeEndpoint(app, ADMIN_STATS_ENDPOINTS.stats, {}, async () => stats.stats());
    routeEndpoint(app, ADMIN_STATS_ENDPOINTS.writer, {}, async () => stats.writer());
  };
}
